/** Reglas puras de las citas: inicio y fin, la regla del fin, el rango de la semana y la rejilla lunes–domingo. */
import { describe, expect, it } from 'vitest';
import { errorFinCita, instantesCita, rangoDias, semanaCitas, type Cita } from './citas';
import { lunesDe, sumarDias } from '../planificacion/planificacion';
import { instanteLocal } from '../tiempos/tiempos';

const cita = (idcita: string, inicio: string, estado = 1): Cita => ({
  idcita, asunto: idcita, tipo: 'visita', inicio, fin: inicio, lugar: null, idcliente: '1', idcliente_potencial: '', idoperacioncrm: null,
  iddelegacion: '1', idcomercial: 'c1', realizada: false, observaciones: null, estado,
});

describe('inicio y fin', () => {
  it("'La cita no puede acabar antes de empezar'", () => {
    const base = { fecha_inicio: '2025-03-07', hora_inicio: '10:00', fecha_fin: '2025-03-07', hora_fin: '09:30' };
    expect(errorFinCita(base)).toBe('La cita no puede acabar antes de empezar');
    expect(errorFinCita({ ...base, hora_fin: '10:00' })).toBeNull();
    expect(errorFinCita({ ...base, fecha_fin: '2025-03-08' })).toBeNull();
    expect(errorFinCita({ ...base, hora_fin: '' })).toBeNull();
    expect(instantesCita(base).inicio).toBe(instanteLocal('2025-03-07', '10:00'));
    expect(instantesCita({ ...base, fecha_fin: null }).fin).toBeNull();
  });
});

describe('semana de la agenda', () => {
  const dias = Array.from({ length: 7 }, (_, i) => sumarDias(lunesDe('2025-03-07'), i));

  it('lunes a domingo', () => {
    expect(dias[0]).toBe('2025-03-03');
    expect(dias[6]).toBe('2025-03-09');
    expect(rangoDias(dias)).toEqual({ desde: instanteLocal('2025-03-03', '00:00'), hasta: instanteLocal('2025-03-10', '00:00') });
    expect(rangoDias([])).toBeNull();
  });

  it('cada cita en su día local, en orden de hora; las de baja y las de otras semanas no', () => {
    const a = cita('a', instanteLocal('2025-03-05', '16:00') ?? '');
    const b = cita('b', instanteLocal('2025-03-05', '09:15') ?? '');
    const c = cita('c', instanteLocal('2025-03-09', '23:30') ?? '');
    const baja = cita('baja', instanteLocal('2025-03-05', '10:00') ?? '', 0);
    const fuera = cita('fuera', instanteLocal('2025-03-10', '00:00') ?? '');
    const semana = semanaCitas([a, b, c, baja, fuera], dias);
    expect(semana.map((d) => d.fecha)).toEqual(dias);
    expect(semana.map((d) => d.dia)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(semana[2]?.citas.map((x) => x.idcita)).toEqual(['b', 'a']);
    expect(semana[6]?.citas.map((x) => x.idcita)).toEqual(['c']);
    expect(semana.reduce((s, d) => s + d.citas.length, 0)).toBe(3);
  });
});
