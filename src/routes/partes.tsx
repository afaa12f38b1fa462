import { createRoute } from '@tanstack/react-router';
import { ParteScreen } from '../features/partes/ParteScreen';
import { PartesAsignadosScreen } from '../features/partes/PartesAsignadosScreen';
import { rutaAutenticada } from './autenticado';
import { requierePermiso } from './guardas';

export const rutaPartesAsignados = createRoute({
  getParentRoute: () => rutaAutenticada,
  path: 'partes/asignados',
  beforeLoad: requierePermiso('parte_trabajo', 'visualizar'),
  component: PartesAsignadosScreen,
});

function ParteRuta() {
  const { idparte_trabajo } = rutaParte.useParams();
  return <ParteScreen key={idparte_trabajo} idparte_trabajo={idparte_trabajo} />;
}

export const rutaParte = createRoute({
  getParentRoute: () => rutaAutenticada,
  path: 'partes/$idparte_trabajo',
  beforeLoad: requierePermiso('parte_trabajo', 'visualizar'),
  component: ParteRuta,
});
