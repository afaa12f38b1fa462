/** Textos de las rondas (/rondas/: programadas, puntos y su hoja de QR, realizar una ronda, realizadas). */
import { ETIQUETAS_RESULTADO } from '../../../replication/rondas';
import { con } from '../../../schemas/entidad';
import type { ResultadoLectura, SituacionRonda } from './rondas';

/** Etiquetas de los campos de la ronda programada (lista y ficha). */
export const etiquetasRondaProgramada = {
  nombre: 'Ronda',
  puesto: 'Puesto de servicio',
  hora_inicio: 'Hora de inicio',
  duracion_min: 'Duración',
  puntos: 'Puntos',
  dias: 'Días',
  ordenada: 'Puntos en orden',
  observaciones: 'Observaciones',
} as const satisfies Record<string, string>;

/** Etiquetas de los puntos de control (tabla de puntos). */
export const etiquetasPunto = {
  orden: 'Orden',
  nombre: 'Punto',
  codigo: 'Código',
  ubicacion: 'Ubicación',
  instrucciones: 'Instrucciones',
  estado: 'Estado',
} as const satisfies Record<string, string>;

/** Etiquetas de la ronda realizada (lista y ficha). */
export const etiquetasRondaRealizada = {
  puesto: 'Puesto de servicio',
  ronda: 'Ronda',
  vigilante: 'Vigilante',
  inicio: 'Inicio',
  fin: 'Fin',
  recibido: 'Recibido en el servidor',
  situacion: 'Situación',
  puntos: 'Puntos leídos',
  incidencias: 'Incidencias',
  motivo_cierre: 'Motivo de los puntos sin leer',
} as const satisfies Record<string, string>;

/** Etiquetas de las lecturas (tabla de la ronda realizada y de la ronda en curso). */
export const etiquetasLectura = {
  secuencia: 'N.º',
  punto: 'Punto',
  codigo: 'Código',
  resultado: 'Resultado',
  fdispositivo: 'Hora del dispositivo',
  frecibido: 'Recibido en el servidor',
  posicion: 'Posición',
  observaciones: 'Observaciones',
  ficheros: 'Ficheros',
} as const satisfies Record<string, string>;

/** El nombre de cada resultado de una lectura: los de la regla compartida (replication/rondas.ts). */
export const ETIQUETAS_RESULTADO_LECTURA: Readonly<Record<ResultadoLectura, string>> = ETIQUETAS_RESULTADO;

export const ETIQUETAS_SITUACION: Readonly<Record<SituacionRonda, string>> = {
  en_curso: 'En curso',
  completa: 'Completa',
  incompleta: 'Incompleta',
};

/** Nombres de los días (1 lunes … 7 domingo): la letra de la lista y el nombre para lectores de pantalla. */
export const LETRAS_DIAS = ['L', 'M', 'X', 'J', 'V', 'S', 'D'] as const;
export const NOMBRES_DIAS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'] as const;

export const TEXTOS_RONDAS = {
  programadas: 'Rondas programadas',
  vacioProgramadas: 'No hay rondas programadas en este dispositivo',
  realizadas: 'Rondas realizadas',
  vacioRealizadas: 'No hay rondas realizadas en este dispositivo',
  nombreAsc: 'Nombre (A-Z)',
  horaAsc: 'Hora de inicio',
  inicioReciente: 'Más recientes primero',
  inicioAntiguo: 'Más antiguas primero',
  todasSituaciones: 'Todas las situaciones',
  datosProgramada: 'Datos de la ronda',
  datosRealizada: 'Datos de la ronda realizada',
  puntosTitulo: 'Puntos de control',
  sinPuntos: 'La ronda no tiene puntos de control',
  verPuntos: 'Puntos y códigos QR',
  volverProgramadas: 'Volver a las rondas programadas',
  volverProgramada: 'Volver a la ronda',
  volverRealizadas: 'Volver a las rondas realizadas',
  enlaces: 'De la ronda',
  empezar: 'Empezar ronda',
  empezada: 'Ronda empezada',
  continuar: 'Continuar la ronda en curso',
  confirmarOtra: (nombre: string) => `Ya tienes una ronda en curso (${nombre}). ¿Empezar otra?`,
  empezarOtra: 'Empezar otra',
  titulo: (nombre: string) => con('Ronda', nombre) ?? 'Ronda',
  tituloPuntos: (nombre: string) => `Puntos de la ronda ${nombre}`,
  hojaQr: 'Imprimir hoja de códigos QR',
  hojaQrNota: 'Una etiqueta por punto con su código QR, su nombre, su orden y el código en texto.',
  cargando: 'Cargando…',
  noEsta: 'No está en el dispositivo',
  minutos: (n: number) => (n < 60 ? `${n} min` : n % 60 === 0 ? `${n / 60} h` : `${Math.floor(n / 60)} h ${n % 60} min`),
  si: 'Sí',
  no: 'No',
  ficheros: 'Ficheros',
  ficherosDeLectura: (secuencia: number) => `Ficheros de la lectura ${secuencia}`,
  lecturas: 'Lecturas',
  sinLecturas: 'Aún no hay lecturas',
  pendienteSubir: 'Pendiente de subir',
  sinPosicion: 'Sin posición',
  sinHora: '—',
  puntosLeidos: (leidos: number, total: number) => `${leidos}/${total}`,
} as const;

export const TEXTOS_REALIZAR = {
  titulo: (nombre: string) => con('Ronda', nombre) ?? 'Ronda',
  progreso: (n: number, m: number) => `${n} de ${m} puntos`,
  escanear: 'Escanear punto',
  escanerTitulo: 'Escanear punto de control',
  guardando: 'Guardando la lectura…',
  cerrada: 'Esta ronda está cerrada.',
  verRealizada: 'Ver la ronda realizada',
  sinPosicion: 'No se ha podido obtener la posición: la lectura se guarda sin ella.',
  pendiente: 'Pendiente',
  leido: (hora: string) => `Leído a las ${hora}`,
  fueraDeOrden: (hora: string) => `Fuera de orden, a las ${hora}`,
  omitido: 'Sin leer',
  puntos: 'Puntos de la ronda',
  estadoPunto: 'Estado',
  // Lo que se dice tras cada lectura.
  leidoOk: (nombre: string) => `Punto «${nombre}» leído`,
  desconocido: (codigo: string) => `Código desconocido: ${codigo}`,
  fueraOrden: (nombre: string) => `Punto «${nombre}» fuera de orden`,
  repetido: (nombre: string) => `Punto «${nombre}» ya leído`,
  // Cierre.
  cerrar: 'Cerrar ronda',
  cerrarTitulo: 'Cerrar la ronda',
  cancelar: 'Cancelar',
  faltan: 'Puntos sin leer',
  todosLeidos: 'Se han leído todos los puntos.',
  motivo: 'Motivo de los puntos sin leer',
  motivoRequerido: 'Indica el motivo de los puntos sin leer',
  confirmarCerrar: (faltan: number) =>
    faltan === 0 ? '¿Cerrar la ronda? Se han leído todos los puntos.' : `¿Cerrar la ronda con ${faltan} ${faltan === 1 ? 'punto' : 'puntos'} sin leer? Quedará incompleta.`,
  cerrada_ok: 'Ronda cerrada',
} as const;
