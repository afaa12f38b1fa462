import { describe, expect, it } from 'vitest';
import { comprobarImporteCaja, MENSAJES_CAJA, saldoCaja, saldosAcumulados, VALIDACIONES_DOCUMENTO_CAJA } from './caja';
import { REGLAS_ESCRITURA_CAJA } from './mutadores/caja';

const m = (idmovcaja: string, tipo: 'ingreso' | 'gasto', importe: number, fecha: string, estado = 1) => ({ idmovcaja, tipo, importe, fecha, estado });

describe('caja', () => {
  it('el importe es positivo, con dos decimales como mucho y hasta un millón', () => {
    expect(comprobarImporteCaja(12.35)).toBeNull();
    expect(comprobarImporteCaja(0)).toBe(MENSAJES_CAJA.importe);
    expect(comprobarImporteCaja(-3)).toBe(MENSAJES_CAJA.importe);
    expect(comprobarImporteCaja(1.005)).toBe(MENSAJES_CAJA.importe);
    expect(comprobarImporteCaja('3')).toBe(MENSAJES_CAJA.importe);
    expect(comprobarImporteCaja(1_000_000.01)).toBe(MENSAJES_CAJA.importeMaximo);
  });

  it('el saldo acumulado va en orden de fecha y es exacto al céntimo; lo anulado no cuenta', () => {
    const movs = [
      m('b', 'gasto', 7.1, '2026-11-21T10:00:00Z'),
      m('a', 'ingreso', 12.35, '2026-11-20T10:00:00Z'),
      m('c', 'ingreso', 0.1, '2026-11-22T10:00:00Z'),
      m('d', 'gasto', 0.2, '2026-11-22T11:00:00Z'),
      m('x', 'gasto', 99, '2026-11-22T12:00:00Z', 0),
    ];
    expect([...saldosAcumulados(100, movs)]).toEqual([['a', 112.35], ['b', 105.25], ['c', 105.35], ['d', 105.15]]);
    expect(saldoCaja(100, movs)).toBe(105.15);
    // 0,1 + 0,2 en coma flotante no es 0,3; en céntimos, sí.
    expect(saldoCaja(0, [m('1', 'ingreso', 0.1, '2026-01-01T00:00:00Z'), m('2', 'ingreso', 0.2, '2026-01-01T00:00:00Z')])).toBe(0.3);
  });

  it('un movimiento de un cobro no se toca a mano y un gasto no puede ser un cobro', () => {
    const deCobro = REGLAS_ESCRITURA_CAJA.movimientocaja?.documento;
    expect(deCobro?.({ idcobro: 'C1' })).toBe(MENSAJES_CAJA.deCobro);
    expect(deCobro?.({ idcobro: null })).toBeNull();
    const [categoria] = VALIDACIONES_DOCUMENTO_CAJA.movimientocaja;
    expect(categoria?.({ tipo: 'gasto', categoria: 'cobro' })).toBe(MENSAJES_CAJA.categoriaIngreso);
    expect(categoria?.({ tipo: 'ingreso', categoria: 'cobro' })).toBeNull();
  });
});
