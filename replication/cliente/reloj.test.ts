/**
 * El reloj del dispositivo en el cliente (reloj.ts): el desfase se mide con la hora del servidor de cada
 * respuesta de /api/, se guarda en el estado local (sobrevive a una recarga sin red) y cada cambio nuevo
 * de la cola lo lleva en su entrada y en la envoltura que sube.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CABECERA_HORA } from '../hora-dispositivo';
import { definirMetodo } from '../metodos-en-linea';
import { z } from '../zod';
import { cerrojosEnMemoria } from './cerrojos';
import { entradasEnOrden, mutar } from './cola';
import { leerEstadoSync } from './estado-local';
import { crearDbPrueba, parte, usuarioPrueba } from './pruebas/entorno';
import { anotarHoraServidor, medirReloj, olvidarReloj, persistirReloj, relojEnMemoria, relojParaCambio } from './reloj';
import { crearClienteRpc } from './rpc';
import type { VigiaDatabase } from './tipos';

const HORA = 3_600_000;
const abiertas: VigiaDatabase[] = [];
afterEach(async () => {
  olvidarReloj();
  for (const db of abiertas.splice(0)) await db.close();
});

const abrir = async (): Promise<VigiaDatabase> => {
  const db = await crearDbPrueba();
  abiertas.push(db);
  return db;
};

describe('el reloj del dispositivo frente al del servidor', () => {
  it('el desfase es la hora del servidor menos el punto medio de la ida y vuelta; sin cabecera o sin sentido, nada', () => {
    const servidor = '2026-11-28T10:00:00.000Z';
    const local = Date.parse(servidor) + 2 * HORA;
    expect(medirReloj(local - 100, local + 100, servidor)).toEqual({ desfase_ms: -2 * HORA, contacto: servidor });
    expect(medirReloj(local, local + 1, null)).toBeNull();
    expect(medirReloj(local, local + 1, 'ayer')).toBeNull();
    expect(medirReloj(local + 5, local, servidor)).toBeNull();
  });

  it('cada respuesta de /api/ con la hora del servidor deja el desfase medido; una más antigua no pisa una más nueva', async () => {
    const servidor = new Date(Date.now() - 2 * HORA).toISOString();
    const fetch = async () => new Response(JSON.stringify({ jsonrpc: '2.0', id: 'x', result: 1 }), {
      status: 200, headers: { 'Content-Type': 'application/json', [CABECERA_HORA]: servidor },
    });
    await crearClienteRpc({ url: 'http://localhost/api/', token: () => 't', fetch }).leer(definirMetodo({ nombre: 'x', params: z.object({}).optional(), resultado: z.number() }));
    const r = relojEnMemoria();
    expect(r?.contacto).toBe(servidor);
    expect(Math.abs((r?.desfase_ms ?? 0) + 2 * HORA)).toBeLessThan(5_000);
    anotarHoraServidor(Date.now(), Date.now(), new Date(Date.parse(servidor) - 60_000).toISOString());
    expect(relojEnMemoria()?.contacto).toBe(servidor);
  });

  it('se guarda en el estado local y un cambio nuevo lo lleva en su entrada de la cola (también tras olvidarlo en memoria)', async () => {
    const db = await abrir();
    await db.partetrabajo.insert(parte('p1', { fecha_desc: '79738880|p1' }));
    const dejar = persistirReloj(db);
    const contacto = new Date(Date.now() - 60_000).toISOString();
    anotarHoraServidor(Date.now() - 60_000, Date.now() - 60_000, contacto);
    dejar();
    await expect.poll(async () => (await leerEstadoSync(db)).contacto).toBe(contacto);
    olvidarReloj();
    expect(relojEnMemoria()).toBeNull();
    const guardado = await relojParaCambio(db);
    expect(guardado?.contacto).toBe(contacto);

    await mutar({ db, usuario: usuarioPrueba(), cerrojos: cerrojosEnMemoria() }, 'parteTrabajo.updateSync', { id: 'p1', cambios: { observaciones: 'a' } });
    const [entrada] = await entradasEnOrden(db);
    expect(entrada?.reloj).toEqual(guardado);
  });
});
