/**
 * El sistema en el modo sin conexión del técnico (/offline/sistemas/{idsistema}/…), a lo que se llega
 * desde la ficha del parte offline: el material instalado (con enlace a modificarlo), las revisiones
 * (marcarlas realizadas con el parte del que viene) y los servicios contratados (cuotas y vías de
 * comunicación). Todo sale de RxDB, así que funciona sin red.
 */
import { Link } from '@tanstack/react-router';
import { useId, useMemo, type ReactNode } from 'react';
import type { DocDe } from '../../../schemas';
import { puede } from '../../app/permisos';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { formatearFecha } from '../../lib/formato';
import { AvisoDelPadre, useDelPadre } from '../../ui/lista/DelPadre';
import type { DefinicionLista } from '../../ui/lista/tipos';
import { TablaHija, type ColumnaTablaHija } from '../../ui/tabla/TablaHija';
import { ListaSistema, MarcoSistema } from './MarcoSistema';
import { etiquetasPeriodicidad, etiquetasTipoVia, TEXTOS_SISTEMAS } from './sistemas.labels';
import { RevisionesScreen } from './SubpantallasSistema';
import '../ordenes/ordenes.css';

export interface OfflineSistemaProps {
  idsistema: string;
  /** ?parte=: el parte offline desde el que se llega (para volver y para las revisiones). */
  parte?: string;
}

type Material = DocDe<'materialsistema'>;

export const TITULOS_OFFLINE_SISTEMA = {
  material: 'Material del sistema',
  revisiones: 'Revisiones del sistema',
  servicios: 'Servicios del sistema',
  cuotas: 'Cuotas contratadas',
  vias: 'Vías de comunicación',
  volverParte: 'Volver al parte',
} as const;

/** Enlace de vuelta al parte offline de origen, o a la lista de partes sin conexión. */
function VolverParte({ idparte_trabajo }: { idparte_trabajo?: string }) {
  return idparte_trabajo ? (
    <Link to="/offline/partes/$idparte_trabajo" params={{ idparte_trabajo }} className="boton">
      {TITULOS_OFFLINE_SISTEMA.volverParte}
    </Link>
  ) : (
    <Link to="/offline/" className="boton">
      Volver a los partes
    </Link>
  );
}

const definicionMaterial = (idsistema: string, editar: boolean): DefinicionLista<Material> => ({
  id: `offline-material-sistema:${idsistema}`,
  coleccion: (db) => db.materialsistema,
  selectorBase: { idsistema: { $eq: idsistema }, estado: { $gt: 0 } },
  columnas: [
    { id: 'descripcion', cabecera: 'Descripción', principal: true, celda: ({ doc }) => doc.descripcion },
    { id: 'numserie', cabecera: 'Número de serie', celda: ({ doc }) => doc.numserie ?? '' },
    { id: 'ubicacion', cabecera: 'Ubicación', celda: ({ doc }) => doc.ubicacion ?? '' },
    { id: 'instalado', cabecera: 'Instalado', celda: ({ doc }) => (doc.fecha_instalacion ? formatearFecha(doc.fecha_instalacion) : '') },
  ],
  relacionados: [],
  busqueda: [{ campo: 'descripcion' }, { campo: 'numserie' }, { campo: 'ubicacion' }],
  filtros: [],
  ordenes: [{ id: 'descripcion', etiqueta: 'Descripción', campo: 'descripcion', direccion: 'asc' }],
  nombre: { singular: 'material', plural: 'materiales' },
  vacio: 'El sistema no tiene material instalado',
  delPadre: { coleccion: 'materialsistema', id: idsistema, que: TEXTOS_SISTEMAS.materialDelSistema },
  enlace: (doc, contenido): ReactNode =>
    editar ? (
      <Link to="/offline/material-sistema/$idmaterial_sistema/edit" params={{ idmaterial_sistema: doc.idmaterial_sistema }} className="enlace-fila">
        {contenido}
      </Link>
    ) : (
      contenido
    ),
  etiquetaFila: (doc) => `Material ${doc.descripcion}${doc.numserie ? ` ${doc.numserie}` : ''}`,
});

export function OfflineMaterialSistemaScreen({ idsistema, parte }: OfflineSistemaProps) {
  const { sesion } = useVigia();
  const editar = puede(sesion.usuario, 'material_sistema', 'editar');
  const definicion = useMemo(() => definicionMaterial(idsistema, editar), [idsistema, editar]);
  return <ListaSistema idsistema={idsistema} titulo={TITULOS_OFFLINE_SISTEMA.material} definicion={definicion} volver={<VolverParte idparte_trabajo={parte} />} />;
}

export function OfflineRevisionesScreen({ idsistema, parte }: OfflineSistemaProps) {
  return <RevisionesScreen idsistema={idsistema} idparte_trabajo={parte ?? null} volver={<VolverParte idparte_trabajo={parte} />} />;
}

/** Servicios contratados del sistema: cuotas vigentes y vías de comunicación por prioridad. */
export function OfflineServiciosScreen({ idsistema, parte }: OfflineSistemaProps) {
  return (
    <MarcoSistema idsistema={idsistema} titulo={TITULOS_OFFLINE_SISTEMA.servicios}>
      {() => <ServiciosSistema idsistema={idsistema} parte={parte} />}
    </MarcoSistema>
  );
}

const COLUMNAS_CUOTAS: readonly ColumnaTablaHija<DocDe<'cuotasistema'>>[] = [
  { id: 'concepto', cabecera: 'Concepto', tipo: 'texto', valor: (c) => c.concepto },
  { id: 'importe', cabecera: 'Importe', tipo: 'importe', valor: (c) => c.importe },
  { id: 'periodicidad', cabecera: 'Periodicidad', tipo: 'texto', valor: (c) => etiquetasPeriodicidad[c.periodicidad] },
  { id: 'alta', cabecera: 'Alta', tipo: 'fecha', valor: (c) => c.fecha_alta },
  { id: 'baja', cabecera: 'Baja', tipo: 'fecha', valor: (c) => c.fecha_baja },
];

const COLUMNAS_VIAS: readonly ColumnaTablaHija<DocDe<'viacomunicacion'>>[] = [
  { id: 'prioridad', cabecera: 'Prioridad', tipo: 'numero', valor: (v) => v.prioridad },
  { id: 'tipo', cabecera: 'Tipo', tipo: 'texto', valor: (v) => etiquetasTipoVia[v.tipo] },
  { id: 'numero', cabecera: 'Número o dirección', tipo: 'codigo', valor: (v) => v.numero },
  { id: 'cra', cabecera: 'CRA receptora', tipo: 'texto', valor: (v) => v.cra },
];

function ServiciosSistema({ idsistema, parte }: OfflineSistemaProps) {
  const { db } = useVigia();
  const { resultado: cuotas } = useRxQuery(() => db.cuotasistema.find({ selector: { idsistema: { $eq: idsistema }, estado: { $gt: 0 } } }), [db, idsistema]);
  const { resultado: vias } = useRxQuery(() => db.viacomunicacion.find({ selector: { idsistema: { $eq: idsistema }, estado: { $gt: 0 } } }), [db, idsistema]);
  // Para la oficina y la delegación, cuotas y vías son bajo demanda por sistema (decisión 91).
  const delPadreCuotas = useDelPadre('cuotasistema', idsistema);
  const delPadreVias = useDelPadre('viacomunicacion', idsistema);
  const idCuotas = useId();
  const idVias = useId();
  return (
    <>
      <div className="botonera">
        <VolverParte idparte_trabajo={parte} />
      </div>
      <section className="tarjeta" aria-labelledby={idCuotas}>
        <h2 id={idCuotas}>{TITULOS_OFFLINE_SISTEMA.cuotas}</h2>
        <AvisoDelPadre estado={delPadreCuotas} que={TEXTOS_SISTEMAS.cuotasDelSistema} />
        {delPadreCuotas.disponible && <TablaHija etiquetadaPor={idCuotas} vacio="El sistema no tiene cuotas" columnas={COLUMNAS_CUOTAS} filas={cuotas ?? []} claveFila={(c) => c.idcuota_sistema} ordenInicial={{ columna: 'concepto' }} />}
      </section>
      <section className="tarjeta" aria-labelledby={idVias}>
        <h2 id={idVias}>{TITULOS_OFFLINE_SISTEMA.vias}</h2>
        <AvisoDelPadre estado={delPadreVias} que={TEXTOS_SISTEMAS.viasDelSistema} />
        {delPadreVias.disponible && <TablaHija etiquetadaPor={idVias} vacio="El sistema no tiene vías de comunicación" columnas={COLUMNAS_VIAS} filas={vias ?? []} claveFila={(v) => v.idvia_comunicacion} ordenInicial={{ columna: 'prioridad' }} />}
      </section>
    </>
  );
}
