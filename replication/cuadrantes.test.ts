/**
 * Reglas del cuadrante: horario de un turno (también el de noche), solapes entre puestos, descanso mínimo
 * (12 h justas valen), horas del mes (162 justas valen), turnos de noche que cruzan el fin de mes y el
 * mensaje con varios conflictos.
 */
import { describe, expect, it } from 'vitest';
import {
  esDelMes, formatearHoras, horarioTurno, mensajeConflictos, revisarCuadrante, ventanaRevision, type Conflicto, type TurnoCuadrante,
} from './cuadrantes';

const NOMBRES: Record<string, string> = { V1: 'Ana Gil', V2: 'Luis Mora' };
const nombre = (id: string): string => NOMBRES[id] ?? id;

let n = 0;
const turno = (fecha: string, hi: string, hf: string, datos: Partial<TurnoCuadrante> = {}): TurnoCuadrante => ({
  idcuadrante: `Q${++n}`, idvigilante: 'V1', idpuesto_servicio: 'PS1', fecha, ...horarioTurno(fecha, hi, hf), ...datos,
});

/** Un turno de `horas` horas desde las 08:00 (para sumar horas del mes sin pisarse ni descansar poco). */
const deHoras = (fecha: string, horas: number, datos: Partial<TurnoCuadrante> = {}): TurnoCuadrante => ({ ...turno(fecha, '08:00', '16:00', datos), horas });

const tipos = (c: Conflicto[]): string[] => c.map((x) => x.tipo);

describe('horarioTurno', () => {
  it('un turno de día acaba el mismo día', () => {
    expect(horarioTurno('2026-12-01', '06:00', '14:00')).toEqual({ inicio: '2026-12-01T06:00', fin: '2026-12-01T14:00', horas: 8 });
    expect(horarioTurno('2026-12-01', '09:30', '13:45')).toEqual({ inicio: '2026-12-01T09:30', fin: '2026-12-01T13:45', horas: 4.25 });
  });

  it('el de noche acaba al día siguiente, también a fin de mes y de año; la misma hora son 24 h', () => {
    expect(horarioTurno('2026-12-31', '22:00', '06:00')).toEqual({ inicio: '2026-12-31T22:00', fin: '2027-01-01T06:00', horas: 8 });
    expect(horarioTurno('2027-02-28', '20:00', '08:00')).toEqual({ inicio: '2027-02-28T20:00', fin: '2027-03-01T08:00', horas: 12 });
    expect(horarioTurno('2026-12-01', '08:00', '08:00')).toMatchObject({ fin: '2026-12-02T08:00', horas: 24 });
  });

  it('una hora que no es HH:MM no es un horario', () => {
    expect(() => horarioTurno('2026-12-01', '25:00', '06:00')).toThrow(RangeError);
    expect(() => horarioTurno('2026-12-01', '6:00', '14:00')).toThrow(RangeError);
  });
});

describe('revisarCuadrante: solapes', () => {
  it('el mismo vigilante en dos puestos a la vez, con el mensaje exacto', () => {
    const a = turno('2026-12-03', '06:00', '14:00');
    const b = turno('2026-12-03', '10:00', '18:00', { idpuesto_servicio: 'PS2' });
    const c = revisarCuadrante([b, a], nombre);
    expect(c).toEqual([{
      tipo: 'solape', idvigilante: 'V1', ids: [a.idcuadrante, b.idcuadrante],
      mensaje: 'Ana Gil está en dos puestos a la vez el 03/12/2026 (06:00–14:00 y 10:00–18:00)',
    }]);
  });

  it('una noche pisa la mañana siguiente en otro puesto (el día del solape es el de la mañana)', () => {
    const noche = turno('2026-12-31', '22:00', '06:00');
    const manana = turno('2027-01-01', '05:00', '13:00', { idpuesto_servicio: 'PS2' });
    const [c] = revisarCuadrante([noche, manana], nombre);
    expect(c?.mensaje).toBe('Ana Gil está en dos puestos a la vez el 01/01/2027 (22:00–06:00 y 05:00–13:00)');
  });

  it('un turno largo pisa a dos; uno que empieza cuando el otro acaba no se pisa (pero no descansa)', () => {
    const largo = turno('2026-12-05', '08:00', '20:00');
    const c = revisarCuadrante([largo, turno('2026-12-05', '09:00', '10:00', { idpuesto_servicio: 'PS2' }), turno('2026-12-05', '19:00', '21:00', { idpuesto_servicio: 'PS3' })], nombre);
    expect(tipos(c).filter((t) => t === 'solape')).toHaveLength(2);
    expect(tipos(revisarCuadrante([turno('2026-12-05', '06:00', '14:00'), turno('2026-12-05', '14:00', '22:00')], nombre))).toEqual(['descanso']);
  });

  it('dos vigilantes a la misma hora no son conflicto', () => {
    expect(revisarCuadrante([turno('2026-12-03', '06:00', '14:00'), turno('2026-12-03', '06:00', '14:00', { idvigilante: 'V2' })], nombre)).toEqual([]);
  });
});

describe('revisarCuadrante: descanso', () => {
  it('menos de 12 h entre el fin de un turno y el siguiente, con el mensaje exacto', () => {
    const tarde = turno('2026-12-10', '14:00', '22:00');
    const manana = turno('2026-12-11', '06:00', '14:00', { idpuesto_servicio: 'PS2' });
    expect(revisarCuadrante([tarde, manana], nombre)).toEqual([{
      tipo: 'descanso', idvigilante: 'V1', ids: [tarde.idcuadrante, manana.idcuadrante],
      mensaje: 'Ana Gil descansa solo 8 h entre el turno del 10/12/2026 y el del 11/12/2026 (mínimo 12 h)',
    }]);
  });

  it('12 h justas valen; 11,5 no', () => {
    expect(revisarCuadrante([turno('2026-12-10', '06:00', '14:00'), turno('2026-12-11', '02:00', '06:00')], nombre)).toEqual([]);
    const [c] = revisarCuadrante([turno('2026-12-10', '06:00', '14:30'), turno('2026-12-11', '02:00', '06:00')], nombre);
    expect(c?.mensaje).toContain('descansa solo 11,5 h');
  });

  it('la noche del fin de mes y la mañana del día 1', () => {
    const [c] = revisarCuadrante([turno('2026-11-30', '22:00', '06:00'), turno('2026-12-01', '14:00', '22:00')], nombre);
    expect(c).toMatchObject({ tipo: 'descanso', mensaje: 'Ana Gil descansa solo 8 h entre el turno del 30/11/2026 y el del 01/12/2026 (mínimo 12 h)' });
  });

  it('noches seguidas descansan 16 h: sin conflicto', () => {
    const noches = ['2026-12-01', '2026-12-02', '2026-12-03'].map((f) => turno(f, '22:00', '06:00'));
    expect(revisarCuadrante(noches, nombre)).toEqual([]);
  });
});

describe('revisarCuadrante: horas del mes', () => {
  it('162 h justas valen; una más, no (con el mes en letra)', () => {
    const dias = Array.from({ length: 20 }, (_, i) => `2026-12-${String(i + 1).padStart(2, '0')}`);
    const justas = [...dias.map((f) => deHoras(f, 8)), deHoras('2026-12-21', 2)];
    expect(revisarCuadrante(justas, nombre)).toEqual([]);
    const demas = [...dias.map((f) => deHoras(f, 8)), deHoras('2026-12-21', 3)];
    const c = revisarCuadrante(demas, nombre);
    expect(c).toEqual([{ tipo: 'horas', idvigilante: 'V1', ids: demas.map((t) => t.idcuadrante), mensaje: 'Ana Gil supera las 162 horas en diciembre de 2026 (163 h)' }]);
  });

  it('suma todos los puestos y cuenta cada turno en el mes de su fecha (la noche del 31 es de ese mes)', () => {
    const noviembre = Array.from({ length: 20 }, (_, i) => deHoras(`2026-11-${String(i + 2).padStart(2, '0')}`, 8, { idpuesto_servicio: i % 2 ? 'PS1' : 'PS2' }));
    const noche31 = turno('2026-10-31', '22:00', '06:00');
    const dia22 = deHoras('2026-11-22', 2.5);
    const c = revisarCuadrante([noche31, ...noviembre, dia22], nombre);
    expect(c).toHaveLength(1);
    expect(c[0]?.mensaje).toBe('Ana Gil supera las 162 horas en noviembre de 2026 (162,5 h)');
    expect(c[0]?.ids).not.toContain(noche31.idcuadrante);
  });
});

describe('mensajeConflictos', () => {
  const conflicto = (mensaje: string): Conflicto => ({ tipo: 'solape', idvigilante: 'V1', ids: [], mensaje });

  it('junta los mensajes sin repetir y cuenta los que no dice', () => {
    expect(mensajeConflictos([conflicto('a'), conflicto('b'), conflicto('a')])).toBe('a; b');
    expect(mensajeConflictos(['1', '2', '3', '4', '5', '6'].map(conflicto))).toBe('1; 2; 3; 4; 5; y 1 conflicto más');
    expect(mensajeConflictos(['1', '2', '3', '4', '5', '6', '7'].map(conflicto))).toBe('1; 2; 3; 4; 5; y 2 conflictos más');
  });
});

describe('auxiliares', () => {
  it('ventana de revisión, mes de una fecha y horas con coma', () => {
    expect(ventanaRevision(2026, 12)).toEqual({ desde: '2026-11-30', hasta: '2027-01-01' });
    expect(ventanaRevision(2027, 3)).toEqual({ desde: '2027-02-28', hasta: '2027-04-01' });
    expect(esDelMes('2026-12-31', 2026, 12)).toBe(true);
    expect(esDelMes('2027-01-01', 2026, 12)).toBe(false);
    expect(formatearHoras(7.5)).toBe('7,5');
    expect(formatearHoras(8)).toBe('8');
  });
});
