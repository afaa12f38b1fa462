/** Formulario del parte: reglas (descripción, observaciones, fechas) y los cambios de parteTrabajo.updateSync. */
import { describe, expect, it } from 'vitest';
import { cambiosDe, erroresDe } from '../../ui/formulario/declaracion';
import { aCambiosParte, formularioParte, leerEstado, type ValoresParte } from './parte-formulario';
import { etiquetasEstadoParte, etiquetaEstadoParte, opcionesEstadoParte } from './partes.labels';

const doc: ValoresParte = {
  descripcion: 'Revisión anual',
  observaciones: 'Sirena revisada',
  estado: '1',
  clasificacion: 'revision',
  fecha: '2025-03-07',
  ffijada: null,
};
const d = formularioParte({ mutate: () => Promise.reject(new Error('no se llama')) });
const errores = (v: ValoresParte) => Object.fromEntries(erroresDe(d, v).map((e) => [e.campo, e.error]));
const cambios = (v: Partial<ValoresParte>, base: ValoresParte = doc) => aCambiosParte(cambiosDe(d.campos, base, { ...base, ...v }));

describe('reglas del parte', () => {
  it('descripción requerida y de como mucho 500 caracteres', () => {
    expect(errores({ ...doc, descripcion: '  ' }).descripcion).toBe('Campo requerido');
    expect(errores({ ...doc, descripcion: 'a'.repeat(501) }).descripcion).toBe('No puede ser mayor a 500 caracteres.');
    expect(errores(doc)).toEqual({});
  });
  it('observaciones de como mucho 4000 caracteres', () => {
    expect(errores({ ...doc, observaciones: 'a'.repeat(4000) }).observaciones).toBeUndefined();
    expect(errores({ ...doc, observaciones: 'a'.repeat(4001) }).observaciones).toBe('No puede ser mayor a 4000 caracteres.');
  });
  it('fecha requerida y bien escrita; fecha fijada opcional', () => {
    expect(errores({ ...doc, fecha: null }).fecha).toBe('Campo requerido');
    expect(errores({ ...doc, fecha: '31/02/2025' }).fecha).toBe('La fecha no es correcta (dd/mm/aaaa)');
    expect(errores({ ...doc, ffijada: '2025-03-08' }).ffijada).toBeUndefined();
  });
});

describe('cambios del parte', () => {
  it('solo los campos que difieren; vaciar observaciones manda null; el estado como número', () => {
    expect(cambios({})).toEqual({});
    expect(cambios({ observaciones: 'Sirena revisada' })).toEqual({});
    expect(cambios({ observaciones: '   ' })).toEqual({ observaciones: null });
    expect(cambios({ estado: '2', fecha: '2025-03-08' })).toEqual({ estado: 2, fecha: '2025-03-08' });
    expect(cambios({ observaciones: '' }, { ...doc, observaciones: '' })).toEqual({});
  });
  it('una clasificación que no está en la lista se puede ver y conservar', () => {
    const c = d.campos.find((x) => x.campo === 'clasificacion');
    if (c === undefined || c.tipo !== 'seleccion' || typeof c.opciones !== 'function') throw new Error('clasificación');
    expect(c.opciones({ ...doc, clasificacion: 'otra_vieja' }).some((o) => o.valor === 'otra_vieja')).toBe(true);
  });
});

describe('estados de parte', () => {
  it('leerEstado solo acepta 0, 1 y 2', () => {
    expect(leerEstado('0')).toBe(0);
    expect(leerEstado('2')).toBe(2);
    expect(leerEstado('3')).toBeNull();
    expect(leerEstado('')).toBeNull();
    expect(leerEstado('1.5')).toBeNull();
  });
  it('etiquetas y orden del desplegable', () => {
    expect(etiquetasEstadoParte).toEqual({ 0: 'Anulado', 1: 'Pendiente', 2: 'Finalizado' });
    expect(opcionesEstadoParte.map((e) => etiquetasEstadoParte[e])).toEqual(['Pendiente', 'Finalizado', 'Anulado']);
    expect(etiquetaEstadoParte(7)).toBe('Estado 7');
  });
});
