/**
 * La espera entre reintentos cuenta fallos seguidos: si entre dos cortes el servidor contestó un lote,
 * el siguiente reintento vuelve a la espera mínima (antes crecía hasta 60 s durante una subida larga con
 * cortes sueltos, porque solo se reiniciaba al completar un ciclo entero).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VigiaDatabase } from './tipos';
import type { MotorVigia } from './motor';
import { ErrorNegocio } from '../errores';
import { crearDbPrueba, esperarA, motorPrueba, parte, usuarioPrueba } from './pruebas/entorno';
import { ServidorFalso } from './pruebas/servidor-falso';

const motores: MotorVigia[] = [];
const abiertas: VigiaDatabase[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const m of motores.splice(0)) await m.detener();
  for (const db of abiertas.splice(0)) await db.close();
});

describe('motor: espera entre reintentos', () => {
  it('un lote contestado reinicia la espera: cortes alternos con éxitos reintentan siempre con la espera mínima', async () => {
    const servidor = new ServidorFalso(usuarioPrueba());
    servidor.poner('partetrabajo', parte('p1'));
    const db = await crearDbPrueba();
    abiertas.push(db);
    const MINIMO = 400;
    const esperas: number[] = [];
    const original = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms?: number, ...args: unknown[]) => {
      if (typeof ms === 'number' && ms >= MINIMO / 2 && ms <= 60_000) esperas.push(ms);
      return original(fn, ms, ...args);
    }) as typeof setTimeout);

    const motor = motorPrueba(db, { fetch: servidor.fetch, token: servidor.emitirToken() }, {
      tamLote: 1,
      backoff: { minimoMs: MINIMO, maximoMs: 60_000, aleatorio: () => 0.999 },
    });
    motores.push(motor);
    await motor.listo;
    await motor.sincronizarAhora();
    // Sin conexión de subida alternando: cada segundo lote de subida se corta (5 cortes).
    let subidas = 0;
    servidor.fallarCuando((m) => m.includes('parteTrabajo.updateSync') && ++subidas % 2 === 0, 'red', 5);
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push((await motor.mutate('parteTrabajo.updateSync', { id: 'p1', cambios: { observaciones: `v${i}` } })).idsync_upload);
    await esperarA(() => ids.every((id) => servidor.aplicadas.has(id)), 20_000, 'todo subido');
    const reintentos = esperas.filter((ms) => ms >= MINIMO / 2);
    expect(reintentos.length, 'hubo reintentos tras los cortes').toBeGreaterThanOrEqual(5);
    // Sin el reinicio, la espera se doblaría en cada corte: 400, 800, 1600, 3200, 6400.
    expect(Math.max(...reintentos)).toBeLessThanOrEqual(MINIMO);
  });

  it('sincronizarAhora justo después de un ciclo fallido no se pierde (ni se queda esperando al reintento)', async () => {
    const servidor = new ServidorFalso(usuarioPrueba());
    servidor.poner('partetrabajo', parte('p1', { descripcion: 'Original' }));
    servidor.rechazar = (_m, p) => ((p as { cambios?: { observaciones?: string } }).cambios?.observaciones === 'RECHAZAR' ? new ErrorNegocio('regla', 'cerrado') : null);
    const db = await crearDbPrueba();
    abiertas.push(db);
    // Reintento a 60 s: si la petición se pierde, la prueba agota su tiempo.
    const motor = motorPrueba(db, { fetch: servidor.fetch, token: servidor.emitirToken() }, { backoff: { minimoMs: 60_000, maximoMs: 60_000 } });
    motores.push(motor);
    await motor.sincronizarAhora();
    const fallida = await db.mutate('parteTrabajo.updateSync', { id: 'p1', cambios: { observaciones: 'RECHAZAR' } });
    await motor.sincronizarAhora();
    servidor.desconectado = true;
    // La entrada nueva dispara un ciclo pasivo que falla; sincronizarAhora llega justo entonces.
    await db.mutate('parteTrabajo.updateSync', { id: 'p1', cambios: { descripcion: 'Nueva' } });
    await motor.sincronizarAhora();
    servidor.desconectado = false;
    await motor.descartar(fallida.idsync_upload);
    await motor.sincronizarAhora();
    expect((await db.partetrabajo.findOne('p1').exec())?.descripcion).toBe('Nueva');
    expect(await db.syncupload.count().exec()).toBe(0);
  }, 15_000);
});

