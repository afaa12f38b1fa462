/**
 * Formulario declarado de un turno del puesto (alta y modificación): código (mayúsculas, único en el
 * puesto), descripción, entrada, salida (si es menor que la entrada, acaba al día siguiente) y
 * observaciones. Manda turnoPuesto.insertSync / updateSync (solo lo cambiado).
 */
import type { MotorSync } from '../../../replication/cliente';
import { horarioTurno } from '../../../replication/cuadrantes';
import { declararFormulario } from '../../ui/formulario/declaracion';
import type { TurnoPuesto } from './consultas';
import { etiquetasTurno as E, TEXTOS_TURNOS as T } from './puestos.labels';

export interface ValoresTurno {
  codigo: string;
  descripcion: string;
  hora_inicio: string;
  hora_fin: string;
  observaciones: string;
}

export const valoresTurno = (t: TurnoPuesto | null): ValoresTurno =>
  t
    ? { codigo: t.codigo, descripcion: t.descripcion, hora_inicio: t.hora_inicio, hora_fin: t.hora_fin, observaciones: t.observaciones ?? '' }
    : { codigo: '', descripcion: '', hora_inicio: '', hora_fin: '', observaciones: '' };

/** Horas de un turno por su entrada y salida (una salida anterior es del día siguiente); null si no son horas válidas. */
export const horasTurno = (hora_inicio: string, hora_fin: string): number | null => {
  try {
    return horarioTurno('2001-01-01', hora_inicio, hora_fin).horas;
  } catch {
    return null;
  }
};

/** El código ya lo usa otro turno activo del puesto (sin distinguir mayúsculas). */
export const codigoRepetido = (codigo: string, turnos: readonly Pick<TurnoPuesto, 'idturno_puesto' | 'codigo'>[], propio: string | null): boolean =>
  turnos.some((t) => t.idturno_puesto !== propio && t.codigo.trim().toUpperCase() === codigo.trim().toUpperCase());

export const cambiosTurno = (c: Partial<ValoresTurno>): Partial<TurnoPuesto> => {
  const salida: Partial<TurnoPuesto> = {};
  if (c.codigo !== undefined) salida.codigo = c.codigo;
  if (c.descripcion !== undefined) salida.descripcion = c.descripcion;
  if (c.hora_inicio !== undefined) salida.hora_inicio = c.hora_inicio;
  if (c.hora_fin !== undefined) salida.hora_fin = c.hora_fin;
  if (c.observaciones !== undefined) salida.observaciones = c.observaciones === '' ? null : c.observaciones;
  return salida;
};

export const formularioTurno = (
  motor: Pick<MotorSync, 'mutate'>,
  idpuesto_servicio: string,
  turnos: readonly TurnoPuesto[],
  nuevoId: () => string = () => crypto.randomUUID(),
) =>
  declararFormulario<ValoresTurno, TurnoPuesto | null>({
    entidad: 'turnopuesto',
    campos: [
      {
        campo: 'codigo',
        tipo: 'texto',
        etiqueta: E.codigo,
        ayuda: T.ayudaCodigo,
        requerido: true,
        maximo: 4,
        normalizar: (v) => v.trim().toUpperCase(),
      },
      { campo: 'descripcion', tipo: 'texto', etiqueta: E.descripcion, requerido: true, maximo: 100, normalizar: (v) => v.trim() },
      { campo: 'hora_inicio', tipo: 'hora', etiqueta: E.hora_inicio, requerido: true, pasoMinutos: 15 },
      { campo: 'hora_fin', tipo: 'hora', etiqueta: E.hora_fin, ayuda: T.ayudaSalida, requerido: true, pasoMinutos: 15 },
      { campo: 'observaciones', tipo: 'area', etiqueta: E.observaciones, maximo: 4000, filas: 3, normalizar: (v) => v.trim() },
    ],
    enviar: ({ valores, cambios, registro }) => {
      if (codigoRepetido(valores.codigo, turnos, registro?.idturno_puesto ?? null)) return Promise.reject(new Error(T.codigoRepetido));
      if (registro !== null) return motor.mutate('turnoPuesto.updateSync', { id: registro.idturno_puesto, cambios: cambiosTurno(cambios) });
      const doc = {
        idturno_puesto: nuevoId(),
        idpuesto_servicio,
        codigo: valores.codigo,
        descripcion: valores.descripcion,
        hora_inicio: valores.hora_inicio,
        hora_fin: valores.hora_fin,
        observaciones: valores.observaciones === '' ? null : valores.observaciones,
        estado: 1,
      } satisfies TurnoPuesto;
      return motor.mutate('turnoPuesto.insertSync', { doc });
    },
  });
