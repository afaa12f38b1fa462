/** Rutas de datos personalizados (/datos/{id}/{idtabla} y /edit): finas, delegan en sus pantallas. */
import { createRoute } from '@tanstack/react-router';
import { DatosEditarScreen } from '../features/datos/DatosEditarScreen';
import { DatosScreen } from '../features/datos/DatosScreen';
import { rutaAutenticada } from './autenticado';
import { requierePermiso } from './guardas';

/** idtabla de la dirección: un entero (si no, -1, que ninguna tabla tiene). */
const aIdtabla = (texto: string): number => (/^\d{1,6}$/.test(texto) ? Number(texto) : -1);

export const rutaDatos = createRoute({
  getParentRoute: () => rutaAutenticada,
  path: 'datos',
  beforeLoad: requierePermiso('dato', 'visualizar'),
});

function DatosRuta() {
  const { id, idtabla } = rutaDatosRegistro.useParams();
  return <DatosScreen key={`${idtabla}-${id}`} id={id} idtabla={aIdtabla(idtabla)} />;
}

export const rutaDatosRegistro = createRoute({
  getParentRoute: () => rutaDatos,
  path: '$id/$idtabla',
  component: DatosRuta,
});

function DatosEditarRuta() {
  const { id, idtabla } = rutaDatosEditar.useParams();
  return <DatosEditarScreen key={`${idtabla}-${id}`} id={id} idtabla={aIdtabla(idtabla)} />;
}

export const rutaDatosEditar = createRoute({
  getParentRoute: () => rutaDatos,
  path: '$id/$idtabla/edit',
  beforeLoad: requierePermiso('dato', 'editar'),
  component: DatosEditarRuta,
});

export const arbolDatos = rutaDatos.addChildren([rutaDatosRegistro, rutaDatosEditar]);
