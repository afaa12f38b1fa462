/** Textos del cuadrante: la agenda del vigilante y la rejilla mensual de un servicio. */
import type { Mes } from './rejilla';

export const NOMBRES_MES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'] as const;

/** Inicial del día de la semana (1 lunes … 7 domingo) en la cabecera de la rejilla. */
export const INICIAL_DIA: Readonly<Record<number, string>> = { 1: 'L', 2: 'M', 3: 'X', 4: 'J', 5: 'V', 6: 'S', 7: 'D' };
export const NOMBRE_DIA: Readonly<Record<number, string>> = { 1: 'lunes', 2: 'martes', 3: 'miércoles', 4: 'jueves', 5: 'viernes', 6: 'sábado', 7: 'domingo' };

const nombreMes = (mes: number): string => NOMBRES_MES[mes - 1] ?? String(mes);
const mayuscula = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const horas = (h: number): string => `${String(Math.round(h * 100) / 100).replace('.', ',')} h`;

export const TEXTOS_CUADRANTES = {
  agenda: 'Mi cuadrante',
  agendaDe: (nombre: string) => `Cuadrante de ${nombre}`,
  vigilante: 'Vigilante',
  eligeVigilante: 'Elige un vigilante',
  sinVigilante: 'Tu usuario no es un vigilante: elige uno para ver su cuadrante.',
  mesAnterior: 'Mes anterior',
  esteMes: 'Este mes',
  mesSiguiente: 'Mes siguiente',
  navegacionMes: 'Meses',
  mes: (m: Mes) => `${mayuscula(nombreMes(m.mes))} de ${m.anio}`,
  totalMes: (m: Mes, h: number) => `${mayuscula(nombreMes(m.mes))} de ${m.anio}: ${horas(h)}`,
  sinTurnos: 'Sin turnos este mes',
  dia: (semana: number, fecha: string) => `${mayuscula(NOMBRE_DIA[semana] ?? '')} ${Number(fecha.slice(8, 10))} de ${nombreMes(Number(fecha.slice(5, 7)))}`,
  turno: (entrada: string, salida: string, codigo: string, h: number) => `${entrada}–${salida} · ${codigo} · ${horas(h)}`,
  puestoNoEsta: 'Puesto no disponible',
  servicioNoEsta: 'Servicio no disponible',
  cargando: 'Cargando…',
  horas,
  verCuadrante: 'Editar el cuadrante del servicio',

  // La rejilla
  tituloRejilla: 'Cuadrante',
  subtitulo: (puesto: string, servicio: string, m: Mes) => `${puesto} · ${servicio} · ${mayuscula(nombreMes(m.mes))} de ${m.anio}`,
  mesNoValido: 'El mes de la dirección no es válido',
  servicioNoEsDelPuesto: 'El servicio no es de este puesto',
  servicioNoDisponible: 'El servicio no está en este dispositivo',
  tabla: (servicio: string, m: Mes) => `Cuadrante de ${servicio}, ${nombreMes(m.mes)} de ${m.anio}`,
  columnaVigilante: 'Vigilante',
  columnaTotal: 'Horas',
  pieDia: 'Vigilantes por día',
  necesarios: (n: number, necesita: number) => `${n}/${necesita}`,
  etiquetaPieDia: (n: number, necesita: number | null, dia: number) =>
    necesita === null ? `${dia}: ${n} vigilantes` : `${dia}: ${n} de ${necesita} vigilantes${n < necesita ? ', faltan' : ''}`,
  /** aria-label de cada celda: 'Ana Pérez, 3 de diciembre'. */
  celda: (nombre: string, dia: number, mes: number) => `${nombre}, ${dia} de ${nombreMes(mes)}`,
  sinTurno: '—',
  marcaConflicto: '⚠',
  tituloConflictos: 'Conflictos del cuadrante',
  explicacionConflictos: 'Corrige las celdas marcadas para poder guardar.',
  sinVigilantes: 'El puesto no tiene vigilantes asignados: añade uno.',
  anadirVigilante: 'Añadir vigilante',
  vigilanteAnadir: 'Vigilante de la delegación',
  anadir: 'Añadir',
  ninguno: 'Elige un vigilante',
  guardar: 'Guardar cuadrante',
  guardado: 'Cuadrante guardado',
  descartar: 'Descartar cambios',
  cambios: (n: number) => (n === 0 ? 'Sin cambios' : n === 1 ? '1 celda cambiada' : `${n} celdas cambiadas`),
  sinTurnosPuesto: 'El puesto no tiene turnos: créalos en Turnos del puesto.',
  turnosPuesto: 'Turnos del puesto',
  volverServicios: 'Volver a los servicios del puesto',
  leyenda: 'Códigos',
  leyendaTurno: (codigo: string, descripcion: string, entrada: string, salida: string) => `${codigo}: ${descripcion} (${entrada}–${salida})`,
  diaCabecera: (semana: number, dia: number, mes: number) => `${NOMBRE_DIA[semana] ?? ''} ${dia} de ${nombreMes(mes)}`,
} as const;
