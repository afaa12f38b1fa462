import { describe, expect, it } from 'vitest';
import { CORREO_NO_VALIDO, separarDestinatarios, validarDestinatarios } from './correo';

describe('destinatarios del correo', () => {
  it('separa por comas, punto y coma y espacios, sin vacíos', () => {
    expect(separarDestinatarios(' a@b.es, c@d.com;e@f.org  g@h.net ,, ')).toEqual(['a@b.es', 'c@d.com', 'e@f.org', 'g@h.net']);
  });
  it('vacío: «Campo requerido»', () => {
    expect(validarDestinatarios('  , ')).toBe('Campo requerido');
  });
  it('uno mal escrito: «El correo electrónico no es correcto»', () => {
    expect(CORREO_NO_VALIDO).toBe('El correo electrónico no es correcto');
    for (const mal of ['mal@', 'sin-arroba.es', 'a@b', 'ok@b.es, @c.es']) expect(validarDestinatarios(mal)).toBe(CORREO_NO_VALIDO);
  });
  it('todos bien: null', () => {
    expect(validarDestinatarios('cliente@example.com, otro.cliente+partes@empresa.es')).toBeNull();
  });
});
