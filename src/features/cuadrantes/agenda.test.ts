import { describe, expect, it } from 'vitest';
import { agruparAgenda, horaDe } from './agenda';

const turno = (idcuadrante: string, fecha: string, hora: string, horas: number) => ({ idcuadrante, fecha, inicio: `${fecha}T${hora}`, horas });

describe('agenda del vigilante', () => {
  it('agrupa por mes y por día en orden de entrada, con las horas de cada mes', () => {
    const turnos = [
      turno('c', '2025-12-03', '22:00', 8),
      turno('a', '2025-12-01', '06:00', 8),
      turno('b', '2025-12-01', '18:00', 4.5),
      turno('d', '2026-01-02', '06:00', 8),
      turno('fuera', '2026-02-01', '06:00', 8),
    ];
    const meses = agruparAgenda(turnos, [
      { anio: 2025, mes: 12 },
      { anio: 2026, mes: 1 },
    ]);
    expect(meses).toHaveLength(2);
    expect(meses[0]?.horas).toBe(20.5);
    expect(meses[0]?.dias.map((d) => [d.fecha, d.turnos.map((t) => t.idcuadrante)])).toEqual([
      ['2025-12-01', ['a', 'b']],
      ['2025-12-03', ['c']],
    ]);
    expect(meses[1]?.horas).toBe(8);
    expect(meses[1]?.dias).toHaveLength(1);
  });

  it('un mes sin turnos sale vacío y con 0 horas', () => {
    expect(agruparAgenda([], [{ anio: 2025, mes: 11 }])).toEqual([{ mes: { anio: 2025, mes: 11 }, horas: 0, dias: [] }]);
  });

  it('la hora de un turno', () => {
    expect(horaDe('2025-12-01T22:00')).toBe('22:00');
  });
});
