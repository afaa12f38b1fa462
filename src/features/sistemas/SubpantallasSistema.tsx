/**
 * Subpantallas de lista de un sistema, todas con la lista genérica (búsqueda, orden, páginas de 50):
 * órdenes del sistema (las declaraciones de features/ordenes), revisiones (con 'Marcar realizada' para
 * quien puede modificarlas, también desde el parte sin conexión), vías de comunicación, cuotas en EUR y
 * subsistemas o zonas. Cada declaración es una función del sistema; las pantallas solo la montan.
 */
import { useMemo, type ReactNode } from 'react';
import type { DocDe } from '../../../schemas';
import { puede } from '../../app/permisos';
import { useVigia } from '../../app/VigiaProvider';
import { formatearFecha, formatearMoneda } from '../../lib/formato';
import { useAccion } from '../../ui/accion/useAccion';
import { filtroEstado, type DefinicionLista } from '../../ui/lista/tipos';
import { hoyLocal } from '../ordenes/asignar-parte';
import { definicionOrdenes } from '../ordenes/lista-ordenes';
import { ListaSistema } from './MarcoSistema';
import {
  etiquetaEstadoRevision, etiquetasPeriodicidad, etiquetasTipoVia, TEXTOS_REVISIONES, TEXTOS_SISTEMAS, titulosSubpantalla,
} from './sistemas.labels';

export interface SubpantallaSistemaProps {
  idsistema: string;
}

export type Revision = DocDe<'revisionsistema'>;
export type Via = DocDe<'viacomunicacion'>;
export type Cuota = DocDe<'cuotasistema'>;
export type Subsistema = DocDe<'subsis'>;

const sinEnlace = (_doc: unknown, contenido: ReactNode): ReactNode => contenido;

export function SistemaOrdenesScreen({ idsistema }: SubpantallaSistemaProps) {
  const definicion = useMemo(
    () => definicionOrdenes({ id: `sistema-ordenes:${idsistema}`, selectorBase: { idsistema: { $eq: idsistema } }, vacio: 'El sistema no tiene órdenes en este dispositivo' }),
    [idsistema],
  );
  return <ListaSistema idsistema={idsistema} titulo={titulosSubpantalla.ordenes} definicion={definicion} />;
}

export const definicionRevisiones = (idsistema: string, acciones: ((r: Revision) => ReactNode) | null): DefinicionLista<Revision> => ({
  id: `sistema-revisiones:${idsistema}`,
  coleccion: (db) => db.revisionsistema,
  delPadre: { coleccion: 'revisionsistema', id: idsistema, que: TEXTOS_SISTEMAS.revisionesDelSistema },
  selectorBase: { idsistema: { $eq: idsistema } },
  columnas: [
    { id: 'fecha_prevista', cabecera: 'Fecha prevista', principal: true, celda: ({ doc }) => formatearFecha(doc.fecha_prevista) },
    { id: 'fecha_realizada', cabecera: 'Fecha realizada', celda: ({ doc }) => (doc.fecha_realizada ? formatearFecha(doc.fecha_realizada) : '—') },
    { id: 'estado', cabecera: 'Estado', celda: ({ doc }) => etiquetaEstadoRevision(doc.estado) },
    { id: 'observaciones', cabecera: 'Observaciones', celda: ({ doc }) => doc.observaciones ?? '' },
    ...(acciones ? [{ id: 'acciones', cabecera: 'Acciones', celda: ({ doc }: { doc: Revision }) => acciones(doc) }] : []),
  ],
  relacionados: [],
  busqueda: [{ campo: 'observaciones' }, { campo: 'fecha_prevista' }],
  filtros: [
    filtroEstado<Revision>([1, 2, 0], etiquetaEstadoRevision),
  ],
  ordenes: [
    { id: 'prevista', etiqueta: 'Fecha prevista', campo: 'fecha_prevista', direccion: 'asc' },
    { id: 'prevista-desc', etiqueta: 'Fecha prevista más reciente', campo: 'fecha_prevista', direccion: 'desc' },
  ],
  nombre: { singular: 'revisión', plural: 'revisiones' },
  vacio: TEXTOS_REVISIONES.vacio,
  enlace: sinEnlace,
  etiquetaFila: (doc) => `Revisión prevista el ${formatearFecha(doc.fecha_prevista)}`,
});

export interface RevisionesScreenProps extends SubpantallaSistemaProps {
  /** Desde el parte sin conexión: el parte con el que se hace la revisión. */
  idparte_trabajo?: string | null;
  volver?: ReactNode;
}

/** Revisiones del sistema; quien puede modificarlas las marca realizadas hoy (con el parte, si lo hay). */
export function RevisionesScreen({ idsistema, idparte_trabajo = null, volver }: RevisionesScreenProps) {
  const { motor, sesion } = useVigia();
  const marcar = useAccion<Revision, void>({
    ejecutar: (r) =>
      motor
        .mutate('revisionSistema.updateSync', {
          id: r.idrevision_sistema,
          cambios: { estado: 2, fecha_realizada: hoyLocal(), ...(idparte_trabajo ? { idparte_trabajo } : {}) },
        })
        .then(() => undefined),
    confirmar: (r) => ({ texto: TEXTOS_REVISIONES.confirmar(formatearFecha(r.fecha_prevista)) }),
    exito: TEXTOS_REVISIONES.realizada,
  });
  const { pedir: pedirMarcar } = marcar;
  const puedeMarcar = puede(sesion.usuario, 'revision_sistema', 'editar');
  const definicion = useMemo(
    () =>
      definicionRevisiones(
        idsistema,
        puedeMarcar
          ? (r) =>
              r.estado === 1 ? (
                <button type="button" className="boton enlace-celda" aria-label={`${TEXTOS_REVISIONES.marcarRealizada}: ${formatearFecha(r.fecha_prevista)}`} onClick={() => pedirMarcar(r)}>
                  {TEXTOS_REVISIONES.marcarRealizada}
                </button>
              ) : null
          : null,
      ),
    [idsistema, puedeMarcar, pedirMarcar],
  );

  return (
    <>
      <ListaSistema idsistema={idsistema} titulo={titulosSubpantalla.revisiones} definicion={definicion} volver={volver} />
      {marcar.error && <div className="pantalla">{marcar.aviso}</div>}
      {marcar.dialogo}
    </>
  );
}

export const definicionVias = (idsistema: string): DefinicionLista<Via> => ({
  id: `sistema-vias:${idsistema}`,
  coleccion: (db) => db.viacomunicacion,
  delPadre: { coleccion: 'viacomunicacion', id: idsistema, que: TEXTOS_SISTEMAS.viasDelSistema },
  selectorBase: { idsistema: { $eq: idsistema }, estado: { $gt: 0 } },
  columnas: [
    { id: 'prioridad', cabecera: 'Prioridad', principal: true, celda: ({ doc }) => String(doc.prioridad) },
    { id: 'tipo', cabecera: 'Tipo', celda: ({ doc }) => etiquetasTipoVia[doc.tipo] },
    { id: 'numero', cabecera: 'Número o dirección', celda: ({ doc }) => doc.numero },
    { id: 'cra', cabecera: 'CRA receptora', celda: ({ doc }) => doc.cra },
    { id: 'observaciones', cabecera: 'Observaciones', celda: ({ doc }) => doc.observaciones ?? '' },
  ],
  relacionados: [],
  busqueda: [{ campo: 'numero' }, { campo: 'cra' }],
  filtros: [],
  ordenes: [{ id: 'prioridad', etiqueta: 'Prioridad', campo: 'prioridad', direccion: 'asc' }],
  nombre: { singular: 'vía de comunicación', plural: 'vías de comunicación' },
  vacio: 'El sistema no tiene vías de comunicación',
  enlace: sinEnlace,
  etiquetaFila: (doc) => `Vía ${etiquetasTipoVia[doc.tipo]} ${doc.numero}`,
});

export function ViasComunicacionScreen({ idsistema }: SubpantallaSistemaProps) {
  const definicion = useMemo(() => definicionVias(idsistema), [idsistema]);
  return <ListaSistema idsistema={idsistema} titulo={titulosSubpantalla['vias-comunicacion']} definicion={definicion} />;
}

export const definicionCuotas = (idsistema: string): DefinicionLista<Cuota> => ({
  id: `sistema-cuotas:${idsistema}`,
  coleccion: (db) => db.cuotasistema,
  delPadre: { coleccion: 'cuotasistema', id: idsistema, que: TEXTOS_SISTEMAS.cuotasDelSistema },
  selectorBase: { idsistema: { $eq: idsistema }, estado: { $gt: 0 } },
  columnas: [
    { id: 'concepto', cabecera: 'Concepto', principal: true, celda: ({ doc }) => doc.concepto },
    { id: 'importe', cabecera: 'Importe', celda: ({ doc }) => formatearMoneda(doc.importe) },
    { id: 'periodicidad', cabecera: 'Periodicidad', celda: ({ doc }) => etiquetasPeriodicidad[doc.periodicidad] },
    { id: 'fecha_alta', cabecera: 'Fecha de alta', celda: ({ doc }) => formatearFecha(doc.fecha_alta) },
    { id: 'fecha_baja', cabecera: 'Fecha de baja', celda: ({ doc }) => (doc.fecha_baja ? formatearFecha(doc.fecha_baja) : '—') },
  ],
  relacionados: [],
  busqueda: [{ campo: 'concepto' }],
  filtros: [],
  ordenes: [
    { id: 'concepto', etiqueta: 'Concepto', campo: 'concepto', direccion: 'asc' },
    { id: 'alta', etiqueta: 'Fecha de alta', campo: 'fecha_alta', direccion: 'asc' },
  ],
  nombre: { singular: 'cuota', plural: 'cuotas' },
  vacio: 'El sistema no tiene cuotas',
  enlace: sinEnlace,
  etiquetaFila: (doc) => `Cuota ${doc.concepto}`,
});

export function CuotasScreen({ idsistema }: SubpantallaSistemaProps) {
  const definicion = useMemo(() => definicionCuotas(idsistema), [idsistema]);
  return <ListaSistema idsistema={idsistema} titulo={titulosSubpantalla.cuotas} definicion={definicion} />;
}

export const definicionSubsis = (idsistema: string): DefinicionLista<Subsistema> => ({
  id: `sistema-subsis:${idsistema}`,
  coleccion: (db) => db.subsis,
  delPadre: { coleccion: 'subsis', id: idsistema, que: TEXTOS_SISTEMAS.subsisDelSistema },
  selectorBase: { idsistema: { $eq: idsistema }, estado: { $gt: 0 } },
  columnas: [
    { id: 'numero', cabecera: 'Número', principal: true, celda: ({ doc }) => doc.numero },
    { id: 'descripcion', cabecera: 'Descripción', celda: ({ doc }) => doc.descripcion },
    { id: 'ubicacion', cabecera: 'Ubicación', celda: ({ doc }) => doc.ubicacion ?? '' },
  ],
  relacionados: [],
  busqueda: [{ campo: 'numero' }, { campo: 'descripcion' }],
  filtros: [],
  ordenes: [
    { id: 'numero', etiqueta: 'Número', campo: 'numero', direccion: 'asc' },
    { id: 'descripcion', etiqueta: 'Descripción', campo: 'descripcion', direccion: 'asc' },
  ],
  nombre: { singular: 'subsistema', plural: 'subsistemas' },
  vacio: 'El sistema no tiene subsistemas ni zonas',
  enlace: sinEnlace,
  etiquetaFila: (doc) => `Zona ${doc.numero} ${doc.descripcion}`,
});

export function SubsisScreen({ idsistema }: SubpantallaSistemaProps) {
  const definicion = useMemo(() => definicionSubsis(idsistema), [idsistema]);
  return <ListaSistema idsistema={idsistema} titulo={titulosSubpantalla.subsis} definicion={definicion} />;
}
