import { describe, expect, it } from 'vitest';
import { construirCobro, totalLineas, validarImporte } from './cobro';

describe('cobro', () => {
  it('el importe propuesto es el total de las líneas activas, a 2 decimales', () => {
    expect(totalLineas([{ importe: 100.1, estado: 1 }, { importe: 20.9, estado: 1 }, { importe: 999, estado: 0 }])).toBe(121);
    expect(totalLineas([{ importe: 0.1, estado: 1 }, { importe: 0.2, estado: 1 }])).toBe(0.3);
    expect(totalLineas([])).toBe(0);
  });
  it('valida el importe', () => {
    expect(validarImporte(121)).toBeNull();
    expect(validarImporte(0)).toBe('El importe debe ser mayor que 0');
    expect(validarImporte(-3)).toBe('El importe debe ser mayor que 0');
    expect(validarImporte(Number.NaN)).toBe('El importe debe ser mayor que 0');
    expect(validarImporte(null)).toBe('Campo requerido');
  });
  it('construye el documento con un recibo único por cobro (técnico, fecha y UUID)', () => {
    const ahora = new Date('2025-03-07T10:00:00.000Z');
    const base = { idparte_trabajo: 'P1', idtecnico: '7', importe: 121.004, forma_pago: 'tarjeta' as const, observaciones: '  ', ahora };
    const a = construirCobro({ ...base, idcobro: '3f2a9c1e-0000-4000-8000-000000000001' });
    const b = construirCobro({ ...base, idcobro: '9b7d0a44-0000-4000-8000-000000000001' });
    expect(a).toEqual({
      idcobro: '3f2a9c1e-0000-4000-8000-000000000001', idparte_trabajo: 'P1', importe: 121, forma_pago: 'tarjeta',
      recibo: 'R7-20250307-3F2A9C1E', observaciones: null, fecha: '2025-03-07T10:00:00.000Z',
    });
    expect(b.recibo).toBe('R7-20250307-9B7D0A44');
    expect(construirCobro({ ...base, idcobro: 'x', observaciones: ' pagado en mano ' }).observaciones).toBe('pagado en mano');
  });
});
