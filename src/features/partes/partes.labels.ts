/** Estados de parte y orden de trabajo (especificación, sección 4): anulado 0, pendiente 1, finalizado 2. */
export type EstadoParte = 0 | 1 | 2;

export const etiquetasEstadoParte: Record<EstadoParte, string> = {
  0: 'Anulado',
  1: 'Pendiente',
  2: 'Finalizado',
};

/** Orden en que se ofrecen los estados en el formulario. */
export const opcionesEstadoParte: readonly EstadoParte[] = [1, 2, 0];

export const esEstadoParte = (n: number): n is EstadoParte => n === 0 || n === 1 || n === 2;

export const etiquetaEstadoParte = (n: number): string => (esEstadoParte(n) ? etiquetasEstadoParte[n] : `Estado ${n}`);

/**
 * Clasificaciones de parte conocidas (códigos que manda el servidor). El esquema la guarda como texto
 * libre: una clasificación nueva se muestra tal cual llega hasta que se añada aquí.
 */
export type ClasificacionParte = 'averia' | 'revision' | 'mantenimiento' | 'instalacion';

export const etiquetasClasificacionParte: Record<ClasificacionParte, string> = {
  averia: 'Avería',
  revision: 'Revisión',
  mantenimiento: 'Mantenimiento',
  instalacion: 'Instalación',
};

const esClasificacionConocida = (x: string): x is ClasificacionParte => Object.prototype.hasOwnProperty.call(etiquetasClasificacionParte, x);

export const etiquetaClasificacionParte = (x: string): string => (esClasificacionConocida(x) ? etiquetasClasificacionParte[x] : x);
