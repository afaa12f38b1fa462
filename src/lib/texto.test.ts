import { describe, expect, it } from 'vitest';
import { nuloSiEnBlanco, recortar, textoONulo, vacioSiEnBlanco } from './texto';

describe('normalizadores de texto', () => {
  it('recortar quita los espacios de los extremos y deja los de dentro', () => {
    expect(recortar('  Calle  Mayor 1 \n')).toBe('Calle  Mayor 1');
    expect(recortar('   ')).toBe('');
  });

  it('textoONulo recorta y da null si no queda nada', () => {
    expect(textoONulo('  Ana ')).toBe('Ana');
    expect(textoONulo(' \t\n ')).toBeNull();
    expect(textoONulo('')).toBeNull();
  });

  it('vacioSiEnBlanco y nuloSiEnBlanco conservan el texto con contenido sin recortarlo', () => {
    expect(vacioSiEnBlanco('  línea 1\n  línea 2 ')).toBe('  línea 1\n  línea 2 ');
    expect(vacioSiEnBlanco('   ')).toBe('');
    expect(nuloSiEnBlanco(' a ')).toBe(' a ');
    expect(nuloSiEnBlanco('  ')).toBeNull();
  });
});
