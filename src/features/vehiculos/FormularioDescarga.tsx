/**
 * Formulario común de las dos descargas (la furgoneta entera y el sobrante de un parte), declarado con
 * descarga-formulario.ts: almacén de destino y las líneas por artículo (un control propio: cada una
 * marcada, con todas sus unidades por defecto, y su error tras intentar descargar), el resumen y los
 * avisos de existencias al pie y la 'Confirmación' antes de encolar. Quien lo usa dice qué unidades hay
 * (disponibles), qué avisos dar y qué mutación mandar; aquí no hay reglas de stock.
 */
import { useId, useMemo } from 'react';
import { CampoCasilla, CampoNumero } from '../../ui/formulario/campos';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { formatearUnidades } from '../ordenes/TablaLineas';
import type { Almacen, Articulo } from '../offline/consultas';
import { etiquetasTipoAlmacen } from '../offline/offline.labels';
import { erroresGenerales, formularioDescarga, type PiezasDescarga } from './descarga-formulario';
import { errorLinea, lineasIniciales, totalUnidades, type LineaDescarga } from './vehiculos';

export interface FormularioDescargaProps {
  titulo: string;
  /** Texto del botón que abre la confirmación. */
  accion: string;
  destinos: readonly Almacen[];
  idDestinoInicial: string;
  /** idarticulo → unidades que se pueden descargar (solo > 0). */
  disponibles: ReadonlyMap<string, number>;
  etiquetaDisponibles: string;
  catalogo: ReadonlyMap<string, Articulo>;
  /** Avisos (no bloquean) y errores (bloquean) de las líneas elegidas antes de confirmar. */
  avisos: (lineas: readonly LineaDescarga[], descripcion: (idarticulo: string) => string) => string[];
  errores?: (lineas: readonly LineaDescarga[], descripcion: (idarticulo: string) => string) => string[];
  /** Encola la mutación; lanza con el mensaje si el mutador la rechaza. */
  enviar: (idalmacen_destino: string, lineas: readonly LineaDescarga[]) => Promise<void>;
  mensajeHecho: string;
  /** La pregunta de la confirmación para el destino elegido. */
  pregunta: (destino: Almacen, articulos: number, unidades: number) => string;
}

export function FormularioDescarga(props: FormularioDescargaProps) {
  const { titulo, accion, destinos, idDestinoInicial, disponibles, etiquetaDisponibles, catalogo, avisos, errores, enviar, mensajeHecho, pregunta } = props;
  const id = useId();
  const valores = useMemo(() => ({ idDestino: idDestinoInicial, lineas: lineasIniciales(disponibles) }), [idDestinoInicial, disponibles]);
  const descripcion = (idarticulo: string): string => catalogo.get(idarticulo)?.descripcion ?? `Artículo ${idarticulo}`;
  const bloqueos = (lineas: readonly LineaDescarga[]): string[] => errores?.(lineas, descripcion) ?? [];
  const destinoDe = (idalmacen: string): Almacen | null => destinos.find((d) => d.idalmacen === idalmacen) ?? null;

  const piezas: PiezasDescarga<Almacen> = {
    opcionesDestino: destinos.map((d) => ({ valor: d.idalmacen, etiqueta: `${d.nombre} (${etiquetasTipoAlmacen[d.tipo]})` })),
    destinoDe,
    iniciales: valores.lineas,
    bloqueos,
    pintarLineas: ({ valor: lineas, alCambiar, error, desactivado }) => {
      const cambiar = (idarticulo: string, cambio: Partial<LineaDescarga>) => alCambiar(lineas.map((l) => (l.idarticulo === idarticulo ? { ...l, ...cambio } : l)));
      // Los errores se ven tras tocar las líneas o intentar descargar (entonces llega `error`).
      const generales = error === null ? [] : erroresGenerales(lineas, bloqueos);
      return (
        <>
          {lineas.map((l) => {
            const a = catalogo.get(l.idarticulo);
            const nombre = a ? `${a.codigo} · ${a.descripcion}` : `Artículo ${l.idarticulo}`;
            return (
              <div key={l.idarticulo} className="linea-descarga" data-idarticulo={l.idarticulo}>
                <CampoCasilla
                  etiqueta={`${nombre} (${etiquetaDisponibles}: ${formatearUnidades(disponibles.get(l.idarticulo) ?? 0)})`}
                  valor={l.marcada}
                  desactivado={desactivado}
                  alCambiar={(marcada) => cambiar(l.idarticulo, { marcada })}
                />
                <CampoNumero
                  etiqueta={`Unidades de ${a?.codigo ?? l.idarticulo}`}
                  decimales={0}
                  desactivado={desactivado || !l.marcada}
                  valor={l.unidades}
                  alCambiar={(unidades) => cambiar(l.idarticulo, { unidades })}
                  error={error === null ? null : errorLinea(l)}
                />
              </div>
            );
          })}
          {generales.length > 0 && (
            <div role="alert" className="alerta alerta-error">
              {generales.map((t) => (
                <p key={t}>{t}</p>
              ))}
            </div>
          )}
        </>
      );
    },
    confirmar: ({ idDestino, lineas }) => {
      const destino = destinoDe(idDestino);
      return (
        <>
          {destino && <p>{pregunta(destino, lineas.filter((l) => l.marcada).length, totalUnidades(lineas))}</p>}
          {avisos(lineas, descripcion).map((a) => (
            <p key={a}>{a}</p>
          ))}
        </>
      );
    },
    enviar,
  };
  const declaracion = formularioDescarga({ ...piezas, boton: accion, mensaje: mensajeHecho });

  return (
    <section className="tarjeta" aria-labelledby={id}>
      <h2 id={id}>{titulo}</h2>
      <FormularioDeclarado
        declaracion={declaracion}
        valores={valores}
        registro={undefined}
        modo="alta"
        pie={({ lineas }) => {
          const listaAvisos = avisos(lineas, descripcion);
          return (
            <>
              <p className="nota">{`${lineas.filter((l) => l.marcada).length} de ${lineas.length} artículos elegidos · ${formatearUnidades(totalUnidades(lineas))} unidades`}</p>
              {listaAvisos.length > 0 && (
                <div role="alert" className="alerta alerta-error aviso-existencias">
                  {listaAvisos.map((a) => (
                    <p key={a}>{a}</p>
                  ))}
                </div>
              )}
            </>
          );
        }}
      />
    </section>
  );
}
