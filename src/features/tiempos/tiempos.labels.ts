/** Textos de los tiempos trabajados y del cronómetro. */
export const TITULOS_TIEMPOS = {
  lista: 'Tiempos trabajados',
  add: 'Añadir tiempo',
  agenda: 'Agenda de tiempos',
  iniciar: 'Iniciar cronómetro',
  detener: 'Detener cronómetro',
} as const;

export const MENSAJES_TIEMPOS = {
  finAntesDeInicio: 'La hora de fin debe ser posterior a la de inicio',
  cronometroEnMarcha: (numero: string) => `Ya tienes un cronómetro en marcha en el parte ${numero}. Detenlo antes de iniciar otro.`,
  sinCronometro: 'No tienes ningún cronómetro en marcha',
  parteNoPendiente: 'El parte no está pendiente',
  iniciado: 'Cronómetro iniciado',
  detenido: (duracion: string) => `Cronómetro detenido: ${duracion}`,
  guardado: 'Tiempo guardado',
} as const;

/** Días de la semana de la agenda (lunes primero, como en España). */
export type DiaSemana = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const etiquetasDiaSemana: Record<DiaSemana, string> = {
  0: 'Lunes',
  1: 'Martes',
  2: 'Miércoles',
  3: 'Jueves',
  4: 'Viernes',
  5: 'Sábado',
  6: 'Domingo',
};
