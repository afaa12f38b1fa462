import { describe, expect, it } from 'vitest';
import { calcularCambios, esValido, hayCambios, leerEstado, soltarGuardados, validarParte, valoresVisibles } from './parte-formulario';
import { etiquetasEstadoParte, etiquetaEstadoParte, opcionesEstadoParte } from './partes.labels';

const doc = { observaciones: 'Sirena revisada', estado: 1 };

describe('valoresVisibles', () => {
  it('muestra el documento en los campos no tocados y el borrador en los tocados', () => {
    expect(valoresVisibles(doc, {})).toEqual({ observaciones: 'Sirena revisada', estado: 1 });
    expect(valoresVisibles(doc, { estado: 2 })).toEqual({ observaciones: 'Sirena revisada', estado: 2 });
    expect(valoresVisibles({ observaciones: null, estado: 1 }, {})).toEqual({ observaciones: '', estado: 1 });
  });
  it('un cambio del documento por debajo se ve si el campo no se ha tocado, y no pisa lo escrito', () => {
    const borrador = { observaciones: 'Escribiendo…' };
    const cambiado = { observaciones: 'Cambiado en otra pestaña', estado: 2 };
    expect(valoresVisibles(cambiado, borrador)).toEqual({ observaciones: 'Escribiendo…', estado: 2 });
  });
});

describe('calcularCambios', () => {
  it('solo manda los campos que difieren', () => {
    expect(calcularCambios(doc, {})).toEqual({});
    expect(calcularCambios(doc, { observaciones: 'Sirena revisada' })).toEqual({});
    expect(calcularCambios(doc, { observaciones: 'Otra cosa' })).toEqual({ observaciones: 'Otra cosa' });
    expect(calcularCambios(doc, { estado: 2 })).toEqual({ estado: 2 });
    expect(calcularCambios(doc, { estado: 1, observaciones: 'x' })).toEqual({ observaciones: 'x' });
  });
  it('vaciar las observaciones las deja en null; vacío frente a null no es un cambio', () => {
    expect(calcularCambios(doc, { observaciones: '' })).toEqual({ observaciones: null });
    expect(calcularCambios(doc, { observaciones: '   ' })).toEqual({ observaciones: null });
    expect(calcularCambios({ observaciones: null, estado: 1 }, { observaciones: '' })).toEqual({});
  });
  it('hayCambios', () => {
    expect(hayCambios({})).toBe(false);
    expect(hayCambios({ estado: 0 })).toBe(true);
  });
});

describe('validarParte', () => {
  it('observaciones de como mucho 4000 caracteres', () => {
    expect(esValido(validarParte({ observaciones: 'a'.repeat(4000) }))).toBe(true);
    const errores = validarParte({ observaciones: 'a'.repeat(4001) });
    expect(errores.observaciones).toBe('No puede ser mayor a 4000 caracteres.');
    expect(esValido(errores)).toBe(false);
  });
});

describe('soltarGuardados', () => {
  it('suelta el borrador guardado cuando el documento ya lo refleja', () => {
    const guardados = { observaciones: 'Nueva', estado: 2 as const };
    const borrador = { observaciones: 'Nueva', estado: 2 as const };
    expect(soltarGuardados(doc, borrador, guardados)).toEqual(borrador);
    expect(soltarGuardados({ observaciones: 'Nueva', estado: 2 }, borrador, guardados)).toEqual({});
  });
  it('conserva lo que se siguió escribiendo después de guardar', () => {
    const guardados = { observaciones: 'Nueva' };
    expect(soltarGuardados({ observaciones: 'Nueva', estado: 1 }, { observaciones: 'Nueva y más' }, guardados)).toEqual({ observaciones: 'Nueva y más' });
  });
  it('observaciones vaciadas (null) también se sueltan', () => {
    expect(soltarGuardados({ observaciones: null, estado: 1 }, { observaciones: '' }, { observaciones: null })).toEqual({});
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
