/** Formulario del cliente: reglas (NIF con DNI, NIE o CIF, correo, observaciones) y cambios de updateSync. */
import { describe, expect, it } from 'vitest';
import { cambiosDe, erroresDe } from '../../ui/formulario/declaracion';
import { aCambiosCliente, formularioCliente, type ValoresCliente } from './cliente-formulario';
import { etiquetaEstadoCliente } from './clientes.labels';

const doc: ValoresCliente = { nif: '12345678Z', email: 'cliente@ejemplo.es', observaciones: '' };
const declaracion = formularioCliente({ mutate: () => Promise.reject(new Error('no se llama')) });
const errorDe = (v: ValoresCliente, campo: keyof ValoresCliente): string | undefined => erroresDe(declaracion, v).find((e) => e.campo === campo)?.error;

describe('reglas del cliente', () => {
  it("NIF: acepta DNI, NIE y CIF; si no, 'El DNI no es correcto'", () => {
    for (const nif of ['12345678Z', 'X1234567L', 'B12345674', '', '12.345.678-z']) expect(errorDe({ ...doc, nif }, 'nif')).toBeUndefined();
    for (const nif of ['12345678A', 'X1234567A', 'B12345675', '1234']) expect(errorDe({ ...doc, nif }, 'nif')).toBe('El DNI no es correcto');
  });

  it('correo electrónico y observaciones de como mucho 4000 caracteres', () => {
    expect(errorDe({ ...doc, email: 'mal@' }, 'email')).toBe('El correo electrónico no es correcto');
    expect(errorDe({ ...doc, observaciones: 'x'.repeat(4001) }, 'observaciones')).toBe('No puede ser mayor a 4000 caracteres.');
    expect(erroresDe(declaracion, doc)).toEqual([]);
  });
});

describe('cambios del cliente', () => {
  it('solo los campos cambiados, el NIF normalizado y los vacíos como null', () => {
    expect(cambiosDe(declaracion.campos, doc, { ...doc, nif: '12345678-z' })).toEqual({});
    expect(aCambiosCliente(cambiosDe(declaracion.campos, doc, { ...doc, nif: 'x1234567l', email: ' ' }))).toEqual({ nif: 'X1234567L', email: null });
    expect(aCambiosCliente(cambiosDe(declaracion.campos, doc, { ...doc, observaciones: 'Llamar antes' }))).toEqual({ observaciones: 'Llamar antes' });
  });

  it('estado de registro', () => {
    expect(etiquetaEstadoCliente(1)).toBe('Activo');
    expect(etiquetaEstadoCliente(0)).toBe('De baja');
  });
});
