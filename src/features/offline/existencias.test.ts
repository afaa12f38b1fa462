import { describe, expect, it } from 'vitest';
import { MENSAJES_TECNICO } from '../../../replication/mutadores/tecnico';
import { agruparSecciones, avisoExistencias, avisoFaltas, buscarArticulos, disponibles, existenciasPorArticulo, faltas } from './existencias';

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

describe('búsqueda de artículos', () => {
  const articulos = [
    { idarticulo: '1', codigo: 'DET-01', descripcion: 'Detector volumétrico', familia: 'Intrusión', estado: 1 },
    { idarticulo: '2', codigo: 'SIR-01', descripcion: 'Sirena exterior', familia: 'Intrusión', estado: 1 },
    { idarticulo: '3', codigo: 'CAM-01', descripcion: 'Cámara domo', familia: 'CCTV', estado: 1 },
    { idarticulo: '4', codigo: 'CAM-02', descripcion: 'Cámara bala', familia: 'CCTV', estado: 0 },
  ];
  it('no distingue tildes ni mayúsculas y exige todas las palabras', () => {
    expect(buscarArticulos(articulos, 'VOLUMETRICO', 50).map((a) => a.idarticulo)).toEqual(['1']);
    expect(buscarArticulos(articulos, 'intrusion sirena', 50).map((a) => a.idarticulo)).toEqual(['2']);
    expect(buscarArticulos(articulos, 'camara', 50).map((a) => a.idarticulo)).toEqual(['3']);
  });
  it('sin texto da los activos hasta el límite', () => {
    expect(buscarArticulos(articulos, '', 2).map((a) => a.idarticulo)).toEqual(['1', '2']);
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
