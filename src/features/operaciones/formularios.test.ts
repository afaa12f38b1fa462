/** Formularios de la operación, de sus líneas y de la anotación desde un parte: reglas y lo que mandan. */
import { describe, expect, it } from 'vitest';
import { erroresDe, type DeclaracionFormulario } from '../../ui/formulario/declaracion';
import { formularioLinea, importeDeValores, valoresLinea, type ValoresLinea } from './linea-formulario';
import { cambiosOperacion, documentoOperacion, formularioOperacion, valoresOperacionNueva, type ValoresOperacion } from './operacion-formulario';
import type { Operacion, Titular } from './operaciones';
import { formularioSimpleAdd } from './SimpleAddScreen';

const sinMotor = { mutate: () => Promise.reject(new Error('no se llama')) };
/** Un motor que apunta cada llamada a mutate. */
const grabador = () => {
  const llamadas: [string, unknown][] = [];
  const mutate = (metodo: string, params: unknown) => {
    llamadas.push([metodo, params]);
    return Promise.resolve({ idsync_upload: 'u', resultado: null });
  };
  return { llamadas, motor: { mutate } };
};
const titular: Titular = { tipo: 'potencial', id: 'p1', nombre: 'Bar Pepe', iddelegacion: '4' };
const errorDe = <V,>(d: Pick<DeclaracionFormulario<V, unknown>, 'campos' | 'entidad'>, v: V, campo: keyof V) => erroresDe(d, v).find((e) => e.campo === campo)?.error;

describe('operación', () => {
  const alta = formularioOperacion({ motor: sinMotor, modo: 'alta', idcomercial: 'c9', hoy: '2025-03-07' });
  const valido: ValoresOperacion = { ...valoresOperacionNueva(titular), titulo: 'CCTV almacén' };

  it('titular y título requeridos; probabilidad 0–100; perdida pide motivo', () => {
    expect(erroresDe(alta, valido)).toEqual([]);
    expect(errorDe(alta, { ...valido, titular: null }, 'titular')).toBe('Campo requerido');
    expect(errorDe(alta, { ...valido, titulo: '' }, 'titulo')).toBe('Campo requerido');
    expect(errorDe(alta, { ...valido, probabilidad: 101 }, 'probabilidad')).toBe('La probabilidad tiene que estar entre 0 y 100');
    expect(errorDe(alta, { ...valido, importe_estimado: -1 }, 'importe_estimado')).toBe('El importe no puede ser negativo');
    expect(errorDe(alta, { ...valido, etapa: 'perdida' }, 'motivo_perdida')).toBe('Di por qué se perdió la operación');
    expect(errorDe(alta, { ...valido, etapa: 'perdida', motivo_perdida: 'Precio' }, 'motivo_perdida')).toBeUndefined();
  });

  it('el alta lleva la delegación del titular, el comercial y el otro id vacío', () => {
    const doc = documentoOperacion({ ...valido, etapa: 'ganada' }, titular, { idcomercial: 'c9', hoy: '2025-03-07', origen: { idsistema: 's1' } }, 'op1');
    expect(doc).toMatchObject({ idoperacioncrm: 'op1', idcliente: '', idcliente_potencial: 'p1', iddelegacion: '4', idcomercial: 'c9', idsistema: 's1', fecha_alta: '2025-03-07', fcierre: '2025-03-07', etapa: 'ganada', motivo_perdida: null });
  });

  it('edición: cerrar como perdida pone la fecha de cierre; reabrir la quita y el motivo', () => {
    const actual = { etapa: 'negociacion', fcierre: null, motivo_perdida: null } as unknown as Operacion;
    expect(cambiosOperacion({ etapa: 'perdida', motivo_perdida: 'Caro' }, actual, '2025-03-07')).toEqual({ etapa: 'perdida', fcierre: '2025-03-07', motivo_perdida: 'Caro' });
    const perdida = { etapa: 'perdida', fcierre: '2025-01-01', motivo_perdida: 'Caro' } as unknown as Operacion;
    expect(cambiosOperacion({ etapa: 'propuesta' }, perdida, '2025-03-07')).toEqual({ etapa: 'propuesta', fcierre: null, motivo_perdida: null });
  });

  it('el alta manda operacionCrm.insertSync', async () => {
    const { llamadas, motor } = grabador();
    const d = formularioOperacion({ motor, modo: 'alta', idcomercial: 'c9', hoy: '2025-03-07', nuevoId: () => 'op2' });
    await d.enviar({ valores: valido, cambios: {}, registro: null });
    expect(llamadas.at(-1)).toEqual(['operacionCrm.insertSync', { doc: expect.objectContaining({ idoperacioncrm: 'op2', titulo: 'CCTV almacén', idcliente_potencial: 'p1' }) }]);
  });
});

describe('línea', () => {
  const d = formularioLinea(sinMotor, 'op1');
  const v: ValoresLinea = { descripcion: 'Cámara domo', unidades: 3, precio: 19.99, dto: 15 };

  it('reglas con los textos del servidor', () => {
    expect(erroresDe(d, v)).toEqual([]);
    expect(errorDe(d, { ...v, unidades: 0 }, 'unidades')).toBe('Las unidades tienen que ser mayores que 0');
    expect(errorDe(d, { ...v, dto: 120 }, 'dto')).toBe('El descuento tiene que estar entre 0 y 100');
    expect(errorDe(d, { ...v, precio: -1 }, 'precio')).toBe('El precio no puede ser negativo');
    expect(errorDe(d, { ...v, descripcion: '' }, 'descripcion')).toBe('Campo requerido');
  });

  it('el importe que enseña el pie es el de la regla de la línea', () => {
    expect(importeDeValores(v)).toBe(50.97);
    expect(importeDeValores({ ...v, precio: null })).toBe(0);
    expect(valoresLinea(null)).toEqual({ descripcion: '', unidades: 1, precio: null, dto: 0 });
  });

  it('alta con loperacionCrm.insertSync', async () => {
    const { llamadas, motor } = grabador();
    await formularioLinea(motor, 'op1', () => 'l1').enviar({ valores: v, cambios: v, registro: null });
    expect(llamadas.at(-1)).toEqual(['loperacionCrm.insertSync', { doc: { idloperacioncrm: 'l1', idoperacioncrm: 'op1', idarticulo: null, descripcion: 'Cámara domo', unidades: 3, precio: 19.99, dto: 15, estado: 1 } }]);
  });
});

describe('anotar una venta desde un parte', () => {
  it('título requerido y operacionCrm.simpleAddSync con el parte', async () => {
    const { llamadas, motor } = grabador();
    const d = formularioSimpleAdd(motor, () => 'op3');
    expect(errorDe(d, { titulo: '', descripcion: '' }, 'titulo')).toBe('Campo requerido');
    await d.enviar({ valores: { titulo: 'Ampliar CCTV', descripcion: '' }, cambios: {}, registro: { idparte_trabajo: 'pt1' } });
    expect(llamadas.at(-1)).toEqual(['operacionCrm.simpleAddSync', { idoperacioncrm: 'op3', idparte_trabajo: 'pt1', titulo: 'Ampliar CCTV', descripcion: null }]);
  });
});
