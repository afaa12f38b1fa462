/** Rutas de descargar partes a mano (/offline/descargar) y de subir un parte ahora (/partes/{id}/subir). */
import { createRoute } from '@tanstack/react-router';
import { DescargarPartesScreen } from '../features/offline/DescargarPartesScreen';
import { SubirParteScreen } from '../features/offline/SubirParteScreen';
import { rutaAutenticada } from './autenticado';
import { requiereApp, requierePermiso } from './guardas';
import { rutaOffline } from './offline';

export const rutaDescargarPartes = createRoute({
  getParentRoute: () => rutaOffline,
  path: 'descargar',
  beforeLoad: requierePermiso('parte_descargado', 'insertar'),
  component: DescargarPartesScreen,
});

function SubirParteRuta() {
  const { idparte_trabajo } = rutaSubirParte.useParams();
  return <SubirParteScreen key={idparte_trabajo} idparte_trabajo={idparte_trabajo} />;
}

export const rutaSubirParte = createRoute({
  getParentRoute: () => rutaAutenticada,
  path: 'partes/$idparte_trabajo/subir',
  beforeLoad: (a) => {
    requiereApp('tecnicos')(a);
    requierePermiso('parte_trabajo', 'visualizar')(a);
  },
  component: SubirParteRuta,
});
