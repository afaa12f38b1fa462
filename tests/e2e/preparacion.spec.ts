/**
 * Listo antes de que se vaya la red (issue 30).
 * 1. Con cada uno de los seis usuarios de la demo: entrar, cortar la red en cuanto termina la descarga
 *    (sin esperar al service worker) y abrir desde el menú una pantalla no visitada: se abre o sale el
 *    mensaje de la app ('No se ha podido abrir esta pantalla', con 'Reintentar' y la vuelta al menú);
 *    nunca la página de error del navegador ni una recarga.
 * 2. Técnico y vigilante: listo tras la descarga; con la sesión a punto de caducar (y, el técnico, un plano
 *    nuevo en un parte suyo) /sincronizacion dice 'No listo: …' nombrando lo que falta, sin red el aviso lo
 *    dice también, y con 'Renovar la sesión' y 'Descargar planos y adjuntos' vuelve a estar listo. El
 *    planificador de técnicos de admin enseña lo que informó el dispositivo del técnico ('No listo: …' y
 *    luego 'Listo sin conexión', con cuándo lo informó) y 'Sin datos' de un técnico que nunca informó.
 * 3. Una versión nueva de la app baja la preparación ('No listo: la app') hasta que queda guardada.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { PaginaLogin } from './paginas/login';
import { PaginaPlanificador } from './paginas/planificacion';
import { iniciarSesionApi, llamarRpc } from './soporte/api';
import { usarCopiaDist } from './soporte/dist';
import { usarServidor } from './soporte/entorno';
import { activarDepuracion, esperarVigia, estadoMotor, leerMarca, marcarPagina } from './soporte/navegador';

const dist = usarCopiaDist('preparacion');
const entorno = usarServidor({ nombre: 'preparacion', bd: 'pglite' });

const ERROR_NAVEGADOR = /ERR_INTERNET_DISCONNECTED|No hay conexión a Internet|There is no Internet connection/i;

const nuevaPagina = async (contexto: BrowserContext): Promise<Page> => {
  await activarDepuracion(contexto);
  return contexto.newPage();
};

/** Pantallas no visitadas, una por app, que se abren desde el menú principal. */
const MUESTRA: [usuario: string, enlace: string, titulo: RegExp][] = [
  ['tecnico', 'Tiempos', /Tiempos/],
  ['comercial', 'Presupuestos', /Presupuestos/],
  ['vigilante', 'Rondas realizadas', /Rondas realizadas/],
  ['custodia', 'Llaveros', /Llaveros/],
  ['almacen', 'Pedidos', /Pedidos/],
  ['presencia', 'Fichajes', /Fichajes/],
];

for (const [usuario, enlace, titulo] of MUESTRA) {
  test(`${usuario}: sin red en cuanto acaba la descarga, '${enlace}' se abre o muestra el mensaje de la app, nunca el error del navegador`, async ({ browser }) => {
    test.setTimeout(6 * 60_000);
    const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador });
    const pagina = await nuevaPagina(contexto);
    await new PaginaLogin(pagina).iniciarSesion(usuario);
    await esperarVigia(pagina);
    // En cuanto la barra 'Descargando datos…' termina (la primera descarga completa), sin esperar a nada más.
    await expect.poll(async () => (await estadoMotor(pagina)).ultimoPull !== null, { timeout: 240_000, intervals: [100] }).toBe(true);
    await contexto.setOffline(true);
    await marcarPagina(pagina, usuario);

    await pagina.getByRole('link', { name: new RegExp(`^${enlace}`) }).first().click();
    const h1 = pagina.getByRole('heading', { level: 1 }).first();
    // Hasta que la navegación acaba, el h1 visible sigue siendo el del menú: se espera al de destino o al
    // mensaje de la app, no al primero que haya.
    await expect(h1).toHaveText(new RegExp(`${titulo.source}|^No se ha podido abrir esta pantalla$`), { timeout: 60_000 });
    const texto = (await h1.innerText()).trim();
    if (texto === 'No se ha podido abrir esta pantalla') {
      await expect(pagina.getByRole('button', { name: 'Reintentar' })).toBeVisible();
      await pagina.getByRole('link', { name: 'Volver al menú principal' }).click();
      await expect(pagina.getByRole('heading', { name: 'Menú principal' })).toBeVisible();
    } else {
      expect(texto).toMatch(titulo);
    }
    // La misma página: ni recarga ni la página de error del navegador.
    expect(await leerMarca(pagina)).toBe(usuario);
    expect(await pagina.content()).not.toMatch(ERROR_NAVEGADOR);
    await contexto.close();
  });
}

const resumen = (pagina: Page) => pagina.getByTestId('preparacion-resumen');

/** La sesión guardada en el dispositivo dice que el token caduca dentro de una hora (no cubre la jornada). */
const acortarSesion = (pagina: Page): Promise<void> =>
  pagina.evaluate(() => {
    const guardada = localStorage.getItem('vigia.sesion');
    if (!guardada) throw new Error('no hay sesión guardada');
    const sesion: unknown = JSON.parse(guardada);
    if (typeof sesion !== 'object' || sesion === null) throw new Error('sesión guardada no válida');
    localStorage.setItem('vigia.sesion', JSON.stringify({ ...sesion, expira: new Date(Date.now() + 3600_000).toISOString() }));
  });

/** Un pdf de un parte pendiente del técnico, subido por el admin desde otro dispositivo (llega con el pull). */
const adjuntarAParte = async (pagina: Page): Promise<string> => {
  const idparte = await pagina.evaluate(async () => {
    const vigia = window.vigia;
    if (!vigia) throw new Error('window.vigia no está disponible');
    const partes = await vigia.db.partetrabajo.find({ selector: { estado: { $eq: 1 } } }).exec();
    const hasta = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const p = partes.find((d) => d.idtecnico !== null && (d.ffijada === null || d.ffijada === undefined || d.ffijada <= hasta));
    if (!p) throw new Error('el técnico no tiene partes pendientes para los próximos días');
    return p.idparte_trabajo;
  });
  const { token } = await iniciarSesionApi(entorno.actual.servidor.url, 'admin');
  const contenido = Buffer.from('%PDF-1.4 plano de la instalación').toString('base64');
  const idfichero = randomUUID();
  await llamarRpc(entorno.actual.servidor.url, token, 'fichero.subirSync', {
    idsync_upload: randomUUID(),
    creado: new Date().toISOString(),
    params: { doc: { idfichero, idtabla: 269, id: idparte, nombre: 'plano.pdf', tipo: 'application/pdf', tamano: Buffer.from(contenido, 'base64').length }, contenido },
  });
  return idfichero;
};

/** admin con el planificador de técnicos abierto (se refresca solo cada pocos segundos). */
const abrirPlanificadorAdmin = async (browser: Browser): Promise<{ contexto: BrowserContext; planificador: PaginaPlanificador }> => {
  const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador });
  const pagina = await nuevaPagina(contexto);
  await new PaginaLogin(pagina).iniciarSesion('admin');
  await esperarVigia(pagina);
  const planificador = new PaginaPlanificador(pagina);
  await planificador.abrir();
  return { contexto, planificador };
};

for (const [usuario, propios] of [
  ['tecnico', ['Los partes de los próximos días']],
  ['vigilante', ['Las rondas', 'El cuadrante del mes']],
] as const) {
  test(`${usuario}: de 'No listo' (nombrando lo que falta, también en el aviso sin red) a 'Listo para trabajar sin conexión'`, async ({ browser }) => {
    test.setTimeout(6 * 60_000);
    // El técnico, visto por admin en el planificador (lo que informa su dispositivo); tecnico2 nunca entra aquí.
    const tablero = usuario === 'tecnico' ? await abrirPlanificadorAdmin(browser) : null;
    const idDe = async (u: string): Promise<string> => (await iniciarSesionApi(entorno.actual.servidor.url, u)).usuario.idtecnico ?? '';
    const [idtecnico, idtecnico2] = tablero ? [await idDe('tecnico'), await idDe('tecnico2')] : ['', ''];
    if (tablero) await expect(tablero.planificador.preparacion(idtecnico2)).toHaveText('Sin datos', { timeout: 30_000 });
    const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador });
    const pagina = await nuevaPagina(contexto);
    await new PaginaLogin(pagina).iniciarSesion(usuario);
    await esperarVigia(pagina);
    await pagina.getByRole('link', { name: /^Sincronización/ }).first().click();

    await test.step('tras la descarga y con la app guardada, listo', async () => {
      await expect(resumen(pagina)).toHaveText('Listo para trabajar sin conexión', { timeout: 240_000 });
    });

    const faltan = ['la sesión'];
    await test.step('la sesión no cubre la jornada' + (usuario === 'tecnico' ? ' y un parte suyo recibe un plano' : ''), async () => {
      await acortarSesion(pagina);
      if (usuario === 'tecnico') {
        await adjuntarAParte(pagina);
        faltan.unshift('los partes de los próximos días');
      }
      await expect(resumen(pagina)).toHaveText(`No listo: ${faltan.join(', ')}`, { timeout: 60_000 });
      await expect(pagina.getByTestId('indicador-preparacion')).toHaveText('No listo sin conexión');
      await expect(pagina.getByTestId('preparacion-sesion')).toContainText('Sin conexión, la sesión vale solo hasta');
      if (usuario === 'tecnico') await expect(pagina.getByTestId('preparacion-tecnicos-partes')).toContainText('Faltan 1 de 1 planos y adjuntos');
      if (tablero) {
        await expect(tablero.planificador.preparacion(idtecnico)).toHaveText(new RegExp(`^No listo: ${faltan.join(', ')} · informado hace \\d+ (s|min)$`), { timeout: 60_000 });
      }
    });

    await test.step('sin red y sin estar listo, el aviso dice qué falta', async () => {
      await contexto.setOffline(true);
      const aviso = pagina.getByTestId('aviso-no-listo');
      await expect(aviso).toContainText('El dispositivo no estaba listo para trabajar sin conexión. Falta:');
      await expect(aviso).toContainText('La sesión: Sin conexión, la sesión vale solo hasta');
      if (usuario === 'tecnico') await expect(aviso).toContainText('Los partes de los próximos días: Faltan 1 de 1 planos y adjuntos');
      await contexto.setOffline(false);
    });

    await test.step('con sus acciones: listo, cada elemento sin faltas', async () => {
      await pagina.getByRole('button', { name: 'Renovar la sesión' }).click();
      if (usuario === 'tecnico') await pagina.getByRole('button', { name: 'Descargar planos y adjuntos' }).click();
      await expect(resumen(pagina)).toHaveText('Listo para trabajar sin conexión', { timeout: 60_000 });
      await expect(pagina.getByTestId('indicador-preparacion')).toHaveText('Listo sin conexión');
      for (const id of ['app', 'datos', 'almacenamiento', 'sesion', 'cola']) await expect(pagina.getByTestId(`preparacion-${id}`)).not.toContainText('Falta');
      await expect(pagina.getByTestId('preparacion-sesion')).toContainText('Sin conexión, la sesión vale hasta');
      for (const etiqueta of propios) await expect(pagina.locator('.preparacion-elemento', { hasText: etiqueta })).toContainText('Listo');
      if (tablero) await expect(tablero.planificador.preparacion(idtecnico)).toHaveText(/^Listo sin conexión · informado hace \d+ (s|min)$/, { timeout: 60_000 });
    });
    await contexto.close();
    await tablero?.contexto.close();
  });
}

test("una versión nueva de la app baja la preparación ('la app') hasta que queda guardada", async ({ browser }) => {
  test.setTimeout(6 * 60_000);
  const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador });
  const pagina = await nuevaPagina(contexto);
  await new PaginaLogin(pagina).iniciarSesion('presencia');
  await pagina.getByRole('link', { name: /^Sincronización/ }).first().click();
  await expect(resumen(pagina)).toHaveText('Listo para trabajar sin conexión', { timeout: 240_000 });

  // "Despliegue": index.html y su revisión en el sw.js cambian; lo nuevo tarda en guardarse.
  dist.desplegarVersionNueva();
  await contexto.route('**/app/index.html*', async (ruta) => {
    await new Promise((r) => setTimeout(r, 4000));
    await ruta.fallback();
  });

  await pagina.evaluate(async () => {
    const registro = await navigator.serviceWorker.getRegistration();
    await registro?.update();
  });
  await expect(resumen(pagina)).toHaveText('No listo: la app', { timeout: 60_000 });
  await expect(pagina.getByTestId('preparacion-app')).toContainText('Se está guardando esta versión de la app en el dispositivo.');
  await expect(resumen(pagina)).toHaveText('Listo para trabajar sin conexión', { timeout: 120_000 });
  await expect(pagina.getByText('Hay una nueva versión disponible')).toBeVisible({ timeout: 60_000 });
  await contexto.close();
});
