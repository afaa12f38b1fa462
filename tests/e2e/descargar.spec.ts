/**
 * Descargar a mano y subir un parte: el técnico busca en 'Descargar partes' un parte de su delegación que
 * no tiene, lo descarga (barra de progreso hasta que llega con todo lo suyo), lo cambia sin conexión,
 * 'Subir parte' dice 'No tienes conexión a internet.' y con red lo sube y lo cuenta; el servidor lo tiene.
 * 'Quitar del dispositivo' (con Confirmación) lo saca del dispositivo.
 */
import { expect, test } from '@playwright/test';
import { PaginaLogin } from './paginas/login';
import { documentoPorPull, iniciarSesionApi } from './soporte/api';
import { usarServidor } from './soporte/entorno';
import { activarDepuracion, esperarListoSinConexion, esperarVigia, partesLocales } from './soporte/navegador';

const entorno = usarServidor({ nombre: 'descargar', bd: 'pglite' });

test('descargar un parte de la delegación, cambiarlo sin conexión, subirlo y quitarlo', async ({ browser }) => {
  test.setTimeout(5 * 60_000);
  const { servidor } = entorno.actual;
  const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador });
  await activarDepuracion(contexto);
  const pagina = await contexto.newPage();
  await new PaginaLogin(pagina).iniciarSesion('tecnico');
  await esperarVigia(pagina);
  await expect.poll(async () => (await partesLocales(pagina)).length, { timeout: 180_000 }).toBeGreaterThan(0);
  const locales = new Set((await partesLocales(pagina)).map((p) => p.idparte_trabajo));

  let numero = '';
  await test.step('buscar y descargar: la barra de progreso hasta que el parte llega', async () => {
    await pagina.goto('/app/offline/descargar');
    await expect(pagina.getByRole('heading', { name: 'Descargar partes', level: 1 })).toBeVisible();
    await pagina.getByRole('button', { name: 'Buscar' }).click();
    const boton = pagina.getByRole('list', { name: 'Partes para descargar' }).getByRole('button', { name: /^Descargar parte / }).first();
    await expect(boton).toBeVisible();
    numero = ((await boton.textContent()) ?? '').replace('Descargar parte ', '').trim();
    await boton.click();
    await expect(pagina.getByRole('status').filter({ hasText: 'Parte descargado' })).toBeVisible({ timeout: 60_000 });
  });
  const parte = (await partesLocales(pagina)).find((p) => p.numero === numero);
  if (!parte) throw new Error(`El parte ${numero} no está en el dispositivo`);
  expect(locales.has(parte.idparte_trabajo), 'el parte ya estaba en el dispositivo').toBe(false);
  const id = parte.idparte_trabajo;

  const observaciones = `Revisado tras descargarlo ${Date.now().toString(36)}`;
  await test.step("sin conexión: el cambio queda en la cola del parte y 'Subir ahora' avisa", async () => {
    await pagina.getByRole('link', { name: `Parte ${numero}` }).first().click();
    await expect(pagina.getByRole('link', { name: 'Subir parte' })).toBeVisible();
    await esperarListoSinConexion(pagina);
    // Sin red de verdad: además de la emulación del navegador, /api no contesta (una petición que la
    // emulación dejara pasar subiría el cambio antes de que la pantalla lo cuente).
    await contexto.route('**/api/**', (ruta) => ruta.abort('internetdisconnected'));
    await contexto.setOffline(true);
    await expect.poll(() => pagina.evaluate(() => navigator.onLine)).toBe(false);
    const enCola = await pagina.evaluate(
      async ([idparte, texto]) => {
        const vigia = window.vigia;
        if (!vigia) throw new Error('window.vigia no está disponible');
        const { idsync_upload } = await vigia.db.mutate('parteTrabajo.updateSync', { id: idparte, cambios: { observaciones: texto } });
        const entrada = await vigia.db.syncupload.findOne(idsync_upload).exec();
        return entrada ? `${entrada.estado} ${entrada.documentos.join(',')}` : 'no está en la cola';
      },
      [id, observaciones] as const,
    );
    expect(enCola, 'la entrada recién hecha está en la cola y toca el parte').toBe(`pendiente partetrabajo:${id}`);
    await pagina.getByRole('link', { name: 'Subir parte' }).click();
    await expect(pagina.getByRole('list', { name: 'Cambios por subir' }).getByRole('listitem')).toHaveCount(1);
    await pagina.getByRole('button', { name: 'Subir ahora' }).click();
    await expect(pagina.getByRole('alert').filter({ hasText: 'No tienes conexión a internet.' })).toBeVisible();
  });

  await test.step('con red: sube y lo cuenta; el servidor lo tiene', async () => {
    await contexto.unroute('**/api/**');
    await contexto.setOffline(false);
    await pagina.getByRole('button', { name: 'Subir ahora' }).click();
    await expect(pagina.getByRole('status').filter({ hasText: /cambios? subidos?/ })).toBeVisible({ timeout: 60_000 });
    await expect(pagina.getByText('No hay cambios de este parte por subir')).toBeVisible({ timeout: 60_000 });
    const { token } = await iniciarSesionApi(servidor.url, 'admin');
    expect(await documentoPorPull(servidor.url, token, 'partetrabajo', id)).toMatchObject({ observaciones });
  });

  await test.step("'Quitar del dispositivo' con Confirmación lo saca del dispositivo", async () => {
    await pagina.goto('/app/offline/descargar');
    const lista = pagina.getByRole('list', { name: 'Descargados a mano' });
    await expect(lista.getByRole('link', { name: `Parte ${numero}` })).toBeVisible();
    await lista.getByRole('button', { name: 'Quitar del dispositivo' }).click();
    const dialogo = pagina.getByRole('dialog', { name: 'Confirmación' });
    await dialogo.getByRole('button', { name: 'Aceptar' }).click();
    await expect.poll(async () => (await partesLocales(pagina)).some((p) => p.idparte_trabajo === id), { timeout: 60_000 }).toBe(false);
  });
  await contexto.close();
});
