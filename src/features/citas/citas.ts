/**
 * Reglas puras de las citas: el inicio y el fin a partir de fecha y hora locales, la regla 'La cita no
 * puede acabar antes de empezar' (el texto del servidor), el rango de una semana para la consulta por el
 * índice `inicio` y la rejilla de la agenda: los 7 días (lunes a domingo) con sus citas en orden de hora.
 */
import type { DocDe } from '../../../schemas';
import { MENSAJES_COMERCIAL } from '../../../replication/validacion-comercial';
import { diaSemana, sumarDias } from '../planificacion/planificacion';
import { fechaLocal, instanteLocal } from '../tiempos/tiempos';
import type { DiaSemana } from '../tiempos/tiempos.labels';

export type Cita = DocDe<'cita'>;

export interface MomentosCita {
  fecha_inicio: string | null;
  hora_inicio: string;
  fecha_fin: string | null;
  hora_fin: string;
}

/** Inicio y fin (ISO, UTC) de fecha y hora locales; null el que falte o no valga. */
export const instantesCita = (v: MomentosCita): { inicio: string | null; fin: string | null } => ({
  inicio: v.fecha_inicio ? instanteLocal(v.fecha_inicio, v.hora_inicio) : null,
  fin: v.fecha_fin ? instanteLocal(v.fecha_fin, v.hora_fin) : null,
});

/** Con inicio y fin completos, el fin no puede ser anterior al inicio (la misma regla que el servidor). */
export const errorFinCita = (v: MomentosCita): string | null => {
  const { inicio, fin } = instantesCita(v);
  return inicio !== null && fin !== null && Date.parse(fin) < Date.parse(inicio) ? MENSAJES_COMERCIAL.finAntesDeInicio : null;
};

/** La hora 'HH:mm' local de un instante. */
export const horaLocal = (instante: string): string => {
  const d = new Date(instante);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};

/** [desde, hasta) en ISO de unos días locales consecutivos: para `inicio >= desde && inicio < hasta`. */
export const rangoDias = (dias: readonly string[]): { desde: string; hasta: string } | null => {
  const primero = dias[0];
  const ultimo = dias[dias.length - 1];
  if (primero === undefined || ultimo === undefined) return null;
  const desde = instanteLocal(primero, '00:00');
  const hasta = instanteLocal(sumarDias(ultimo, 1), '00:00');
  return desde !== null && hasta !== null ? { desde, hasta } : null;
};

export interface DiaCitas {
  fecha: string;
  dia: DiaSemana;
  citas: Cita[];
}

/** La rejilla de la semana: cada día (por la fecha local del inicio) con sus citas activas en orden de hora. */
export const semanaCitas = (citas: readonly Cita[], dias: readonly string[]): DiaCitas[] =>
  dias.map((fecha) => ({
    fecha,
    dia: diaSemana(fecha),
    citas: citas.filter((c) => c.estado > 0 && fechaLocal(c.inicio) === fecha).sort((a, b) => a.inicio.localeCompare(b.inicio)),
  }));
