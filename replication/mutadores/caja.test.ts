/**
 * El saldo consolidado de la caja en el dispositivo (issue 32): los genéricos de los movimientos lo mueven
 * por diferencias en la Tx local (lo que enseña la pantalla sin conexión), y una caja aún sin saldo (null:
 * migrada a la 67 y sin volver a bajar) lo toma de la suma de sus movimientos. El servidor lo recalcula con
 * su estado (server/sync/saldo-caja.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { DocDe } from '../../schemas';
import { usuarioPrueba } from '../cliente/pruebas/entorno';
import { crearTxMemoria } from '../prueba-tx-memoria';
import { getMutador } from '.';

const ctx = { lado: 'cliente' as const, usuario: usuarioPrueba(), ahora: '2026-11-23T10:00:00.000Z' };
const caja = (saldo: number | null): DocDe<'caja'> => ({ idcaja: 'CJ1', nombre: 'Caja', tipo: 'tecnico', iddelegacion: 'D1', idtecnico: 'T1', saldo_inicial: 100, saldo, estado: 1 });
const mov = (idmovcaja: string, tipo: 'ingreso' | 'gasto', importe: number): DocDe<'movimientocaja'> => ({
  idmovcaja, idcaja: 'CJ1', tipo, fecha: '2026-11-20T10:00:00.000Z', importe, concepto: 'x', categoria: tipo === 'ingreso' ? 'otros' : 'combustible',
  idcobro: null, idparte_trabajo: null, observaciones: null, estado: 1, actualizado: '2026-11-20T10:00:00.000Z',
});

const mutador = (metodo: string) => {
  const m = getMutador(metodo);
  if (!m) throw new Error(`No existe ${metodo}`);
  return m;
};

describe('saldo consolidado de la caja en el dispositivo', () => {
  it('alta, edición y anulación mueven el saldo de la caja en la misma Tx, al céntimo; el movimiento lleva su último cambio', async () => {
    // La caja tiene un saldo que no es la suma de lo que hay en el dispositivo: los movimientos viejos no están.
    const tx = crearTxMemoria({ caja: [caja(1234.56)], movimientocaja: [mov('M0', 'gasto', 5)] });
    const { fecha, importe, concepto, categoria, idcobro, idparte_trabajo, observaciones } = mov('M1', 'gasto', 0.1);
    await mutador('movimientoCaja.insertSync').aplicar(tx, { doc: { idmovcaja: 'M1', idcaja: 'CJ1', tipo: 'gasto', fecha, importe, concepto, categoria, idcobro, idparte_trabajo, observaciones, estado: 1 } }, ctx);
    expect((await tx.get('caja', 'CJ1'))?.saldo).toBe(1234.46);
    expect((await tx.get('movimientocaja', 'M1'))?.actualizado).toBe(ctx.ahora);
    await mutador('movimientoCaja.updateSync').aplicar(tx, { id: 'M1', cambios: { importe: 0.2 } }, ctx);
    expect((await tx.get('caja', 'CJ1'))?.saldo).toBe(1234.36);
    await mutador('movimientoCaja.updateSync').aplicar(tx, { id: 'M0', cambios: { estado: 0 } }, ctx);
    expect((await tx.get('caja', 'CJ1'))?.saldo).toBe(1239.36);
  });

  it('una caja sin saldo consolidado aún lo toma de todos sus movimientos, ya con el nuevo', async () => {
    const tx = crearTxMemoria({ caja: [caja(null)], movimientocaja: [mov('M0', 'gasto', 5), { ...mov('MX', 'ingreso', 99), estado: 0 }] });
    await mutador('movimientoCaja.insertSync').aplicar(tx, { doc: { ...mov('M1', 'ingreso', 10.1) } }, ctx);
    expect((await tx.get('caja', 'CJ1'))?.saldo).toBe(105.1);
  });
});
