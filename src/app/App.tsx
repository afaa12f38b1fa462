import { RouterProvider } from '@tanstack/react-router';
import { useEffect } from 'react';
import { I18nProvider } from 'react-aria-components';
import { SnackbarProvider } from '../ui/Snackbar';
import { ActualizacionPwa } from './ActualizacionPwa';
import { AvisosGlobales } from './AvisosGlobales';
import { router } from './router';
import { suscribirCambiosExternos } from './sesion';

export function App() {
  // Si se entra o se sale en otra pestaña, las guardas de la ruta actual se vuelven a evaluar.
  useEffect(() => suscribirCambiosExternos(() => void router.invalidate()), []);

  return (
    <I18nProvider locale="es-ES">
      <SnackbarProvider>
        <AvisosGlobales />
        <ActualizacionPwa />
        <RouterProvider router={router} />
      </SnackbarProvider>
    </I18nProvider>
  );
}
