/**
 * La hora del dispositivo (issue 29, 2) de punta a punta: un dispositivo con el reloj dos horas adelantado
 * mide su desfase con la hora del servidor de cada respuesta, se queda sin red y ficha la entrada; después
 * su reloj salta dos horas más (lo adelanta alguien sin red) y, tras recargar sin red, ficha la salida. Al volver la red, en el
 * servidor la entrada está en el reloj del servidor (la hora del dispositivo, dos horas por delante, queda
 * en `fdispositivo`) y fiable; la salida, que no se puede situar (sería del futuro), se guarda en la hora de
 * recepción marcada 'hora no fiable' con el motivo, y la lista la enseña con la marca.
 */
import { expect, test } from '@playwright/test';
import { PaginaLogin } from './paginas/login';
import { descargaCompleta, iniciarSesionApi, texto } from './soporte/api';
import { usarServidor } from './soporte/entorno';
import { activarDepuracion, colaLocal, esperarServiceWorker, esperarVigia, estadoMotor } from './soporte/navegador';

test.describe.configure({ mode: 'serial' });

const entorno = usarServidor({ nombre: 'hora-dispositivo', bd: 'pglite', proxy: true });

const HORA = 3_600_000;
const ZONA = 'Europe/Madrid';

test('un reloj dos horas adelantado y sin red: los fichajes caen en el reloj del servidor, y el que no se puede situar, marcado', async ({ browser }) => {
  test.setTimeout(4 * 60_000);
  const { servidor, proxy } = entorno.actual;
  if (!proxy) throw new Error('el entorno necesita proxy');
  const { usuario } = await iniciarSesionApi(servidor.url, 'presencia');
  const idempleado = texto(usuario.idempleado);

  const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador, locale: 'es-ES', timezoneId: ZONA });
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
  await new PaginaLogin(p).iniciarSesion('presencia');
  await esperarServiceWorker(p);
  await esperarVigia(p);
  await expect.poll(async () => (await estadoMotor(p)).ultimoPull !== null, { timeout: 240_000 }).toBe(true);
  expect(await p.evaluate(() => Date.now() - performance.timeOrigin - performance.now())).toBeGreaterThan(HORA);

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
    await p.evaluate((ms) => {
      localStorage.setItem('__desfaseReloj', String(ms));
      (window as unknown as { __desfaseReloj: number }).__desfaseReloj = ms;
    }, 4 * HORA);
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
