/**
 * Almacén, presencia y caja en el servidor (issue 17), en PGlite y PostgreSQL:
 *  - ámbito: el almacén de D1 recibe sus pedidos con líneas, las cajas de su delegación y los movimientos
 *    de existencias de sus almacenes aunque sean de un técnico; el técnico, su caja y no la de otra
 *    delegación; cada empleado, sus fichajes (la posición de un fichaje ajeno, no);
 *  - servir un pedido de un técnico en dos veces: salida del central y entrada en su furgoneta (motivo
 *    'pedido'), existencias, lo servido de la línea y la situación del pedido; más de lo que queda o de lo
 *    que hay, rechazado con su mensaje; una entrega repetida no sirve dos veces;
 *  - fichar: entrada, segunda entrada rechazada, salida, con la hora del dispositivo y la del servidor; una
 *    corrección es un fichaje nuevo con su motivo y quién la hizo, y no deja dos salidas seguidas;
 *  - caja: el cobro en efectivo de un parte entra en la caja del técnico en la misma Tx; un movimiento a mano
 *    con importe de más de dos decimales o un cobro tocado a mano, rechazados.
 */
import { describe, expect, it } from 'vitest';
import { MENSAJES_CAJA } from '../../replication/caja';
import { MENSAJES_PEDIDOS } from '../../replication/pedidos';
import { horaJornada, MENSAJES_PRESENCIA } from '../../replication/presencia';
import { llamante, permisosTodos, supervisorD1, tecnico1, tecnico3, usuarioPrueba } from './prueba/datos';
import { baseCargada, BASES, descargar, diaPasado, errorDe, leerDoc, mutar } from './prueba/entorno';

const esInstante = (v: unknown): boolean => typeof v === 'string' && !Number.isNaN(Date.parse(v)) && v.endsWith('Z');
/** El encargado del almacén central A1 (delegación D1). */
const almacenD1 = llamante({ ...usuarioPrueba('UAL1', { idempleado: 'E2', iddelegacion: 'D1', permisos: permisosTodos(['visualizar', 'insertar']) }), idalmacen: 'A1' }, 'delegacion');
/** Un empleado que ficha (E1) y otro (E2) que no debe ver dónde fichó el primero. */
const empleado1 = llamante(usuarioPrueba('UE1', { idempleado: 'E1', iddelegacion: 'D1', permisos: permisosTodos(['visualizar', 'insertar']) }), 'propio');
const empleado5 = llamante(usuarioPrueba('UE5', { idempleado: 'E5', iddelegacion: 'D1', permisos: permisosTodos(['visualizar', 'insertar']) }), 'propio');
const supervisor = llamante(usuarioPrueba('USUP', { idempleado: 'E4', iddelegacion: 'D1' }), 'todo');

const linea = (id: string, unidades: number, extra: Record<string, unknown> = {}) => ({
  idlpedidocli: 'LPD1', unidades, numeros_serie: [], identrega_pedido: `EN${id}`, idmovimiento_salida: `MS${id}`, idmovimiento_entrada: `ME${id}`, ...extra,
});

describe.each(BASES)('almacén, presencia y caja ($nombre)', ({ abrir }) => {
  const base = baseCargada(abrir);

  it('ámbito: pedidos y cajas de la delegación, movimientos de sus almacenes, la caja de cada técnico y los fichajes de cada uno', async () => {
    const al = await descargar(base.db, almacenD1);
    for (const ref of ['pedidocli:PD1', 'lpedidocli:LPD1', 'caja:CJ1', 'movimientocaja:MC1', 'movimientostock:MV1', 'movimientostock:MV2', 'presencia:PR1']) {
      expect(al.docs.has(ref), ref).toBe(true);
    }
    for (const ref of ['caja:CJ2', 'movimientocaja:MC2']) expect(al.docs.has(ref), ref).toBe(false);
    const t3 = await descargar(base.db, tecnico3);
    for (const ref of ['caja:CJ1', 'movimientocaja:MC1', 'pedidocli:PD1', 'presencia:PR1']) expect(t3.docs.has(ref), ref).toBe(false);
    const e5 = await descargar(base.db, empleado5);
    expect(e5.docs.get('presencia:PR1')).toMatchObject({ lat: 40.4, lng: -3.7 });
    const e1 = await descargar(base.db, empleado1);
    expect(e1.docs.has('presencia:PR1')).toBe(false);
    // El almacén ve el fichaje de su delegación, pero no dónde se hizo.
    expect(al.docs.get('presencia:PR1')).toMatchObject({ idempleado: 'E5', lat: null, lng: null, precision: null });
  });

  it('servir un pedido de técnico en dos veces: salida del central, entrada en la furgoneta, lo servido y la situación', async () => {
    const db = base.db;
    const antesCentral = Number((await leerDoc(db, 'stock', 'A1-AR1'))?.unidades);
    const r1 = await mutar(db, almacenD1, 'pedido.servirSync', { idpedidocli: 'PD1', idalmacen: 'A1', lineas: [linea('1', 1)] });
    expect(r1.resultado).toMatchObject({ situacion: 'parcial' });
    expect(await leerDoc(db, 'lpedidocli', 'LPD1')).toMatchObject({ servidas: 1 });

    const excede = await errorDe(mutar(db, almacenD1, 'pedido.servirSync', { idpedidocli: 'PD1', idalmacen: 'A1', lineas: [linea('2', 3)] }));
    expect(excede.message).toBe(MENSAJES_PEDIDOS.excede('Detector', 2));
    // Una entrega repetida (la misma subida otra vez con otro id de subida) no sirve dos veces.
    const repetida = await errorDe(mutar(db, almacenD1, 'pedido.servirSync', { idpedidocli: 'PD1', idalmacen: 'A1', lineas: [linea('1', 1)] }));
    expect(repetida.tipo).toBe('yaExiste');

    const r2 = await mutar(db, almacenD1, 'pedido.servirSync', { idpedidocli: 'PD1', idalmacen: 'A1', lineas: [linea('3', 2)] });
    expect(r2.resultado).toMatchObject({ situacion: 'servido' });
    expect(await leerDoc(db, 'pedidocli', 'PD1')).toMatchObject({ situacion: 'servido' });
    expect(Number((await leerDoc(db, 'stock', 'A1-AR1'))?.unidades)).toBe(antesCentral - 3);
    expect((await leerDoc(db, 'stock', 'A2-AR1'))?.unidades).toBe(3);
    for (const [id, alm, n] of [['MS1', 'A1', -1], ['ME1', 'A2', 1], ['MS3', 'A1', -2], ['ME3', 'A2', 2]] as const) {
      expect(await leerDoc(db, 'movimientostock', id), id).toMatchObject({ idalmacen: alm, unidades: n, motivo: 'pedido', idtecnico: 'T1', sin_existencias: false });
    }
    const entrega = await leerDoc(db, 'entregapedido', 'EN3');
    expect(entrega).toMatchObject({ idlpedidocli: 'LPD1', unidades: 2, idalmacen: 'A1', idmovimiento_entrada: 'ME3' });
    expect(esInstante(entrega?.recibido)).toBe(true);
    // El técnico recibe la entrada en su furgoneta y sus existencias en la siguiente descarga.
    const t1 = await descargar(db, tecnico1);
    expect(t1.docs.get('stock:A2-AR1')).toMatchObject({ unidades: 3 });
    expect(t1.docs.has('movimientostock:ME3')).toBe(true);
  });

  it('servir más de lo que hay en el almacén se rechaza con su mensaje y no mueve nada', async () => {
    const db = base.db;
    const series = Array.from({ length: 50 }, (_, i) => `CAM-${i + 1}`);
    const sinSeries = await errorDe(mutar(db, almacenD1, 'pedido.servirSync', { idpedidocli: 'PD2', idalmacen: 'A1', lineas: [{ ...linea('4', 2), idlpedidocli: 'LPD2' }] }));
    expect(sinSeries.message).toBe(MENSAJES_PEDIDOS.series('Cámara', 2, 0));
    const e = await errorDe(mutar(db, almacenD1, 'pedido.servirSync', {
      idpedidocli: 'PD2', idalmacen: 'A1', lineas: [{ ...linea('4', 50), idlpedidocli: 'LPD2', numeros_serie: series }],
    }));
    expect(e.message).toBe(MENSAJES_PEDIDOS.sinExistencias('Cámara', 'Central', 0, 50));
    expect(await leerDoc(db, 'entregapedido', 'EN4')).toBeNull();
    expect(await leerDoc(db, 'lpedidocli', 'LPD2')).toMatchObject({ servidas: 0 });
  });

  it('fichar: entrada, segunda entrada rechazada, salida; la corrección es un fichaje nuevo que no deja dos salidas seguidas', async () => {
    const db = base.db;
    // Una jornada de hace unos días (relativa a hoy: la subida no puede tener más de 90 días) y la corrección al día siguiente.
    const [dia, despues] = [diaPasado(5), diaPasado(4)('09:00')];
    const fichar = (id: string, tipo: 'entrada' | 'salida', creado: string) =>
      mutar(db, empleado1, 'presencia.registrarSync', { idpresencia: id, tipo, lat: 40.42, lng: -3.7, precision: 15, sin_posicion: null }, undefined, creado);
    await fichar('F1', 'entrada', dia('07:58'));
    const doble = await errorDe(fichar('F2', 'entrada', dia('08:05')));
    expect(doble.message).toBe(MENSAJES_PRESENCIA.entradaAbierta(horaJornada(dia('07:58'))));
    await fichar('F3', 'salida', dia('16:31'));
    const f1 = await leerDoc(db, 'presencia', 'F1');
    expect(f1).toMatchObject({ idempleado: 'E1', iddelegacion: 'D1', tipo: 'entrada', hora: dia('07:58'), fdispositivo: dia('07:58'), lat: 40.42 });
    expect(esInstante(f1?.frecibido)).toBe(true);
    expect(await leerDoc(db, 'presencia', 'F2')).toBeNull();
    const sinEntrada = await errorDe(fichar('F4', 'salida', dia('17:00')));
    expect(sinEntrada.message).toBe(MENSAJES_PRESENCIA.sinEntrada);

    // La supervisión corrige la salida (olvidó fichar a su hora): un fichaje nuevo; el original sigue igual.
    await mutar(db, supervisor, 'presencia.corregirSync', {
      idpresencia: 'F5', idempleado: 'E1', tipo: 'salida', hora: dia('15:00'), idpresencia_corrige: 'F3', motivo: 'Salió a las 16:00; lo confirma el parte',
    }, undefined, despues);
    expect(await leerDoc(db, 'presencia', 'F3')).toMatchObject({ tipo: 'salida', hora: dia('16:31'), estado: 1 });
    expect(await leerDoc(db, 'presencia', 'F5')).toMatchObject({ idpresencia_corrige: 'F3', motivo: 'Salió a las 16:00; lo confirma el parte', idusuario: 'USUP' });
    const otraVez = await errorDe(mutar(db, supervisor, 'presencia.corregirSync', {
      idpresencia: 'F6', idempleado: 'E1', tipo: 'salida', hora: dia('15:10'), idpresencia_corrige: 'F3', motivo: 'Otra',
    }, undefined, despues));
    expect(otraVez.message).toBe(MENSAJES_PRESENCIA.yaCorregido);
    // Añadir una salida sin entrada dejaría dos salidas seguidas.
    const dos = await errorDe(mutar(db, supervisor, 'presencia.corregirSync', {
      idpresencia: 'F7', idempleado: 'E1', tipo: 'salida', hora: dia('15:30'), idpresencia_corrige: null, motivo: 'Prueba',
    }, undefined, despues));
    expect(dos.message).toMatch(/dos salidas seguidas/);
    // Un empleado no puede corregir (permiso editar de presencia).
    const sinPermiso = await errorDe(mutar(db, empleado1, 'presencia.corregirSync', {
      idpresencia: 'F8', idempleado: 'E1', tipo: 'entrada', hora: dia('07:00'), idpresencia_corrige: 'F1', motivo: 'Yo',
    }, undefined, despues));
    expect(sinPermiso.tipo).toBe('permiso');
  });

  it('caja: el cobro en efectivo entra en la caja del técnico; lo que no son céntimos o un cobro tocado a mano, rechazados', async () => {
    const db = base.db;
    await mutar(db, tecnico1, 'cobro.insertSync', {
      doc: { idcobro: 'CBC1', idparte_trabajo: 'PT1', importe: 35.5, forma_pago: 'efectivo', recibo: 'RT1-20261121-AAAA0001' }, idmovcaja: 'MCB1',
    });
    expect(await leerDoc(db, 'movimientocaja', 'MCB1')).toMatchObject({ idcaja: 'CJ1', tipo: 'ingreso', importe: 35.5, categoria: 'cobro', idcobro: 'CBC1', idparte_trabajo: 'PT1' });
    await mutar(db, tecnico1, 'cobro.insertSync', {
      doc: { idcobro: 'CBC2', idparte_trabajo: 'PT1', importe: 20, forma_pago: 'tarjeta', recibo: 'RT1-20261121-AAAA0002' }, idmovcaja: 'MCB2',
    });
    expect(await leerDoc(db, 'movimientocaja', 'MCB2')).toBeNull();

    const tocar = await errorDe(mutar(db, tecnico1, 'movimientoCaja.updateSync', { id: 'MCB1', cambios: { importe: 1 } }));
    expect(tocar.message).toBe(MENSAJES_CAJA.deCobro);
    const centimos = await errorDe(mutar(db, tecnico1, 'movimientoCaja.insertSync', {
      doc: { idmovcaja: 'MCX', idcaja: 'CJ1', tipo: 'gasto', fecha: '2026-11-21T10:00:00.000Z', importe: 10.005, concepto: 'Peaje', categoria: 'aparcamiento', idcobro: null, idparte_trabajo: null, observaciones: null, estado: 1 },
    }));
    expect(centimos.message).toBe(MENSAJES_CAJA.importe);
    await mutar(db, tecnico1, 'movimientoCaja.insertSync', {
      doc: { idmovcaja: 'MCY', idcaja: 'CJ1', tipo: 'gasto', fecha: '2026-11-21T10:00:00.000Z', importe: 7.1, concepto: 'Peaje', categoria: 'aparcamiento', idcobro: null, idparte_trabajo: null, observaciones: null, estado: 1 },
    });
    // En la caja de otra delegación, no: fuera de su ámbito.
    const ajena = await errorDe(mutar(db, tecnico1, 'movimientoCaja.insertSync', {
      doc: { idmovcaja: 'MCZ', idcaja: 'CJ2', tipo: 'gasto', fecha: '2026-11-21T10:00:00.000Z', importe: 5, concepto: 'Peaje', categoria: 'aparcamiento', idcobro: null, idparte_trabajo: null, observaciones: null, estado: 1 },
    }));
    expect(ajena.tipo).not.toBe('yaExiste');
    expect(await leerDoc(db, 'movimientocaja', 'MCZ')).toBeNull();
    expect(supervisorD1.ambito).toBe('delegacion');
  });
});
