/** Ayudas puras de las consultas de órdenes. */

/** Los ids de orden distintos de unos partes, ordenados (para que el selector no cambie sin motivo). */
export const idsOrdenDePartes = (partes: readonly { idorden_trabajo: string }[]): string[] => [...new Set(partes.map((p) => p.idorden_trabajo))].sort();
