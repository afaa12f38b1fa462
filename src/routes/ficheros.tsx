/**
 * Rutas de ficheros adjuntos (/ficheros/{id}/{idtabla}, /add, /{idfichero}) y su atajo desde el parte en
 * el modo sin conexión (/offline/partes/{idparte_trabajo}/ficheros). Finas: delegan en sus pantallas.
 */
import { createRoute } from '@tanstack/react-router';
import { FicheroAddScreen } from '../features/ficheros/FicheroAddScreen';
import { FicheroScreen } from '../features/ficheros/FicheroScreen';
import { FicherosScreen } from '../features/ficheros/FicherosScreen';
import { rutaAutenticada } from './autenticado';
import { requierePermiso } from './guardas';
import { rutaOffline } from './offline';

export const rutaFicheros = createRoute({
  getParentRoute: () => rutaAutenticada,
  path: 'ficheros/$id/$idtabla',
  beforeLoad: requierePermiso('fichero', 'visualizar'),
});

/** idtabla de parte_trabajo (especificación, sección 3). */
const IDTABLA_PARTE = 269;

const idtablaDe = (texto: string): number => Number.parseInt(texto, 10);

function FicherosRuta() {
  const { id, idtabla } = rutaFicherosLista.useParams();
  return <FicherosScreen key={`${id}/${idtabla}`} id={id} idtabla={idtablaDe(idtabla)} />;
}

export const rutaFicherosLista = createRoute({ getParentRoute: () => rutaFicheros, path: '/', component: FicherosRuta });

function FicheroAddRuta() {
  const { id, idtabla } = rutaFicheroAdd.useParams();
  return <FicheroAddScreen key={`${id}/${idtabla}`} id={id} idtabla={idtablaDe(idtabla)} />;
}

export const rutaFicheroAdd = createRoute({
  getParentRoute: () => rutaFicheros,
  path: 'add',
  beforeLoad: requierePermiso('fichero', 'insertar'),
  component: FicheroAddRuta,
});

function FicheroRuta() {
  const { id, idtabla, idfichero } = rutaFichero.useParams();
  return <FicheroScreen key={idfichero} id={id} idtabla={idtablaDe(idtabla)} idfichero={idfichero} />;
}

export const rutaFichero = createRoute({ getParentRoute: () => rutaFicheros, path: '$idfichero', component: FicheroRuta });

export const arbolFicheros = rutaFicheros.addChildren([rutaFicherosLista, rutaFicheroAdd, rutaFichero]);

function FicherosParteOfflineRuta() {
  const { idparte_trabajo } = rutaOfflineFicherosParte.useParams();
  return <FicherosScreen key={idparte_trabajo} id={idparte_trabajo} idtabla={IDTABLA_PARTE} />;
}

export const rutaOfflineFicherosParte = createRoute({
  getParentRoute: () => rutaOffline,
  path: 'partes/$idparte_trabajo/ficheros',
  component: FicherosParteOfflineRuta,
});
