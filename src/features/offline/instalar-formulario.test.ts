/** Formulario 'Instalar material': reglas, la pregunta, los ids y los parámetros de instalarMaterialSync. */
import { describe, expect, it } from 'vitest';
import type { VigiaMetodos } from '../../../replication/cliente';
import { NUMERO_INCORRECTO } from '../../lib/validacion';
import { erroresDe } from '../../ui/formulario/declaracion';
import {
  DTO_FUERA,
  formularioInstalar,
  idsInstalacion,
  importePrevisto,
  paramsInstalarMaterial,
  PRECIO_NEGATIVO,
  UNIDADES_POSITIVAS,
  valoresInicialesInstalar,
  type ValoresInstalar,
} from './instalar-formulario';

const secuencia = () => {
  let n = 0;
  return () => `id-${++n}`;
};

const llamadas: { metodo: string; params: unknown }[] = [];
const db: Pick<VigiaMetodos, 'mutate'> = {
  mutate: (metodo, params) => {
    llamadas.push({ metodo, params });
    return Promise.resolve({ idsync_upload: 'u1', resultado: null });
  },
};
const declaracion = formularioInstalar({
  db,
  opcionesAlmacen: [{ valor: 'F1', etiqueta: 'Furgoneta' }],
  pintarArticulo: () => null,
  confirmar: (v) => ((v.unidades ?? 0) > 5 ? 'No hay existencias suficientes en el almacén (quedan 5)' : null),
  nuevoId: secuencia(),
});
const errores = (v: ValoresInstalar) => Object.fromEntries(erroresDe(declaracion, v).map((e) => [e.campo, e.error]));

describe('formulario Instalar material', () => {
  it('empieza en el almacén dado, 1 unidad y sin dto.; pide artículo', () => {
    const v = valoresInicialesInstalar('F1');
    expect(v).toMatchObject({ idalmacen: 'F1', unidades: 1, dto: 0, idarticulo: '' });
    expect(errores(v)).toEqual({ idarticulo: 'Campo requerido' });
  });
  it('rechaza unidades no positivas o sin escribir, precio negativo y dto. fuera de 0..100', () => {
    const v = { ...valoresInicialesInstalar('F1'), idarticulo: 'a', unidades: 0, dto: 120 };
    expect(errores(v)).toEqual({ unidades: UNIDADES_POSITIVAS, dto: DTO_FUERA });
    expect(errores({ ...v, unidades: null, dto: 0, precio: -1 })).toEqual({ unidades: 'Campo requerido', precio: PRECIO_NEGATIVO });
    expect(errores({ ...v, unidades: Number.NaN, dto: 0, numserie: 'x'.repeat(61) })).toEqual({ unidades: NUMERO_INCORRECTO, numserie: 'No puede ser mayor a 60 caracteres.' });
  });
  it('pregunta solo si la pantalla lo pide y manda instalarMaterialSync con ids nuevos (con sistema, también el material)', async () => {
    const v = { ...valoresInicialesInstalar('F1'), idarticulo: 'a', unidades: 2, numserie: ' NS-1 ' };
    const registro = { idparte_trabajo: 'P1', idsistema: 'S1' };
    expect(declaracion.confirmar?.({ valores: v, cambios: {}, registro })).toBeNull();
    expect(declaracion.confirmar?.({ valores: { ...v, unidades: 6 }, cambios: {}, registro })).toBe('No hay existencias suficientes en el almacén (quedan 5)');
    await declaracion.enviar({ valores: v, cambios: {}, registro });
    expect(llamadas).toHaveLength(1);
    expect(llamadas[0]?.metodo).toBe('parteTrabajo.instalarMaterialSync');
    expect(llamadas[0]?.params).toEqual({
      idparte_trabajo: 'P1',
      idlparte_trabajo: 'id-1',
      idmovimiento_stock: 'id-2',
      idmaterial_sistema: 'id-3',
      idarticulo: 'a',
      idalmacen: 'F1',
      unidades: 2,
      dto: 0,
      numserie: 'NS-1',
      ubicacion: null,
    });
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
