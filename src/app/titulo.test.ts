import { describe, expect, it } from 'vitest';
import { tituloDe } from './titulo';

describe('tituloDe', () => {
  it("'<encabezado> · Vigía', con los espacios del encabezado limpios", () => {
    expect(tituloDe('Partes asignados')).toBe('Partes asignados · Vigía');
    expect(tituloDe('  Parte\n  PT-000012 ')).toBe('Parte PT-000012 · Vigía');
  });
  it('sin encabezado (o el de la propia app), solo Vigía', () => {
    expect(tituloDe(null)).toBe('Vigía');
    expect(tituloDe('   ')).toBe('Vigía');
    expect(tituloDe('Vigía')).toBe('Vigía');
  });
});
