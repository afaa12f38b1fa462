// @vitest-environment jsdom
/** Los parámetros de búsqueda de un alta (?idcliente=…): texto, o el número que el router lee de una dirección escrita a mano. */
import { describe, expect, it } from 'vitest';
import { textosDeBusqueda } from './declarar';

describe('textosDeBusqueda', () => {
  it('toma los textos no vacíos y los números (el router lee ?idcliente=12 como 12) como texto', () => {
    expect(textosDeBusqueda({ idcliente: 12, idcliente_potencial: '', otro: 'x' }, ['idcliente', 'idcliente_potencial'] as const)).toEqual({ idcliente: '12' });
    expect(textosDeBusqueda({ idcliente: 'a1b2', idcliente_potencial: Number.NaN }, ['idcliente', 'idcliente_potencial'] as const)).toEqual({ idcliente: 'a1b2' });
    expect(textosDeBusqueda({ idcliente: { $ne: 1 }, idcliente_potencial: true }, ['idcliente', 'idcliente_potencial'] as const)).toEqual({});
  });
});
