/**
 * Armazón de la app en Chromium: 404 y redirecciones de la entrada en los dos sentidos, guardas de
 * permisos ('No tienes permiso de acceso para visualizar' y la navegación cancelada), arranque sin
 * conexión con la sesión guardada, sesión invalidada desde el servidor (403) y cierre por inactividad
 * con la cola intacta (se sube al volver a entrar), el aviso de versión nueva tras desplegar otra
 * compilación, y que ninguna pantalla muestre textos en inglés.
 *
 * El servidor sirve una copia de dist/ (DIST_DIR) para poder "desplegar" una versión nueva a mitad de
 * prueba, y usa PostgreSQL para cambiar parámetros mientras corre.
 */
import { expect, test, type Page } from '@playwright/test';
import { PaginaClientes } from './paginas/clientes';
import { PaginaAdminBd, PaginaCambiarContrasena, PaginaConfiguracion, PaginaCuenta } from './paginas/configuracion';
import { PaginaLogin, PaginaMenu } from './paginas/login';
import { PaginaParte, PaginaPartesAsignados } from './paginas/partes';
import { PaginaColaSubida, PaginaSincronizacion } from './paginas/sincronizacion';
import { documentoPorPull, iniciarSesionApi, llamarRpc } from './soporte/api';
import { usarCopiaDist } from './soporte/dist';
import { usarServidor } from './soporte/entorno';
import { activarDepuracion, colaLocal, esperarServiceWorker, esperarVigia, partesLocales } from './soporte/navegador';
import { fijarParametro } from './soporte/fallos';

const dist = usarCopiaDist('shell');
const entorno = usarServidor({ nombre: 'shell', bd: 'postgres' });

const SNACKBAR_SIN_PERMISO = 'No tienes permiso de acceso para visualizar';

/** Palabras de interfaz en inglés que no deben aparecer en pantalla. */
const PALABRAS_INGLES = [
  'the', 'and', 'loading', 'submit', 'cancel', 'save', 'delete', 'edit', 'logout', 'log in', 'sign in', 'password', 'username',
  'settings', 'search', 'filter', 'sort', 'next', 'previous', 'back', 'home', 'close', 'open', 'yes', 'new version', 'update',
  'refresh', 'not found', 'page', 'welcome', 'offline', 'online', 'account', 'database', 'export', 'reset', 'confirm',
];
const REGEX_INGLES = new RegExp(`\\b(${PALABRAS_INGLES.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\b`, 'i');

const textosEnIngles = async (pagina: Page): Promise<string[]> => {
  const texto = await pagina.evaluate(() => document.body.innerText);
  return texto.split('\n').filter((linea) => REGEX_INGLES.test(linea));
};

/** Parámetro tal como lo tiene la base local del navegador (modo depuración). */
const parametroLocal = (pagina: Page, clave: string): Promise<string | null> =>
  pagina.evaluate(async (c) => {
    const vigia = window.vigia;
    if (!vigia) return null;
    const doc = await vigia.db.parametro.findOne({ selector: { clave: c } }).exec();
    return doc?.valor ?? null;
  }, clave);

/** Entra, espera la descarga inicial y abre un parte pendiente; devuelve su página. */
const entrarYAbrirParte = async (pagina: Page, usuario: string): Promise<PaginaParte> => {
  await new PaginaLogin(pagina).iniciarSesion(usuario);
  await esperarVigia(pagina);
  let numeros: string[] = [];
  await expect
    .poll(async () => {
      numeros = (await partesLocales(pagina)).filter((p) => p.estado === 1).map((p) => p.numero);
      return numeros.length;
    }, { message: `la descarga inicial no trae partes pendientes de ${usuario}`, timeout: 180_000 })
    .toBeGreaterThan(0);
  const lista = new PaginaPartesAsignados(pagina);
  await lista.abrir();
  return lista.abrirParte(await lista.primerVisible(numeros));
};

test('404, la entrada manda al menú con sesión y las rutas con sesión mandan a la entrada sin ella', async ({ browser }) => {
  const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador });
  const pagina = await contexto.newPage();
  const login = new PaginaLogin(pagina);

  await pagina.goto('/app/no-existe/nada');
  await expect(pagina.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible({ timeout: 60_000 });
  expect(await textosEnIngles(pagina)).toEqual([]);

  await pagina.goto('/app/sincronizacion/sync-uploads');
  await expect(login.titulo).toBeVisible();
  expect(new URL(pagina.url()).pathname).toBe('/app/');
  expect(await textosEnIngles(pagina)).toEqual([]);
  await login.usuario.fill('tecnico');
  await login.contrasena.fill('demo1234');
  await login.entrar.click();
  await expect(new PaginaColaSubida(pagina).titulo).toBeVisible({ timeout: 60_000 });
  expect(new URL(pagina.url()).pathname).toBe('/app/sincronizacion/sync-uploads');

  await pagina.goto('/app/');
  const menu = new PaginaMenu(pagina);
  await expect(menu.titulo).toBeVisible();
  expect(new URL(pagina.url()).pathname).toBe('/app/index');
  await expect(pagina.getByText(/^Versión \d+\.\d+\.\d+/)).toBeVisible();
  await expect(pagina.getByRole('heading', { name: 'Técnicos' })).toBeVisible();

  await pagina.goto('/app/no-existe');
  await expect(pagina.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await pagina.getByRole('link', { name: 'Ir al menú principal' }).click();
  await expect(menu.titulo).toBeVisible();
  await contexto.close();
});

test('guarda de permisos: sin parte_trabajo.visualizar no se entra en los partes y la navegación se cancela', async ({ browser }) => {
  const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador });
  const pagina = await contexto.newPage();
  const menu = await new PaginaLogin(pagina).iniciarSesion('vigilante');
  await expect(menu.partesAsignados).toHaveCount(0);

  // Escribiendo la dirección: aviso y al menú principal (no había pantalla anterior).
  await pagina.goto('/app/partes/asignados');
  await expect(pagina.getByText(SNACKBAR_SIN_PERMISO)).toBeVisible();
  await expect(menu.titulo).toBeVisible();
  expect(new URL(pagina.url()).pathname).toBe('/app/index');
  await expect(pagina.getByRole('heading', { name: 'Partes asignados' })).toHaveCount(0);

  // Navegando dentro de la app (historial del navegador): se queda en la pantalla en la que estaba.
  await menu.sincronizacion.click();
  const sincronizacion = new PaginaSincronizacion(pagina);
  await expect(sincronizacion.titulo).toBeVisible();
  await pagina.evaluate(() => {
    window.history.pushState(window.history.state, '', '/app/partes/12');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await expect(pagina.getByText(SNACKBAR_SIN_PERMISO)).toBeVisible();
  await expect(sincronizacion.titulo).toBeVisible();
  await expect.poll(() => new URL(pagina.url()).pathname).toBe('/app/sincronizacion/');

  // Los ficheros de un registro que no está en su dispositivo (sistema 1, idtabla 96): puede ver ficheros,
  // pero no los de ese registro, ni añadirle uno.
  for (const ruta of ['/app/ficheros/1/96', '/app/ficheros/1/96/add']) {
    await pagina.goto(ruta);
    await expect(pagina.getByRole('heading', { name: 'Ficheros no disponible' }), ruta).toBeVisible();
    await expect(pagina.getByRole('link', { name: 'Añadir fichero' })).toHaveCount(0);
    await expect(pagina.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
  }

  // El técnico sí entra.
  const otro = await browser.newContext({ baseURL: entorno.actual.urlNavegador });
  const tecnico = await otro.newPage();
  const menuTecnico = await new PaginaLogin(tecnico).iniciarSesion('tecnico');
  await menuTecnico.partesAsignados.click();
  await expect(new PaginaPartesAsignados(tecnico).titulo).toBeVisible();
  await expect(tecnico.getByText(SNACKBAR_SIN_PERMISO)).toHaveCount(0);
  await contexto.close();
  await otro.close();
});

test('sin conexión abre con la sesión guardada; un 403 devuelve a la entrada y la cola se sube al volver a entrar', async ({ browser }) => {
  test.setTimeout(8 * 60_000);
  const { servidor } = entorno.actual;
  const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador });
  await activarDepuracion(contexto);
  const pagina = await contexto.newPage();
  const parte = await entrarYAbrirParte(pagina, 'tecnico');
  const id = parte.idDeUrl();
  await esperarServiceWorker(pagina);

  await test.step('arranque sin conexión con la sesión guardada: sin entrada, con el aviso de conexión', async () => {
    await contexto.setOffline(true);
    await pagina.goto('/app/index');
    const menu = new PaginaMenu(pagina);
    await expect(menu.titulo).toBeVisible({ timeout: 60_000 });
    await expect(pagina.getByText('No tienes conexión a internet.')).toBeVisible();
    expect(await textosEnIngles(pagina)).toEqual([]);
  });

  const texto = `Revisión sin red ${Date.now().toString(36)}`;
  await test.step('cambio sin conexión: queda en la cola', async () => {
    const p = await PaginaParte.abrirPorId(pagina, id, parte.numero);
    await p.editarObservaciones(texto);
    await expect.poll(async () => (await colaLocal(pagina)).length).toBe(1);
  });

  await test.step('el administrador cierra las sesiones del técnico: 403 y a la entrada, la cola intacta', async () => {
    const { token } = await iniciarSesionApi(servidor.url, 'admin');
    await llamarRpc(servidor.url, token, 'token.revocar', { idusuario: '2' });
    await contexto.setOffline(false);
    const login = new PaginaLogin(pagina);
    await expect(login.error).toHaveText('La sesión se ha invalidado desde el servidor', { timeout: 120_000 });
    await expect(login.titulo).toBeVisible();
    const cola = await colaLocal(pagina);
    expect(cola.map((e) => e.metodo)).toEqual(['parteTrabajo.updateSync']);
    expect(cola[0]?.estado).not.toBe('fallido');
  });

  await test.step('vuelve a entrar el mismo usuario: la cola se sube', async () => {
    await new PaginaLogin(pagina).iniciarSesion('tecnico');
    const cola = new PaginaColaSubida(pagina);
    await cola.abrir();
    await cola.esperarVacia();
    const { token } = await iniciarSesionApi(servidor.url, 'admin');
    expect(await documentoPorPull(servidor.url, token, 'partetrabajo', id)).toMatchObject({ observaciones: texto });
  });
  await contexto.close();
});

test('ninguna pantalla con sesión muestra textos en inglés', async ({ browser }) => {
  const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador });
  const pagina = await contexto.newPage();
  await new PaginaLogin(pagina).iniciarSesion('admin');
  const pantallas: [string, () => Promise<void>][] = [
    ['/app/index', () => expect(new PaginaMenu(pagina).titulo).toBeVisible()],
    ['/app/partes/asignados', () => expect(new PaginaPartesAsignados(pagina).titulo).toBeVisible()],
    ['/app/clientes/', () => expect(new PaginaClientes(pagina).titulo).toBeVisible()],
    ['/app/sincronizacion/', () => expect(new PaginaSincronizacion(pagina).titulo).toBeVisible()],
    ['/app/sincronizacion/sync-uploads', () => expect(new PaginaColaSubida(pagina).titulo).toBeVisible()],
    ['/app/configuracion/', () => expect(new PaginaConfiguracion(pagina).titulo).toBeVisible()],
    ['/app/configuracion/cuenta', () => expect(new PaginaCuenta(pagina).titulo).toBeVisible()],
    ['/app/configuracion/cambiarcontrasena', () => expect(new PaginaCambiarContrasena(pagina).titulo).toBeVisible()],
    ['/app/configuracion/admin-bd', () => expect(new PaginaAdminBd(pagina).recuento('parametro')).toBeVisible()],
  ];
  for (const [ruta, esperar] of pantallas) {
    await pagina.goto(ruta);
    await esperar();
    expect(await textosEnIngles(pagina), ruta).toEqual([]);
  }
  await contexto.close();
});

test('una compilación nueva desplegada muestra el aviso; con un formulario a medias pide Confirmación y «Actualizar ahora» carga la versión nueva', async ({ browser }) => {
  const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador });
  const pagina = await contexto.newPage();
  const login = new PaginaLogin(pagina);
  await login.abrir();
  await esperarServiceWorker(pagina);
  await login.iniciarSesion('presencia');
  const contrasena = new PaginaCambiarContrasena(pagina);
  await contrasena.abrir();
  await contrasena.actual.fill('a medio escribir');
  await expect(pagina.locator('meta[name="vigia-compilacion"]')).toHaveCount(0);

  // "Despliegue": index.html cambia y el service worker nuevo lleva su revisión nueva.
  dist.desplegarVersionNueva();

  await pagina.evaluate(async () => {
    const registro = await navigator.serviceWorker.getRegistration();
    await registro?.update();
  });
  const actualizar = pagina.getByRole('button', { name: 'Actualizar ahora' });
  const dialogo = pagina.getByRole('dialog', { name: 'Confirmación' });
  await expect(pagina.getByText('Hay una nueva versión disponible')).toBeVisible({ timeout: 60_000 });
  await actualizar.click();
  await expect(dialogo).toBeVisible();
  await dialogo.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialogo).toHaveCount(0);
  await expect(contrasena.actual).toHaveValue('a medio escribir');
  await expect(pagina.locator('meta[name="vigia-compilacion"]')).toHaveCount(0);

  await actualizar.click();
  await dialogo.getByRole('button', { name: 'Aceptar' }).click();
  await expect(pagina.locator('meta[name="vigia-compilacion"]')).toHaveCount(1, { timeout: 60_000 });
  await expect(contrasena.titulo).toBeVisible();
  await contexto.close();
});

test('inactividad: tras el tiempo del parámetro se cierra la sesión, la cola se conserva y se sube al volver', async ({ browser }) => {
  test.setTimeout(8 * 60_000);
  const { servidor, baseDatos } = entorno.actual;
  if (!baseDatos) throw new Error('el entorno necesita PostgreSQL');
  const bd = await baseDatos.conectar();
  const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador });
  await activarDepuracion(contexto);
  const pagina = await contexto.newPage();
  try {
    const p = await entrarYAbrirParte(pagina, 'tecnico2');
    const id = p.idDeUrl();

    // El parámetro de 15 s llega con una sincronización pedida desde el mismo parte: con la máquina
    // cargada, ir y volver de otra pantalla podía pasar de 15 s sin una pulsación y cerrar la sesión antes
    // de escribir. Una tecla justo antes cuenta como actividad.
    await fijarParametro(bd, 'tiempo_inactividad_minutos', '0.25');
    await pagina.keyboard.press('Shift');
    await pagina.evaluate(() => window.vigia?.motor.sincronizarAhora());
    await expect.poll(() => parametroLocal(pagina, 'tiempo_inactividad_minutos'), { timeout: 60_000 }).toBe('0.25');

    // Trabajo sin conexión (cada pulsación cuenta como actividad) y después nada.
    await contexto.setOffline(true);
    const texto = `Antes de la pausa ${Date.now().toString(36)}`;
    await p.observaciones.click();
    await p.editarObservaciones(texto);

    const login = new PaginaLogin(pagina);
    await expect(login.error).toHaveText('La sesión se ha cerrado debido a inactividad.', { timeout: 90_000 });
    expect(await pagina.evaluate(() => window.localStorage.getItem('vigia.sesion'))).toBeNull();
    const cola = await colaLocal(pagina);
    expect(cola.map((e) => e.metodo)).toEqual(['parteTrabajo.updateSync']);

    await fijarParametro(bd, 'tiempo_inactividad_minutos', '480');
    await contexto.setOffline(false);
    await login.iniciarSesion('tecnico2');
    // El dispositivo aún tiene 15 s de inactividad hasta que baje el parámetro nuevo: con la máquina
    // cargada, la descarga tras entrar puede pasar de 15 s. Una tecla de vez en cuando es actividad.
    await expect
      .poll(
        async () => {
          await pagina.keyboard.press('Shift');
          return parametroLocal(pagina, 'tiempo_inactividad_minutos');
        },
        { timeout: 90_000, intervals: [2_000] },
      )
      .toBe('480');
    const colaSubida = new PaginaColaSubida(pagina);
    await colaSubida.abrir();
    await colaSubida.esperarVacia();
    const { token } = await iniciarSesionApi(servidor.url, 'admin');
    expect(await documentoPorPull(servidor.url, token, 'partetrabajo', id)).toMatchObject({ observaciones: texto });
  } finally {
    await bd.cerrar();
    await contexto.close();
  }
});
