/**
 * Reglas puras del formulario de servir un pedido (/pedidos/{id}/servir y /pedidos/lineas/{id}/servir):
 * las unidades de cada línea (por defecto lo pendiente; 0 o vacío, no se sirve ahora), sus números de serie
 * y las existencias del almacén elegido, con los mismos mensajes y en el mismo orden que pedido.servirSync
 * (replication/mutadores/almacen.ts): línea anulada, más de lo pendiente, números de serie (los de entregas
 * anteriores y los de las líneas de antes en el mismo envío) y existencias (descontando lo que ya piden
 * las líneas de antes del mismo artículo). Lo que el formulario rechaza aquí, el mutador lo rechazaría.
 */
import type { ParamsServirPedido } from '../../../replication/mutadores/almacen';
import { errorNumerosSerie, leerNumerosSerie, MAX_NUMERO_SERIE, MENSAJES_PEDIDOS, pendienteLinea } from '../../../replication/pedidos';
import { idStock } from '../../../schemas';

/** Lo que se lee de una línea del pedido. */
export interface LineaPedidoServir {
  idlpedidocli: string;
  idarticulo: string;
  descripcion: string;
  unidades: number;
  servidas: number;
  con_numero_serie: boolean;
  estado: number;
}

/** Una línea en el formulario: unidades (null o 0, no se sirve ahora; NaN, mal escritas) y números de serie, uno por renglón. */
export interface LineaServir {
  idlpedidocli: string;
  unidades: number | null;
  series: string;
}

export interface ValoresServir {
  lineas: LineaServir[];
}

/** Lo que las reglas necesitan saber, leído del dispositivo. */
export interface ContextoServir {
  /** Las líneas del pedido por id (vivas). */
  lineas: ReadonlyMap<string, LineaPedidoServir>;
  /** Nombre del almacén de origen (el del mensaje de existencias). */
  almacen: { idalmacen: string; nombre: string };
  /** Unidades por idStock (almacén-artículo); lo que no está, 0 (como el mutador). */
  existencias: ReadonlyMap<string, number>;
  /** Números de serie ya servidos en el pedido, por artículo. */
  yaServidos: ReadonlyMap<string, ReadonlySet<string>>;
}

export const MENSAJES_SERVIR = {
  serieLarga: (serie: string) => `El número de serie ${serie} es demasiado largo (máximo ${MAX_NUMERO_SERIE} caracteres)`,
} as const;

/** Las líneas que se pueden servir (activas con algo pendiente), en el orden dado, con lo pendiente por defecto. */
export const lineasIniciales = (lineas: readonly LineaPedidoServir[]): LineaServir[] =>
  lineas.filter((l) => pendienteLinea(l) > 0).map((l) => ({ idlpedidocli: l.idlpedidocli, unidades: pendienteLinea(l), series: '' }));

/** Las líneas en el orden del pedido: por id, con los números como números ('2' antes que '10'). */
export const ordenarLineas = <L extends { idlpedidocli: string }>(lineas: readonly L[]): L[] =>
  [...lineas].sort((a, b) => a.idlpedidocli.localeCompare(b.idlpedidocli, 'es', { numeric: true }));

/** ¿Se sirve la línea en este envío? (unidades escritas distintas de 0). */
export const seSirve = (l: LineaServir): boolean => l.unidades !== null && l.unidades !== 0;

/** Error de las unidades escritas (0 o vacío vale: no se sirve ahora). */
export const errorUnidades = (unidades: number | null): string | null =>
  unidades === null || unidades === 0 ? null : Number.isInteger(unidades) && unidades > 0 ? null : MENSAJES_PEDIDOS.unidades;

/** Los números de serie de una línea del formulario (los de una línea sin número de serie, también: el mutador los rechaza). */
export const seriesDe = (l: LineaServir): string[] => leerNumerosSerie(l.series);

export interface ErroresServir {
  /** Por línea: el error de sus unidades (o de la línea, o de existencias) y el de sus números de serie. */
  unidades: ReadonlyMap<string, string>;
  series: ReadonlyMap<string, string>;
  /** Lo que no es de una línea: no se sirve nada. */
  general: string | null;
  /** Los mensajes de existencias (también van en `unidades`): el aviso que se ve sin esperar al envío. */
  existencias: readonly string[];
  /** Todos, en el orden en que los encuentra el mutador (línea a línea: la línea, sus números de serie, las existencias). */
  orden: readonly string[];
}

/**
 * Los errores del envío con este contexto, línea a línea como las recorre el mutador: el número de serie
 * repetido con una línea anterior del mismo artículo y las existencias que ya se llevan las de antes.
 */
export const erroresServir = (valores: ValoresServir, ctx: ContextoServir): ErroresServir => {
  const unidades = new Map<string, string>();
  const series = new Map<string, string>();
  const existencias: string[] = [];
  const orden: string[] = [];
  const usadas = new Map<string, number>();
  const seriesUsadas = new Map<string, Set<string>>();
  const deLinea = (idl: string, mensaje: string): void => {
    unidades.set(idl, mensaje);
    orden.push(mensaje);
  };
  for (const l of valores.lineas) {
    const eUnidades = errorUnidades(l.unidades);
    if (eUnidades !== null) {
      deLinea(l.idlpedidocli, eUnidades);
      continue;
    }
    if (!seSirve(l) || l.unidades === null) continue;
    const piden = l.unidades;
    const linea = ctx.lineas.get(l.idlpedidocli);
    if (!linea) {
      deLinea(l.idlpedidocli, MENSAJES_PEDIDOS.lineaAjena);
      continue;
    }
    if (linea.estado <= 0) {
      deLinea(l.idlpedidocli, MENSAJES_PEDIDOS.lineaAnulada(linea.descripcion));
      continue;
    }
    const quedan = pendienteLinea(linea);
    if (piden > quedan) {
      deLinea(l.idlpedidocli, MENSAJES_PEDIDOS.excede(linea.descripcion, quedan));
      continue;
    }
    const lista = seriesDe(l);
    const previas = seriesUsadas.get(linea.idarticulo) ?? new Set<string>();
    const larga = lista.find((s) => s.length > MAX_NUMERO_SERIE);
    const eSeries =
      larga !== undefined
        ? MENSAJES_SERVIR.serieLarga(larga)
        : errorNumerosSerie(linea, piden, lista, new Set([...(ctx.yaServidos.get(linea.idarticulo) ?? []), ...previas]));
    if (eSeries !== null) {
      series.set(l.idlpedidocli, eSeries);
      orden.push(eSeries);
    }
    const clave = idStock(ctx.almacen.idalmacen, linea.idarticulo);
    const hay = (ctx.existencias.get(clave) ?? 0) - (usadas.get(clave) ?? 0);
    if (hay < piden) {
      const mensaje = MENSAJES_PEDIDOS.sinExistencias(linea.descripcion, ctx.almacen.nombre, hay, piden);
      deLinea(l.idlpedidocli, mensaje);
      existencias.push(mensaje);
      continue;
    }
    if (eSeries !== null) continue;
    usadas.set(clave, (usadas.get(clave) ?? 0) + piden);
    seriesUsadas.set(linea.idarticulo, new Set([...previas, ...lista]));
  }
  const general = valores.lineas.some((l) => seSirve(l)) ? null : MENSAJES_PEDIDOS.sinLineas;
  return { unidades, series, general, existencias, orden };
};

/** El error que bloquea el envío: el primero que daría el mutador, o null. */
export const primerErrorServir = (e: ErroresServir): string | null => e.orden[0] ?? e.general;

/** Los números de serie ya servidos en el pedido, por artículo (de sus entregas activas). */
export const seriesServidas = (entregas: readonly { idarticulo: string; numeros_serie: readonly string[]; estado: number }[]): Map<string, Set<string>> => {
  const salida = new Map<string, Set<string>>();
  for (const e of entregas) {
    if (e.estado <= 0) continue;
    const s = salida.get(e.idarticulo) ?? new Set<string>();
    for (const n of e.numeros_serie) s.add(n);
    salida.set(e.idarticulo, s);
  }
  return salida;
};

/** Unidades y líneas que se sirven (para la pregunta de la confirmación). */
export const resumenServir = (valores: ValoresServir): { lineas: number; unidades: number } => {
  const elegidas = valores.lineas.filter(seSirve);
  return { lineas: elegidas.length, unidades: elegidas.reduce((s, l) => s + (l.unidades ?? 0), 0) };
};

/** Los parámetros de pedido.servirSync: las líneas que se sirven, con ids del dispositivo para la entrega y sus dos movimientos. */
export const paramsServir = (idpedidocli: string, idalmacen: string, valores: ValoresServir, nuevoId: () => string): ParamsServirPedido => ({
  idpedidocli,
  idalmacen,
  lineas: valores.lineas.flatMap((l) =>
    seSirve(l) && l.unidades !== null
      ? [{
          idlpedidocli: l.idlpedidocli,
          unidades: l.unidades,
          numeros_serie: seriesDe(l),
          identrega_pedido: nuevoId(),
          idmovimiento_salida: nuevoId(),
          idmovimiento_entrada: nuevoId(),
        }]
      : [],
  ),
});

/** Almacenes de origen de un pedido: los centrales activos de su delegación, por nombre. */
export const almacenesOrigen = <A extends { idalmacen: string; nombre: string; tipo: string; iddelegacion: string; estado: number }>(
  almacenes: readonly A[], iddelegacion: string,
): A[] =>
  almacenes.filter((a) => a.estado > 0 && a.tipo === 'central' && a.iddelegacion === iddelegacion).sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));

/** El almacén de origen por defecto: el del usuario si es de los de origen; si no, el primero ('' si no hay). */
export const almacenPorDefecto = (origenes: readonly { idalmacen: string }[], idalmacenUsuario: string | null): string =>
  origenes.find((a) => a.idalmacen === idalmacenUsuario)?.idalmacen ?? origenes[0]?.idalmacen ?? '';

export type EstadoLineaServir = 'servible' | 'servida' | 'anulada';

/** Si una línea se puede servir, o por qué no (la tabla de líneas lo dice en corto). */
export const estadoLinea = (l: LineaPedidoServir): EstadoLineaServir => (l.estado <= 0 ? 'anulada' : pendienteLinea(l) === 0 ? 'servida' : 'servible');

/** Por qué una línea no se puede servir, con el mensaje del mutador (null si se puede). */
export const motivoNoServible = (l: LineaPedidoServir): string | null =>
  l.estado <= 0 ? MENSAJES_PEDIDOS.lineaAnulada(l.descripcion) : pendienteLinea(l) === 0 ? MENSAJES_PEDIDOS.excede(l.descripcion, 0) : null;
