/**
 * La regla que ata un sobre a lo que se envió (sobres.ts), sobre una Tx en memoria como en el dispositivo y
 * como en el servidor: dejar de estar aceptado o cambiar de revisión anula los sobres enviados (no los
 * firmados ni los cancelados); el aviso a cada destinatario va a la bandeja de salida solo en el servidor.
 */
import { describe, expect, it } from 'vitest';
import type { DocDe } from '../schemas';
import { usuarioPrueba } from './cliente/pruebas/entorno';
import { getMutador } from './mutadores';
import { crearTxMemoria } from './prueba-tx-memoria';
import { cambioAnulaSobres } from './sobres';

const AHORA = '2026-11-21T10:00:00.000Z';

const presupuesto: DocDe<'presupuestocli'> = {
  idpresupuestocli: 'PR1', numero: 'P0001', titulo: 'Alarma del almacén', idcliente: 'C1', idcliente_potencial: '', iddelegacion: 'D1', idcomercial: 'CM1',
  idoperacioncrm: null, idplantilla_presupuesto: null, fecha: '2026-11-20', fvalidez: null, iddireccion_instalacion: null, forma_pago: null,
  forma_pago_cuotas: null, idcuenta_bancaria: null, condiciones: null, observaciones: null, base: 20, cuota_iva: 4.2, total: 24.2, num_revision: 1,
  faceptacion: AHORA, ffirma: null, frechazo: null, motivo_rechazo: null, actualizado: AHORA, estado: 3,
};

const sobre = (idsobre: string, situacion: DocDe<'sobre'>['situacion']): DocDe<'sobre'> => ({
  idsobre, idpresupuestocli: 'PR1', asunto: `Sobre ${idsobre}`, mensaje: null, situacion, idfichero: 'F1', sha256: 'a'.repeat(64), num_revision: 1,
  idfichero_firmado: null, fenvio: AHORA, caduca: '2026-12-01T10:00:00.000Z', ffirmado: null, fcancelado: null, idcomercial: 'CM1', estado: 1,
});

const destinatario = (id: string, firmado: boolean): DocDe<'destinatariosobre'> => ({
  iddestinatario_sobre: id, idsobre: 'S1', nombre: `Firmante ${id}`, email: `${id.toLowerCase()}@example.com`, orden: 1, firmado,
  ffirma: null, firmante_nombre: null, firmante_dni: null, ip: null, estado: 1,
});

const escenario = () => crearTxMemoria({
  presupuestocli: [presupuesto],
  sobre: [sobre('S1', 'enviado'), sobre('S2', 'cancelado'), sobre('S3', 'firmado')],
  destinatariosobre: [destinatario('D1', true), destinatario('D2', false)],
});

const deshacer = async (lado: 'cliente' | 'servidor') => {
  const tx = escenario();
  const m = getMutador('presupuestoCli.cambiarEstadoSync');
  if (!m) throw new Error('falta el mutador');
  const p = m.params.parse({ idpresupuestocli: 'PR1', estado: 2, motivo: null, idrevision_presupuesto: 'RV2' });
  await m.aplicar(tx, p, { lado, usuario: usuarioPrueba(), ahora: '2026-11-22T09:00:00.000Z' });
  return tx;
};

describe('un sobre atado a lo que se envió', () => {
  it('cuándo un cambio del presupuesto anula sus sobres', () => {
    expect(cambioAnulaSobres(presupuesto, { ...presupuesto, estado: 2 })).toBe(true);
    expect(cambioAnulaSobres(presupuesto, { ...presupuesto, estado: 0 })).toBe(true);
    expect(cambioAnulaSobres(presupuesto, { ...presupuesto, num_revision: 2 })).toBe(true);
    expect(cambioAnulaSobres(presupuesto, { ...presupuesto, estado: 4 })).toBe(false);
    expect(cambioAnulaSobres(presupuesto, { ...presupuesto, actualizado: '2026-11-22T00:00:00.000Z' })).toBe(false);
  });

  it('en el dispositivo: deshacer la aceptación anula el sobre enviado en la misma Tx, sin correos', async () => {
    const tx = await deshacer('cliente');
    expect(tx.de('sobre').map((s) => [s.idsobre, s.situacion, s.fanulado ?? null])).toEqual([
      ['S1', 'anulado', '2026-11-22T09:00:00.000Z'], ['S2', 'cancelado', null], ['S3', 'firmado', null],
    ]);
    expect(tx.de('correo')).toEqual([]);
  });

  it('en el servidor: además, el aviso a cada destinatario en la bandeja de salida', async () => {
    const tx = await deshacer('servidor');
    expect(tx.de('sobre').find((s) => s.idsobre === 'S1')).toMatchObject({ situacion: 'anulado' });
    const correos = tx.de('correo').sort((a, b) => String(a.para).localeCompare(String(b.para)));
    expect(correos.map((c) => [c.para, c.asunto, c.envio, c.idtabla, c.id])).toEqual([
      ['d1@example.com', 'Anulado: Sobre S1', 'pendiente', 106, 'PR1'],
      ['d2@example.com', 'Anulado: Sobre S1', 'pendiente', 106, 'PR1'],
    ]);
    expect(String(correos[0]?.cuerpo)).toContain('La firma que hiciste era de la versión anterior y ya no cuenta');
    expect(String(correos[1]?.cuerpo)).toContain('El enlace que recibiste ya no sirve');
  });
});
