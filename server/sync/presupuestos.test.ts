/**
 * Presupuestos y contratos en el servidor (issue 15), en PGlite y PostgreSQL:
 *  - ámbito: el presupuesto y sus líneas llegan al comercial de su delegación, no al de otra ni al técnico
 *    que ve al cliente; las plantillas, a todos;
 *  - crear desde una plantilla, y los totales que cada línea recalcula en la misma transacción;
 *  - aceptar exige todo lo que falta (el mismo mensaje que la pantalla) y deja de aceptar cambios;
 *  - las cuotas repartidas suman el total al céntimo; el contrato copia cuotas, materiales y servicios;
 *  - las transiciones que no existen, un rechazo sin motivo y otro comercial, rechazados.
 */
import { describe, expect, it } from 'vitest';
import { ErrorNegocio } from '../../replication/errores';
import { MENSAJES_CONTRATO } from '../../replication/mutadores/presupuestos';
import { MENSAJES_ACEPTACION, MENSAJES_PRESUPUESTO } from '../../replication/presupuestos';
import { comercial1, comercial3, tecnico1 } from './prueba/datos';
import { baseCargada, BASES, descargar, mutar } from './prueba/entorno';

const rechazo = async (p: Promise<unknown>): Promise<ErrorNegocio> => {
  try {
    await p;
  } catch (e) {
    if (e instanceof ErrorNegocio) return e;
    throw e;
  }
  throw new Error('Se esperaba un rechazo');
};

const linea = (id: string, precio: number, unidades = 1, iva = 21) => ({
  doc: { idlpresupuestocli: id, idpresupuestocli: 'PR-N', idsubsis_presupuesto: null, idarticulo: null, descripcion: `Línea ${id}`, unidades, precio, dto: 0, iva, orden: 50, estado: 1 },
});

describe.each(BASES)('presupuestos ($nombre)', ({ abrir }) => {
  const base = baseCargada(abrir);

  it('el presupuesto va con el comercial de su delegación; la plantilla, con todos', async () => {
    const cm1 = await descargar(base.db, comercial1);
    const cm3 = await descargar(base.db, comercial3);
    const t1 = await descargar(base.db, tecnico1);
    for (const ref of ['presupuestocli:PR1', 'lpresupuestocli:LPR1']) {
      expect(cm1.docs.has(ref), ref).toBe(true);
      expect(cm3.docs.has(ref), ref).toBe(false);
      expect(t1.docs.has(ref), ref).toBe(false);
    }
    for (const d of [cm1, cm3, t1]) expect(d.docs.has('plantillapresupuesto:PLP1')).toBe(true);
    const e = await rechazo(mutar(base.db, comercial3, 'lpresupuestoCli.insertSync', { doc: { ...linea('LX', 1).doc, idpresupuestocli: 'PR1' } }));
    expect(e.tipo).toBe('permiso');
  });

  it('de la plantilla al contrato: totales, aceptación con todo lo que falta, cuotas al céntimo y contrato', async () => {
    const db = base.db;
    await mutar(db, comercial1, 'presupuestoCli.crearSync', {
      idpresupuestocli: 'PR-N', idcliente: 'C1', idcliente_potencial: '', titulo: 'Alarma de la nave', fecha: '2026-11-21', fvalidez: '2026-12-21',
      idoperacioncrm: null, condiciones: 'Garantía de 2 años.', observaciones: null,
      plantilla: {
        idplantilla_presupuesto: 'PLP1',
        subsistemas: [{ idsubsis_presupuesto: 'SBP-N', numero: 1, descripcion: 'Intrusión' }],
        lineas: [{ idlpresupuestocli: 'LPN-1', idsubsis_presupuesto: 'SBP-N', idarticulo: 'AR1', descripcion: 'Detector', unidades: 3, precio: 33.33, dto: 10, iva: 21 }],
      },
    });
    let cm1 = await descargar(db, comercial1);
    expect(cm1.docs.get('presupuestocli:PR-N')).toMatchObject({ numero: 'PPRN', estado: 1, iddelegacion: 'D1', idcomercial: 'CM1', base: 89.99, cuota_iva: 18.9, total: 108.89 });
    expect(cm1.docs.get('lpresupuestocli:LPN-1')).toMatchObject({ importe: 89.99, idsubsis_presupuesto: 'SBP-N' });

    // Una línea más al 10 %: el total se recalcula en la misma transacción.
    await mutar(db, comercial1, 'lpresupuestoCli.insertSync', linea('LPN-2', 45, 1, 10));
    cm1 = await descargar(db, comercial1);
    expect(cm1.docs.get('presupuestocli:PR-N')).toMatchObject({ base: 134.99, cuota_iva: 23.4, total: 158.39 });

    // Tres cuotas que suman el total al céntimo.
    await mutar(db, comercial1, 'presupuestoCli.repartirCuotasSync', {
      idpresupuestocli: 'PR-N', forma_pago: 'domiciliacion',
      cuotas: [{ idcuota_presupuesto: 'CQ1', fecha: '2026-12-01' }, { idcuota_presupuesto: 'CQ2', fecha: '2027-01-01' }, { idcuota_presupuesto: 'CQ3', fecha: '2027-02-01' }],
    });
    cm1 = await descargar(db, comercial1);
    expect(['CQ1', 'CQ2', 'CQ3'].map((id) => cm1.docs.get(`cuotapresupuesto:${id}`)?.importe)).toEqual([52.8, 52.8, 52.79]);

    // Aceptar sin dirección, formas de pago ni ubicaciones: todo lo que falta en un mensaje.
    const e = await rechazo(mutar(db, comercial1, 'presupuestoCli.aceptarSync', { idpresupuestocli: 'PR-N', idrevision_presupuesto: 'RVP-1' }));
    expect(e.tipo).toBe('regla');
    for (const m of [MENSAJES_ACEPTACION.direccion, MENSAJES_ACEPTACION.formaPago, MENSAJES_ACEPTACION.formaPagoCuotas, MENSAJES_ACEPTACION.ubicaciones]) expect(e.message).toContain(m);
    expect((await descargar(db, comercial1)).docs.get('presupuestocli:PR-N')).toMatchObject({ estado: 1, num_revision: 0 });

    // Se completa (cuenta remesable con mandato de C1) y se acepta.
    await mutar(db, comercial1, 'presupuestoCli.updateSync', {
      id: 'PR-N', cambios: { iddireccion_instalacion: 'DIR1', forma_pago: 'transferencia', forma_pago_cuotas: 'domiciliacion', idcuenta_bancaria: 'CBA1' },
    });
    await mutar(db, comercial1, 'ubicacionPresupuesto.insertSync', {
      doc: { idubicacion_presupuesto: 'UB1', idpresupuestocli: 'PR-N', idlpresupuestocli: 'LPN-1', descripcion: 'Entrada', planta: 'Baja', unidades: 1, observaciones: null, estado: 1 },
    });
    await mutar(db, comercial1, 'presupuestoCli.aceptarSync', { idpresupuestocli: 'PR-N', idrevision_presupuesto: 'RVP-1' });
    cm1 = await descargar(db, comercial1);
    expect(cm1.docs.get('presupuestocli:PR-N')).toMatchObject({ estado: 3, num_revision: 1 });
    const revision = cm1.docs.get('revisionpresupuesto:RVP-1');
    expect(revision).toMatchObject({ numero: 1, estado_presupuesto: 3, total: 158.39 });
    expect(JSON.stringify(revision?.copia)).toContain('LPN-2');

    // Aceptado: ni líneas ni cabecera cambian.
    const e2 = await rechazo(mutar(db, comercial1, 'lpresupuestoCli.insertSync', linea('LPN-3', 1)));
    expect(e2.message).toBe(MENSAJES_PRESUPUESTO.noEditable(3));
    const e3 = await rechazo(mutar(db, comercial1, 'presupuestoCli.updateSync', { id: 'PR-N', cambios: { titulo: 'Otro' } }));
    expect(e3.message).toBe(MENSAJES_PRESUPUESTO.noEditable(3));

    // El contrato copia cuotas, materiales y servicios con los ids del presupuesto; uno solo.
    await mutar(db, comercial1, 'contrato.desdePresupuestoSync', { idcontrato: 'CT-N', idpresupuestocli: 'PR-N', fecha_inicio: '2026-12-01', duracion_meses: 12, renovacion_automatica: true, observaciones: null });
    cm1 = await descargar(db, comercial1);
    expect(cm1.docs.get('contrato:CT-N')).toMatchObject({ numero: 'CTCTN', idcliente: 'C1', total: 158.39, forma_pago_cuotas: 'domiciliacion', idcuenta_bancaria: 'CBA1', estado: 1 });
    expect(cm1.docs.get('cuotacontrato:CQ3')).toMatchObject({ idcontrato: 'CT-N', importe: 52.79, cobrada: false });
    expect(cm1.docs.get('materialcontrato:LPN-1')).toMatchObject({ subsistema: 'Intrusión', importe: 89.99 });
    expect((await descargar(db, comercial3)).docs.has('contrato:CT-N')).toBe(false);
    const e4 = await rechazo(mutar(db, comercial1, 'contrato.desdePresupuestoSync', { idcontrato: 'CT-N2', idpresupuestocli: 'PR-N', fecha_inicio: '2026-12-01', duracion_meses: 12, renovacion_automatica: true, observaciones: null }));
    expect(e4.message).toBe(MENSAJES_CONTRATO.yaTiene('CTCTN'));
    // Con contrato, el aceptado no vuelve atrás.
    const e5 = await rechazo(mutar(db, comercial1, 'presupuestoCli.cambiarEstadoSync', { idpresupuestocli: 'PR-N', estado: 0, motivo: null, idrevision_presupuesto: null }));
    expect(e5.message).toBe(MENSAJES_PRESUPUESTO.conContrato('CTCTN'));
  });

  it('transiciones que no existen, rechazo sin motivo y subsistema con líneas', async () => {
    const db = base.db;
    const e1 = await rechazo(mutar(db, comercial1, 'presupuestoCli.cambiarEstadoSync', { idpresupuestocli: 'PR1', estado: 5, motivo: 'Caro', idrevision_presupuesto: null }));
    expect(e1.message).toBe(MENSAJES_PRESUPUESTO.transicion(1, 5));
    await mutar(db, comercial1, 'presupuestoCli.cambiarEstadoSync', { idpresupuestocli: 'PR1', estado: 2, motivo: null, idrevision_presupuesto: 'RVP-E' });
    expect((await descargar(db, comercial1)).docs.get('revisionpresupuesto:RVP-E')).toMatchObject({ numero: 1, estado_presupuesto: 2, motivo: 'Enviado al cliente' });
    const e2 = await rechazo(mutar(db, comercial1, 'presupuestoCli.cambiarEstadoSync', { idpresupuestocli: 'PR1', estado: 5, motivo: '  ', idrevision_presupuesto: null }));
    expect(e2.message).toBe(MENSAJES_PRESUPUESTO.rechazoSinMotivo);
    await mutar(db, comercial1, 'presupuestoCli.cambiarEstadoSync', { idpresupuestocli: 'PR1', estado: 5, motivo: 'Caro', idrevision_presupuesto: null });
    expect((await descargar(db, comercial1)).docs.get('presupuestocli:PR1')).toMatchObject({ estado: 5, motivo_rechazo: 'Caro' });
    const e3 = await rechazo(mutar(db, comercial1, 'contrato.desdePresupuestoSync', { idcontrato: 'CT-R', idpresupuestocli: 'PR1', fecha_inicio: '2026-12-01', duracion_meses: 12, renovacion_automatica: false, observaciones: null }));
    expect(e3.message).toBe(MENSAJES_CONTRATO.noAceptado);
    await mutar(db, comercial1, 'presupuestoCli.cambiarEstadoSync', { idpresupuestocli: 'PR1', estado: 1, motivo: null, idrevision_presupuesto: null });
    await mutar(db, comercial1, 'subsisPresupuesto.insertSync', { doc: { idsubsis_presupuesto: 'SB-X', idpresupuestocli: 'PR1', numero: 1, descripcion: 'CCTV', observaciones: null, estado: 1 } });
    await mutar(db, comercial1, 'lpresupuestoCli.updateSync', { id: 'LPR1', cambios: { idsubsis_presupuesto: 'SB-X' } });
    const e4 = await rechazo(mutar(db, comercial1, 'subsisPresupuesto.deleteSync', { id: 'SB-X' }));
    expect(e4.message).toBe(MENSAJES_PRESUPUESTO.subsistemaConLineas);
  });
});
