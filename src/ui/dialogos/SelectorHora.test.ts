import { describe, expect, it } from 'vitest';
import { formatearHora, leerHora } from './SelectorHora';

describe('hora de 24 horas', () => {
  it('formatea HH:mm con dos cifras', () => {
    expect(formatearHora(0, 0)).toBe('00:00');
    expect(formatearHora(23, 45)).toBe('23:45');
    expect(formatearHora(7, 5)).toBe('07:05');
  });
  it('lee solo horas válidas de 00:00 a 23:59', () => {
    expect(leerHora('23:45')).toEqual([23, 45]);
    expect(leerHora('00:00')).toEqual([0, 0]);
    for (const mal of ['24:00', '12:60', '7:05', '', null, '12:5']) expect(leerHora(mal)).toBeNull();
  });
});
