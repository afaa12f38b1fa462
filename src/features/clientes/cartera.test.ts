/** Cartera del comercial: sistemas activos y deuda pendiente por cliente y totales. */
import { describe, expect, it } from 'vitest';
import { filasCartera, resumenCartera } from './cartera';

describe('cartera', () => {
  it('cuenta sistemas activos y suma la deuda pendiente de cada cliente', () => {
    const filas = filasCartera(
      [
        { idcliente: 'a', codigo: 'C1', nombre: 'Ana' },
        { idcliente: 'b', codigo: 'C2', nombre: 'Bar Pepe' },
      ],
      [
        { idcliente: 'a', estado: 1 },
        { idcliente: 'a', estado: 0 },
        { idcliente: 'b', estado: 1 },
        { idcliente: 'b', estado: 2 },
      ],
      [
        { idcliente: 'a', total: 100, cobrado: 40, estado_deuda: 5, estado: 1 },
        { idcliente: 'a', total: 50, cobrado: 50, estado_deuda: 2, estado: 1 },
        { idcliente: 'b', total: 10.1, cobrado: 0, estado_deuda: 1, estado: 1 },
        { idcliente: 'b', total: 999, cobrado: 0, estado_deuda: 1, estado: 0 },
      ],
    );
    expect(filas.map((f) => [f.codigo, f.sistemas, f.deuda])).toEqual([
      ['C1', 1, 60],
      ['C2', 2, 10.1],
    ]);
    expect(resumenCartera(filas)).toEqual({ clientes: 2, sistemas: 3, deuda: 70.1 });
  });
});
