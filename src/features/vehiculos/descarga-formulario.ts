/**
 * Formulario declarado de una descarga (la furgoneta entera o el sobrante de un parte): almacén de
 * destino y las líneas por artículo (un campo propio con su control). Las reglas: un destino de la
 * lista, alguna línea marcada, unidades válidas en las marcadas y los errores que bloquean de quien lo
 * usa (no sobran tantas). Siempre pregunta antes de encolar; la mutación la pone quien lo usa.
 */
import type { ReactNode } from 'react';
import type { OpcionSeleccion } from '../../ui/formulario/campos';
import { declararFormulario, type PropsCampoPropio } from '../../ui/formulario/declaracion';
import { errorDescarga, errorLinea, UNIDADES_NO_VALIDAS, type LineaDescarga } from './vehiculos';

export const ELIGE_DESTINO = 'Elige el almacén de destino';

export interface ValoresDescarga {
  idDestino: string;
  lineas: LineaDescarga[];
}

/** Mismas líneas (artículo, marca y unidades) en el mismo orden. */
export const mismasLineas = (a: readonly LineaDescarga[], b: readonly LineaDescarga[]): boolean =>
  a.length === b.length && a.every((l, i) => l.idarticulo === b[i]?.idarticulo && l.marcada === b[i]?.marcada && Object.is(l.unidades, b[i]?.unidades));

/** Los errores de la descarga entera (ninguna marcada) y los que bloquean (de quien lo usa), sin los de cada línea. */
export const erroresGenerales = (lineas: readonly LineaDescarga[], bloqueos: (lineas: readonly LineaDescarga[]) => string[]): string[] => {
  const ninguna = errorDescarga(lineas);
  return [...(ninguna === null ? [] : [ninguna]), ...bloqueos(lineas)];
};

/** El primer error de las líneas: ninguna marcada, unidades no válidas en alguna o un bloqueo. */
export const errorLineas = (lineas: readonly LineaDescarga[], bloqueos: (lineas: readonly LineaDescarga[]) => string[]): string | null =>
  errorDescarga(lineas) ?? (lineas.some((l) => errorLinea(l) !== null) ? UNIDADES_NO_VALIDAS : null) ?? bloqueos(lineas)[0] ?? null;

export interface PiezasDescarga<A> {
  opcionesDestino: readonly OpcionSeleccion[];
  destinoDe: (idalmacen: string) => A | null;
  /** Las líneas de partida: volver a ellas deja el formulario sin cambios. */
  iniciales: LineaDescarga[];
  /** Errores que bloquean la descarga (no sobran tantas unidades). */
  bloqueos: (lineas: readonly LineaDescarga[]) => string[];
  pintarLineas: (props: PropsCampoPropio<LineaDescarga[], ValoresDescarga>) => ReactNode;
  /** El texto de la 'Confirmación' (la pregunta y los avisos). */
  confirmar: (v: ValoresDescarga) => ReactNode;
  /** Encola la mutación con el destino y las líneas. */
  enviar: (idalmacen_destino: string, lineas: readonly LineaDescarga[]) => Promise<void>;
}

export const formularioDescarga = <A>({
  opcionesDestino,
  destinoDe,
  iniciales,
  bloqueos,
  pintarLineas,
  confirmar,
  enviar,
  boton,
  mensaje,
}: PiezasDescarga<A> & { boton: string; mensaje: string }) =>
  declararFormulario<ValoresDescarga>({
    campos: [
      { campo: 'idDestino', tipo: 'seleccion', etiqueta: 'Almacén de destino', requerido: true, opciones: opcionesDestino, reglas: [(v) => (destinoDe(v) === null ? ELIGE_DESTINO : null)] },
      {
        campo: 'lineas',
        tipo: 'propio',
        etiqueta: 'Material',
        pintar: pintarLineas,
        reglas: [(ls) => errorLineas(ls, bloqueos)],
        // Volver a marcar y escribir lo de partida no cuenta como cambio.
        normalizar: (ls) => (mismasLineas(ls, iniciales) ? iniciales : ls),
      },
    ],
    boton,
    mensaje,
    confirmar: ({ valores }) => confirmar(valores),
    enviar: ({ valores }) => enviar(valores.idDestino, valores.lineas),
  });
