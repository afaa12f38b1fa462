/**
 * Un servidor propio por fichero de specs: registra beforeAll/afterAll que crean la base (PGlite en una
 * carpeta temporal nueva o una base PostgreSQL vigia_e2e_<azar>), arrancan `server/main.ts` como proceso
 * hijo en un puerto libre (siembra la demo en el primer arranque) y, si se pide, el proxy TCP delante.
 * Al terminar se para todo y se borran la base y la carpeta.
 */
import { test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crearBaseDatosPrueba, type BaseDatosPrueba } from './bd';
import { copiarPlantilla } from './plantilla';
import { ProxyTcp } from './proxy';
import { ProcesoServidor } from './servidor';

export interface OpcionesEntorno {
  nombre: string;
  bd: 'pglite' | 'postgres';
  /** Pone el proxy TCP entre el navegador y el servidor. */
  proxy?: boolean;
  /** Arranca un segundo proceso del servidor sobre la misma base (solo con PostgreSQL). */
  segundo?: boolean;
  /** Variables de entorno del servidor, leídas al arrancarlo (el puerto de un SMTP de prueba ya escuchando). */
  entorno?: () => Record<string, string>;
}

export interface Entorno {
  servidor: ProcesoServidor;
  /** El segundo proceso sobre la misma base, si se pidió (sin proxy delante). */
  segundo: ProcesoServidor | null;
  proxy: ProxyTcp | null;
  /** Solo con bd 'postgres'. */
  baseDatos: BaseDatosPrueba | null;
  /** Solo con bd 'pglite'. */
  dataDir: string | null;
  /** La URL que usa el navegador del técnico: el proxy si lo hay, si no el servidor. */
  urlNavegador: string;
}

export const usarServidor = (opciones: OpcionesEntorno): { readonly actual: Entorno } => {
  let entorno: Entorno | null = null;

  test.beforeAll(async () => {
    test.setTimeout(6 * 60_000);
    let baseDatos: BaseDatosPrueba | null = null;
    let dataDir: string | null = null;
    try {
      if (opciones.bd === 'postgres') baseDatos = await crearBaseDatosPrueba();
      else {
        dataDir = mkdtempSync(join(tmpdir(), `vigia-e2e-${opciones.nombre}-`));
        copiarPlantilla(dataDir);
      }
      const inicio = Date.now();
      const servidor = await ProcesoServidor.iniciar({
        nombre: opciones.nombre,
        ...(baseDatos ? { databaseUrl: baseDatos.url } : {}),
        ...(dataDir ? { dataDir } : {}),
        ...(opciones.entorno ? { entorno: opciones.entorno() } : {}),
      });
      console.log(
        `[e2e ${opciones.nombre}] servidor en ${servidor.url} (${baseDatos ? `PostgreSQL ${baseDatos.nombre}` : `PGlite ${dataDir ?? ''}`}), ` +
          `listo en ${((Date.now() - inicio) / 1000).toFixed(1)} s`,
      );
      entorno = { servidor, segundo: null, proxy: null, baseDatos, dataDir, urlNavegador: servidor.url };
      if (opciones.segundo) {
        if (!baseDatos) throw new Error('Dos procesos del servidor necesitan PostgreSQL');
        // Después del primero: la base ya está sembrada y migrada.
        const segundo = await ProcesoServidor.iniciar({ nombre: `${opciones.nombre}-b`, databaseUrl: baseDatos.url });
        entorno = { ...entorno, segundo };
        console.log(`[e2e ${opciones.nombre}] segundo proceso en ${segundo.url}`);
      }
      if (opciones.proxy) {
        const proxy = await ProxyTcp.abrir(() => servidor.puerto);
        entorno = { ...entorno, proxy, urlNavegador: proxy.url };
      }
    } catch (e) {
      // Sin entorno no hay afterAll que limpie: se limpia aquí.
      if (entorno && !entorno.segundo && opciones.segundo) {
        await entorno.servidor.detener();
        entorno = null;
      }
      if (!entorno) {
        await baseDatos?.borrar().catch(() => undefined);
        if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      }
      throw e;
    }
  });

  test.afterAll(async () => {
    test.setTimeout(2 * 60_000);
    const e = entorno;
    entorno = null;
    if (!e) return;
    await e.proxy?.cerrar();
    await e.servidor.detener();
    await e.segundo?.detener();
    if (e.baseDatos && process.env.E2E_CONSERVAR_BD !== '1') await e.baseDatos.borrar();
    if (e.dataDir && process.env.E2E_CONSERVAR_BD !== '1') rmSync(e.dataDir, { recursive: true, force: true });
  });

  return {
    get actual(): Entorno {
      if (!entorno) throw new Error(`El entorno ${opciones.nombre} no está arrancado (beforeAll)`);
      return entorno;
    },
  };
};
