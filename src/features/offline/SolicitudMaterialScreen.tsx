/**
 * /offline/partes/{id}/solicitud-material: el material que el técnico pide para el parte (lista genérica
 * con 'Eliminar' tras Confirmación, `solicitudMaterial.deleteSync`) y el alta de una solicitud (artículo
 * del catálogo, unidades y observaciones; `solicitudMaterial.insertSync` con id del dispositivo).
 */
import { useId, useMemo, useState, type FormEvent } from 'react';
import type { DocDe } from '../../../schemas';
import { useVigia } from '../../app/VigiaProvider';
import { formatearFechaHora } from '../../lib/formato';
import { maximoDe, primerError } from '../../lib/validacion';
import { useAccion } from '../../ui/accion/useAccion';
import { AvisosFormulario } from '../../ui/formulario/AvisosFormulario';
import { CampoAreaTexto, CampoNumero } from '../../ui/formulario/campos';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import type { DefinicionLista } from '../../ui/lista/tipos';
import { useSnackbar } from '../../ui/Snackbar';
import { formatearUnidades } from '../ordenes/TablaLineas';
import { useAlmacenes, useArticulos, useExistencias, type Articulo, type Parte } from './consultas';
import { validadoresUnidades } from './instalar-formulario';
import { MarcoParteOffline } from './MarcoParteOffline';
import { TITULO_SOLICITUD_MATERIAL } from './offline.labels';
import { SelectorArticulo } from './SelectorArticulo';

export type SolicitudMaterial = DocDe<'solicitudmaterial'>;

export interface SolicitudMaterialScreenProps {
  idparte_trabajo: string;
}

export const MAX_OBSERVACIONES_SOLICITUD = 2000;
export const SOLICITUD_ANADIDA = 'Solicitud de material añadida';
export const SOLICITUD_ELIMINADA = 'Solicitud de material eliminada';

export const definicionSolicitudes = (idparte_trabajo: string, alEliminar: (s: SolicitudMaterial) => void): DefinicionLista<SolicitudMaterial> => ({
  id: `offline-solicitudes:${idparte_trabajo}`,
  coleccion: (db) => db.solicitudmaterial,
  selectorBase: { idparte_trabajo: { $eq: idparte_trabajo }, estado: { $gt: 0 } },
  columnas: [
    { id: 'descripcion', cabecera: 'Artículo', principal: true, celda: ({ doc }) => doc.descripcion },
    { id: 'unidades', cabecera: 'Unidades', celda: ({ doc }) => formatearUnidades(doc.unidades) },
    { id: 'observaciones', cabecera: 'Observaciones', celda: ({ doc }) => doc.observaciones ?? '' },
    { id: 'fecha', cabecera: 'Fecha', celda: ({ doc }) => formatearFechaHora(doc.fecha) },
    {
      id: 'eliminar',
      cabecera: 'Eliminar',
      celda: ({ doc }) => (
        <button type="button" className="boton boton-peligro" aria-label={`Eliminar la solicitud de ${doc.descripcion}`} onClick={() => alEliminar(doc)}>
          Eliminar
        </button>
      ),
    },
  ],
  relacionados: [],
  busqueda: [{ campo: 'descripcion' }, { campo: 'observaciones' }],
  filtros: [],
  ordenes: [
    { id: 'fecha', etiqueta: 'Fecha', campo: 'fecha', direccion: 'asc' },
    { id: 'descripcion', etiqueta: 'Artículo', campo: 'descripcion', direccion: 'asc' },
  ],
  nombre: { singular: 'solicitud', plural: 'solicitudes' },
  vacio: 'No hay material solicitado para este parte',
  enlace: (_doc, contenido) => contenido,
  etiquetaFila: (doc) => `Solicitud de ${doc.descripcion}`,
});

export function SolicitudMaterialScreen({ idparte_trabajo }: SolicitudMaterialScreenProps) {
  return (
    <MarcoParteOffline idparte_trabajo={idparte_trabajo} titulo={TITULO_SOLICITUD_MATERIAL}>
      {(parte) => <Solicitudes parte={parte} />}
    </MarcoParteOffline>
  );
}

function Solicitudes({ parte }: { parte: Parte }) {
  const { db } = useVigia();
  const eliminar = useAccion<SolicitudMaterial, void>({
    ejecutar: (sm) => db.mutate('solicitudMaterial.deleteSync', { id: sm.idsolicitud_material }).then(() => undefined),
    confirmar: (sm) => ({ texto: `¿Eliminar la solicitud de ${formatearUnidades(sm.unidades)} × ${sm.descripcion}?` }),
    exito: SOLICITUD_ELIMINADA,
  });
  const { pedir: pedirEliminar } = eliminar;
  const definicion = useMemo(() => definicionSolicitudes(parte.idparte_trabajo, pedirEliminar), [parte.idparte_trabajo, pedirEliminar]);

  return (
    <>
      {eliminar.aviso}
      <NuevaSolicitud idparte_trabajo={parte.idparte_trabajo} />
      <ListaScreen titulo="Material solicitado" definicion={definicion} />
      {eliminar.dialogo}
    </>
  );
}

function NuevaSolicitud({ idparte_trabajo }: { idparte_trabajo: string }) {
  const { db } = useVigia();
  const { mostrar } = useSnackbar();
  const id = useId();
  const articulos = useArticulos();
  const almacenes = useAlmacenes();
  const existencias = useExistencias(almacenes?.furgoneta?.idalmacen ?? '');
  const [articulo, setArticulo] = useState<Articulo | null>(null);
  const [unidades, setUnidades] = useState<number | null>(1);
  const [observaciones, setObservaciones] = useState('');
  const [intentado, setIntentado] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [guardando, setGuardando] = useState(false);

  const errores = {
    articulo: articulo ? null : 'Campo requerido',
    unidades: primerError(unidades, validadoresUnidades),
    observaciones: maximoDe(MAX_OBSERVACIONES_SOLICITUD)(observaciones),
  };
  const valido = !errores.articulo && !errores.unidades && !errores.observaciones;

  const anadir = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setIntentado(true);
    if (!valido || !articulo || unidades === null) return;
    setGuardando(true);
    setError(null);
    try {
      const obs = observaciones.trim();
      const doc = {
        idsolicitud_material: crypto.randomUUID(),
        idparte_trabajo,
        idarticulo: articulo.idarticulo,
        descripcion: articulo.descripcion,
        unidades,
        observaciones: obs === '' ? null : obs,
        fecha: new Date().toISOString(),
        estado: 1,
      } satisfies SolicitudMaterial;
      await db.mutate('solicitudMaterial.insertSync', { doc });
      mostrar({ mensaje: SOLICITUD_ANADIDA });
      setArticulo(null);
      setUnidades(1);
      setObservaciones('');
      setIntentado(false);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setGuardando(false);
    }
  };

  if (articulos === undefined) {
    return (
      <p className="cargando" role="status">
        Cargando artículos…
      </p>
    );
  }
  return (
    <section className="tarjeta" aria-labelledby={id}>
      <h2 id={id}>Solicitar material</h2>
      <form onSubmit={(e) => void anadir(e)} noValidate>
        <SelectorArticulo articulos={articulos} existencias={existencias ?? null} valor={articulo?.idarticulo ?? ''} alCambiar={setArticulo} error={intentado ? errores.articulo : null} />
        <CampoNumero etiqueta="Unidades" requerido valor={unidades} alCambiar={setUnidades} error={intentado ? errores.unidades : null} />
        <CampoAreaTexto etiqueta="Observaciones" filas={2} maximo={MAX_OBSERVACIONES_SOLICITUD} valor={observaciones} alCambiar={setObservaciones} error={errores.observaciones} />
        <AvisosFormulario errorGuardar={error} mostrarRevision={intentado && !valido} />
        <div className="botonera">
          <button type="submit" className="boton boton-primario" disabled={guardando} aria-busy={guardando}>
            Solicitar material
          </button>
        </div>
      </form>
    </section>
  );
}
