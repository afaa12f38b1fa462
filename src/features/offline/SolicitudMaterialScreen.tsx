/**
 * /offline/partes/{id}/solicitud-material: el material que el técnico pide para el parte (lista genérica
 * con 'Eliminar' tras Confirmación, `solicitudMaterial.deleteSync`) y el alta de una solicitud (artículo
 * del catálogo, unidades y observaciones, un formulario declarado; `solicitudMaterial.insertSync` con id
 * del dispositivo).
 */
import { useId, useMemo } from 'react';
import type { DocDe } from '../../../schemas';
import { useVigia } from '../../app/VigiaProvider';
import { formatearFechaHora } from '../../lib/formato';
import { primerError } from '../../lib/validacion';
import { useAccion } from '../../ui/accion/useAccion';
import { declararFormulario } from '../../ui/formulario/declaracion';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import type { DefinicionLista } from '../../ui/lista/tipos';
import { formatearUnidades } from '../ordenes/TablaLineas';
import { useAlmacenes, useExistencias, type Parte } from './consultas';
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

interface ValoresSolicitud {
  idarticulo: string;
  unidades: number | null;
  observaciones: string;
}

const SOLICITUD_VACIA: ValoresSolicitud = { idarticulo: '', unidades: 1, observaciones: '' };

function NuevaSolicitud({ idparte_trabajo }: { idparte_trabajo: string }) {
  const { db } = useVigia();
  const id = useId();
  const almacenes = useAlmacenes();
  const existencias = useExistencias(almacenes?.furgoneta?.idalmacen ?? '');

  const declaracion = useMemo(() => {
    return declararFormulario<ValoresSolicitud, string>({
      entidad: 'solicitudmaterial',
      campos: [
        {
          campo: 'idarticulo',
          tipo: 'propio',
          etiqueta: 'Artículo',
          requerido: true,
          pintar: ({ valor, alCambiar, error }) => (
            <SelectorArticulo existencias={existencias ?? null} valor={valor} error={error} alCambiar={(a) => alCambiar(a?.idarticulo ?? '')} />
          ),
        },
        { campo: 'unidades', tipo: 'numero', etiqueta: 'Unidades', requerido: true, reglas: [(v) => primerError(v, validadoresUnidades)] },
        { campo: 'observaciones', tipo: 'area', etiqueta: 'Observaciones', filas: 2, maximo: MAX_OBSERVACIONES_SOLICITUD, normalizar: (v) => v.trim() },
      ],
      boton: 'Solicitar material',
      mensaje: SOLICITUD_ANADIDA,
      enviar: async ({ valores, registro }) => {
        const articulo = valores.idarticulo === '' ? null : await db.articulo.findOne(valores.idarticulo).exec();
        if (articulo === null || valores.unidades === null) throw new Error('Elige un artículo del catálogo');
        const doc = {
          idsolicitud_material: crypto.randomUUID(),
          idparte_trabajo: registro,
          idarticulo: articulo.idarticulo,
          descripcion: articulo.descripcion,
          unidades: valores.unidades,
          observaciones: valores.observaciones === '' ? null : valores.observaciones,
          fecha: new Date().toISOString(),
          estado: 1,
        } satisfies SolicitudMaterial;
        return db.mutate('solicitudMaterial.insertSync', { doc });
      },
    });
  }, [db, existencias]);

  return (
    <section className="tarjeta" aria-labelledby={id}>
      <h2 id={id}>Solicitar material</h2>
      <FormularioDeclarado declaracion={declaracion} valores={SOLICITUD_VACIA} registro={idparte_trabajo} modo="alta" />
    </section>
  );
}
