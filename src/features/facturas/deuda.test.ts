/** Deuda de las facturas: pendiente por factura y totales. */
import { describe, expect, it } from 'vitest';
import { etiquetaEstadoDeuda, pendienteFactura, totalesFacturas } from './deuda';

describe('deuda de las facturas', () => {
  it('pendiente = total − cobrado en los estados 1, 3 y 5', () => {
    expect(pendienteFactura({ total: 121, cobrado: 0, estado_deuda: 1 })).toBe(121);
    expect(pendienteFactura({ total: 121, cobrado: 21.1, estado_deuda: 5 })).toBe(99.9);
    expect(pendienteFactura({ total: 50, cobrado: 0, estado_deuda: 3 })).toBe(50);
    expect(pendienteFactura({ total: 121, cobrado: 121, estado_deuda: 2 })).toBe(0);
    expect(pendienteFactura({ total: 80, cobrado: 0, estado_deuda: 4 })).toBe(0);
  });

  it('totales al céntimo', () => {
    const fs = [
      { total: 0.1, cobrado: 0, estado_deuda: 1 },
      { total: 0.2, cobrado: 0.05, estado_deuda: 5 },
      { total: 100, cobrado: 100, estado_deuda: 2 },
      { total: 30, cobrado: 0, estado_deuda: 4 },
    ];
    expect(totalesFacturas(fs)).toEqual({ total: 130.3, cobrado: 100.05, pendiente: 0.25 });
    expect(totalesFacturas([])).toEqual({ total: 0, cobrado: 0, pendiente: 0 });
  });

  it('etiquetas de la especificación', () => {
    expect([1, 2, 3, 4, 5].map(etiquetaEstadoDeuda)).toEqual(['Pendiente', 'Cobrada', 'Dudoso cobro', 'Incobrable', 'Parcialmente cobrada']);
  });
});
