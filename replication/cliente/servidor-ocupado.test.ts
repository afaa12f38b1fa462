/**
 * El motor contra el servidor real ocupado (issue 33): el servidor rechaza la subida con 503 y Retry-After
 * (server/http/admision.ts: aquí, porque la base dice ir atrasada) y el cliente espera lo que le piden
 * —ni un «Sincronizar» lo adelanta—, reintenta solo hasta el éxito, y el cambio se aplica una sola vez.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearServidor, type Servidor } from '../../server/app';
import { abrirDb } from '../../server/db/abrir';
import type { CargaDb, Db } from '../../server/db/tipos';
import type { VigiaDatabase } from './tipos';
import type { MotorVigia } from './motor';
import { crearDbPrueba, esperarA, motorPrueba } from './pruebas/entorno';
import type { FuncionFetch } from './rpc';
import { crearSesionCliente } from './sesion-cliente';

let base: Db;
let servidor: Servidor;
/** Las próximas peticiones a /api/ que el servidor ve con la base atrasada (y rechaza con 503). */
let rechazarProximas = 0;
const abiertos: { db: VigiaDatabase; motor: MotorVigia }[] = [];

beforeAll(async () => {
  const real = await abrirDb({ dataDir: null });
  const carga = (): CargaDb => {
    if (rechazarProximas <= 0) return { esperandoConexion: 0, ocupadas: 0 };
    rechazarProximas -= 1;
    return { esperandoConexion: 1_000, ocupadas: 10 };
  };
  base = { ...real, carga };
  servidor = await crearServidor({ db: base, puerto: 0, semilla: { escala: 0.2 } });
}, 180_000);

afterAll(async () => {
  for (const { motor, db } of abiertos.splice(0)) {
    await motor.detener();
    await db.close();
  }
  await servidor?.cerrar();
  await base?.cerrar();
});

interface Envio {
  t: number;
  estado: number;
  retryAfter: string | null;
}

describe('motor contra el servidor ocupado (503 con Retry-After)', () => {
  it('espera lo que pide el servidor, reintenta hasta subir y el cambio se aplica una vez', async () => {
    const sesion = await crearSesionCliente({ baseUrl: servidor.url, almacen: null, ventana: null, online: () => true }).iniciarSesion('tecnico', 'demo1234');
    const envios: Envio[] = [];
    const fetchAnotado: FuncionFetch = async (url, init) => {
      const r = await fetch(url, init);
      if (new URL(url).pathname === '/api/') envios.push({ t: Date.now(), estado: r.status, retryAfter: r.headers.get('retry-after') });
      return r;
    };
    const db = await crearDbPrueba();
    // Espera creciente de 20–100 ms: si el motor no hiciera caso del Retry-After, reintentaría mucho antes.
    const motor = motorPrueba(db, { fetch: fetchAnotado, token: sesion.token, baseUrl: servidor.url }, { usuario: sesion.usuario, limitePull: 500 });
    abiertos.push({ db, motor });
    await motor.sincronizarAhora();
    const parte = (await db.partetrabajo.find({ selector: { estado: 1, idtecnico: sesion.usuario.idtecnico } }).exec())[0];
    if (!parte) throw new Error('La demo no tiene partes pendientes para el técnico');

    const desde = envios.length;
    rechazarProximas = 2;
    const texto = `Con el servidor ocupado ${Date.now()}`;
    const { idsync_upload } = await db.mutate('parteTrabajo.updateSync', { id: parte.idparte_trabajo, cambios: { observaciones: texto } });
    await esperarA(() => envios.slice(desde).some((e) => e.estado === 503), 10_000, 'el primer 503');
    await esperarA(() => motor.estado.error !== null, 5_000, 'el error del 503 en el estado');
    // Mientras espera: el mensaje del servidor, que sí es alcanzable; y «Sincronizar» no adelanta el reintento.
    expect(motor.estado.error).toMatch(/se enviarán solos dentro de \d+ s/);
    expect(motor.estado.servidorAlcanzable).toBe(true);
    await motor.sincronizarAhora();
    await esperarA(async () => (await db.syncupload.count().exec()) === 0, 20_000, 'la subida, tras los 503');

    const tras = envios.slice(desde);
    const rechazos = tras.filter((e) => e.estado === 503);
    expect(rechazos).toHaveLength(2);
    for (const r of rechazos) {
      expect(r.retryAfter, 'cada 503 lleva Retry-After').toMatch(/^\d+$/);
      const siguiente = tras[tras.indexOf(r) + 1];
      if (!siguiente) throw new Error('Sin reintento tras el 503');
      expect(siguiente.t - r.t, 'el reintento espera al menos el Retry-After').toBeGreaterThanOrEqual(Number(r.retryAfter) * 1000 - 50);
    }
    expect(tras.at(-1)?.estado).toBe(200);
    const [fila] = await base.query<{ n: number; entregas: number }>('select count(*)::int as n, max(entregas)::int as entregas from sync_aplicado where idsync_upload = $1', [idsync_upload]);
    expect(fila, 'aplicado una vez, recibido una vez (los 503 no ejecutaron nada)').toEqual({ n: 1, entregas: 1 });
    const [doc] = await base.query<{ observaciones: unknown }>(`select doc->>'observaciones' as observaciones from partetrabajo where id = $1`, [parte.idparte_trabajo]);
    expect(doc?.observaciones).toBe(texto);
    expect(motor.estado).toMatchObject({ error: null, servidorAlcanzable: true });
  }, 120_000);
});
