/**
 * La comprobación de GET /salud en PostgreSQL (postgres.ts, `comprobar`): va por una conexión propia, así
 * que responde aunque el grupo de conexiones de la carga esté lleno y con cola (`carga` la cuenta), y deja
 * de responder —falla— en cuanto la base cae.
 */
import { describe, expect, it } from 'vitest';
import { crearBaseTemporal } from './backends-prueba';
import { abrirPostgres } from './postgres';

describe('comprobar (GET /salud) en PostgreSQL', () => {
  it('responde con el grupo de conexiones lleno y falla cuando la base cae', async () => {
    const base = await crearBaseTemporal();
    const db = await abrirPostgres(base.url);
    let soltar = (): void => undefined;
    const suelta = new Promise<void>((r) => {
      soltar = r;
    });
    try {
      await db.comprobar?.(2_000);
      // Las 10 conexiones del grupo ocupadas en transacciones que no terminan, y 5 más esperando una.
      const ocupadas = Array.from({ length: 15 }, () => db.transaccion(async (q) => {
        await q.query('select 1');
        await suelta;
      }));
      const limite = Date.now() + 10_000;
      const lleno = (): boolean => db.carga?.().esperandoConexion === 5 && db.carga().ocupadas === 10;
      while (!lleno() && Date.now() < limite) await new Promise((r) => setTimeout(r, 20));
      expect(db.carga?.()).toEqual({ esperandoConexion: 5, ocupadas: 10 });
      // Sin conexión libre, una consulta normal esperaría; la de /salud no.
      const t0 = Date.now();
      await expect(db.comprobar?.(2_000)).resolves.toBeUndefined();
      expect(Date.now() - t0).toBeLessThan(2_000);
      soltar();
      await Promise.all(ocupadas);
      expect(db.carga?.().esperandoConexion).toBe(0);
      // La base cae (se borra, con sus conexiones): la comprobación falla, también la siguiente.
      await base.borrar();
      await expect(db.comprobar?.(2_000)).rejects.toThrow();
      await expect(db.comprobar?.(2_000)).rejects.toThrow();
    } finally {
      soltar();
      await db.cerrar().catch(() => undefined);
      await base.borrar();
    }
  }, 60_000);
});
