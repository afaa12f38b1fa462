/**
 * /offline/partes/{id}/material-instalar: las líneas del parte (TablaLineas: artículo, unidades, precio,
 * dto., importe y total) y el formulario declarado 'Instalar material' (instalar-formulario.ts). El
 * almacén es de entrada la furgoneta del técnico (se puede elegir cualquiera); el artículo se busca en el
 * catálogo del dispositivo con sus existencias en ese almacén. Si no llegan, avisa ('No hay existencias
 * suficientes…') y pide Confirmación. Instalar manda `parteTrabajo.instalarMaterialSync` con ids nuevos:
 * la línea, la salida de existencias y el material del sistema aparecen al momento, sin red.
 */
import { useCallback, useId, useMemo, useState } from 'react';
import { useVigia } from '../../app/VigiaProvider';
import { formatearMoneda } from '../../lib/formato';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { TablaLineas, type LineaConImporte } from '../ordenes/TablaLineas';
import { usePorIds } from '../../app/usePorIds';
import { useAlmacenes, useExistencias, useLineasParte, type Almacen, type Parte } from './consultas';
import { avisoExistencias, disponibles } from './existencias';
import { formularioInstalar, importePrevisto, valoresInicialesInstalar, type ValoresInstalar } from './instalar-formulario';
import { MarcoParteOffline } from './MarcoParteOffline';
import { etiquetasTipoAlmacen, TITULO_LINEAS_PARTE, TITULO_MATERIAL_INSTALAR } from './offline.labels';
import { SelectorArticulo } from './SelectorArticulo';

export interface MaterialInstalarScreenProps {
  idparte_trabajo: string;
}

export const opcionesAlmacen = (almacenes: readonly Almacen[]) =>
  almacenes.map((a) => ({ valor: a.idalmacen, etiqueta: `${a.nombre} (${etiquetasTipoAlmacen[a.tipo]})` }));

export function MaterialInstalarScreen({ idparte_trabajo }: MaterialInstalarScreenProps) {
  return (
    <MarcoParteOffline idparte_trabajo={idparte_trabajo} titulo={TITULO_MATERIAL_INSTALAR}>
      {(parte) => <ContenidoInstalar parte={parte} />}
    </MarcoParteOffline>
  );
}

/** Una línea (de parte o de orden, documento RxDB o no) como fila de TablaLineas. */
export const lineaConImporte = (id: string, l: Omit<LineaConImporte, 'id'>): LineaConImporte => ({
  id,
  idarticulo: l.idarticulo,
  descripcion: l.descripcion,
  unidades: l.unidades,
  precio: l.precio,
  dto: l.dto,
  importe: l.importe,
  estado: l.estado,
});

/** Las líneas del parte con su total (reutilizada por otras secciones). */
export function LineasParte({ idparte_trabajo }: { idparte_trabajo: string }) {
  const id = useId();
  const lineas = useLineasParte(idparte_trabajo);
  // Campos uno a uno: los documentos RxDB exponen sus campos como getters (no se copian con ...).
  const filas = useMemo(() => (lineas ?? []).map((l) => lineaConImporte(l.idlparte_trabajo, l)), [lineas]);
  return (
    <section className="tarjeta" aria-labelledby={id}>
      <h2 id={id}>{TITULO_LINEAS_PARTE}</h2>
      {lineas === undefined ? (
        <p className="cargando" role="status">
          Cargando líneas…
        </p>
      ) : lineas.length === 0 ? (
        <p className="vacio">El parte no tiene material</p>
      ) : (
        <TablaLineas titulo={TITULO_LINEAS_PARTE} lineas={filas} />
      )}
    </section>
  );
}

function ContenidoInstalar({ parte }: { parte: Parte }) {
  const almacenes = useAlmacenes();
  return (
    <>
      <LineasParte idparte_trabajo={parte.idparte_trabajo} />
      {almacenes === undefined ? (
        <p className="cargando" role="status">
          Cargando almacenes…
        </p>
      ) : almacenes.lista.length === 0 ? (
        <p className="vacio">No hay almacenes en este dispositivo</p>
      ) : (
        <FormularioInstalar parte={parte} almacenes={almacenes.lista} idalmacenInicial={(almacenes.furgoneta ?? almacenes.lista[0])?.idalmacen ?? ''} />
      )}
    </>
  );
}

interface FormularioInstalarProps {
  parte: Parte;
  almacenes: readonly Almacen[];
  idalmacenInicial: string;
}

function FormularioInstalar({ parte, almacenes, idalmacenInicial }: FormularioInstalarProps) {
  const { db } = useVigia();
  const id = useId();
  const valores = useMemo(() => valoresInicialesInstalar(idalmacenInicial), [idalmacenInicial]);
  // El almacén y el artículo elegidos (los avisa el formulario): las existencias del almacén van en el
  // artículo, el aviso y la pregunta; el precio del artículo, en el importe previsto.
  const [{ idalmacen, idarticulo }, setElegidos] = useState({ idalmacen: idalmacenInicial, idarticulo: '' });
  const existencias = useExistencias(idalmacen);
  const articulo = usePorIds('articulo', [idarticulo])?.get(idarticulo) ?? null;
  const avisoDe = useCallback(
    (v: ValoresInstalar): string | null =>
      v.idarticulo !== '' && existencias ? avisoExistencias(disponibles(existencias, v.idarticulo), v.unidades) : null,
    [existencias],
  );
  const declaracion = useMemo(
    () =>
      formularioInstalar({
        db,
        opcionesAlmacen: opcionesAlmacen(almacenes),
        pintarArticulo: ({ valor, alCambiar, cambiarCampo, error }) => (
          <SelectorArticulo
            existencias={existencias ?? null}
            valor={valor}
            error={error}
            alCambiar={(a) => {
              alCambiar(a?.idarticulo ?? '');
              cambiarCampo('precio', a ? a.precio : null);
            }}
          />
        ),
        confirmar: (v) => {
          const aviso = avisoDe(v);
          return aviso === null ? null : (
            <>
              <p>{aviso}</p>
              <p>¿Instalar el material de todos modos? La salida quedará anotada para que el almacén la revise.</p>
            </>
          );
        },
      }),
    [db, almacenes, existencias, avisoDe],
  );

  return (
    <section className="tarjeta" aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`}>{TITULO_MATERIAL_INSTALAR}</h2>
      <FormularioDeclarado
        declaracion={declaracion}
        valores={valores}
        registro={parte}
        modo="alta"
        alCambiar={(v) => setElegidos((e) => (e.idalmacen === v.idalmacen && e.idarticulo === v.idarticulo ? e : { idalmacen: v.idalmacen, idarticulo: v.idarticulo }))}
        pie={(v) => {
          const importe = importePrevisto(v, articulo?.idarticulo === v.idarticulo ? articulo.precio : null);
          const aviso = avisoDe(v);
          return (
            <>
              {importe !== null && <p>Importe de la línea: {formatearMoneda(importe)}</p>}
              {aviso && (
                <p role="alert" className="alerta alerta-error aviso-existencias">
                  {aviso}
                </p>
              )}
            </>
          );
        }}
      />
    </section>
  );
}
