import { describe, expect, it } from 'vitest';
import { limiteInactividadMs, MINUTOS_INACTIVIDAD_POR_DEFECTO } from './inactividad';

describe('limiteInactividadMs', () => {
  it('lee los minutos del parámetro, con decimales y coma', () => {
    expect(limiteInactividadMs('480')).toBe(480 * 60_000);
    expect(limiteInactividadMs('0.25')).toBe(15_000);
    expect(limiteInactividadMs('1,5')).toBe(90_000);
  });

  it('sin parámetro o con un valor no válido usa el de la empresa por defecto', () => {
    for (const malo of [null, undefined, '', 'nunca', '0', '-5']) {
      expect(limiteInactividadMs(malo), String(malo)).toBe(MINUTOS_INACTIVIDAD_POR_DEFECTO * 60_000);
    }
  });
});
