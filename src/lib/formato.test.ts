import { describe, expect, it } from 'vitest';
import {
  formatearBytes,
  formatearEntero,
  formatearFecha,
  formatearFechaHora,
  formatearHora,
  formatearMoneda,
  importeParaEditar,
  leerFecha,
  leerImporte,
  leerNumero,
  plural,
  selloFichero,
} from './formato';

/** Intl separa la cifra del símbolo con un espacio duro (U+00A0). */
const sinEspaciosDuros = (t: string): string => t.replace(/\u00a0/g, ' ');

describe('formatearMoneda', () => {
  it('usa EUR con formato es-ES y dos decimales', () => {
    expect(sinEspaciosDuros(formatearMoneda(12.5))).toBe('12,50 €');
    expect(sinEspaciosDuros(formatearMoneda(0))).toBe('0,00 €');
    expect(sinEspaciosDuros(formatearMoneda(-3.456))).toBe('-3,46 €');
  });
  it('agrupa los miles a partir de cinco cifras (norma es-ES)', () => {
    expect(sinEspaciosDuros(formatearMoneda(12345.678))).toBe('12.345,68 €');
    // Con el separador de miles también en cuatro cifras (es-ES solo lo pone desde cinco), como '12.350,77 €'.
    expect(sinEspaciosDuros(formatearMoneda(1234.5))).toBe('1.234,50 €');
  });
});

describe('formatearEntero', () => {
  it('agrupa los miles con punto', () => {
    expect(formatearEntero(1234567)).toBe('1.234.567');
    expect(formatearEntero(7)).toBe('7');
  });
});

describe('formatearFecha', () => {
  it('convierte YYYY-MM-DD a dd/mm/yyyy sin pasar por zonas horarias', () => {
    expect(formatearFecha('2025-03-07')).toBe('07/03/2025');
    expect(formatearFecha('2024-12-31')).toBe('31/12/2024');
    expect(formatearFecha('2025-01-01T00:00:00Z')).toBe('01/01/2025');
  });
  it('muestra una raya si no hay fecha válida', () => {
    expect(formatearFecha(null)).toBe('—');
    expect(formatearFecha(undefined)).toBe('—');
    expect(formatearFecha('')).toBe('—');
    expect(formatearFecha('7/3/2025')).toBe('—');
  });
});

describe('formatearFechaHora y formatearHora', () => {
  it('muestra el instante en la zona pedida con reloj de 24 horas', () => {
    expect(formatearFechaHora('2025-03-07T13:05:09Z', 'UTC')).toBe('07/03/2025 13:05');
    expect(formatearFechaHora('2025-07-01T22:30:00Z', 'Europe/Madrid')).toBe('02/07/2025 00:30');
    expect(formatearHora('2025-01-15T23:59:00Z', 'Europe/Madrid')).toBe('00:59');
    expect(formatearHora('2025-01-15T08:00:00Z', 'UTC')).toBe('08:00');
  });
  it('nunca usa AM/PM', () => {
    expect(formatearHora('2025-01-15T15:00:00Z', 'UTC')).toBe('15:00');
  });
  it('acepta Date y devuelve una raya con valores vacíos o inválidos', () => {
    expect(formatearFechaHora(new Date(Date.UTC(2025, 0, 2, 3, 4)), 'UTC')).toBe('02/01/2025 03:04');
    expect(formatearFechaHora(null)).toBe('—');
    expect(formatearFechaHora('no es una fecha')).toBe('—');
    expect(formatearHora('')).toBe('—');
  });
});

describe('selloFichero', () => {
  it('da AAAAMMDD-HHMM', () => {
    expect(selloFichero(new Date(Date.UTC(2025, 2, 7, 14, 5)), 'UTC')).toBe('20250307-1405');
  });
});

describe('plural', () => {
  it('concuerda en número', () => {
    expect(plural(1, 'cambio', 'cambios')).toBe('1 cambio');
    expect(plural(0, 'cambio', 'cambios')).toBe('0 cambios');
    expect(plural(1500, 'cambio', 'cambios')).toBe('1500 cambios');
    expect(plural(15000, 'cambio', 'cambios')).toBe('15.000 cambios');
  });
});

describe('formatearBytes', () => {
  it('usa la unidad adecuada con coma decimal', () => {
    expect(formatearBytes(0)).toBe('0 bytes');
    expect(formatearBytes(1536)).toBe('1,5 KB');
    expect(formatearBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatearBytes(10 * 1024 ** 3)).toBe('10 GB');
  });
});

describe('leerNumero y leerImporte', () => {
  it('lee números escritos en es-ES', () => {
    expect(leerNumero('1.234,56')).toBe(1234.56);
    expect(leerNumero('12,5')).toBe(12.5);
    expect(leerNumero('12.5')).toBe(12.5);
    expect(leerNumero('1.234')).toBe(1234);
    expect(leerNumero('-3')).toBe(-3);
    expect(leerNumero(' 7 € ')).toBe(7);
    expect(leerNumero('')).toBeNull();
    expect(leerNumero('doce')).toBeNaN();
    expect(leerNumero('1,2,3')).toBeNaN();
  });
  it('redondea los importes a 2 decimales', () => {
    expect(leerImporte('10,005')).toBe(10.01);
    expect(leerImporte('1,005')).toBe(1.01);
    expect(leerImporte('2,344')).toBe(2.34);
    expect(leerImporte('')).toBeNull();
    expect(leerImporte('x')).toBeNaN();
  });
  it('importeParaEditar deja dos decimales con coma', () => {
    expect(importeParaEditar(1234.5)).toBe('1234,50');
    expect(importeParaEditar(0)).toBe('0,00');
    expect(importeParaEditar(null)).toBe('');
  });
});

describe('leerFecha', () => {
  it('convierte dd/mm/yyyy a YYYY-MM-DD', () => {
    expect(leerFecha('07/03/2025')).toBe('2025-03-07');
    expect(leerFecha('7/3/2025')).toBe('2025-03-07');
    expect(leerFecha('29/02/2024')).toBe('2024-02-29');
  });
  it('vacío → null; fechas imposibles o mal escritas → undefined', () => {
    expect(leerFecha('  ')).toBeNull();
    expect(leerFecha('31/02/2025')).toBeUndefined();
    expect(leerFecha('29/02/2025')).toBeUndefined();
    expect(leerFecha('2025-03-07')).toBeUndefined();
    expect(leerFecha('07/13/2025')).toBeUndefined();
  });
  it('ida y vuelta con formatearFecha', () => {
    expect(formatearFecha(leerFecha('31/12/2024'))).toBe('31/12/2024');
  });
});
