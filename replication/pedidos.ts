/**
 * Pedidos que sirve el almacén (módulo 9), reglas puras que comparten el mutador (los dos lados) y las
 * pantallas: lo que queda por servir de una línea, la situación del pedido y los números de serie.
 * Servir nunca deja existencias negativas: lo que no hay en el almacén elegido se rechaza con su mensaje.
 */
export interface LineaPedido {
  unidades: number;
  servidas: number;
  estado: number;
}

export type SituacionPedido = 'pendiente' | 'parcial' | 'servido';

export const MAX_NUMERO_SERIE = 60;

export const MENSAJES_PEDIDOS = {
  anulado: 'El pedido está anulado',
  yaServido: 'El pedido ya está servido entero',
  lineaAjena: 'La línea no es de este pedido',
  lineaAnulada: (descripcion: string) => `La línea de ${descripcion} está anulada`,
  repetida: 'Una línea del pedido viene dos veces',
  sinLineas: 'No hay nada que servir: elige al menos una línea con unidades',
  unidades: 'Las unidades deben ser un número entero mayor que 0',
  excede: (descripcion: string, quedan: number) =>
    quedan > 0 ? `De ${descripcion} solo quedan ${quedan} por servir` : `${descripcion} ya está servido entero`,
  sinExistencias: (descripcion: string, almacen: string, hay: number, piden: number) =>
    `No hay existencias suficientes de ${descripcion} en ${almacen}: hay ${hay} y se quieren servir ${piden}`,
  almacenNoValido: 'Elige un almacén central de la delegación del pedido',
  sinFurgoneta: 'El pedido del técnico no tiene furgoneta de destino',
  series: (descripcion: string, piden: number, hay: number) =>
    `${descripcion} lleva número de serie: escribe uno por unidad (${piden} unidades, ${hay} números)`,
  serieRepetida: (serie: string) => `El número de serie ${serie} está repetido`,
  serieYaServida: (serie: string) => `El número de serie ${serie} ya se sirvió en este pedido`,
  serieSobra: (descripcion: string) => `${descripcion} no lleva número de serie`,
} as const;

/** Lo que queda por servir de una línea (nunca negativo). */
export const pendienteLinea = (l: LineaPedido): number => (l.estado > 0 ? Math.max(0, l.unidades - l.servidas) : 0);

/** Situación de un pedido por sus líneas activas. */
export const situacionPedido = (lineas: readonly LineaPedido[]): SituacionPedido => {
  const activas = lineas.filter((l) => l.estado > 0);
  if (activas.length > 0 && activas.every((l) => pendienteLinea(l) === 0)) return 'servido';
  return activas.some((l) => l.servidas > 0) ? 'parcial' : 'pendiente';
};

/** Números de serie escritos (uno por línea o separados por comas), sin vacíos ni espacios a los lados. */
export const leerNumerosSerie = (texto: string): string[] =>
  texto.split(/[\n,;]+/).map((s) => s.trim()).filter((s) => s.length > 0);

/**
 * null si los números de serie valen para servir `unidades` de la línea; si no, el mensaje.
 * `yaServidos`: los de las entregas anteriores del mismo pedido y artículo.
 */
export const errorNumerosSerie = (
  linea: { descripcion: string; con_numero_serie: boolean },
  unidades: number,
  series: readonly string[],
  yaServidos: ReadonlySet<string>,
): string | null => {
  if (!linea.con_numero_serie) return series.length > 0 ? MENSAJES_PEDIDOS.serieSobra(linea.descripcion) : null;
  if (series.length !== unidades) return MENSAJES_PEDIDOS.series(linea.descripcion, unidades, series.length);
  const vistos = new Set<string>();
  for (const s of series) {
    if (vistos.has(s)) return MENSAJES_PEDIDOS.serieRepetida(s);
    if (yaServidos.has(s)) return MENSAJES_PEDIDOS.serieYaServida(s);
    vistos.add(s);
  }
  return null;
};

/** Etiqueta de la situación (listas y fichas). */
export const ETIQUETAS_SITUACION: Record<SituacionPedido, string> = { pendiente: 'Pendiente', parcial: 'Servido en parte', servido: 'Servido' };
