/**
 * Ficheros adjuntos de punta a punta: el técnico abre los ficheros de uno de sus partes
 * (/ficheros/{id}/269); un fichero por encima del límite (parámetro tamano_maximo_fichero_mb = 10) da
 * 'El fichero es demasiado grande' y no se guarda nada; sin conexión adjunta un informe, que queda en el
 * dispositivo y en la cola, y lo abre; al volver la red sube una vez y el servidor guarda el mismo
 * contenido (fichero.contenido). El supervisor, que no tiene la copia local, ve 'El fichero no está
 * disponible' sin conexión y lo descarga del servidor con ella. Una foto con la cámara compartida (la
 * cámara falsa de Chromium, 1280×720) se guarda reducida a 1024×576.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PaginaLogin } from './paginas/login';
import { PaginaColaSubida } from './paginas/sincronizacion';
import { documentoPorPull, iniciarSesionApi, llamarRpc } from './soporte/api';
import { usarServidor } from './soporte/entorno';
import { argumentosCamaraFalsa, escribirVideoQr } from './soporte/camara';
import { activarDepuracion, ARGUMENTOS_CHROMIUM, colaLocal, esperarListoSinConexion, esperarServiceWorker, esperarVigia, partesLocales, RUTA_CHROMIUM } from './soporte/navegador';

const entorno = usarServidor({ nombre: 'ficheros', bd: 'pglite' });

// Fuera de test-results/ (Playwright lo vacía al empezar). 1280×720: mayor que 1024 para ver la reducción.
const RUTA_VIDEO = join(tmpdir(), 'vigia-e2e-ficheros', 'camara.y4m');
escribirVideoQr(RUTA_VIDEO, 'foto de la instalación');
test.use({ launchOptions: { executablePath: RUTA_CHROMIUM, args: [...ARGUMENTOS_CHROMIUM, ...argumentosCamaraFalsa(RUTA_VIDEO)] } });

const CONTENIDO = `Informe de la visita: central revisada, batería sustituida. ${Date.now().toString(36)}`;

const abrirFicheros = async (pagina: Page, id: string): Promise<void> => {
  await pagina.goto(`/app/ficheros/${id}/269`);
  await expect(pagina.getByRole('heading', { name: 'Ficheros', level: 1 })).toBeVisible();
};

/** Vuelve a la lista de ficheros sin recargar (sin red, la navegación se queda en la app). */
const abrirFicherosEnApp = async (pagina: Page): Promise<void> => {
  await pagina.goBack();
  await expect(pagina.getByRole('heading', { name: 'Ficheros', level: 1 })).toBeVisible();
};

test('adjuntar sin conexión, límite de tamaño, subida única y descarga bajo demanda', async ({ browser }) => {
  test.setTimeout(6 * 60_000);
  const { servidor } = entorno.actual;
  const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador, acceptDownloads: true });
  await activarDepuracion(contexto);
  const pagina = await contexto.newPage();
  await new PaginaLogin(pagina).iniciarSesion('tecnico');
  await esperarVigia(pagina);
  let idparte = '';
  await expect
    .poll(async () => {
      idparte = (await partesLocales(pagina)).find((p) => p.estado === 1)?.idparte_trabajo ?? '';
      return idparte;
    }, { message: 'la descarga inicial no trae partes pendientes', timeout: 180_000 })
    .not.toBe('');

  await abrirFicheros(pagina, idparte);
  const anadir = pagina.getByRole('link', { name: 'Añadir fichero' });

  await test.step("11 MB: 'El fichero es demasiado grande' y nada guardado", async () => {
    await anadir.click();
    // 11 MB por el protocolo del navegador: con la máquina cargada tarda más que la espera por defecto de una acción.
    await pagina.getByLabel('Fichero', { exact: true }).setInputFiles({ name: 'video.bin', mimeType: 'application/octet-stream', buffer: Buffer.alloc(11 * 1024 * 1024, 7) }, { timeout: 120_000 });
    await pagina.getByRole('button', { name: 'Guardar' }).click();
    await expect(pagina.getByRole('alert').filter({ hasText: 'El fichero es demasiado grande' })).toBeVisible();
    expect(await colaLocal(pagina)).toHaveLength(0);
    await pagina.getByRole('link', { name: 'Cancelar' }).click();
  });

  await test.step('sin conexión: el informe queda en el dispositivo y en la cola, y se abre', async () => {
    await esperarListoSinConexion(pagina);
    await contexto.setOffline(true);
    await anadir.click();
    await pagina.getByLabel('Fichero', { exact: true }).setInputFiles({ name: 'informe.txt', mimeType: 'text/plain', buffer: Buffer.from(CONTENIDO) });
    await expect(pagina.getByLabel('Nombre')).toHaveValue('informe.txt');
    await pagina.getByRole('button', { name: 'Guardar' }).click();
    const fila = pagina.getByRole('listitem').filter({ hasText: 'informe.txt' });
    await expect(fila).toContainText('En el dispositivo');
    await expect(fila).toContainText('Pendiente de subir');
    expect((await colaLocal(pagina)).map((e) => e.metodo)).toEqual(['fichero.subirSync']);
    await fila.getByRole('link', { name: 'informe.txt' }).click();
    await expect(pagina.getByRole('heading', { name: 'informe.txt' })).toBeVisible();
    const descarga = pagina.waitForEvent('download');
    await pagina.getByRole('button', { name: 'Descargar' }).click();
    const ruta = await (await descarga).path();
    const { readFile } = await import('node:fs/promises');
    expect(await readFile(ruta, 'utf8')).toBe(CONTENIDO);
  });
  const idfichero = new URL(pagina.url()).pathname.split('/').pop() ?? '';
  expect(idfichero).toMatch(/^[0-9a-f-]{36}$/);

  await test.step("sin conexión: 'Hacer foto' con la cámara compartida guarda la foto reducida a ≤ 1024×1024", async () => {
    await abrirFicherosEnApp(pagina);
    await anadir.click();
    await pagina.getByRole('button', { name: 'Hacer foto' }).click();
    const camara = pagina.getByRole('dialog', { name: 'Cámara' });
    await expect(camara).toBeVisible();
    await camara.getByRole('button', { name: 'Hacer foto' }).click();
    await camara.getByRole('button', { name: 'Usar foto' }).click();
    const fila = pagina.getByRole('listitem').filter({ hasText: /foto-\d+\.jpg/ });
    await expect(fila).toContainText('En el dispositivo');
    await fila.getByRole('link').click();
    const img = pagina.getByRole('img', { name: /foto-\d+\.jpg/ });
    await expect(img).toBeVisible();
    const medidas = await img.evaluate((e) => (e instanceof HTMLImageElement ? [e.naturalWidth, e.naturalHeight] : []));
    expect(medidas).toEqual([1024, 576]);
    expect((await colaLocal(pagina)).map((e) => e.metodo)).toEqual(['fichero.subirSync', 'fichero.subirSync']);
  });

  await test.step('con red: sube una vez y el servidor guarda el mismo contenido', async () => {
    await contexto.setOffline(false);
    const cola = new PaginaColaSubida(pagina);
    await cola.abrir();
    await cola.esperarVacia();
    const { token } = await iniciarSesionApi(servidor.url, 'admin');
    expect(await documentoPorPull(servidor.url, token, 'fichero', idfichero)).toMatchObject({ nombre: 'informe.txt', idtabla: 269, id: idparte, tamano: Buffer.byteLength(CONTENIDO) });
    const r = await llamarRpc(servidor.url, token, 'fichero.contenido', { idfichero });
    expect(Buffer.from(String((r as { contenido: string }).contenido), 'base64').toString()).toBe(CONTENIDO);
  });
  await contexto.close();

  await test.step("el supervisor sin copia local: 'El fichero no está disponible' sin red; con red lo baja", async () => {
    const ctxAdmin = await browser.newContext({ baseURL: entorno.actual.urlNavegador });
    await activarDepuracion(ctxAdmin);
    const admin = await ctxAdmin.newPage();
    await new PaginaLogin(admin).iniciarSesion('admin');
    // Sin red abrirá la ficha del fichero, que no ha visitado: su código ha de estar ya guardado.
    await esperarServiceWorker(admin);
    await esperarVigia(admin);
    await abrirFicheros(admin, idparte);
    const fila = admin.getByRole('listitem').filter({ hasText: 'informe.txt' });
    await expect(fila).toContainText('En el servidor', { timeout: 120_000 });
    await ctxAdmin.setOffline(true);
    await fila.getByRole('link', { name: 'informe.txt' }).click();
    await expect(admin.getByRole('alert').filter({ hasText: 'El fichero no está disponible' })).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Descargar' })).toBeDisabled();
    await ctxAdmin.setOffline(false);
    await admin.goBack();
    await fila.getByRole('link', { name: 'informe.txt' }).click();
    await expect(admin.getByRole('button', { name: 'Descargar' })).toBeEnabled();
    await admin.goBack();
    await expect(fila).toContainText('En el dispositivo');
    await ctxAdmin.close();
  });
});
