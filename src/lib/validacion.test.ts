import { describe, expect, it } from 'vitest';
import { CAMPO_REQUERIDO, maximo, mensajeMaximo, requerido } from './validacion';

describe('validación', () => {
  it('requerido: vacío o solo espacios', () => {
    expect(requerido('')).toBe(CAMPO_REQUERIDO);
    expect(requerido('   ')).toBe('Campo requerido');
    expect(requerido('tecnico')).toBeNull();
  });
  it('maximo: cuenta caracteres, no unidades UTF-16', () => {
    expect(maximo('a'.repeat(4000), 4000)).toBeNull();
    expect(maximo('a'.repeat(4001), 4000)).toBe('No puede ser mayor a 4000 caracteres.');
    expect(maximo('😀'.repeat(3), 3)).toBeNull();
    expect(mensajeMaximo(50)).toBe('No puede ser mayor a 50 caracteres.');
  });
});
