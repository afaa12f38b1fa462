/**
 * Lista de partes de novedad (/partes-novedad/): número, fecha (hora del dispositivo), puesto, vigilante
 * (leídos por id), título y gravedad con su etiqueta de color; los más recientes primero. Búsqueda por
 * número, título, puesto y vigilante, filtro de gravedad y 'Nuevo parte de novedad' si el
 * usuario puede insertar. La lista es reactiva: el supervisor ve un parte nuevo en cuanto baja.
 */
import { Link } from '@tanstack/react-router';
import { useCallback } from 'react';
import { formatearFechaHora } from '../../lib/formato';
import { ListaConAlta } from '../../ui/lista/ListaConAlta';
import { MarcaHora } from '../../ui/hora/MarcaHora';
import type { ColumnaLista, DefinicionLista, FiltroLista, OpcionOrden } from '../../ui/lista/tipos';
import { claseGravedad, nombreGravedad, OPCIONES_GRAVEDAD, type ParteNovedad } from './partes-novedad';
import { etiquetasParteNovedad as E, TEXTOS_PARTES_NOVEDAD as T } from './partes-novedad.labels';

const columnas: readonly ColumnaLista<ParteNovedad>[] = [
  { id: 'numero', cabecera: E.numero, principal: true, celda: ({ doc }) => doc.numero },
  {
    id: 'fecha',
    cabecera: E.fechaLista,
    celda: ({ doc }) => (
      <>
        {formatearFechaHora(doc.fecha)}
        <MarcaHora doc={doc} />
      </>
    ),
  },
  { id: 'puesto', cabecera: E.puesto, celda: ({ relacionados: r }) => r.puesto ?? T.noEsta },
  { id: 'vigilante', cabecera: E.vigilante, celda: ({ relacionados: r }) => r.vigilante ?? T.noEsta },
  { id: 'titulo', cabecera: E.titulo, celda: ({ doc }) => doc.titulo },
  {
    id: 'gravedad',
    cabecera: E.gravedad,
    celda: ({ doc }) => (
      <span className={claseGravedad(doc.gravedad)} data-testid="gravedad">
        {nombreGravedad(doc.gravedad)}
      </span>
    ),
  },
];

const ordenes: readonly OpcionOrden<ParteNovedad>[] = [
  { id: 'fecha-reciente', etiqueta: T.fechaReciente, campo: 'fecha', direccion: 'desc' },
  { id: 'fecha-antigua', etiqueta: T.fechaAntigua, campo: 'fecha', direccion: 'asc' },
];

const filtros: readonly FiltroLista<ParteNovedad>[] = [
  { tipo: 'opciones', id: 'gravedad', etiqueta: E.gravedad, campo: 'gravedad', todas: T.todasGravedades, opciones: OPCIONES_GRAVEDAD },
];

export const definicionPartesNovedad = (id: string): DefinicionLista<ParteNovedad> => ({
  id,
  coleccion: (db) => db.partenovedad,
  selectorBase: { estado: { $gt: 0 } },
  columnas,
  relacionados: [
    { id: 'puesto', coleccion: 'puestoservicio', clave: 'idpuesto_servicio', campo: 'nombre' },
    { id: 'vigilante', coleccion: 'vigilante', clave: 'idvigilante', campo: 'nombre' },
  ],
  busqueda: [{ campo: 'numero' }, { campo: 'titulo' }, { relacionado: 'puesto' }, { relacionado: 'vigilante' }],
  filtros,
  ordenes,
  nombre: { singular: 'parte de novedad', plural: 'partes de novedad' },
  historial: true,
  vacio: T.vacio,
  enlace: (doc, contenido) => (
    <Link to="/partes-novedad/$idparte_novedad" params={{ idparte_novedad: doc.idparte_novedad }} className="enlace-fila">
      {contenido}
    </Link>
  ),
  etiquetaFila: (doc) => `${T.parte(doc.numero)} ${doc.titulo}`,
});

export function PartesNovedadScreen() {
  const definir = useCallback((clave: string) => definicionPartesNovedad(clave), []);
  const alta = (
    <Link to="/partes-novedad/add" className="boton boton-primario">
      {T.nuevo}
    </Link>
  );
  return <ListaConAlta titulo={T.titulo} id="partes-novedad" definir={definir} objeto="parte_novedad" alta={alta} />;
}
