/**
 * Comprobaciones por campo de vigilancia en los dos lados (ver validacion-campos.ts): las horas 'hh:mm'
 * de turnos, servicios, rondas programadas y novedades, y los textos obligatorios que el esquema solo
 * limita en longitud. El formulario muestra el mismo mensaje; el servidor lo repite en cada alta y cambio.
 */
import { esHora, HORA_INCORRECTA } from './fechas-validas';
import { textoRequerido } from './validacion-sistemas';

type Comprobacion = (valor: unknown) => string | null;

/** Hora 'hh:mm' obligatoria (00:00–23:59). */
export const horaRequerida: Comprobacion = (v) => (typeof v === 'string' && esHora(v) ? null : HORA_INCORRECTA);

export const VALIDACIONES_VIGILANCIA = {
  turnopuesto: { codigo: textoRequerido(4), descripcion: textoRequerido(100), hora_inicio: horaRequerida, hora_fin: horaRequerida },
  puestoservicioservicio: { descripcion: textoRequerido(200), hora_inicio: horaRequerida, hora_fin: horaRequerida },
  rondaprogramada: { nombre: textoRequerido(200), hora_inicio: horaRequerida },
  novedad: { hora: horaRequerida, descripcion: textoRequerido(4000) },
  partenovedad: { titulo: textoRequerido(200) },
} satisfies Record<string, Readonly<Record<string, Comprobacion>>>;
