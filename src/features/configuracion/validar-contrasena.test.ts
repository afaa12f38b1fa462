import { describe, expect, it } from 'vitest';
import { sinErrores, validarContrasena } from './validar-contrasena';

describe('validarContrasena', () => {
  it('exige los tres campos', () => {
    expect(validarContrasena({ actual: '', nueva: '', repetida: '' })).toEqual({ actual: 'Campo requerido', nueva: 'Campo requerido', repetida: 'Campo requerido' });
  });

  it('la nueva tiene al menos 6 caracteres y la repetición coincide', () => {
    const corta = validarContrasena({ actual: 'x', nueva: '12345', repetida: '12345' });
    expect(corta.nueva).toBe('La contraseña debe tener al menos 6 caracteres');
    const distinta = validarContrasena({ actual: 'x', nueva: '123456', repetida: '123457' });
    expect(distinta.repetida).toBe('Las contraseñas no coinciden');
    expect(sinErrores(distinta)).toBe(false);
    expect(sinErrores(validarContrasena({ actual: 'x', nueva: 'ñandú1', repetida: 'ñandú1' }))).toBe(true);
  });
});
