/**
 * El stream de avisos vuelve en cuanto vuelve la red (issue 13, punto 2). Tras 45 s sin red el stream
 * espera ya entre 8 y 32 s antes de cada intento; el evento `online` del navegador lo despierta y conecta
 * en menos de 5 s. Entre el navegador y el servidor hay un proxy que corta y rechaza las conexiones (el
 * modo sin red de Chromium no corta una respuesta que ya está llegando, como la del stream); a la vez, el
 * navegador pasa a sin red y vuelve (eventos `offline` y `online`). Con el stream de vuelta, un cambio
 * hecho en el servidor por otro usuario llega a la pantalla sin recargar.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { PaginaLogin } from './paginas/login';
import { iniciarSesionApi, llamarRpc } from './soporte/api';
import { usarServidor } from './soporte/entorno';
import { activarDepuracion, esperarVigia, estadoMotor, partesLocales } from './soporte/navegador';
import { dormir } from './soporte/servidor';

const entorno = usarServidor({ nombre: 'stream', bd: 'pglite', proxy: true });

const SIN_RED_MS = 45_000;

test('tras 45 s sin red, el stream vuelve en menos de 5 s desde el evento online y trae los cambios de otros', async ({ browser }) => {
  test.setTimeout(5 * 60_000);
  const { servidor, proxy, urlNavegador } = entorno.actual;
  if (!proxy) throw new Error('la prueba necesita el proxy');
  const contexto = await browser.newContext({ baseURL: urlNavegador });
  await activarDepuracion(contexto);
  const pagina = await contexto.newPage();
  try {
    await new PaginaLogin(pagina).iniciarSesion('tecnico');
    await esperarVigia(pagina);
    await expect.poll(async () => (await estadoMotor(pagina)).ultimoPull !== null, { timeout: 180_000 }).toBe(true);
    await expect.poll(async () => (await estadoMotor(pagina)).enVivo, { timeout: 30_000 }).toBe(true);
    const elegido = (await partesLocales(pagina)).find((p) => p.estado === 1);
    if (!elegido) throw new Error('el técnico no tiene partes pendientes');
    await pagina.goto(`/app/partes/${elegido.idparte_trabajo}`);
    await esperarVigia(pagina);
    await expect.poll(async () => (await estadoMotor(pagina)).enVivo, { timeout: 30_000 }).toBe(true);

    // Sin red: el proxy corta lo abierto y rechaza lo nuevo; el navegador lo sabe (evento offline).
    proxy.rechazar(true);
    proxy.cortar();
    await contexto.setOffline(true);
    await expect.poll(async () => (await estadoMotor(pagina)).enVivo, { timeout: 30_000 }).toBe(false);
    await dormir(SIN_RED_MS);

    proxy.rechazar(false);
    const inicio = Date.now();
    await contexto.setOffline(false);
    await expect.poll(async () => (await estadoMotor(pagina)).enVivo, { timeout: 5_000, intervals: [100] }).toBe(true);
    const vuelta = Date.now() - inicio;
    console.log(`[stream] tras ${SIN_RED_MS / 1000} s sin red, el stream vuelve ${vuelta} ms después del evento online`);
    expect(vuelta).toBeLessThan(5_000);

    // Un cambio del servidor (otro usuario) llega por el stream a la pantalla del parte, sin recargar: se
    // hace cuando ya terminó el ciclo que lanzó el evento online, así que solo el aviso lo puede traer
    // antes del temporizador de 30 s.
    await expect.poll(async () => {
      const e = await estadoMotor(pagina);
      return e.subiendo || e.bajando;
    }, { timeout: 30_000 }).toBe(false);
    const texto = `Aviso en vivo ${randomUUID().slice(0, 8)}`;
    const admin = await iniciarSesionApi(servidor.url, 'admin');
    await llamarRpc(servidor.url, admin.token, 'parteTrabajo.updateSync', {
      idsync_upload: randomUUID(),
      creado: new Date().toISOString(),
      params: { id: elegido.idparte_trabajo, cambios: { observaciones: texto } },
    });
    await expect(pagina.locator('dd', { hasText: texto })).toBeVisible({ timeout: 10_000 });
  } finally {
    await contexto.close();
  }
});
