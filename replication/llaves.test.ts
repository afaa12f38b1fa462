/** Custodia de llaves: mensajes de un llavero fuera o dentro y cuándo está vencido. */
import { describe, expect, it } from 'vitest';
import { estaVencido, MENSAJES_LLAVES } from './llaves';

describe('llaves', () => {
  it('los mensajes de un llavero que ya está fuera o dentro', () => {
    expect(MENSAJES_LLAVES.yaFuera('LL-001', 'Pedro Sanz')).toBe('El llavero LL-001 ya está fuera (lo tiene Pedro Sanz)');
    expect(MENSAJES_LLAVES.yaFuera('LL-001', null)).toBe('El llavero LL-001 ya está fuera');
    expect(MENSAJES_LLAVES.yaDentro('LL-001')).toBe('El llavero LL-001 ya está dentro');
    expect(MENSAJES_LLAVES.dni).toBe('El DNI no es correcto');
  });

  it('vencido: fuera y con la devolución prevista ya pasada (la hora exacta aún no)', () => {
    const fuera = { situacion: 'fuera' as const, fprevista_devolucion: '2026-11-21T18:00:00.000Z' };
    expect(estaVencido(fuera, '2026-11-21T18:00:01.000Z')).toBe(true);
    expect(estaVencido(fuera, '2026-11-21T18:00:00.000Z')).toBe(false);
    expect(estaVencido(fuera, '2026-11-21T19:30:00+02:00')).toBe(false);
    expect(estaVencido({ situacion: 'fuera', fprevista_devolucion: null }, '2030-01-01T00:00:00Z')).toBe(false);
    expect(estaVencido({ situacion: 'dentro', fprevista_devolucion: '2026-11-21T18:00:00.000Z' }, '2030-01-01T00:00:00Z')).toBe(false);
  });
});
