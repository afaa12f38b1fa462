/**
 * La bandeja de salida de punta a punta en el servidor (PGlite y PostgreSQL):
 *  - `correo.enviarSync` guarda el correo pendiente, con el ámbito del registro del que habla: lo recibe
 *    quien ve la operación y nadie más; otro comercial no puede colgar uno de ella; los datos mal
 *    escritos se rechazan con los mensajes de la pantalla;
 *  - el cartero lo envía una vez (dos carteros a la vez, como dos procesos, tampoco lo duplican) y el
 *    resultado vuelve al dispositivo como un cambio más;
 *  - un servidor de correo caído se reintenta con espera y, tras los intentos, queda 'fallido'; un
 *    rechazo definitivo (5xx), al momento; un reclamo caducado (el proceso cayó) se vuelve a enviar.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MENSAJE_CORREO_NO_VALIDO, MENSAJE_FALLO_SMTP, MENSAJE_REINTENTO } from '../../replication/correo';
import { MENSAJE_ORIGEN_SIN_CORREO } from '../../replication/mutadores/correo';
import { comercial1, comercial3, tecnico1 } from '../sync/prueba/datos';
import { baseCargada, BASES, descargar, errorDe, leerDoc, mutar } from '../sync/prueba/entorno';
import { crearCartero, MAX_INTENTOS, MENSAJE_RECHAZADO } from './cartero';
import type { Db } from '../db/tipos';
import type { Enviador, MensajeCorreo } from './enviador';

/** Un enviador de prueba que anota lo que manda o falla como se le diga. */
const enviadorPrueba = (fallo: () => Error | null = () => null): Enviador & { enviados: MensajeCorreo[] } => {
  const enviados: MensajeCorreo[] = [];
  return {
    modo: 'smtp',
    enviados,
    async enviar(m) {
      const e = fallo();
      if (e) throw e;
      enviados.push(m);
      return { modo: 'smtp', idMensaje: m.idMensaje ?? '' };
    },
  };
};

const errorSmtp = (responseCode: number): Error => Object.assign(new Error(`SMTP ${responseCode}`), { responseCode });

const encolar = (db: Db, id: string, para = ['cliente@example.com'], idtabla = 117, origen = 'OP1') =>
  mutar(db, comercial1, 'correo.enviarSync', { idcorreo: id, idtabla, id: origen, para, asunto: `Resumen ${id}`, cuerpo: 'Hola' });

describe.each(BASES)('bandeja de salida ($nombre)', ({ abrir }) => {
  const base = baseCargada(abrir);

  it('el correo nace pendiente con el ámbito de su operación: lo recibe su comercial, no el de otra delegación ni el técnico', async () => {
    await encolar(base.db, 'CORREO-1', ['uno@example.com', 'dos@example.com']);
    const doc = await leerDoc(base.db, 'correo', 'CORREO-1');
    expect(doc).toMatchObject({ para: 'uno@example.com, dos@example.com', envio: 'pendiente', intentos: 0, idusuario: 'UCM1', idtabla: 117, id: 'OP1' });
    expect((await descargar(base.db, comercial1)).docs.has('correo:CORREO-1')).toBe(true);
    expect((await descargar(base.db, comercial3)).docs.has('correo:CORREO-1')).toBe(false);
    expect((await descargar(base.db, tecnico1)).docs.has('correo:CORREO-1')).toBe(false);
  });

  it('otro comercial no puede colgar un correo de una operación que no ve; los datos mal escritos se rechazan', async () => {
    const ajeno = await errorDe(mutar(base.db, comercial3, 'correo.enviarSync', { idcorreo: 'CORREO-X', idtabla: 117, id: 'OP1', para: ['a@b.es'], asunto: 'X', cuerpo: '' }));
    expect(['permiso', 'noExiste']).toContain(ajeno.tipo);
    const malo = await errorDe(encolar(base.db, 'CORREO-MAL', ['bien@example.com', 'mal@']));
    expect(malo.message).toContain(MENSAJE_CORREO_NO_VALIDO);
    const sinOrigen = await errorDe(encolar(base.db, 'CORREO-SIN', ['a@b.es'], 99_999));
    expect(sinOrigen.message).toBe(MENSAJE_ORIGEN_SIN_CORREO);
    expect(await leerDoc(base.db, 'correo', 'CORREO-X')).toBeNull();
    expect(await leerDoc(base.db, 'correo', 'CORREO-MAL')).toBeNull();
  });

  it('el cartero lo envía una vez y el resultado llega al dispositivo; dos carteros a la vez no lo duplican', async () => {
    await encolar(base.db, 'CORREO-2');
    await encolar(base.db, 'CORREO-3');
    const antes = await descargar(base.db, comercial1);
    const enviador = enviadorPrueba();
    const otroDb = (await base.otroProceso()) ?? base.db;
    const [a, b] = [crearCartero(base.db, enviador), crearCartero(otroDb, enviador)];
    await Promise.all([a.ronda(), b.ronda()]);
    const ids = enviador.enviados.map((m) => m.idMensaje).sort();
    expect(ids).toEqual(['<CORREO-1@vigia>', '<CORREO-2@vigia>', '<CORREO-3@vigia>']);
    expect(enviador.enviados.find((m) => m.idMensaje === '<CORREO-1@vigia>')?.para).toEqual(['uno@example.com', 'dos@example.com']);
    expect(await a.ronda()).toBe(0);
    expect(enviador.enviados).toHaveLength(3);
    const despues = await descargar(base.db, comercial1, antes.checkpoint);
    expect(despues.docs.get('correo:CORREO-2')).toMatchObject({ envio: 'enviado', intentos: 1, error: null });
    expect(despues.docs.get('correo:CORREO-2')?.fenvio).toEqual(expect.any(String));
  });

  it('un SMTP caído se reintenta con espera y acaba en fallido; un rechazo 5xx, al momento', async () => {
    await encolar(base.db, 'CORREO-4');
    const caido = enviadorPrueba(() => errorSmtp(421));
    await crearCartero(base.db, caido).ronda();
    expect(await leerDoc(base.db, 'correo', 'CORREO-4')).toMatchObject({ envio: 'pendiente', intentos: 1, error: MENSAJE_REINTENTO });
    // Espera el primer reintento (1 min): la ronda siguiente no lo toca.
    expect(await crearCartero(base.db, caido).ronda()).toBe(0);
    await base.db.query("update correo_envio set reclamado_hasta = now() - interval '1 second' where idcorreo = 'CORREO-4'");
    // Espera de reintento 0: cada ronda vuelve a intentarlo.
    const cartero = crearCartero(base.db, caido, { reintentoMs: 0 });
    for (let i = 2; i <= MAX_INTENTOS; i++) await cartero.ronda();
    expect(await leerDoc(base.db, 'correo', 'CORREO-4')).toMatchObject({ envio: 'fallido', intentos: MAX_INTENTOS, error: MENSAJE_FALLO_SMTP });
    expect(await cartero.ronda()).toBe(0);

    await encolar(base.db, 'CORREO-5');
    await crearCartero(base.db, enviadorPrueba(() => errorSmtp(550))).ronda();
    expect(await leerDoc(base.db, 'correo', 'CORREO-5')).toMatchObject({ envio: 'fallido', intentos: 1, error: MENSAJE_RECHAZADO });
  });

  it('un reclamo caducado (el proceso cayó a medias) se vuelve a enviar; uno vigente, no', async () => {
    await encolar(base.db, 'CORREO-6');
    await base.db.query("insert into correo_envio (idcorreo, reclamado_hasta, proceso) values ('CORREO-6', now() + interval '5 minutes', 'caido')");
    const enviador = enviadorPrueba();
    const cartero = crearCartero(base.db, enviador);
    expect(await cartero.ronda()).toBe(0);
    await base.db.query("update correo_envio set reclamado_hasta = now() - interval '1 second' where idcorreo = 'CORREO-6'");
    expect(await cartero.ronda()).toBe(1);
    expect(enviador.enviados.map((m) => m.idMensaje)).toEqual(['<CORREO-6@vigia>']);
    expect(await base.db.query("select 1 from correo_envio where idcorreo = 'CORREO-6'")).toHaveLength(0);
  });

  it('la misma subida repetida no duplica el correo', async () => {
    const subida = randomUUID();
    const params = { idcorreo: 'CORREO-7', idtabla: 117, id: 'OP1', para: ['a@example.com'], asunto: 'Una vez', cuerpo: '' };
    await mutar(base.db, comercial1, 'correo.enviarSync', params, subida);
    const r = await mutar(base.db, comercial1, 'correo.enviarSync', params, subida);
    expect(r.repetido).toBe(true);
    const enviador = enviadorPrueba();
    await crearCartero(base.db, enviador).ronda();
    expect(enviador.enviados.filter((m) => m.asunto === 'Una vez')).toHaveLength(1);
  });
});
