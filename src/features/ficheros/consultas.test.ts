import { describe, expect, it } from 'vitest';
import { textoRegistroFichero } from './consultas';

describe('textoRegistroFichero: de quién es un fichero', () => {
  const sistema = { coleccion: 'sistema', id: '1' } as const;

  it('por la referencia del registro, no por su id', () => {
    expect(textoRegistroFichero(sistema, new Map([['sistema:1', 'Sistema SIS-000001']]))).toBe('Sistema SIS-000001');
  });

  it("si no está en el dispositivo, lo que diga la referencia ('… (no está en este dispositivo)')", () => {
    expect(textoRegistroFichero(sistema, new Map([['sistema:1', 'Sistema (no está en este dispositivo)']]))).toBe('Sistema (no está en este dispositivo)');
  });

  it('sin texto de referencia, el nombre de la entidad; un idtabla desconocido, «Otro registro»; leyendo, nada', () => {
    expect(textoRegistroFichero(sistema, new Map([['sistema:1', null]]))).toBe('Sistema');
    expect(textoRegistroFichero(null, undefined)).toBe('Otro registro');
    expect(textoRegistroFichero(sistema, undefined)).toBeUndefined();
  });
});
