import { describe, expect, it } from 'vitest';
import { validar } from '../../ui/formulario/useFormulario';
import { DTO_FUERA, idsInstalacion, importePrevisto, paramsInstalarMaterial, UNIDADES_POSITIVAS, validadoresInstalar, valoresInicialesInstalar } from './instalar-formulario';

const secuencia = () => {
  let n = 0;
  return () => `id-${++n}`;
};

describe('formulario Instalar material', () => {
  it('empieza en el almacén dado, 1 unidad y sin dto.; pide artículo', () => {
    const v = valoresInicialesInstalar('F1');
    expect(v).toMatchObject({ idalmacen: 'F1', unidades: 1, dto: 0, idarticulo: '' });
    expect(validar(v, validadoresInstalar)).toEqual({ idarticulo: 'Campo requerido' });
  });
  it('rechaza unidades no positivas y dto. fuera de 0..100', () => {
    const v = { ...valoresInicialesInstalar('F1'), idarticulo: 'a', unidades: 0, dto: 120 };
    expect(validar(v, validadoresInstalar)).toEqual({ unidades: UNIDADES_POSITIVAS, dto: DTO_FUERA });
  });
  it('crea un id de material del sistema solo si el parte tiene sistema', () => {
    expect(idsInstalacion(true, secuencia())).toEqual({ idlparte_trabajo: 'id-1', idmovimiento_stock: 'id-2', idmaterial_sistema: 'id-3' });
    expect(idsInstalacion(false, secuencia())).toEqual({ idlparte_trabajo: 'id-1', idmovimiento_stock: 'id-2', idmaterial_sistema: null });
  });
  it('pasa a los parámetros del mutador: textos vacíos a null, sin precio usa el del artículo', () => {
    const v = { idalmacen: 'F1', idarticulo: 'a', unidades: 2, precio: null, dto: 10, numserie: '  ', ubicacion: ' Salón ' };
    const p = paramsInstalarMaterial('P1', v, idsInstalacion(false, secuencia()));
    expect(p).toEqual({ idparte_trabajo: 'P1', idlparte_trabajo: 'id-1', idmovimiento_stock: 'id-2', idmaterial_sistema: null, idarticulo: 'a', idalmacen: 'F1', unidades: 2, dto: 10, numserie: null, ubicacion: 'Salón' });
    expect(paramsInstalarMaterial('P1', { ...v, precio: 12.5 }, idsInstalacion(false, secuencia())).precio).toBe(12.5);
  });
  it('importe previsto = precio × (1 − dto/100) × unidades, a 2 decimales', () => {
    expect(importePrevisto({ unidades: 3, precio: 10.99, dto: 15 }, null)).toBe(28.02);
    expect(importePrevisto({ unidades: 2, precio: null, dto: 0 }, 60.5)).toBe(121);
    expect(importePrevisto({ unidades: null, precio: 10, dto: 0 }, null)).toBeNull();
  });
});
