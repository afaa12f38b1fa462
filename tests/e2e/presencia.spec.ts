/**
 * Presencia (issue 17, punto 2: registro de jornada), con un servidor para las dos pruebas:
 *  - el empleado ficha sin conexión con la posición del navegador: entrada, recarga (el fichaje sigue,
 *    'Pendiente de subir'), una segunda entrada se rechaza con el mensaje de la regla, salida; al volver la
 *    red la cola se vacía y el servidor tiene cada fichaje una vez, con la hora del dispositivo, la de
 *    recepción (posterior) y la posición; el servidor también rechaza una salida sin entrada;
 *  - la supervisión (admin) ve quién está dentro ahora (los dos turnos de noche de la demo) y corrige la
 *    entrada del empleado con su motivo: el fichaje original sigue, marcado 'Corregido', y el servidor
 *    tiene la corrección una vez.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PaginaLogin } from './paginas/login';
import { descargaCompleta, type DocDescarga, iniciarSesionApi, llamarRpc, texto } from './soporte/api';
import { usarServidor } from './soporte/entorno';
import { activarDepuracion, colaLocal, esperarServiceWorker, esperarVigia, estadoMotor } from './soporte/navegador';

test.describe.configure({ mode: 'serial' });

const entorno = usarServidor({ nombre: 'presencia', bd: 'pglite', proxy: true });

type Doc = DocDescarga;
const envoltura = (params: unknown) => ({ idsync_upload: randomUUID(), creado: new Date().toISOString(), params });
const ZONA = 'Europe/Madrid';
const partesMadrid = (iso: string): { dia: string; hora: string; minuto: string } => {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: ZONA, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((x) => [x.type, x.value]),
  );
  return { dia: `${p.day}/${p.month}/${p.year}`, hora: p.hour ?? '', minuto: p.minute ?? '' };
};

/** Inicia sesión y espera la primera descarga completa. */
const entrar = async (contexto: BrowserContext, usuario: string): Promise<Page> => {
  const p = await contexto.newPage();
  await new PaginaLogin(p).iniciarSesion(usuario);
  await esperarServiceWorker(p);
  await esperarVigia(p);
  await expect.poll(async () => (await estadoMotor(p)).ultimoPull !== null, { message: `la descarga inicial de ${usuario} no termina`, timeout: 240_000 }).toBe(true);
  return p;
};

/** La entrada que ficha el empleado en la primera prueba (la corrige la supervisión en la segunda). */
let entradaFichada: Doc | null = null;

test('fichar sin conexión con la posición: entrada, recarga, segunda entrada rechazada y salida; el servidor tiene cada fichaje una vez con sus dos horas', async ({ browser }) => {
  test.setTimeout(4 * 60_000);
  const { servidor, proxy } = entorno.actual;
  if (!proxy) throw new Error('el entorno necesita proxy');
  const { token, usuario } = await iniciarSesionApi(servidor.url, 'presencia');
  const idempleado = texto(usuario.idempleado);
  expect(idempleado).not.toBe('');

  const contexto = await browser.newContext({
    baseURL: entorno.actual.urlNavegador,
    geolocation: { latitude: 40.4168, longitude: -3.7038, accuracy: 12 },
    permissions: ['geolocation'],
    locale: 'es-ES',
    timezoneId: ZONA,
  });
  await activarDepuracion(contexto);
  const p = await entrar(contexto, 'presencia');
  await contexto.setOffline(true);
  proxy.rechazar(true);
  proxy.cortar();

  const horas = { entrada: '', salida: '' };
  const estado = p.getByTestId('estado-presencia');
  const total = p.getByTestId('lista-total');

  await test.step('sin red: está fuera y ficha la entrada con su posición', async () => {
    await p.goto('/app/presencia/');
    await expect(p.getByRole('heading', { level: 1, name: 'Fichajes' })).toBeVisible();
    await expect(estado).toHaveText('Fuera');
    await p.getByRole('link', { name: 'Fichar entrada' }).click();
    await expect(p).toHaveURL(/\/presencia\/registrar-entrada-salida\/entrada$/);
    await expect(p.getByTestId('posicion-fichaje')).toContainText('Tu posición: 40,41680, -3,70380 (± 12 m)');
    await p.getByRole('button', { name: 'Fichar entrada' }).click();
    const aviso = p.getByText(/^Entrada registrada a las \d\d:\d\d$/);
    await expect(aviso).toBeVisible();
    horas.entrada = (await aviso.innerText()).slice(-5);
    await expect(p).toHaveURL(/\/presencia\/$/);
    await expect(estado).toHaveText(/^Dentro desde las \d\d:\d\d$/);
    await expect(total).toHaveText('1 fichaje');
  });

  await test.step('recarga sin red: el fichaje sigue, pendiente de subir', async () => {
    await p.reload();
    await esperarVigia(p);
    await expect(estado).toHaveText(/^Dentro desde las \d\d:\d\d$/);
    await expect(total).toHaveText('1 fichaje');
    const fila = p.getByRole('row').filter({ hasText: 'Entrada' });
    await expect(fila).toContainText('Con posición');
    await expect(fila).toContainText('Pendiente de subir');
  });

  await test.step('una segunda entrada sin salida se rechaza con el mensaje de la regla, sin encolar nada', async () => {
    await p.goto('/app/presencia/registrar-entrada-salida/entrada');
    await expect(p.getByTestId('rechazo-fichaje')).toContainText(/Ya fichaste la entrada a las \d\d:\d\d: ficha la salida antes de otra entrada/);
    await expect(p.getByTestId('posicion-fichaje')).toBeVisible();
    await expect(p.getByRole('button', { name: 'Fichar entrada' })).toBeDisabled();
    await expect(p.getByRole('link', { name: 'Ir a fichar la salida' })).toBeVisible();
    expect((await colaLocal(p)).filter((e) => e.metodo === 'presencia.registrarSync')).toHaveLength(1);
  });

  await test.step('un tipo de fichaje que no existe se explica, no rompe', async () => {
    await p.goto('/app/presencia/registrar-entrada-salida/pausa');
    await expect(p.getByRole('heading', { level: 1, name: 'Fichar', exact: true })).toBeVisible();
    await expect(p.getByRole('alert').filter({ hasText: '«pausa»' })).toHaveText('«pausa» no es un tipo de fichaje: solo se puede fichar la entrada o la salida.');
    await p.getByRole('link', { name: 'Fichar salida' }).click();
  });

  await test.step('ficha la salida', async () => {
    await expect(p).toHaveURL(/\/presencia\/registrar-entrada-salida\/salida$/);
    await p.getByRole('button', { name: 'Fichar salida' }).click();
    const aviso = p.getByText(/^Salida registrada a las \d\d:\d\d$/);
    await expect(aviso).toBeVisible();
    horas.salida = (await aviso.innerText()).slice(-5);
    await expect(estado).toHaveText('Fuera');
    await expect(total).toHaveText('2 fichajes');
    await expect(p.getByRole('row').filter({ hasText: 'Pendiente de subir' })).toHaveCount(2);
  });

  await test.step('sin red: el informe del mes en CSV (para Excel) y en PDF', async () => {
    await p.getByRole('button', { name: 'Informe mensual' }).click();
    await expect(p.getByRole('heading', { level: 2, name: 'Informe mensual' })).toBeFocused();
    const [csv] = await Promise.all([p.waitForEvent('download'), p.getByRole('button', { name: 'Descargar CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^registro-jornada-\d{4}-\d{2}-\w+\.csv$/);
    const contenido = readFileSync(await csv.path(), 'utf8');
    expect(contenido.startsWith('\uFEFF')).toBe(true);
    const hoy = partesMadrid(new Date().toISOString()).dia;
    expect(contenido).toContain('\r\nFecha;Día;Entrada;Salida;Duración (h:mm);Total del día (h:mm);Observaciones\r\n');
    expect(contenido).toMatch(new RegExp(`\\r\\n${hoy};[a-záéíóú]+;${horas.entrada};${horas.salida};\\d+:\\d\\d;\\d+:\\d\\d;\\r\\n`));
    expect(contenido).toContain('Correcciones\r\nSin correcciones en el mes.');
    const [pdf] = await Promise.all([p.waitForEvent('download'), p.getByRole('button', { name: 'Descargar PDF' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^registro-jornada-\d{4}-\d{2}-\w+\.pdf$/);
    expect(readFileSync(await pdf.path()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  await test.step('vuelve la red: la cola se vacía y llega la hora del servidor', async () => {
    proxy.rechazar(false);
    await contexto.setOffline(false);
    await expect.poll(async () => (await colaLocal(p)).length, { timeout: 120_000 }).toBe(0);
    await expect(p.getByRole('row').filter({ hasText: 'Pendiente de subir' })).toHaveCount(0, { timeout: 60_000 });
    await expect(p.getByRole('row').filter({ hasText: 'Servidor' })).toHaveCount(2);
  });

  await test.step('el servidor tiene cada fichaje una vez, con la hora del dispositivo, la de recepción y la posición', async () => {
    const { token: admin } = await iniciarSesionApi(servidor.url, 'admin');
    const todo = await descargaCompleta(servidor.url, admin);
    const suyos = [...(todo.get('presencia')?.values() ?? [])].filter((f) => f.idempleado === idempleado).sort((a, b) => texto(a.hora).localeCompare(texto(b.hora)));
    expect(suyos.map((f) => f.tipo)).toEqual(['entrada', 'salida']);
    for (const f of suyos) {
      expect(texto(f.fdispositivo)).not.toBe('');
      expect(texto(f.frecibido)).not.toBe('');
      expect(Date.parse(texto(f.frecibido))).toBeGreaterThanOrEqual(Date.parse(texto(f.fdispositivo)));
      expect(f.lat).toBeCloseTo(40.4168, 4);
      expect(f.lng).toBeCloseTo(-3.7038, 4);
      expect(f).toMatchObject({ precision: 12, sin_posicion: null, idpresencia_corrige: null, motivo: null, estado: 1 });
    }
    entradaFichada = suyos[0] ?? null;
  });

  await test.step('el servidor también rechaza una salida sin entrada', async () => {
    await expect(
      llamarRpc(servidor.url, token, 'presencia.registrarSync', envoltura({ idpresencia: randomUUID(), tipo: 'salida', lat: null, lng: null, precision: null, sin_posicion: 'Permiso denegado' })),
    ).rejects.toThrow(/No tienes una entrada abierta/);
  });
  await contexto.close();
});

test('supervisión: quién está dentro ahora y la corrección de un fichaje con su motivo', async ({ browser }) => {
  test.setTimeout(4 * 60_000);
  const { servidor } = entorno.actual;
  const entrada = entradaFichada;
  if (!entrada) throw new Error('la prueba anterior no dejó la entrada del empleado');
  const idpresencia = texto(entrada.idpresencia);
  const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador, locale: 'es-ES', timezoneId: ZONA });
  await activarDepuracion(contexto);
  const p = await entrar(contexto, 'admin');

  await test.step('quién está dentro ahora: los dos turnos de noche de la demo', async () => {
    await p.goto('/app/presencia/');
    const dentro = p.getByTestId('dentro-ahora');
    await expect(dentro.getByRole('listitem')).toHaveCount(2);
    await expect(dentro.getByRole('listitem').first()).toContainText(/Dentro desde (las|el)/);
  });

  await test.step('las horas de la semana anterior por persona y día: gráfica y tabla de cifras', async () => {
    await p.getByRole('button', { name: 'Horas trabajadas' }).click();
    await p.getByRole('button', { name: 'Semana anterior' }).click();
    const seccion = p.getByRole('region', { name: 'Horas trabajadas' });
    await expect(seccion.getByRole('img', { name: /^Horas de .+ por día: \d+ h \d\d min en la semana$/ }).first()).toBeVisible();
    const filas = seccion.getByRole('row');
    // Cabecera, al menos una persona y el pie de totales.
    expect(await filas.count()).toBeGreaterThanOrEqual(3);
    await expect(filas.last()).toContainText('Total');
  });

  const motivo = `Llegó antes y el lector no respondía (${Date.now().toString(36)})`;
  const antes = partesMadrid(new Date(Date.parse(texto(entrada.hora)) - 5 * 60_000).toISOString());
  await test.step('corrige la entrada cinco minutos antes, con su motivo y la Confirmación', async () => {
    await p.goto(`/app/presencia/${idpresencia}`);
    await expect(p.getByRole('heading', { level: 1, name: /^Entrada del / })).toBeVisible();
    const formulario = p.getByRole('form', { name: 'Corregir este fichaje' });
    await formulario.getByLabel('Fecha', { exact: true }).fill(antes.dia);
    await formulario.getByRole('button', { name: /^Hora \d\d:\d\d$/ }).click();
    const dialogo = p.getByRole('dialog');
    await dialogo.getByRole('combobox', { name: 'Hora', exact: true }).selectOption(antes.hora);
    await dialogo.getByRole('combobox', { name: 'Minutos', exact: true }).selectOption(antes.minuto);
    await dialogo.getByRole('button', { name: 'Aceptar' }).click();
    await formulario.getByLabel('Motivo de la corrección').fill(motivo);
    await formulario.getByRole('button', { name: 'Registrar corrección' }).click();
    const confirmacion = p.getByRole('dialog');
    await expect(confirmacion).toContainText(`contará la entrada del ${antes.dia} ${antes.hora}:${antes.minuto}`);
    await confirmacion.getByRole('button', { name: 'Aceptar' }).click();
    await expect(p.getByText('Corrección registrada')).toBeVisible();
    await expect(p.getByTestId('corregido').first()).toBeVisible();
    await expect(p.getByText('Este fichaje ya tiene una corrección')).toBeVisible();
    await expect(p.getByText(`Corrección: ${motivo}`)).toBeVisible();
  });

  await test.step('el servidor tiene la corrección una vez y el fichaje original intacto', async () => {
    await expect.poll(async () => (await colaLocal(p)).length, { timeout: 120_000 }).toBe(0);
    const { token } = await iniciarSesionApi(servidor.url, 'admin');
    const todo = await descargaCompleta(servidor.url, token);
    const fichajes = [...(todo.get('presencia')?.values() ?? [])];
    const correcciones = fichajes.filter((f) => f.idpresencia_corrige === idpresencia);
    expect(correcciones).toHaveLength(1);
    expect(correcciones[0]).toMatchObject({ tipo: 'entrada', motivo, idempleado: entrada.idempleado, estado: 1 });
    expect(Date.parse(texto(correcciones[0]?.hora))).toBe(Math.floor((Date.parse(texto(entrada.hora)) - 5 * 60_000) / 60_000) * 60_000);
    expect(texto(correcciones[0]?.frecibido)).not.toBe('');
    expect(todo.get('presencia')?.get(idpresencia)).toEqual(entrada);
  });
  await contexto.close();
});
