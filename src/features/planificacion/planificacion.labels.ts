/** Textos de la planificación: agenda de técnicos y planificador (tablero). */
export type VistaAgenda = 'dia' | 'semana';

export const etiquetasVistaAgenda: Record<VistaAgenda, string> = {
  dia: 'Día',
  semana: 'Semana',
};

/** Estado de conexión de un técnico visto desde el servidor. */
export type ConexionTecnico = 'enLinea' | 'sinConexion' | 'nunca' | 'desconocida';

export const etiquetasConexion: Record<ConexionTecnico, string> = {
  enLinea: 'En línea',
  sinConexion: 'Sin conexión',
  nunca: 'Nunca ha conectado',
  desconocida: 'Sin datos del servidor',
};

/** Lo que el dispositivo de un técnico informó de su preparación para trabajar sin conexión. */
export type PreparacionTecnico = 'listo' | 'noListo' | 'sinDatos';

export const etiquetasPreparacion: Record<PreparacionTecnico, string> = {
  listo: 'Listo sin conexión',
  noListo: 'No listo',
  sinDatos: 'Sin datos',
};

export const TEXTOS_PLANIFICACION = {
  menu: 'Planificación',
  agenda: 'Agenda de técnicos',
  planificador: 'Planificador de técnicos',
  tecnico: 'Técnico',
  delegacion: 'Delegación',
  todasDelegaciones: 'Todas las delegaciones',
  vista: 'Vista',
  anterior: (v: VistaAgenda) => (v === 'dia' ? 'Día anterior' : 'Semana anterior'),
  siguiente: (v: VistaAgenda) => (v === 'dia' ? 'Día siguiente' : 'Semana siguiente'),
  hoy: 'Hoy',
  sinPartes: 'Sin partes ni citas',
  sinTecnicos: 'No hay técnicos en este dispositivo',
  cita: 'Cita',
  citasComerciales: 'Citas comerciales',
  parte: 'Parte',
  jornada: (inicio: string, fin: string) => `Jornada de ${inicio} a ${fin}`,
  anteriores: 'Atrasados',
  /** En el móvil, el tablero enseña un día (o Atrasados) a la vez. */
  diaMovil: 'Día',
  sinAsignar: 'Sin asignar',
  mover: 'Mover…',
  moverParte: (numero: string) => `Mover el parte ${numero}`,
  moverBoton: 'Mover',
  fecha: 'Fecha',
  movido: (numero: string, destino: string, fecha: string) => `Parte ${numero} movido a ${destino} el ${fecha}`,
  soltarAqui: (destino: string, fecha: string) => `${destino}, ${fecha}`,
  ayudaArrastrar: 'Arrastra un parte a otro técnico o a otro día, o usa «Mover…» en el parte.',
  estadoTecnicos: 'Conexión de los técnicos',
  sinDatosServidor: 'No se ha podido consultar la conexión de los técnicos',
  pendientesDe: (n: number) => (n === 1 ? '1 subida pendiente' : `${n} subidas pendientes`),
  sinPendientes: 'Sin subidas pendientes',
  pendientesDesconocidas: 'Subidas pendientes: sin datos',
  masAntigua: (antiguedad: string) => `la más antigua de ${antiguedad}`,
  tiempoTrabajado: 'Tiempo trabajado',
  noListoPor: (faltan: string) => `No listo: ${faltan}`,
  preparacionSinDatos: 'Preparación sin conexión: sin datos',
  informado: (antiguedad: string) => `informado ${antiguedad}`,
} as const;
