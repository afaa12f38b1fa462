/** Reglas puras de los contratos: estados, finalizar, el resumen de cuotas al céntimo y el IBAN enmascarado. */
import { describe, expect, it } from 'vitest';
import { cambiosFinalizar, ibanEnmascarado, nombreEstadoContrato, OPCIONES_FORMA_PAGO, OPCIONES_PERIODICIDAD, puedeAnular, puedeFinalizar, resumenCuotas } from './contratos';
import { textoCobrada } from './ContratoCuotasScreen';

const cuota = (importe: number, cobrada: boolean, estado = 1) => ({ importe, cobrada, estado });

describe('estados del contrato', () => {
  it('anulado 0, vigente 1, finalizado 2', () => {
    expect([0, 1, 2].map(nombreEstadoContrato)).toEqual(['Anulado', 'Vigente', 'Finalizado']);
    expect(nombreEstadoContrato(7)).toBe('Estado 7');
  });

  it('solo se finaliza uno vigente; se anula uno vigente o finalizado', () => {
    expect(puedeFinalizar({ estado: 1 })).toBe(true);
    expect(puedeFinalizar({ estado: 2 })).toBe(false);
    expect(puedeFinalizar({ estado: 0 })).toBe(false);
    expect(puedeAnular({ estado: 1 })).toBe(true);
    expect(puedeAnular({ estado: 2 })).toBe(true);
    expect(puedeAnular({ estado: 0 })).toBe(false);
  });

  it('finalizar pone el estado 2 y la fecha de fin de hoy si no tenía', () => {
    expect(cambiosFinalizar({ fecha_fin: null }, '2025-03-07')).toEqual({ estado: 2, fecha_fin: '2025-03-07' });
    expect(cambiosFinalizar({ fecha_fin: '2026-01-31' }, '2025-03-07')).toEqual({ estado: 2, fecha_fin: '2026-01-31' });
  });
});

describe('resumenCuotas', () => {
  it('cuenta las cuotas activas y las cobradas, y suma en céntimos exactos', () => {
    // 0,1 + 0,2 en coma flotante es 0,30000000000000004; en céntimos, 0,3.
    const r = resumenCuotas([cuota(0.1, true), cuota(0.2, true), cuota(0.7, false)]);
    expect(r).toEqual({ numero: 3, cobradas: 2, total: 1, cobrado: 0.3, pendiente: 0.7 });
  });

  it('las cuotas repartidas de un total suman el total y lo pendiente es lo que queda', () => {
    const importes = [33.34, 33.33, 33.33];
    const r = resumenCuotas(importes.map((i, n) => cuota(i, n === 0)));
    expect(r.total).toBe(100);
    expect(r.cobrado).toBe(33.34);
    expect(r.pendiente).toBe(66.66);
    // Doce cuotas de 19,99: 239,88 al céntimo (sumando euros, 239,87999999999997).
    const doce = resumenCuotas(Array.from({ length: 12 }, (_, i) => cuota(19.99, i < 5)));
    expect(doce).toEqual({ numero: 12, cobradas: 5, total: 239.88, cobrado: 99.95, pendiente: 139.93 });
  });

  it('no cuenta las cuotas de estado 0; sin cuotas, todo a cero', () => {
    expect(resumenCuotas([cuota(50, false), cuota(999, true, 0)])).toEqual({ numero: 1, cobradas: 0, total: 50, cobrado: 0, pendiente: 50 });
    expect(resumenCuotas([])).toEqual({ numero: 0, cobradas: 0, total: 0, cobrado: 0, pendiente: 0 });
  });

  it('cobrada se lee con su fecha de cobro', () => {
    expect(textoCobrada({ cobrada: true, fcobro: '2025-03-05' })).toBe('Sí, el 05/03/2025');
    expect(textoCobrada({ cobrada: true, fcobro: null })).toBe('Sí');
    expect(textoCobrada({ cobrada: false, fcobro: null })).toBe('No');
  });
});

describe('textos de pago', () => {
  it('formas de pago y periodicidades con sus nombres', () => {
    expect(OPCIONES_FORMA_PAGO).toContainEqual({ valor: 'domiciliacion', etiqueta: 'Recibo domiciliado (SEPA)' });
    expect(OPCIONES_FORMA_PAGO).toHaveLength(5);
    expect(OPCIONES_PERIODICIDAD.map((o) => o.valor)).toEqual(['mensual', 'trimestral', 'semestral', 'anual']);
  });

  it('el IBAN enseña el país, el control y las cuatro últimas cifras', () => {
    expect(ibanEnmascarado('ES7621000418401234567891')).toBe('ES76 **** **** **** **** 7891');
    expect(ibanEnmascarado('es76 2100 0418 4012 3456 7891')).toBe('ES76 **** **** **** **** 7891');
    expect(ibanEnmascarado('ES12345')).toBe('*******');
  });
});
