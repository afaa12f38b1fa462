/** Filtro por conjunto de la lista: el `$in` de la consulta, lo que abarca la lista sin él y su igualdad. */
import { describe, expect, it } from 'vitest';
import { construirConsulta, selectorLista } from './consulta';
import { mismoConjunto } from './estado-lista';
import type { ConjuntoLista, DefinicionLista } from './tipos';

interface Doc {
  idcliente: string;
  nombre: string;
  estado: number;
}

const def: DefinicionLista<Doc> = {
  id: 'prueba',
  coleccion: () => {
    throw new Error('no se usa');
  },
  selectorBase: { estado: { $gt: 0 } },
  columnas: [],
  relacionados: [],
  busqueda: [{ campo: 'nombre' }],
  filtros: [{ tipo: 'opciones', id: 'estado', etiqueta: 'Estado', campo: 'estado', numerico: true, todas: 'Todos', opciones: [{ valor: '1', etiqueta: 'Activo' }] }],
  ordenes: [{ id: 'nombre', etiqueta: 'Nombre', campo: 'nombre', direccion: 'asc' }],
  nombre: { singular: 'cliente', plural: 'clientes' },
  vacio: 'Nada',
  enlace: (_d, c) => c,
  etiquetaFila: (d) => d.nombre,
};

const propiedades = { idcliente: {}, nombre: {}, estado: {} };

describe('filtro por conjunto', () => {
  it('suma un $in sobre la clave primaria al selector base y a los filtros', () => {
    expect(
      construirConsulta(def, propiedades, { filtros: { estado: '1' }, orden: 'nombre', paginas: 1, buscando: false, conjunto: { clave: 'idcliente', ids: ['c1', 'c2'] } }),
    ).toEqual({
      selector: { $and: [{ estado: { $gt: 0 } }, { estado: { $eq: 1 } }, { idcliente: { $in: ['c1', 'c2'] } }] },
      sort: [{ nombre: 'asc' }],
      limit: 51,
    });
  });

  it('un conjunto vacío no deja pasar nada; sin conjunto, la consulta de siempre', () => {
    expect(construirConsulta(def, propiedades, { filtros: {}, orden: 'nombre', paginas: 1, buscando: true, conjunto: { clave: 'idcliente', ids: [] } }).selector).toEqual({
      $and: [{ estado: { $gt: 0 } }, { idcliente: { $in: [] } }],
    });
    expect(construirConsulta(def, propiedades, { filtros: {}, orden: 'nombre', paginas: 1, buscando: true, conjunto: null }).selector).toEqual({ estado: { $gt: 0 } });
  });

  it('lo que abarca la lista (para el mapa): base y filtros, sin conjunto', () => {
    expect(selectorLista(def, {})).toEqual({ estado: { $gt: 0 } });
    expect(selectorLista(def, { estado: '1' })).toEqual({ $and: [{ estado: { $gt: 0 } }, { estado: { $eq: 1 } }] });
  });

  it('mismoConjunto compara textos e ids en orden', () => {
    const zona: ConjuntoLista = { etiqueta: 'En la zona del mapa', quitar: 'Quitar zona', ids: ['c1', 'c2'] };
    expect(mismoConjunto(null, null)).toBe(true);
    expect(mismoConjunto(zona, { ...zona, ids: ['c1', 'c2'] })).toBe(true);
    expect(mismoConjunto(zona, { ...zona, ids: ['c2', 'c1'] })).toBe(false);
    expect(mismoConjunto(zona, { ...zona, ids: ['c1'] })).toBe(false);
    expect(mismoConjunto(zona, { ...zona, etiqueta: 'Otra' })).toBe(false);
    expect(mismoConjunto(zona, null)).toBe(false);
  });
});
