import { describe, expect, it } from 'vitest';
import { calcularMaterialInstalar, resumenMaterial, separarMaterial, totalImportes, type LineaPrevista } from './material-instalar';

const prevista = (id: string, idarticulo: string, unidades: number, estado = 1): LineaPrevista => ({
  idlorden_trabajo: id,
  idarticulo,
  descripcion: `Artículo ${idarticulo}`,
  unidades,
  estado,
});

describe('calcularMaterialInstalar', () => {
  it('sin líneas de partes todo está pendiente', () => {
    const r = calcularMaterialInstalar([prevista('1', 'a', 3), prevista('2', 'b', 1)], []);
    expect(r.map((m) => [m.idlorden_trabajo, m.instaladas, m.pendientes, m.estado])).toEqual([
      ['1', 0, 3, 'pendiente'],
      ['2', 0, 1, 'pendiente'],
    ]);
  });

  it('suma las líneas de parte del mismo artículo y distingue parcial de instalado', () => {
    const r = calcularMaterialInstalar(
      [prevista('1', 'a', 3), prevista('2', 'b', 2)],
      [
        { idarticulo: 'a', unidades: 1, estado: 1 },
        { idarticulo: 'a', unidades: 2, estado: 1 },
        { idarticulo: 'b', unidades: 1, estado: 1 },
        { idarticulo: 'z', unidades: 5, estado: 1 },
      ],
    );
    expect(r.map((m) => [m.idlorden_trabajo, m.instaladas, m.pendientes, m.estado])).toEqual([
      ['1', 3, 0, 'instalado'],
      ['2', 1, 1, 'parcial'],
    ]);
  });

  it('no cuenta líneas de parte anuladas ni líneas de orden anuladas', () => {
    const r = calcularMaterialInstalar(
      [prevista('1', 'a', 2), prevista('2', 'a', 4, 0)],
      [
        { idarticulo: 'a', unidades: 2, estado: 0 },
        { idarticulo: 'a', unidades: 1, estado: 1 },
      ],
    );
    expect(r).toHaveLength(1);
    expect(r[0]).toMatchObject({ idlorden_trabajo: '1', instaladas: 1, pendientes: 1, estado: 'parcial' });
  });

  it('reparte un artículo repetido entre sus líneas en orden y deja el excedente en la última', () => {
    const r = calcularMaterialInstalar([prevista('1', 'a', 2), prevista('2', 'a', 2)], [{ idarticulo: 'a', unidades: 5, estado: 1 }]);
    expect(r.map((m) => [m.instaladas, m.pendientes, m.excedente, m.estado])).toEqual([
      [2, 0, 0, 'instalado'],
      [2, 0, 1, 'instalado'],
    ]);
    const poco = calcularMaterialInstalar([prevista('1', 'a', 2), prevista('2', 'a', 2)], [{ idarticulo: 'a', unidades: 3, estado: 1 }]);
    expect(poco.map((m) => [m.instaladas, m.pendientes])).toEqual([
      [2, 0],
      [1, 1],
    ]);
  });

  it('trabaja con unidades decimales sin errores de coma flotante', () => {
    const r = calcularMaterialInstalar([prevista('1', 'cable', 0.3)], [
      { idarticulo: 'cable', unidades: 0.1, estado: 1 },
      { idarticulo: 'cable', unidades: 0.2, estado: 1 },
    ]);
    expect(r[0]).toMatchObject({ instaladas: 0.3, pendientes: 0, estado: 'instalado' });
  });

  it('separarMaterial pone una línea parcial en las dos listas', () => {
    const r = calcularMaterialInstalar([prevista('1', 'a', 2), prevista('2', 'b', 1), prevista('3', 'c', 1)], [
      { idarticulo: 'a', unidades: 1, estado: 1 },
      { idarticulo: 'b', unidades: 1, estado: 1 },
    ]);
    const { porInstalar, instalado } = separarMaterial(r);
    expect(porInstalar.map((m) => m.idlorden_trabajo)).toEqual(['1', '3']);
    expect(instalado.map((m) => m.idlorden_trabajo)).toEqual(['1', '2']);
  });
});

describe('resumenMaterial', () => {
  it('cuenta las líneas con algo pendiente', () => {
    const r = calcularMaterialInstalar([prevista('1', 'a', 2), prevista('2', 'b', 1)], [{ idarticulo: 'b', unidades: 1, estado: 1 }]);
    expect(resumenMaterial(r)).toBe('1 de 2 líneas pendientes de instalar');
    expect(resumenMaterial(calcularMaterialInstalar([prevista('1', 'a', 1)], [{ idarticulo: 'a', unidades: 1, estado: 1 }]))).toBe('Todo el material está instalado');
  });
});

describe('totalImportes', () => {
  it('suma las líneas activas redondeando a 2 decimales', () => {
    expect(totalImportes([{ importe: 0.1, estado: 1 }, { importe: 0.2, estado: 1 }, { importe: 99, estado: 0 }])).toBe(0.3);
  });
});
