/**
 * El saldo consolidado de la caja en el servidor (issue 32), en PGlite y PostgreSQL:
 *  - los mutadores de los movimientos (alta, cambio de importe o de tipo, anulación, el cobro en efectivo de
 *    un parte) lo mantienen por diferencias con el estado del servidor: dos dispositivos que añadieron
 *    movimientos sin conexión a la misma caja y suben a la vez (dos procesos en PostgreSQL) dejan la suma de
 *    todos, al céntimo;
 *  - la migración 168 rellena el saldo de las cajas existentes desde sus movimientos y las anota en el
 *    registro para que los dispositivos las vuelvan a bajar;
 *  - los movimientos son historia del mes mayor entre su fecha y su último cambio: uno antiguo no baja sin
 *    pedirlo, uno con fecha antigua apuntado hoy, sí.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { saldoCaja, saldoTrasCambio, type MovimientoSaldo } from '../../replication/caja';
import type { DocDe } from '../../schemas';
import { DIRECTORIO_MIGRACIONES } from '../db/migraciones';
import type { Db } from '../db/tipos';
import { mesesVentana, mesPropioDeHistoria, VENTANA_HISTORIA } from './ambito';
import { historial } from './historial';
import { llamante, permisosTodos, tecnico1, usuarioPrueba } from './prueba/datos';
import { baseCargada, BASES, contar, descargar, leerDoc, mutar } from './prueba/entorno';
import { sellarCambios } from './sellador';
import { crearTxSql } from './tx-sql';

/** El encargado del almacén de D1: ve la caja del técnico T1 (CJ1), que es de su delegación. */
const almacenD1 = llamante({ ...usuarioPrueba('UAL1', { idempleado: 'E2', iddelegacion: 'D1', permisos: permisosTodos(['visualizar', 'insertar', 'editar']) }), idalmacen: 'A1' }, 'delegacion');

const MS_DIA = 86_400_000;

const alta = (idmovcaja: string, tipo: 'ingreso' | 'gasto', importe: number, fecha = new Date().toISOString()) => ({
  doc: {
    idmovcaja, idcaja: 'CJ1', tipo, fecha, importe, concepto: `Movimiento ${idmovcaja}`, categoria: tipo === 'ingreso' ? ('otros' as const) : ('combustible' as const),
    idcobro: null, idparte_trabajo: null, observaciones: null, estado: 1,
  },
});

const movimientosDe = async (db: Db, idcaja: string): Promise<MovimientoSaldo[]> =>
  (await db.query<{ doc: MovimientoSaldo }>(`select doc from movimientocaja where doc->>'idcaja' = $1`, [idcaja])).map((f) => f.doc);

const cajaDe = async (db: Db, idcaja: string): Promise<DocDe<'caja'>> => {
  const caja = await leerDoc(db, 'caja', idcaja);
  if (!caja) throw new Error(`No está la caja ${idcaja}`);
  return caja as DocDe<'caja'>;
};

/** El saldo guardado es el inicial más todos los movimientos activos que tiene el servidor. */
const exigirSaldoCoherente = async (db: Db, idcaja: string): Promise<number> => {
  const caja = await cajaDe(db, idcaja);
  expect(caja.saldo).toBe(saldoCaja(caja.saldo_inicial, await movimientosDe(db, idcaja)));
  return caja.saldo ?? Number.NaN;
};

describe.each(BASES)('saldo consolidado de la caja ($nombre)', ({ abrir }) => {
  const base = baseCargada(abrir);

  it('alta, cambio de importe y de tipo, anulación y cobro en efectivo lo dejan igual que sumar todos los movimientos', async () => {
    const db = base.db;
    expect((await cajaDe(db, 'CJ1')).saldo).toBe(54.7);
    await mutar(db, tecnico1, 'movimientoCaja.insertSync', alta('S1', 'gasto', 10.05));
    expect(await exigirSaldoCoherente(db, 'CJ1')).toBe(44.65);
    await mutar(db, tecnico1, 'movimientoCaja.updateSync', { id: 'S1', cambios: { importe: 10.1 } });
    expect(await exigirSaldoCoherente(db, 'CJ1')).toBe(44.6);
    await mutar(db, tecnico1, 'movimientoCaja.updateSync', { id: 'S1', cambios: { tipo: 'ingreso', categoria: 'otros' } });
    expect(await exigirSaldoCoherente(db, 'CJ1')).toBe(64.8);
    await mutar(db, tecnico1, 'movimientoCaja.updateSync', { id: 'S1', cambios: { estado: 0 } });
    expect(await exigirSaldoCoherente(db, 'CJ1')).toBe(54.7);
    // Cambiar algo que no es dinero de un anulado no lo vuelve a contar.
    await mutar(db, tecnico1, 'movimientoCaja.updateSync', { id: 'S1', cambios: { concepto: 'Anulado' } });
    expect(await exigirSaldoCoherente(db, 'CJ1')).toBe(54.7);
    await mutar(db, tecnico1, 'cobro.insertSync', {
      doc: { idcobro: 'CBS1', idparte_trabajo: 'PT1', importe: 35.55, forma_pago: 'efectivo', recibo: 'RT1-20261128-SALD0001' }, idmovcaja: 'MCBS1',
    });
    expect(await leerDoc(db, 'movimientocaja', 'MCBS1')).toMatchObject({ importe: 35.55, categoria: 'cobro' });
    expect(await exigirSaldoCoherente(db, 'CJ1')).toBe(90.25);
    // Un alta que el servidor rechaza (más de dos decimales) no toca el saldo.
    await expect(mutar(db, tecnico1, 'movimientoCaja.insertSync', alta('S2', 'gasto', 1.005))).rejects.toThrow();
    expect(await exigirSaldoCoherente(db, 'CJ1')).toBe(90.25);
  });

  it('dos dispositivos que añadieron movimientos sin conexión a la misma caja y suben a la vez: el saldo es la suma de todos', async () => {
    const db = base.db;
    // En PostgreSQL, cada dispositivo por su propio proceso (su propio pool): las Tx se cruzan de verdad.
    const otra = (await base.otroProceso()) ?? db;
    const antes = await exigirSaldoCoherente(db, 'CJ1');
    const tecnico = Array.from({ length: 12 }, (_, i) => alta(`DT${i}`, i % 3 === 0 ? 'ingreso' : 'gasto', (101 + i * 37) / 100));
    const almacen = Array.from({ length: 12 }, (_, i) => alta(`DA${i}`, i % 2 === 0 ? 'ingreso' : 'gasto', (10 + i * 113) / 100));
    // Cada dispositivo sube su cola en orden; los dos a la vez.
    const subir = async (d: Db, quien: typeof tecnico1, cola: readonly ReturnType<typeof alta>[]) => {
      for (const p of cola) await mutar(d, quien, 'movimientoCaja.insertSync', p);
    };
    await Promise.all([subir(db, tecnico1, tecnico), subir(otra, almacenD1, almacen), mutar(otra, almacenD1, 'movimientoCaja.updateSync', { id: 'MCBS1', cambios: { observaciones: 'visto' } }).catch(() => null)]);
    const despues = await exigirSaldoCoherente(db, 'CJ1');
    const suma = [...tecnico, ...almacen].reduce((c, p) => c + Math.round(p.doc.importe * 100) * (p.doc.tipo === 'ingreso' ? 1 : -1), Math.round(antes * 100));
    expect(Math.round(despues * 100)).toBe(suma);
    expect(await contar(db, `select count(*)::int as n from movimientocaja where doc->>'idmovcaja' like 'D%'`)).toBe(24);
  });

  it('la migración 168 rellena el saldo de las cajas desde sus movimientos y las anota en el registro', async () => {
    const db = base.db;
    const esperado = await exigirSaldoCoherente(db, 'CJ1');
    // Como estaba antes de la 168: sin saldo ni último cambio.
    await db.query(`update caja set doc = doc - 'saldo'`);
    await db.query(`update movimientocaja set doc = doc - 'actualizado' where id = 'MC1'`);
    const cambiosAntes = await contar(db, `select count(*)::int as n from cambio where coleccion = 'caja'`);
    const sql = await readFile(path.join(DIRECTORIO_MIGRACIONES, '168_saldo_caja.sql'), 'utf8');
    await db.transaccion(async (q) => {
      await q.query(sql);
    });
    expect((await cajaDe(db, 'CJ1')).saldo).toBe(esperado);
    expect((await cajaDe(db, 'CJ2')).saldo).toBe(800);
    const mc1 = await leerDoc(db, 'movimientocaja', 'MC1');
    expect(mc1?.actualizado).toBe(mc1?.fecha);
    const cajas = await contar(db, `select count(*)::int as n from caja`);
    expect(await contar(db, `select count(*)::int as n from cambio where coleccion = 'caja'`)).toBe(cambiosAntes + cajas);
  });

  it('la ventana: un movimiento antiguo no baja sin pedir su mes; uno con fecha antigua apuntado hoy, sí', async () => {
    const db = base.db;
    const haceUnAnio = new Date(Date.now() - 365 * MS_DIA).toISOString();
    const mesViejo = haceUnAnio.slice(0, 7);
    expect(mesesVentana(VENTANA_HISTORIA.propio)).not.toContain(mesViejo);
    // Apuntado hace un año (escrito como entonces, con su saldo) y otro de entonces apuntado hoy.
    const caja0 = await cajaDe(db, 'CJ1');
    const viejo = { ...alta('VIEJO', 'gasto', 3.3, haceUnAnio).doc, actualizado: haceUnAnio } satisfies DocDe<'movimientocaja'>;
    await db.transaccion(async (q) => {
      const tx = crearTxSql(q, { etiquetasUsuario: null });
      await tx.put('movimientocaja', viejo);
      await tx.put('caja', { ...caja0, saldo: saldoTrasCambio(caja0.saldo ?? 0, null, viejo) });
    });
    await sellarCambios(db);
    await mutar(db, tecnico1, 'movimientoCaja.insertSync', alta('TARDIO', 'gasto', 4.4, haceUnAnio));
    const t1 = await descargar(db, tecnico1);
    expect(t1.docs.has('movimientocaja:TARDIO')).toBe(true);
    expect(t1.docs.has('movimientocaja:MC1')).toBe(true);
    expect(t1.docs.has('movimientocaja:VIEJO')).toBe(false);
    // La caja baja con su saldo, que cuenta también el que no bajó.
    const caja = t1.docs.get('caja:CJ1');
    expect(caja?.saldo).toBe(await exigirSaldoCoherente(db, 'CJ1'));
    // Pedido su mes, llega.
    const r = await historial(db, { mes: mesViejo, cursor: null, limite: 2000 }, tecnico1);
    expect(r.documentos.map((d) => `${d.coleccion}:${String(d.doc.idmovcaja ?? '')}`)).toContain('movimientocaja:VIEJO');
  });
});

describe('el mes de historia de un movimiento de caja (historiaDe)', () => {
  it('el mayor entre su fecha y su último cambio', () => {
    const mov = { fecha: '2024-05-02T10:00:00.000Z', actualizado: '2024-08-01T10:00:00.000Z' };
    expect(mesPropioDeHistoria('movimientocaja', mov)).toBe('2024-08');
    expect(mesPropioDeHistoria('movimientocaja', { ...mov, fecha: '2024-09-30T10:00:00.000Z' })).toBe('2024-09');
    expect(mesPropioDeHistoria('movimientocaja', { fecha: '2024-05-02T10:00:00.000Z' })).toBe('2024-05');
  });
});
