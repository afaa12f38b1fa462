import { describe, expect, it } from 'vitest';
import { colocacionEn, esImagen, paramsColocar, porcentajeDeRelativa, posicionDeClic, relativaDePorcentaje, type Material } from './plano';

const material = (cambios: Partial<Material> = {}): Material => ({
  idmaterial_sistema: 'M1', idsistema: 'S1', idarticulo: 'A1', descripcion: 'Detector', estado: 1, ...cambios,
});

describe('plano del sistema', () => {
  it('pasa un clic a posición relativa, limitada a la imagen y redondeada', () => {
    const r = { left: 100, top: 50, width: 400, height: 200 };
    expect(posicionDeClic(300, 150, r)).toEqual({ x: 0.5, y: 0.5 });
    expect(posicionDeClic(100, 50, r)).toEqual({ x: 0, y: 0 });
    expect(posicionDeClic(600, 10, r)).toEqual({ x: 1, y: 0 });
    expect(posicionDeClic(101, 51, r)).toEqual({ x: 0.0025, y: 0.005 });
    expect(posicionDeClic(1, 1, { left: 0, top: 0, width: 0, height: 10 })).toBeNull();
  });

  it('lee porcentajes con coma o punto y rechaza lo que no está entre 0 y 100', () => {
    expect(relativaDePorcentaje('12,5')).toBe(0.125);
    expect(relativaDePorcentaje(' 100 ')).toBe(1);
    expect(relativaDePorcentaje('0')).toBe(0);
    expect(relativaDePorcentaje('100.1')).toBeNull();
    expect(relativaDePorcentaje('-3')).toBeNull();
    expect(relativaDePorcentaje('')).toBeNull();
    expect(relativaDePorcentaje('abc')).toBeNull();
    expect(porcentajeDeRelativa(0.125)).toBe('12,5');
    expect(porcentajeDeRelativa(1)).toBe('100');
  });

  it('sabe si un material está en este plano y arma los parámetros de colocarlo', () => {
    const colocacion = (idfichero: string, estado = 1) => ({ idplano_material: 'M1', idmaterial_sistema: 'M1', idsistema: 'S1', idfichero, x: 0.2, y: 0.3, estado });
    const m = material();
    expect(colocacionEn(new Map([['M1', colocacion('F1')]]), m, 'F1')).toMatchObject({ x: 0.2, y: 0.3 });
    expect(colocacionEn(new Map([['M1', colocacion('F2')]]), m, 'F1')).toBeNull();
    expect(colocacionEn(new Map([['M1', colocacion('F1', 0)]]), m, 'F1')).toBeNull();
    expect(colocacionEn(new Map(), m, 'F1')).toBeNull();
    expect(paramsColocar(m, 'F1', { x: 0.1, y: 0.9 })).toEqual({ idmaterial_sistema: 'M1', idfichero: 'F1', x: 0.1, y: 0.9 });
    expect(esImagen('image/png')).toBe(true);
    expect(esImagen('application/pdf')).toBe(false);
  });
});
