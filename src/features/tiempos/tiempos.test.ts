import { describe, expect, it } from 'vitest';
import {
  agendaSemana,
  cambiosAlDetener,
  diasSemana,
  errorAlIniciar,
  estadoCronometro,
  formatearDuracion,
  formatearReloj,
  instanteLocal,
  minutosEntre,
  validarTiempo,
  type Tiempo,
} from './tiempos';

const tiempo = (t: Partial<Tiempo> & Pick<Tiempo, 'idtiempo_trabajado' | 'inicio'>): Tiempo => ({
  idparte_trabajo: 'P1', idtecnico: 'T1', fin: null, minutos: null, observaciones: null, estado: 1, ...t,
});

describe('duraciones', () => {
  it('minutos entre dos instantes, redondeados y nunca negativos', () => {
    expect(minutosEntre('2025-03-07T08:00:00.000Z', '2025-03-07T09:35:29.000Z')).toBe(95);
    expect(minutosEntre('2025-03-07T08:00:00.000Z', '2025-03-07T08:00:31.000Z')).toBe(1);
    expect(minutosEntre('2025-03-07T09:00:00.000Z', '2025-03-07T08:00:00.000Z')).toBe(0);
  });
  it('h:mm y reloj h:mm:ss', () => {
    expect(formatearDuracion(95)).toBe('1:35');
    expect(formatearDuracion(5)).toBe('0:05');
    expect(formatearDuracion(600)).toBe('10:00');
    expect(formatearReloj(3_723_999)).toBe('1:02:03');
  });
});

describe('tiempo añadido a mano', () => {
  it('construye inicio y fin en hora local y calcula los minutos', () => {
    const r = validarTiempo({ fecha: '2025-03-07', horaInicio: '08:15', horaFin: '10:00' });
    expect(r).toEqual({ ok: true, inicio: instanteLocal('2025-03-07', '08:15'), fin: instanteLocal('2025-03-07', '10:00'), minutos: 105 });
    if (!r.ok) throw new Error('no válido');
    const d = new Date(r.inicio);
    expect([d.getHours(), d.getMinutes(), d.getDate()]).toEqual([8, 15, 7]);
  });
  it('el fin tiene que ser posterior al inicio', () => {
    expect(validarTiempo({ fecha: '2025-03-07', horaInicio: '10:00', horaFin: '10:00' })).toEqual({ ok: false, error: 'La hora de fin debe ser posterior a la de inicio' });
    expect(validarTiempo({ fecha: '2025-03-07', horaInicio: '10:00', horaFin: '09:59' })).toMatchObject({ ok: false });
  });
  it('sin fecha u hora: Campo requerido', () => {
    expect(validarTiempo({ fecha: null, horaInicio: '08:00', horaFin: '09:00' })).toEqual({ ok: false, error: 'Campo requerido' });
    expect(validarTiempo({ fecha: '2025-03-07', horaInicio: '08:00', horaFin: null })).toEqual({ ok: false, error: 'Campo requerido' });
    expect(instanteLocal('2025-03-07', '24:00')).toBeNull();
  });
});

describe('cronómetro', () => {
  const cerrado = tiempo({ idtiempo_trabajado: 'a', inicio: '2025-03-07T07:00:00.000Z', fin: '2025-03-07T08:00:00.000Z', minutos: 60 });
  const abierto = tiempo({ idtiempo_trabajado: 'b', inicio: '2025-03-07T09:00:00.000Z', idparte_trabajo: 'P9' });
  const deOtro = tiempo({ idtiempo_trabajado: 'c', inicio: '2025-03-07T06:00:00.000Z', idtecnico: 'T2' });
  const anulado = tiempo({ idtiempo_trabajado: 'd', inicio: '2025-03-07T05:00:00.000Z', estado: 0 });

  it('parado si no hay tiempos abiertos del técnico (los de otros y los anulados no cuentan)', () => {
    expect(estadoCronometro([cerrado, deOtro, anulado], 'T1')).toEqual({ tipo: 'parado' });
    expect(errorAlIniciar({ tipo: 'parado' }, () => '?')).toBeNull();
  });
  it('en marcha: el tiempo sin fin; no se puede iniciar otro', () => {
    const e = estadoCronometro([cerrado, abierto, deOtro], 'T1');
    expect(e).toEqual({ tipo: 'en-marcha', tiempo: abierto, otros: [] });
    expect(errorAlIniciar(e, (id) => (id === 'P9' ? 'PT-9' : '?'))).toBe('Ya tienes un cronómetro en marcha en el parte PT-9. Detenlo antes de iniciar otro.');
  });
  it('dos abiertos (carrera entre dispositivos): manda el más antiguo y el otro queda para detenerlo con él', () => {
    const antes = tiempo({ idtiempo_trabajado: 'e', inicio: '2025-03-07T08:30:00.000Z' });
    expect(estadoCronometro([abierto, antes], 'T1')).toEqual({ tipo: 'en-marcha', tiempo: antes, otros: [abierto] });
  });
  it('al detener: fin y minutos', () => {
    expect(cambiosAlDetener(abierto, new Date('2025-03-07T10:20:10.000Z'))).toEqual({ fin: '2025-03-07T10:20:10.000Z', minutos: 80 });
  });
});

describe('agenda', () => {
  it('semana de lunes a domingo', () => {
    expect(diasSemana(new Date(2025, 2, 7))).toEqual(['2025-03-03', '2025-03-04', '2025-03-05', '2025-03-06', '2025-03-07', '2025-03-08', '2025-03-09']);
    expect(diasSemana(new Date(2025, 2, 9))[0]).toBe('2025-03-03');
    expect(diasSemana(new Date(2025, 2, 10))[0]).toBe('2025-03-10');
  });
  it('agrupa por día local y suma los minutos', () => {
    const lunes = tiempo({ idtiempo_trabajado: 'x', inicio: new Date(2025, 2, 3, 9, 0).toISOString(), minutos: 30, fin: new Date(2025, 2, 3, 9, 30).toISOString() });
    const lunes2 = tiempo({ idtiempo_trabajado: 'y', inicio: new Date(2025, 2, 3, 8, 0).toISOString(), minutos: 45, fin: new Date(2025, 2, 3, 8, 45).toISOString() });
    const viernes = tiempo({ idtiempo_trabajado: 'z', inicio: new Date(2025, 2, 7, 23, 50).toISOString(), minutos: 20, fin: new Date(2025, 2, 8, 0, 10).toISOString() });
    const otraSemana = tiempo({ idtiempo_trabajado: 'w', inicio: new Date(2025, 2, 10, 9, 0).toISOString(), minutos: 10 });
    const agenda = agendaSemana([lunes, viernes, otraSemana, lunes2], diasSemana(new Date(2025, 2, 5)));
    expect(agenda.map((d) => [d.fecha, d.tiempos.map((t) => t.idtiempo_trabajado), d.minutos])).toEqual([
      ['2025-03-03', ['y', 'x'], 75],
      ['2025-03-04', [], 0],
      ['2025-03-05', [], 0],
      ['2025-03-06', [], 0],
      ['2025-03-07', ['z'], 20],
      ['2025-03-08', [], 0],
      ['2025-03-09', [], 0],
    ]);
    expect(agenda[6]?.dia).toBe(6);
  });
});
