/** Pasa al snackbar los avisos publicados con avisar() (guardas de ruta, sesión). */
import { useEffect } from 'react';
import { useSnackbar } from '../ui/Snackbar';
import { suscribirAvisos } from './avisos';

export function AvisosGlobales() {
  const { mostrar } = useSnackbar();
  useEffect(() => suscribirAvisos((mensaje) => mostrar({ mensaje })), [mostrar]);
  return null;
}
