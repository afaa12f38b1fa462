/**
 * Lo comercial en el servidor (issue 14), en PGlite y PostgreSQL:
 *  - el conjunto de trabajo de un comercial: los prospectos, cuentas, representantes, estudios, facturas,
 *    operaciones, citas y cartera de su delegación y lo suyo; nada de otra delegación, ni por sync.pull
 *    ni llamando directamente a los métodos; el técnico no recibe nada de eso de los clientes que ve;
 *  - convertir un prospecto en cliente: todo lo suyo pasa al cliente y el prospecto queda convertido;
 *  - una venta anotada por un técnico desde su parte le llega a él y a la delegación;
 *  - el IBAN, el DNI del representante y las reglas entre campos se comprueban también en el servidor.
 */
import { describe, expect, it } from 'vitest';
import { ErrorNegocio } from '../../replication/errores';
import { codigoClienteConvertido } from '../../replication/mutadores/comercial';
import { comercial1, comercial3, tecnico1 } from './prueba/datos';
import { baseCargada, BASES, descargar, mutar } from './prueba/entorno';

const DE_CM1 = ['clientepotencial:CP1', 'telefonopotencial:TP1', 'direccionpotencial:DP1', 'cuentabancaria:CBA1', 'cuentabancaria:CBA2', 'representante:RE1', 'estudiofinanciero:EF1', 'factura:FA1', 'operacioncrm:OP1', 'loperacioncrm:LOP1', 'contactooperacion:CO1', 'cita:CI1', 'clientecomercial:C1'];
const DE_CM3 = ['clientepotencial:CP3', 'factura:FA3', 'operacioncrm:OP3', 'clientecomercial:C3'];

const rechazo = async (p: Promise<unknown>): Promise<ErrorNegocio> => {
  try {
    await p;
  } catch (e) {
    if (e instanceof ErrorNegocio) return e;
    throw e;
  }
  throw new Error('Se esperaba un rechazo');
};

describe.each(BASES)('comerciales ($nombre)', ({ abrir }) => {
  const base = baseCargada(abrir);

  it('cada comercial recibe lo comercial de su delegación y lo suyo, nada del otro; el técnico, nada de eso', async () => {
    const cm1 = await descargar(base.db, comercial1);
    const cm3 = await descargar(base.db, comercial3);
    for (const ref of DE_CM1) {
      expect(cm1.docs.has(ref), ref).toBe(true);
      expect(cm3.docs.has(ref), ref).toBe(false);
    }
    for (const ref of DE_CM3) {
      expect(cm3.docs.has(ref), ref).toBe(true);
      expect(cm1.docs.has(ref), ref).toBe(false);
    }
    const t1 = await descargar(base.db, tecnico1);
    expect(t1.docs.has('cliente:C1')).toBe(true);
    for (const ref of DE_CM1) expect(t1.docs.has(ref), ref).toBe(false);
  });

  it('un comercial de otra delegación no puede leer ni tocar lo del primero llamando a los métodos', async () => {
    const e1 = await rechazo(mutar(base.db, comercial3, 'cuentaBancaria.updateSync', { id: 'CBA2', cambios: { titular: 'Otro' } }));
    expect(e1.tipo).toBe('permiso');
    const e2 = await rechazo(mutar(base.db, comercial3, 'clientePotencial.convertirSync', { idcliente_potencial: 'CP1', idcliente: 'C-NUEVO-X' }));
    expect(['permiso', 'noExiste']).toContain(e2.tipo);
    // Colgar una línea de su operación o una cita de su prospecto tampoco.
    const e3 = await rechazo(mutar(base.db, comercial3, 'loperacionCrm.insertSync', {
      doc: { idloperacioncrm: 'LOP-X', idoperacioncrm: 'OP1', idarticulo: null, descripcion: 'X', unidades: 1, precio: 1, dto: 0, importe: 1, estado: 1 },
    }));
    expect(e3.tipo).toBe('permiso');
    const e4 = await rechazo(mutar(base.db, comercial3, 'cita.insertSync', {
      doc: { idcita: 'CI-X', asunto: 'X', tipo: 'visita', inicio: '2026-11-27T09:00:00.000Z', fin: '2026-11-27T10:00:00.000Z', lugar: null, idcliente: '', idcliente_potencial: 'CP1', idoperacioncrm: null, iddelegacion: 'D2', idcomercial: 'CM3', realizada: false, observaciones: null, estado: 1 },
    }));
    expect(e4.tipo).toBe('permiso');
  });

  it('el servidor rechaza un IBAN, un DNI o una cita mal hechos con el mensaje de la pantalla', async () => {
    const cuenta = { idcuenta_bancaria: 'CBA-MAL', idcliente: 'C1', idcliente_potencial: '', iban: 'ES9121000418450200051333', titular: 'X', bic: null, remesable: false, fmandato: null, referencia_mandato: null, observaciones: null, estado: 1 };
    expect((await rechazo(mutar(base.db, comercial1, 'cuentaBancaria.insertSync', { doc: cuenta }))).message).toBe('El IBAN no es correcto');
    expect((await rechazo(mutar(base.db, comercial1, 'cuentaBancaria.insertSync', { doc: { ...cuenta, iban: 'ES9121000418450200051332', remesable: true } }))).message)
      .toBe('Para remesar recibos hace falta la fecha del mandato SEPA');
    expect((await rechazo(mutar(base.db, comercial1, 'representante.updateSync', { id: 'RE1', cambios: { dni: '12345678A' } }))).message).toBe('El DNI no es correcto');
    expect((await rechazo(mutar(base.db, comercial1, 'cita.updateSync', { id: 'CI1', cambios: { fin: '2026-11-19T10:00:00.000Z' } }))).message).toBe('La cita no puede acabar antes de empezar');
  });

  it('convertir el prospecto: nace el cliente con sus teléfonos, direcciones, cuentas, operaciones y citas; el prospecto queda convertido', async () => {
    const { db } = base;
    const antes = await descargar(db, comercial1);
    await mutar(db, comercial1, 'clientePotencial.convertirSync', { idcliente_potencial: 'CP1', idcliente: 'c0ffee00-0000-4000-8000-000000000001' });
    const d = await descargar(db, comercial1, antes.checkpoint);
    const idcliente = 'c0ffee00-0000-4000-8000-000000000001';
    expect(d.docs.get(`cliente:${idcliente}`)).toMatchObject({ nombre: 'Prospecto 1', codigo: codigoClienteConvertido(idcliente), iddelegacion: 'D1' });
    expect(d.docs.get(`telefono:TP1`)).toMatchObject({ idcliente, numero: '611000001' });
    expect(d.docs.get(`direccion:DP1`)).toMatchObject({ idcliente, direccion: 'Calle Prospecto 1' });
    for (const ref of ['cuentabancaria:CBA2', 'estudiofinanciero:EF1', 'operacioncrm:OP1', 'cita:CI1']) expect(d.docs.get(ref), ref).toMatchObject({ idcliente });
    expect(d.docs.get(`clientecomercial:${idcliente}`)).toMatchObject({ idcomercial: 'CM1' });
    expect(d.docs.get('clientepotencial:CP1')).toMatchObject({ idcliente, estado: 1 });
    expect(d.docs.get('clientepotencial:CP1')?.fconversion).toBeTruthy();
    // Otra vez: ya está convertido.
    expect((await rechazo(mutar(db, comercial1, 'clientePotencial.convertirSync', { idcliente_potencial: 'CP1', idcliente: 'c0ffee00-0000-4000-8000-000000000002' }))).message)
      .toBe('El cliente potencial ya está convertido en cliente');
    // El otro comercial sigue sin ver nada de ello.
    const cm3 = await descargar(db, comercial3);
    expect(cm3.docs.has(`cliente:${idcliente}`)).toBe(false);
    expect(cm3.docs.has('telefono:TP1')).toBe(false);
  });

  it('una venta anotada por el técnico desde su parte le llega a él y a la delegación', async () => {
    const { db } = base;
    await mutar(db, tecnico1, 'operacionCrm.simpleAddSync', { idoperacioncrm: 'OP-T1', idparte_trabajo: 'PT1', titulo: 'Quiere cámaras en el almacén', descripcion: null });
    const t1 = await descargar(db, tecnico1);
    expect(t1.docs.get('operacioncrm:OP-T1')).toMatchObject({ idcliente: 'C1', idsistema: 'S1', idorden_trabajo: 'O1', idtecnico: 'T1', etapa: 'nueva' });
    expect((await descargar(db, comercial1)).docs.has('operacioncrm:OP-T1')).toBe(true);
    expect((await descargar(db, comercial3)).docs.has('operacioncrm:OP-T1')).toBe(false);
  });
});
