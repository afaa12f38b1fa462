import { describe, expect, it } from 'vitest';
import { importeLinea } from '../schemas';
import { comprobarIban, esIban, IBAN_INCORRECTO, normalizarIban } from './iban';
import { esCodigoPostal, esTelefono, MENSAJES_COMERCIAL, VALIDACIONES_DOCUMENTO } from './validacion-comercial';
import { validarCampos, validarDocumentoEntero } from './validacion-campos';

describe('IBAN', () => {
  it('acepta IBAN reales con sus dígitos de control, con o sin espacios', () => {
    expect(esIban('ES91 2100 0418 4502 0005 1332')).toBe(true);
    expect(esIban('es7921000813610123456789')).toBe(true);
    expect(esIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(esIban('GB29 NWBK 6016 1331 9268 19')).toBe(true);
  });
  it('rechaza un dígito cambiado, dos cifras traspuestas, una longitud española errónea o basura', () => {
    expect(esIban('ES91 2100 0418 4502 0005 1333')).toBe(false);
    expect(esIban('ES91 2100 0418 4502 0005 3132')).toBe(false);
    expect(esIban('ES91 2100 0418 4502 0005 133')).toBe(false);
    expect(esIban('ES9X21000418450200051332')).toBe(false);
    expect(esIban('')).toBe(false);
    expect(comprobarIban(12)).toBe(IBAN_INCORRECTO);
    expect(normalizarIban('es91 2100-0418')).toBe('ES9121000418');
  });
  it('el mutador rechaza con el mensaje de la pantalla', () => {
    expect(() => validarCampos('cuentabancaria', { iban: 'ES9121000418450200051333' })).toThrow('El IBAN no es correcto');
    expect(() => validarCampos('cuentabancaria', { iban: 'ES9121000418450200051332' })).not.toThrow();
  });
});

describe('regla de dinero de las líneas', () => {
  it('precio × (1 − dto/100) × unidades, a 2 decimales', () => {
    expect(importeLinea(90, 10, 2)).toBe(162);
    expect(importeLinea(19.99, 15, 3)).toBe(50.97);
    expect(importeLinea(0.1, 0, 3)).toBe(0.3);
    expect(importeLinea(33.333, 0, 1)).toBe(33.33);
    expect(importeLinea(100, 100, 5)).toBe(0);
  });
});

describe('campos comerciales', () => {
  it('código postal y teléfono españoles', () => {
    expect(esCodigoPostal('28001')).toBe(true);
    expect(esCodigoPostal('53001')).toBe(false);
    expect(esCodigoPostal('2800')).toBe(false);
    expect(esTelefono('+34 600 11 22 33')).toBe(true);
    expect(esTelefono('91-555.12.34')).toBe(true);
    expect(esTelefono('abc')).toBe(false);
    expect(esTelefono('123')).toBe(false);
  });
  it('líneas: unidades, precio y descuento', () => {
    expect(() => validarCampos('loperacioncrm', { unidades: 0 })).toThrow(MENSAJES_COMERCIAL.unidades);
    expect(() => validarCampos('loperacioncrm', { dto: 101 })).toThrow(MENSAJES_COMERCIAL.dto);
    expect(() => validarCampos('loperacioncrm', { precio: -1 })).toThrow(MENSAJES_COMERCIAL.precio);
  });
  it('reglas entre campos sobre el documento entero', () => {
    const cita = { idcliente: '', idcliente_potencial: 'CP1', inicio: '2026-11-27T10:00:00.000Z', fin: '2026-11-27T09:00:00.000Z' };
    expect(() => validarDocumentoEntero('cita', cita)).toThrow(MENSAJES_COMERCIAL.finAntesDeInicio);
    expect(() => validarDocumentoEntero('cita', { ...cita, fin: '2026-11-27T11:00:00.000Z' })).not.toThrow();
    expect(() => validarDocumentoEntero('cita', { ...cita, idcliente_potencial: '', fin: '2026-11-27T11:00:00.000Z' })).toThrow(MENSAJES_COMERCIAL.sinDueno);
    expect(() => validarDocumentoEntero('cuentabancaria', { idcliente: 'C1', idcliente_potencial: '', remesable: true, fmandato: null })).toThrow(MENSAJES_COMERCIAL.remesableSinMandato);
    expect(() => validarDocumentoEntero('operacioncrm', { idcliente: 'C1', idcliente_potencial: '', etapa: 'perdida', motivo_perdida: '' })).toThrow(MENSAJES_COMERCIAL.perdidaSinMotivo);
    expect(Object.keys(VALIDACIONES_DOCUMENTO).sort()).toEqual(['cita', 'cuentabancaria', 'estudiofinanciero', 'operacioncrm', 'presupuestocli', 'representante']);
  });
});
