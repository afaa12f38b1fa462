import { describe, expect, it } from 'vitest';
import { construirConsulta, filtrarPorBusqueda, normalizarBusqueda, ordenDeOpcion, selectorDeFiltro } from './consulta';
import type { DefinicionLista, FilaLista } from './tipos';

interface Doc {
  id: string;
  numero: string;
  descripcion: string;
  estado: number;
  fecha: string;
  idcliente: string;
  fecha_desc: string;
}

const propiedades = { id: {}, numero: {}, descripcion: {}, estado: {}, fecha: {}, idcliente: {}, fecha_desc: {} };

const def: DefinicionLista<Doc> = {
  id: 'prueba',
  coleccion: () => {
    throw new Error('no se usa');
  },
  selectorBase: { idcliente: { $eq: '1' } },
  columnas: [],
  relacionados: [{ id: 'cliente', coleccion: 'cliente', clave: 'idcliente', campo: 'nombre' }],
  busqueda: [{ campo: 'numero' }, { campo: 'descripcion' }, { relacionado: 'cliente' }],
  filtros: [
    { tipo: 'opciones', id: 'estado', etiqueta: 'Estado', campo: 'estado', numerico: true, todas: 'Todos', opciones: [{ valor: '1', etiqueta: 'Pendiente' }] },
    { tipo: 'fecha-desde', id: 'desde', etiqueta: 'Desde', campo: 'fecha' },
    { tipo: 'fecha-hasta', id: 'hasta', etiqueta: 'Hasta', campo: 'fecha' },
  ],
  ordenes: [
    { id: 'reciente', etiqueta: 'Fecha más reciente', campo: 'fecha', direccion: 'desc' },
    { id: 'antigua', etiqueta: 'Fecha más antigua', campo: 'fecha', direccion: 'asc' },
    { id: 'numero-desc', etiqueta: 'Número', campo: 'numero', direccion: 'desc' },
  ],
  nombre: { singular: 'cosa', plural: 'cosas' },
  vacio: 'Nada',
  enlace: (_d, c) => c,
  etiquetaFila: (d) => d.numero,
};

describe('normalizarBusqueda', () => {
  it('quita tildes, mayúsculas y espacios de más', () => {
    expect(normalizarBusqueda('  Revisión   ANUAL ')).toBe('revision anual');
    expect(normalizarBusqueda('Muñoz Ibáñez')).toBe('munoz ibanez');
    expect(normalizarBusqueda('CIGÜEÑA')).toBe('ciguena');
  });
});

describe('orden', () => {
  it('descendente por fecha usa la clave ascendente fecha_desc (índice)', () => {
    expect(ordenDeOpcion(propiedades, def.ordenes[0]!)).toEqual([{ fecha_desc: 'asc' }]);
  });
  it('ascendente, o sin clave _desc en el esquema, ordena por el campo', () => {
    expect(ordenDeOpcion(propiedades, def.ordenes[1]!)).toEqual([{ fecha: 'asc' }]);
    expect(ordenDeOpcion(propiedades, def.ordenes[2]!)).toEqual([{ numero: 'desc' }]);
  });
});

describe('filtros', () => {
  it('opciones: igualdad con conversión numérica; valores desconocidos se ignoran', () => {
    expect(selectorDeFiltro(def.filtros[0]!, '1')).toEqual({ estado: { $eq: 1 } });
    expect(selectorDeFiltro(def.filtros[0]!, '7')).toBeNull();
    expect(selectorDeFiltro(def.filtros[0]!, '')).toBeNull();
  });
  it('fechas desde y hasta', () => {
    expect(selectorDeFiltro(def.filtros[1]!, '2025-01-01')).toEqual({ fecha: { $gte: '2025-01-01' } });
    expect(selectorDeFiltro(def.filtros[2]!, '2025-12-31')).toEqual({ fecha: { $lte: '2025-12-31' } });
    expect(selectorDeFiltro(def.filtros[2]!, '31/12/2025')).toBeNull();
  });
});

describe('construirConsulta', () => {
  it('sin búsqueda: selector base, límite de páginas × 50 + 1 y orden', () => {
    expect(construirConsulta(def, propiedades, { filtros: {}, orden: 'reciente', paginas: 2, buscando: false })).toEqual({
      selector: { idcliente: { $eq: '1' } },
      sort: [{ fecha_desc: 'asc' }],
      limit: 101,
    });
  });
  it('con filtros y búsqueda: $and y sin límite; un orden que ya no existe cae en el primero', () => {
    expect(construirConsulta(def, propiedades, { filtros: { estado: '1', desde: '2025-01-01' }, orden: 'ya-no-existe', paginas: 1, buscando: true })).toEqual({
      selector: { $and: [{ idcliente: { $eq: '1' } }, { estado: { $eq: 1 } }, { fecha: { $gte: '2025-01-01' } }] },
      sort: [{ fecha_desc: 'asc' }],
    });
  });
});

describe('filtrarPorBusqueda', () => {
  const fila = (numero: string, descripcion: string, cliente?: string): FilaLista<Doc> => ({
    doc: { id: numero, numero, descripcion, estado: 1, fecha: '2025-01-01', idcliente: '1', fecha_desc: '' },
    relacionados: { cliente },
  });
  const filas = [fila('PT-000001', 'Revisión anual del sistema', 'Comunidad Sáenz'), fila('PT-000002', 'Avería en sirena', 'Talleres Núñez'), fila('PT-000003', 'Instalación', undefined)];

  it('sin tildes ni mayúsculas, en campos del documento y relacionados, todas las palabras', () => {
    const cache = new WeakMap<object, { clave: string; texto: string }>();
    expect(filtrarPorBusqueda(filas, 'revision', def.busqueda, cache).map((f) => f.doc.numero)).toEqual(['PT-000001']);
    expect(filtrarPorBusqueda(filas, 'NUNEZ', def.busqueda, cache).map((f) => f.doc.numero)).toEqual(['PT-000002']);
    expect(filtrarPorBusqueda(filas, '000003', def.busqueda, cache).map((f) => f.doc.numero)).toEqual(['PT-000003']);
    expect(filtrarPorBusqueda(filas, 'sirena talleres', def.busqueda, cache).map((f) => f.doc.numero)).toEqual(['PT-000002']);
    expect(filtrarPorBusqueda(filas, 'sirena saenz', def.busqueda, cache)).toEqual([]);
    expect(filtrarPorBusqueda(filas, '  ', def.busqueda, cache)).toHaveLength(3);
  });
  it('si llega el valor relacionado después, el texto cacheado se recalcula', () => {
    const cache = new WeakMap<object, { clave: string; texto: string }>();
    const sin = fila('PT-000009', 'Mantenimiento');
    expect(filtrarPorBusqueda([sin], 'garcia', def.busqueda, cache)).toEqual([]);
    const con = { doc: sin.doc, relacionados: { cliente: 'García' } };
    expect(filtrarPorBusqueda([con], 'garcia', def.busqueda, cache)).toHaveLength(1);
  });
});
