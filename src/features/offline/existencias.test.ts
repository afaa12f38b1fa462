import { describe, expect, it } from 'vitest';
import { MENSAJES_TECNICO } from '../../../replication/mutadores/tecnico';
import { fillWithDefaultSettings, getQueryMatcher, getQueryPlan, normalizeMangoQuery } from 'rxdb';
import { articuloSchema } from '../../../schemas/articulo';
import { agruparSecciones, avisoExistencias, avisoFaltas, consultaBusquedaArticulos, disponibles, enOtrasFurgonetas, existenciasPorArticulo, faltas, patronSinTildes } from './existencias';

const stock = [
  { idalmacen: 'F1', idarticulo: 'a', unidades: 5, estado: 1 },
  { idalmacen: 'F1', idarticulo: 'b', unidades: 0, estado: 1 },
  { idalmacen: 'F1', idarticulo: 'c', unidades: 9, estado: 0 },
  { idalmacen: 'C1', idarticulo: 'a', unidades: 100, estado: 1 },
];

describe('existencias de un almacén', () => {
  it('cuenta solo las activas del almacén pedido', () => {
    const f1 = existenciasPorArticulo(stock, 'F1');
    expect(disponibles(f1, 'a')).toBe(5);
    expect(disponibles(f1, 'b')).toBe(0);
    expect(disponibles(f1, 'c')).toBe(0);
    expect(disponibles(f1, 'z')).toBe(0);
    expect(disponibles(existenciasPorArticulo(stock, 'C1'), 'a')).toBe(100);
  });
});

describe('aviso de existencias antes de instalar', () => {
  it('no avisa si llegan, justo o de sobra', () => {
    expect(avisoExistencias(5, 5)).toBeNull();
    expect(avisoExistencias(5, 1)).toBeNull();
  });
  it('avisa con el mismo texto que el mutador si no llegan', () => {
    expect(avisoExistencias(5, 6)).toBe(MENSAJES_TECNICO.sinExistencias(5));
    expect(avisoExistencias(0, 1)).toBe('No hay existencias suficientes en el almacén (quedan 0)');
    expect(avisoExistencias(-2, 1)).toBe(MENSAJES_TECNICO.sinExistencias(-2));
  });
  it('con unidades no válidas no avisa (lo dice el validador)', () => {
    expect(avisoExistencias(0, null)).toBeNull();
    expect(avisoExistencias(0, Number.NaN)).toBeNull();
    expect(avisoExistencias(0, 0)).toBeNull();
  });
});

describe('faltas de una plantilla', () => {
  const existencias = existenciasPorArticulo(stock, 'F1');
  it('suma las líneas del mismo artículo antes de comparar', () => {
    expect(faltas([{ idarticulo: 'a', unidades: 3 }, { idarticulo: 'a', unidades: 3 }], existencias)).toEqual([{ idarticulo: 'a', necesarias: 6, quedan: 5 }]);
  });
  it('sin faltas no hay aviso; con faltas, una frase por artículo', () => {
    expect(faltas([{ idarticulo: 'a', unidades: 5 }], existencias)).toEqual([]);
    expect(avisoFaltas([], () => 'x')).toBeNull();
    const f = faltas([{ idarticulo: 'a', unidades: 1 }, { idarticulo: 'b', unidades: 2 }], existencias);
    expect(avisoFaltas(f, (id) => `Artículo ${id}`)).toBe(`Artículo b: ${MENSAJES_TECNICO.sinExistencias(0)}; hacen falta 2`);
  });
});

describe('existencias en las furgonetas de los compañeros', () => {
  const furgonetas = [
    { nombre: 'Furgoneta 3', existencias: new Map([['a', 2], ['b', 1]]) },
    { nombre: 'Furgoneta 12', existencias: new Map([['a', 4]]) },
    { nombre: 'Furgoneta 7', existencias: new Map([['a', 0.5], ['c', -1]]) },
    { nombre: 'Furgoneta 9', existencias: new Map([['a', 2]]) },
  ];
  it('suma las unidades y da las que más tienen, de mayor a menor (a igualdad, por nombre)', () => {
    expect(enOtrasFurgonetas('a', furgonetas)).toEqual({
      unidades: 8.5,
      furgonetas: 4,
      mayores: [{ nombre: 'Furgoneta 12', unidades: 4 }, { nombre: 'Furgoneta 3', unidades: 2 }, { nombre: 'Furgoneta 9', unidades: 2 }],
    });
  });
  it('no cuenta furgonetas sin existencias ni en negativo', () => {
    expect(enOtrasFurgonetas('c', furgonetas)).toEqual({ unidades: 0, furgonetas: 0, mayores: [] });
    expect(enOtrasFurgonetas('b', furgonetas, 1)).toEqual({ unidades: 1, furgonetas: 1, mayores: [{ nombre: 'Furgoneta 3', unidades: 1 }] });
  });
});

describe('búsqueda de artículos (la consulta RxDB)', () => {
  const articulos = [
    { idarticulo: '1', codigo: 'DET-01', descripcion: 'Detector volumétrico', familia: 'Intrusión', precio: 10, estado: 1 },
    { idarticulo: '2', codigo: 'SIR-01', descripcion: 'Sirena exterior', familia: 'Intrusión', precio: 10, estado: 1 },
    { idarticulo: '3', codigo: 'CAM-01', descripcion: 'Cámara domo', familia: 'CCTV', precio: 10, estado: 1 },
    { idarticulo: '4', codigo: 'CAM-02', descripcion: 'Cámara bala', familia: 'CCTV', precio: 10, estado: 0 },
    { idarticulo: '5', codigo: 'CAB-(1.5)', descripcion: 'Cable 1.5 mm', familia: 'Cableado', precio: 1, estado: 1 },
  ];
  const esquema = fillWithDefaultSettings(articuloSchema);
  /** Lo que devolvería RxDB: el comparador de RxDB (mingo), el orden y el límite de la consulta. */
  const buscar = (texto: string, limite: number): string[] => {
    const consulta = normalizeMangoQuery(esquema, consultaBusquedaArticulos(texto, limite));
    const cumple = getQueryMatcher(esquema, consulta);
    return articulos
      .map((a) => ({ ...a, _deleted: false, _attachments: {}, _rev: '1-a', _meta: { lwt: 1 } }))
      .filter((a) => cumple(a))
      .sort((a, b) => a.codigo.localeCompare(b.codigo))
      .slice(0, limite)
      .map((a) => a.idarticulo);
  };
  it('no distingue tildes ni mayúsculas y exige todas las palabras', () => {
    expect(buscar('VOLUMETRICO', 50)).toEqual(['1']);
    expect(buscar('intrusion sirena', 50)).toEqual(['2']);
    expect(buscar('camara', 50)).toEqual(['3']);
    expect(buscar('cámara DOMO', 50)).toEqual(['3']);
  });
  it('los caracteres especiales se buscan tal cual', () => {
    expect(buscar('(1.5)', 50)).toEqual(['5']);
    expect(buscar('1x5', 50)).toEqual([]);
  });
  it('sin texto da los activos por código hasta el límite', () => {
    expect(buscar('', 2)).toEqual(['5', '3']);
  });
  it('recorre el índice de código y para en el límite (el coste no crece con el catálogo)', () => {
    const plan = getQueryPlan(esquema, normalizeMangoQuery(esquema, consultaBusquedaArticulos('detector', 50)));
    expect(plan.index).toEqual(['codigo', 'idarticulo']);
    expect(plan.sortSatisfiedByIndex).toBe(true);
  });
  it('la palabra pasa a una expresión sin tildes y con los especiales escapados', () => {
    expect(patronSinTildes('camara')).toBe('[cç][aáàâäã]m[aáàâäã]r[aáàâäã]');
    expect(new RegExp(patronSinTildes('a.b'), 'i').test('axb')).toBe(false);
  });
});

describe('secciones de la ficha', () => {
  it('agrupa en trabajo, documentos y cierre, conservando el orden de registro', () => {
    const grupos = agruparSecciones([
      { segmento: 'firmar', titulo: 'Firmar', grupo: 'cierre' },
      { segmento: 'material-instalar', titulo: 'Instalar material', grupo: 'trabajo' },
      { segmento: 'acciones', titulo: 'Acciones', grupo: 'trabajo' },
    ]);
    expect(grupos.map((g) => [g.grupo, g.secciones.map((s) => s.segmento)])).toEqual([
      ['trabajo', ['material-instalar', 'acciones']],
      ['cierre', ['firmar']],
    ]);
  });
});
