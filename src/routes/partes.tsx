import { createRoute } from '@tanstack/react-router';
import { ParteScreen } from '../features/partes/ParteScreen';
import { PartesAsignadosScreen } from '../features/partes/PartesAsignadosScreen';
import { rutaAutenticada } from './autenticado';

export const rutaPartesAsignados = createRoute({
  getParentRoute: () => rutaAutenticada,
  path: 'partes/asignados',
  component: PartesAsignadosScreen,
});

function ParteRuta() {
  const { idparte_trabajo } = rutaParte.useParams();
  return <ParteScreen key={idparte_trabajo} idparte_trabajo={idparte_trabajo} />;
}

export const rutaParte = createRoute({
  getParentRoute: () => rutaAutenticada,
  path: 'partes/$idparte_trabajo',
  component: ParteRuta,
});
