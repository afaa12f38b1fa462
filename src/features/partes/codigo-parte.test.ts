import { describe, expect, it } from 'vitest';
import { codigoDeParte, mensajeParteNoEncontrado } from './codigo-parte';

describe('codigoDeParte', () => {
  it('un número o id se usa tal cual, sin espacios alrededor', () => {
    expect(codigoDeParte(' PT-000123 ')).toBe('PT-000123');
    expect(codigoDeParte('4f1c2e9a-0000-4000-8000-1234567890ab')).toBe('4f1c2e9a-0000-4000-8000-1234567890ab');
  });
  it('de un enlace a un parte toma el id', () => {
    expect(codigoDeParte('https://vigia.example.com/app/partes/123')).toBe('123');
    expect(codigoDeParte('https://vigia.example.com/app/partes/PT%20123/?x=1')).toBe('PT 123');
  });
  it('el aviso cuando no está en el dispositivo, en español', () => {
    expect(mensajeParteNoEncontrado('PT-999')).toBe('El código leído (PT-999) no corresponde a ningún parte de este dispositivo');
  });
});
