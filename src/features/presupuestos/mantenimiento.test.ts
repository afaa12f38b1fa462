/** Coste anual del mantenimiento: cobros al año por periodicidad y suma en céntimos exactos. */
import { describe, expect, it } from 'vitest';
import { PERIODICIDADES } from '../../../replication/presupuestos';
import { costeAnual, esPeriodicidad, nombrePeriodicidad, OPCIONES_PERIODICIDAD, PERIODOS_POR_ANIO } from './mantenimiento';

describe('costeAnual', () => {
  it('multiplica cada importe por sus cobros al año', () => {
    expect(costeAnual([{ periodicidad: 'mensual', importe: 30, estado: 1 }])).toBe(360);
    expect(costeAnual([{ periodicidad: 'trimestral', importe: 30, estado: 1 }])).toBe(120);
    expect(costeAnual([{ periodicidad: 'semestral', importe: 30, estado: 1 }])).toBe(60);
    expect(costeAnual([{ periodicidad: 'anual', importe: 30, estado: 1 }])).toBe(30);
  });

  it('suma en céntimos exactos, sin el error de coma flotante', () => {
    // En euros: 29.99 * 12 = 359.88000000000005 y 0.1 * 12 + 0.2 * 4 = 2.0000000000000004.
    expect(costeAnual([{ periodicidad: 'mensual', importe: 29.99, estado: 1 }])).toBe(359.88);
    // Sin llevar a céntimos enteros: 0.07 * 100 * 12 / 100 = 0.8400000000000002.
    expect(costeAnual([{ periodicidad: 'mensual', importe: 0.07, estado: 1 }])).toBe(0.84);
    expect(costeAnual([{ periodicidad: 'trimestral', importe: 1.1, estado: 1 }])).toBe(4.4);
    expect(
      costeAnual([
        { periodicidad: 'mensual', importe: 0.1, estado: 1 },
        { periodicidad: 'trimestral', importe: 0.2, estado: 1 },
      ]),
    ).toBe(2);
    expect(
      costeAnual([
        { periodicidad: 'mensual', importe: 45.5, estado: 1 },
        { periodicidad: 'trimestral', importe: 60.33, estado: 1 },
        { periodicidad: 'anual', importe: 120.01, estado: 1 },
      ]),
    ).toBe(907.33);
  });

  it('no cuenta los anulados; sin mantenimientos, 0', () => {
    expect(costeAnual([{ periodicidad: 'mensual', importe: 10, estado: 0 }, { periodicidad: 'anual', importe: 5, estado: 1 }])).toBe(5);
    expect(costeAnual([])).toBe(0);
  });
});

describe('periodicidades', () => {
  it('las mismas que PERIODICIDADES, en su orden, con sus cobros al año', () => {
    expect(OPCIONES_PERIODICIDAD).toEqual([
      { valor: 'mensual', etiqueta: 'Mensual' },
      { valor: 'trimestral', etiqueta: 'Trimestral' },
      { valor: 'semestral', etiqueta: 'Semestral' },
      { valor: 'anual', etiqueta: 'Anual' },
    ]);
    expect(Object.keys(PERIODOS_POR_ANIO).sort()).toEqual(Object.keys(PERIODICIDADES).sort());
    expect(PERIODOS_POR_ANIO).toEqual({ mensual: 12, trimestral: 4, semestral: 2, anual: 1 });
  });

  it('esPeriodicidad y su nombre', () => {
    expect(esPeriodicidad('trimestral')).toBe(true);
    expect(esPeriodicidad('semanal')).toBe(false);
    expect(esPeriodicidad('toString')).toBe(false);
    expect(esPeriodicidad(12)).toBe(false);
    expect(nombrePeriodicidad('semestral')).toBe('Semestral');
    expect(nombrePeriodicidad('semanal')).toBe('semanal');
  });
});
