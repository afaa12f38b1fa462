/** El sitio de cada columna de una lista en la tarjeta del móvil (lista.css): título, dato u oculta. */
import { describe, expect, it } from 'vitest';
import { sitioEnMovil, type ColumnaLista } from './tipos';

interface Doc {
  codigo: string;
}

const columna = (extra: Partial<ColumnaLista<Doc>>): ColumnaLista<Doc> => ({ id: 'c', cabecera: 'Código', celda: ({ doc }) => doc.codigo, ...extra });

describe('sitioEnMovil', () => {
  it('la principal es el título; las demás, datos con su cabecera', () => {
    expect(sitioEnMovil(columna({ principal: true }))).toBe('titulo');
    expect(sitioEnMovil(columna({}))).toBe('dato');
  });

  it('lo declarado manda: una principal puede ser dato y una secundaria ir oculta', () => {
    expect(sitioEnMovil(columna({ principal: true, enMovil: 'dato' }))).toBe('dato');
    expect(sitioEnMovil(columna({ enMovil: 'oculta' }))).toBe('oculta');
    expect(sitioEnMovil(columna({ enMovil: 'titulo' }))).toBe('titulo');
  });
});
