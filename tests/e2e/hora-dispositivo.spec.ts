/**
 * La hora del dispositivo (issue 29, 2) de punta a punta: un dispositivo con el reloj dos horas adelantado
 * mide su desfase con la hora del servidor de cada respuesta, se queda sin red y ficha la entrada; después
 * su reloj salta dos horas más (lo adelanta alguien sin red) y, tras recargar sin red, ficha la salida. Al volver la red, en el
 * servidor la entrada está en el reloj del servidor (la hora del dispositivo, dos horas por delante, queda
 * en `fdispositivo`) y fiable; la salida, que no se puede situar (sería del futuro), se guarda en la hora de
 * recepción marcada 'hora no fiable' con el motivo, y la lista la enseña con la marca. Lo mismo con una
 * ronda: el inicio y la primera lectura, situados y fiables; la lectura hecha con el reloj cuatro horas por
 * delante, marcada, sin contar como punto leído y con la marca en la ficha de la ronda.
 */
import { expect, test, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PaginaLogin } from './paginas/login';
import { activos, descargaCompleta, iniciarSesionApi, numero, texto } from './soporte/api';
import { argumentosCamaraFalsa, escribirVideoQr } from './soporte/camara';
import { usarServidor } from './soporte/entorno';
import { activarDepuracion, ARGUMENTOS_CHROMIUM, colaLocal, esperarServiceWorker, esperarVigia, estadoMotor, RUTA_CHROMIUM } from './soporte/navegador';

// La cámara falsa de la ronda (fuera de test-results/, que Playwright vacía al empezar).
const RUTA_VIDEO = join(tmpdir(), 'vigia-e2e-hora-dispositivo', 'camara.y4m');
escribirVideoQr(RUTA_VIDEO, 'vigía');
test.use({ launchOptions: { executablePath: RUTA_CHROMIUM, args: [...ARGUMENTOS_CHROMIUM, ...argumentosCamaraFalsa(RUTA_VIDEO)] } });
test.describe.configure({ mode: 'serial' });

const entorno = usarServidor({ nombre: 'hora-dispositivo', bd: 'pglite', proxy: true });

const HORA = 3_600_000;
const ZONA = 'Europe/Madrid';

/**
 * Un contexto cuyo reloj va `__desfaseReloj` ms por delante (dos horas al empezar), con la sesión de
 * `usuario` iniciada y su primera descarga hecha.
 */
const entrarAdelantado = async (browser: Browser, usuario: string, opciones: BrowserContextOptions = {}): Promise<{ contexto: BrowserContext; p: Page }> => {
  const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador, locale: 'es-ES', timezoneId: ZONA, ...opciones });
  // El reloj del navegador adelantado `__desfaseReloj` ms: dos horas, o lo que diga localStorage (sobrevive a
  // las recargas: lo cambia la prueba a mitad).
  await contexto.addInitScript((inicial: number) => {
    const Real = Date;
    const w = window as unknown as { __desfaseReloj: number };
    w.__desfaseReloj = Number(localStorage.getItem('__desfaseReloj') ?? inicial);
    class Adelantado extends Real {
      constructor(...a: [] | [string | number | Date]) {
        if (a.length === 0) super(Real.now() + w.__desfaseReloj);
        else super(a[0]);
      }
      static override now(): number {
        return Real.now() + w.__desfaseReloj;
      }
    }
    globalThis.Date = Adelantado as DateConstructor;
  }, 2 * HORA);
  await activarDepuracion(contexto);
  const p = await contexto.newPage();
  await new PaginaLogin(p).iniciarSesion(usuario);
  await esperarServiceWorker(p);
  await esperarVigia(p);
  await expect.poll(async () => (await estadoMotor(p)).ultimoPull !== null, { timeout: 240_000 }).toBe(true);
  expect(await p.evaluate(() => Date.now() - performance.timeOrigin - performance.now())).toBeGreaterThan(HORA);
  return { contexto, p };
};

/** El reloj del dispositivo, ahora `ms` por delante (también tras recargar). */
const adelantar = (p: Page, ms: number): Promise<void> =>
  p.evaluate((x) => {
    localStorage.setItem('__desfaseReloj', String(x));
    (window as unknown as { __desfaseReloj: number }).__desfaseReloj = x;
  }, ms);

test('un reloj dos horas adelantado y sin red: los fichajes caen en el reloj del servidor, y el que no se puede situar, marcado', async ({ browser }) => {
  test.setTimeout(4 * 60_000);
  const { servidor, proxy } = entorno.actual;
  if (!proxy) throw new Error('el entorno necesita proxy');
  const { usuario } = await iniciarSesionApi(servidor.url, 'presencia');
  const idempleado = texto(usuario.idempleado);
  const { contexto, p } = await entrarAdelantado(browser, 'presencia');

  await test.step('sin red, con el reloj dos horas adelantado: ficha la entrada', async () => {
    await contexto.setOffline(true);
    proxy.rechazar(true);
    proxy.cortar();
    await p.goto('/app/presencia/registrar-entrada-salida/entrada');
    await p.getByRole('button', { name: 'Fichar entrada' }).click();
    await expect(p.getByText(/^Entrada registrada a las \d\d:\d\d$/)).toBeVisible();
    const [entrada] = (await colaLocal(p)).filter((e) => e.metodo === 'presencia.registrarSync');
    expect(entrada).toBeDefined();
  });

  await test.step('sin red, el reloj salta dos horas más (cuatro por delante): ficha la salida', async () => {
    await adelantar(p, 4 * HORA);
    await p.goto('/app/presencia/registrar-entrada-salida/salida');
    await p.getByRole('button', { name: 'Fichar salida' }).click();
    await expect(p.getByText(/^Salida registrada a las \d\d:\d\d$/)).toBeVisible();
    expect((await colaLocal(p)).filter((e) => e.metodo === 'presencia.registrarSync')).toHaveLength(2);
  });

  await test.step('vuelve la red: la cola se vacía', async () => {
    proxy.rechazar(false);
    await contexto.setOffline(false);
    await expect.poll(async () => (await colaLocal(p)).length, { timeout: 120_000 }).toBe(0);
  });

  await test.step('en el servidor: la entrada en su reloj y fiable; la salida en la recepción, marcada con el motivo', async () => {
    const { token: admin } = await iniciarSesionApi(servidor.url, 'admin');
    const todo = await descargaCompleta(servidor.url, admin);
    const suyos = [...(todo.get('presencia')?.values() ?? [])]
      .filter((f) => f.idempleado === idempleado)
      .sort((a, b) => texto(a.fdispositivo).localeCompare(texto(b.fdispositivo)));
    expect(suyos.map((f) => f.tipo)).toEqual(['entrada', 'salida']);
    const [entrada, salida] = suyos;
    const ahora = Date.now();
    // La entrada: dos horas antes de lo que marcaba el dispositivo, en la hora real (hace poco) y fiable.
    expect(entrada).toMatchObject({ hora_fiable: true, motivo_hora: null });
    const horaEntrada = Date.parse(texto(entrada?.hora));
    expect(Math.abs(horaEntrada - ahora)).toBeLessThan(5 * 60_000);
    expect(Date.parse(texto(entrada?.fdispositivo)) - horaEntrada).toBeGreaterThan(2 * HORA - 60_000);
    expect(Date.parse(texto(entrada?.fdispositivo)) - horaEntrada).toBeLessThan(2 * HORA + 60_000);
    expect(Math.abs(Number(entrada?.desfase_ms) + 2 * HORA)).toBeLessThan(60_000);
    // La salida: con el desfase medido, sería de dentro de dos horas; queda en la recepción y marcada.
    expect(salida).toMatchObject({ hora_fiable: false });
    expect(texto(salida?.motivo_hora)).toMatch(/posterior a la de recepción/);
    expect(texto(salida?.hora)).toBe(texto(salida?.frecibido));
    expect(Math.abs(Date.parse(texto(salida?.hora)) - ahora)).toBeLessThan(5 * 60_000);
  });

  await test.step("la lista de fichajes enseña 'Hora no fiable' con el motivo en la salida", async () => {
    await p.goto('/app/presencia/');
    const marca = p.getByTestId('hora-no-fiable');
    await expect(marca).toHaveCount(1, { timeout: 60_000 });
    await expect(marca).toContainText('Hora no fiable');
    await expect(marca).toContainText('posterior a la de recepción');
    await expect(p.getByRole('row').filter({ has: marca })).toContainText('Salida');
  });
  await contexto.close();
});

test('una ronda sin red con el reloj adelantado: el inicio y la primera lectura en el reloj del servidor; la que no se puede situar, marcada y sin contar', async ({ browser }) => {
  test.setTimeout(5 * 60_000);
  const { servidor, proxy } = entorno.actual;
  if (!proxy) throw new Error('el entorno necesita proxy');
  const { token } = await iniciarSesionApi(servidor.url, 'vigilante');
  const demo = await descargaCompleta(servidor.url, token);
  const puntos = activos(demo, 'puntoronda');
  const ronda = activos(demo, 'rondaprogramada').find((r) => r.ordenada !== true && puntos.filter((x) => x.idronda_programada === r.idronda_programada).length >= 2)
    ?? activos(demo, 'rondaprogramada').find((r) => puntos.filter((x) => x.idronda_programada === r.idronda_programada).length >= 2);
  if (!ronda) throw new Error('la demo no da al vigilante una ronda con dos puntos');
  const [p1, p2] = puntos.filter((x) => x.idronda_programada === ronda.idronda_programada).sort((a, b) => numero(a.orden) - numero(b.orden));
  if (!p1 || !p2) throw new Error('faltan puntos');

  const { contexto, p } = await entrarAdelantado(browser, 'vigilante', {
    permissions: ['geolocation', 'camera'], geolocation: { latitude: 40.4168, longitude: -3.7038, accuracy: 12 },
  });
  await contexto.setOffline(true);
  proxy.rechazar(true);
  proxy.cortar();

  const leer = async (codigo: string, nombre: string): Promise<void> => {
    escribirVideoQr(RUTA_VIDEO, codigo);
    await p.getByRole('button', { name: 'Escanear punto' }).click();
    await expect(p.getByRole('status').filter({ hasText: `Punto «${nombre}»` })).toBeVisible();
    await expect(p.getByRole('dialog')).toHaveCount(0);
  };

  const idronda = await test.step('sin red, dos horas por delante: empieza la ronda y lee el primer punto', async () => {
    await p.goto(`/app/rondas/rondas-programadas/${texto(ronda.idronda_programada)}`);
    await p.getByRole('button', { name: 'Empezar ronda' }).click();
    await expect(p).toHaveURL(/\/rondas\/realizar\/[^/]+$/);
    const id = /\/rondas\/realizar\/([^/]+)$/.exec(new URL(p.url()).pathname)?.[1] ?? '';
    await leer(texto(p1.codigo), texto(p1.nombre));
    return id;
  });

  await test.step('el reloj salta dos horas más; tras recargar sin red lee el segundo punto', async () => {
    await adelantar(p, 4 * HORA);
    await p.reload();
    await esperarVigia(p);
    await leer(texto(p2.codigo), texto(p2.nombre));
  });

  await test.step('vuelve la red: la cola se vacía', async () => {
    proxy.rechazar(false);
    await contexto.setOffline(false);
    await expect.poll(async () => (await colaLocal(p)).length, { timeout: 120_000 }).toBe(0);
  });

  await test.step('en el servidor: inicio y primera lectura situados y fiables; la segunda, marcada y sin contar como leída', async () => {
    const { token: admin } = await iniciarSesionApi(servidor.url, 'admin');
    const todo = await descargaCompleta(servidor.url, admin);
    const ahora = Date.now();
    const realizada = todo.get('rondarealizada')?.get(idronda);
    expect(realizada).toMatchObject({ hora_fiable: true, puntos_leidos: 1 });
    expect(Math.abs(Date.parse(texto(realizada?.inicio)) - ahora)).toBeLessThan(5 * 60_000);
    const checks = [...(todo.get('rondacheck')?.values() ?? [])].filter((c) => c.idronda_realizada === idronda);
    const primera = checks.find((c) => c.idpunto_ronda === p1.idpunto_ronda);
    const segunda = checks.find((c) => c.idpunto_ronda === p2.idpunto_ronda);
    expect(primera).toMatchObject({ hora_fiable: true, motivo_hora: null });
    expect(Math.abs(Date.parse(texto(primera?.hora)) - ahora)).toBeLessThan(5 * 60_000);
    expect(Date.parse(texto(primera?.fdispositivo)) - Date.parse(texto(primera?.hora))).toBeGreaterThan(2 * HORA - 60_000);
    expect(segunda).toMatchObject({ hora_fiable: false });
    expect(texto(segunda?.motivo_hora)).toMatch(/posterior a la de recepción/);
  });

  await test.step("la ficha de la ronda enseña 'Hora no fiable' con el motivo en la segunda lectura", async () => {
    await p.goto(`/app/rondas/rondas-realizadas/${idronda}`);
    const marca = p.getByRole('region', { name: 'Lecturas' }).getByTestId('hora-no-fiable');
    await expect(marca).toHaveCount(1, { timeout: 60_000 });
    await expect(marca).toContainText('posterior a la de recepción');
    await expect(p.getByRole('region', { name: 'Lecturas' }).getByRole('row').filter({ has: p.getByTestId('hora-no-fiable') })).toContainText(texto(p2.nombre));
  });
  await contexto.close();
});
