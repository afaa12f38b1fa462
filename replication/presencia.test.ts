import { describe, expect, it } from 'vitest';
import {
  diaJornada, errorRegistro, errorSecuencia, estaDentro, formatearMinutos, lunesDe, MENSAJES_PRESENCIA, minutosPorDia, minutosPorSemana, siguienteTipo, tramos, vigentes,
  type Fichaje,
} from './presencia';

const f = (idpresencia: string, tipo: Fichaje['tipo'], hora: string, extra: Partial<Fichaje> = {}): Fichaje => ({
  idpresencia, idempleado: 'E1', tipo, hora, idpresencia_corrige: null, estado: 1, ...extra,
});

const lunes = [
  f('1', 'entrada', '2026-11-23T07:00:00.000Z'),
  f('2', 'salida', '2026-11-23T13:00:00.000Z'),
  f('3', 'entrada', '2026-11-23T14:00:00.000Z'),
  f('4', 'salida', '2026-11-23T16:30:00.000Z'),
];

describe('registro de jornada', () => {
  it('lo vigente deja fuera lo anulado y lo corregido, y ordena por hora', () => {
    const corr = f('5', 'salida', '2026-11-23T15:45:00.000Z', { idpresencia_corrige: '4' });
    expect(vigentes([...lunes, corr, f('6', 'entrada', '2026-11-23T06:00:00.000Z', { estado: 0 })]).map((x) => x.idpresencia)).toEqual(['1', '2', '3', '5']);
  });

  it('toca salida con una entrada abierta, entrada si no; la segunda entrada y la salida sin entrada, con su mensaje', () => {
    expect(siguienteTipo([])).toBe('entrada');
    expect(siguienteTipo(lunes.slice(0, 3))).toBe('salida');
    expect(estaDentro(lunes)).toBe(false);
    expect(errorRegistro(lunes.slice(0, 1), 'entrada')).toBe(MENSAJES_PRESENCIA.entradaAbierta('08:00'));
    expect(errorRegistro(lunes, 'salida')).toBe(MENSAJES_PRESENCIA.sinEntrada);
    expect(errorRegistro([], 'salida')).toBe(MENSAJES_PRESENCIA.sinEntrada);
    expect(errorRegistro(lunes, 'entrada')).toBeNull();
  });

  it('la secuencia corregida tiene que alternar y empezar por una entrada', () => {
    expect(errorSecuencia(lunes)).toBeNull();
    expect(errorSecuencia([...lunes, f('9', 'salida', '2026-11-23T17:00:00.000Z')])).toBe(MENSAJES_PRESENCIA.secuencia('23/11/2026, 18:00', 'salida'));
    expect(errorSecuencia([f('9', 'salida', '2026-11-23T05:00:00.000Z'), ...lunes])).toBe(MENSAJES_PRESENCIA.primeraSalida);
  });

  it('tramos, minutos por día (hora de España) y por semana; una entrada abierta cuenta hasta ahora', () => {
    expect(tramos(lunes, '2026-11-23T18:00:00.000Z').map((t) => t.minutos)).toEqual([360, 150]);
    const abierta = [...lunes, f('7', 'entrada', '2026-11-24T23:30:00.000Z')];
    const porDia = minutosPorDia(abierta, '2026-11-25T01:00:00.000Z');
    // 23:30 UTC del 24 es ya el 25 en Madrid.
    expect([...porDia]).toEqual([['2026-11-23', 510], ['2026-11-25', 90]]);
    expect([...minutosPorSemana(porDia)]).toEqual([['2026-11-23', 600]]);
    expect(diaJornada('2026-07-01T22:30:00.000Z')).toBe('2026-07-02');
    expect(lunesDe('2026-11-29')).toBe('2026-11-23');
    expect(formatearMinutos(425)).toBe('7 h 05 min');
  });
});
