/** Formulario del cliente: validadores (NIF con DNI, NIE o CIF, correo, observaciones) y cambios de updateSync. */
import { describe, expect, it } from 'vitest';
import { calcularCambios, validar } from '../../ui/formulario/useFormulario';
import { aCambiosCliente, normalizadoresCliente, validadoresCliente, type ValoresCliente } from './cliente-formulario';
import { etiquetaEstadoCliente } from './clientes.labels';

const doc: ValoresCliente = { nif: '12345678Z', email: 'cliente@ejemplo.es', observaciones: '' };

describe('validadores del cliente', () => {
  it("NIF: acepta DNI, NIE y CIF; si no, 'El DNI no es correcto'", () => {
    for (const nif of ['12345678Z', 'X1234567L', 'B12345674', '', '12.345.678-z']) expect(validar({ ...doc, nif }, validadoresCliente).nif).toBeUndefined();
    for (const nif of ['12345678A', 'X1234567A', 'B12345675', '1234']) expect(validar({ ...doc, nif }, validadoresCliente).nif).toBe('El DNI no es correcto');
  });

  it('correo electrónico y observaciones de como mucho 4000 caracteres', () => {
    expect(validar({ ...doc, email: 'mal@' }, validadoresCliente).email).toBe('El correo electrónico no es correcto');
    expect(validar({ ...doc, observaciones: 'x'.repeat(4001) }, validadoresCliente).observaciones).toBe('No puede ser mayor a 4000 caracteres.');
    expect(validar(doc, validadoresCliente)).toEqual({});
  });
});

describe('cambios del cliente', () => {
  it('solo los campos cambiados, el NIF normalizado y los vacíos como null', () => {
    expect(calcularCambios(doc, { nif: '12345678-z' }, normalizadoresCliente)).toEqual({});
    expect(aCambiosCliente(calcularCambios(doc, { nif: 'x1234567l', email: ' ' }, normalizadoresCliente))).toEqual({ nif: 'X1234567L', email: null });
    expect(aCambiosCliente(calcularCambios(doc, { observaciones: 'Llamar antes' }, normalizadoresCliente))).toEqual({ observaciones: 'Llamar antes' });
  });

  it('estado de registro', () => {
    expect(etiquetaEstadoCliente(1)).toBe('Activo');
    expect(etiquetaEstadoCliente(0)).toBe('De baja');
  });
});
