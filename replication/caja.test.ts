import { describe, expect, it } from 'vitest';
import { comprobarImporteCaja, MENSAJES_CAJA, saldoAntesDe, saldoCaja, saldosAcumulados, saldosHaciaAtras, saldoTrasCambio, VALIDACIONES_DOCUMENTO_CAJA } from './caja';
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

describe('saldo consolidado de la caja (issue 32)', () => {
  it('cada cambio suma su diferencia al céntimo: alta, cambio de importe o de tipo, anulación', () => {
    const gasto = { tipo: 'gasto' as const, importe: 7.1, estado: 1 };
    expect(saldoTrasCambio(100, null, gasto)).toBe(92.9);
    expect(saldoTrasCambio(92.9, gasto, { ...gasto, importe: 7.2 })).toBe(92.8);
    expect(saldoTrasCambio(92.8, { ...gasto, importe: 7.2 }, { ...gasto, importe: 7.2, tipo: 'ingreso' })).toBe(107.2);
    expect(saldoTrasCambio(107.2, { ...gasto, importe: 7.2, tipo: 'ingreso' }, { ...gasto, importe: 7.2, tipo: 'ingreso', estado: 0 })).toBe(100);
    // Lo anulado no vuelve a contar si se toca; 0,1 + 0,2 es 0,3.
    expect(saldoTrasCambio(100, { ...gasto, estado: 0 }, { ...gasto, estado: 0, importe: 50 })).toBe(100);
    expect(saldoTrasCambio(saldoTrasCambio(0, null, { tipo: 'ingreso', importe: 0.1, estado: 1 }), null, { tipo: 'ingreso', importe: 0.2, estado: 1 })).toBe(0.3);
  });

  it('hacia atrás desde el saldo consolidado salen los mismos saldos que sumando desde el inicial, con todos o con solo los recientes', () => {
    // Tres años de movimientos con importes de céntimos sueltos (un generador fijo: siempre los mismos).
    let x = 12345;
    const azar = (): number => ((x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const movs = Array.from({ length: 1500 }, (_, i) => {
      const fecha = new Date(Date.UTC(2023, 10, 1) + Math.floor(azar() * 3 * 365 * 86_400_000)).toISOString();
      return m(`m${String(i).padStart(4, '0')}`, azar() < 0.45 ? 'ingreso' : 'gasto', Math.round(1 + azar() * 30_000) / 100, fecha, azar() < 0.05 ? 0 : 1);
    });
    // Dos en el mismo instante: el orden es el del id en los dos cálculos.
    movs.push(m('z1', 'gasto', 3.33, movs[0]?.fecha ?? ''), m('z0', 'ingreso', 1.11, movs[0]?.fecha ?? ''));
    const adelante = saldosAcumulados(250.5, movs);
    const saldo = saldoCaja(250.5, movs);
    expect(saldosHaciaAtras(saldo, movs)).toEqual(adelante);
    // Con solo los del dispositivo (desde el corte), los mismos saldos para esos, y ninguno para los de antes.
    const corte = '2026-09-01T00:00:00.000Z';
    const recientes = movs.filter((mv) => mv.fecha >= corte);
    // Uno antiguo cambiado hace poco también está, pero sin saldo: faltan los que vinieron después de él.
    const antiguo = movs.find((mv) => mv.fecha < corte && mv.estado > 0);
    const enDispositivo = antiguo ? [...recientes, antiguo] : recientes;
    const atras = saldosHaciaAtras(saldo, enDispositivo, corte);
    expect(atras.size).toBe(recientes.filter((mv) => mv.estado > 0).length);
    expect(atras.size).toBeGreaterThan(50);
    for (const [id, s] of atras) expect(s, id).toBe(adelante.get(id));
    expect(antiguo && atras.has(antiguo.idmovcaja)).toBe(false);
    // El saldo antes del corte, igual que el tras el último movimiento anterior.
    const ultimoAntes = movs.filter((mv) => mv.fecha < corte && mv.estado > 0).sort((a, b) => a.fecha.localeCompare(b.fecha) || a.idmovcaja.localeCompare(b.idmovcaja)).at(-1);
    expect(saldoAntesDe(saldo, recientes, Date.parse(corte))).toBe(ultimoAntes ? adelante.get(ultimoAntes.idmovcaja) : 250.5);
  });
});
