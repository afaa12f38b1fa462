import { describe, expect, it } from 'vitest';
import { calcularCambios, soltarGuardados, validar } from '../../ui/formulario/useFormulario';
import { aCambiosParte, leerEstado, normalizadoresParte, validadoresParte, type ValoresParte } from './parte-formulario';
import { etiquetasEstadoParte, etiquetaEstadoParte, opcionesEstadoParte } from './partes.labels';

const doc: ValoresParte = {
  descripcion: 'Revisión anual',
  observaciones: 'Sirena revisada',
  estado: 1,
  clasificacion: 'revision',
  fecha: '2025-03-07',
  ffijada: null,
};

describe('validadores del parte', () => {
  it('descripción requerida y de como mucho 500 caracteres', () => {
    expect(validar({ ...doc, descripcion: '  ' }, validadoresParte).descripcion).toBe('Campo requerido');
    expect(validar({ ...doc, descripcion: 'a'.repeat(501) }, validadoresParte).descripcion).toBe('No puede ser mayor a 500 caracteres.');
    expect(validar(doc, validadoresParte)).toEqual({});
  });
  it('observaciones de como mucho 4000 caracteres', () => {
    expect(validar({ ...doc, observaciones: 'a'.repeat(4000) }, validadoresParte).observaciones).toBeUndefined();
    expect(validar({ ...doc, observaciones: 'a'.repeat(4001) }, validadoresParte).observaciones).toBe('No puede ser mayor a 4000 caracteres.');
  });
  it('fecha requerida y bien escrita; fecha fijada opcional', () => {
    expect(validar({ ...doc, fecha: null }, validadoresParte).fecha).toBe('Campo requerido');
    expect(validar({ ...doc, fecha: '31/02/2025' }, validadoresParte).fecha).toBe('La fecha no es correcta (dd/mm/aaaa)');
    expect(validar({ ...doc, ffijada: '2025-03-08' }, validadoresParte).ffijada).toBeUndefined();
  });
});

describe('cambios del parte', () => {
  it('solo los campos que difieren; vaciar observaciones manda null', () => {
    expect(aCambiosParte(calcularCambios(doc, {}, normalizadoresParte))).toEqual({});
    expect(aCambiosParte(calcularCambios(doc, { observaciones: 'Sirena revisada' }, normalizadoresParte))).toEqual({});
    expect(aCambiosParte(calcularCambios(doc, { observaciones: '   ' }, normalizadoresParte))).toEqual({ observaciones: null });
    expect(aCambiosParte(calcularCambios(doc, { estado: 2, fecha: '2025-03-08' }, normalizadoresParte))).toEqual({ estado: 2, fecha: '2025-03-08' });
    expect(aCambiosParte(calcularCambios({ ...doc, observaciones: '' }, { observaciones: '' }, normalizadoresParte))).toEqual({});
  });
  it('tras guardar, el borrador se suelta cuando el documento ya lo refleja', () => {
    const borrador = { observaciones: 'Nueva' };
    expect(soltarGuardados(doc, borrador, { observaciones: 'Nueva' }, normalizadoresParte)).toEqual(borrador);
    expect(soltarGuardados({ ...doc, observaciones: 'Nueva' }, borrador, { observaciones: 'Nueva' }, normalizadoresParte)).toEqual({});
    expect(soltarGuardados({ ...doc, observaciones: 'Nueva' }, { observaciones: 'Nueva y más' }, { observaciones: 'Nueva' }, normalizadoresParte)).toEqual({
      observaciones: 'Nueva y más',
    });
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
