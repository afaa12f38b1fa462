/**
 * Diálogos compartidos en Chromium con una cámara falsa: un vídeo Y4M generado aquí con el QR del número
 * de un parte del técnico. El lector lo descodifica desde 'Partes asignados' y abre ese parte; en el parte,
 * la tarjeta de mapa muestra la dirección sin teselas y el correo llega a un servidor SMTP local
 * (smtp-server), también el escrito sin conexión, que sale de la bandeja de salida de la app al volver la
 * red, o, con el servidor arrancado sin SMTP, queda como .eml en la carpeta de la bandeja. El banco
 * del kit (/app/kit/, solo en la copia de dist de las pruebas) comprueba firma, hora, cámara y mapa.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { RespuestaSyncPull } from '../../replication/metodos';
import { AnadidosParte, PaginaKit } from './paginas/dialogos';
import { PaginaLogin } from './paginas/login';
import { PaginaParte, PaginaPartesAsignados } from './paginas/partes';
import { iniciarSesionApi, llamarRpc } from './soporte/api';
import { argumentosCamaraFalsa, escribirVideoQr } from './soporte/camara';
import { activarDepuracion, ARGUMENTOS_CHROMIUM, esperarVigia, partesLocales, RUTA_CHROMIUM } from './soporte/navegador';
import { ProcesoServidor, RAIZ_REPO } from './soporte/servidor';

// Fuera de test-results/ (Playwright lo vacía al empezar cada ejecución, también las de otros).
const RUTA_VIDEO = join(tmpdir(), 'vigia-e2e-dialogos', 'camara-qr.y4m');
const DIST_PRUEBAS = join(RAIZ_REPO, 'dist-pruebas', 'dialogos');
const REMITENTE = 'avisos@vigia.test';

test.use({ launchOptions: { executablePath: RUTA_CHROMIUM, args: [...ARGUMENTOS_CHROMIUM, ...argumentosCamaraFalsa(RUTA_VIDEO)] } });
test.describe.configure({ mode: 'serial' });

interface CorreoRecibido {
  de: string;
  para: string[];
  datos: string;
}

interface ParteElegido {
  id: string;
  numero: string;
  email: string | null;
  cliente: string;
}

let servidor: ProcesoServidor | null = null;
let smtp: SMTPServer | null = null;
let dataDir = '';
let bandeja = '';
let parte: ParteElegido | null = null;
const recibidos: CorreoRecibido[] = [];

/** dist/ + el banco del kit bajo kit/, en dist-pruebas/dialogos (dist/ de producción no cambia). */
const componerDist = (): string => {
  if (!existsSync(join(RAIZ_REPO, 'dist', 'index.html'))) throw new Error('Falta dist/: npx vite build');
  execFileSync('npx', ['vite', 'build', '--config', 'tests/e2e/kit/vite.config.ts'], { cwd: RAIZ_REPO, stdio: 'inherit' });
  rmSync(DIST_PRUEBAS, { recursive: true, force: true });
  cpSync(join(RAIZ_REPO, 'dist'), DIST_PRUEBAS, { recursive: true });
  cpSync(join(RAIZ_REPO, 'tests', 'e2e', 'kit', 'out'), join(DIST_PRUEBAS, 'kit'), { recursive: true });
  return DIST_PRUEBAS;
};

const escaparRegex = (t: string): string => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const texto = (doc: Record<string, unknown>, campo: string): string | null => {
  const v = doc[campo];
  return typeof v === 'string' ? v : null;
};

/** Un parte pendiente del técnico cuyo cliente tiene una dirección con coordenadas (lo ve por sync.pull). */
const elegirParte = async (url: string): Promise<ParteElegido> => {
  const { token, usuario } = await iniciarSesionApi(url, 'tecnico');
  const docs = new Map<string, Record<string, unknown>[]>();
  let checkpoint = 0;
  let cursor: string | null = null;
  for (let pagina = 0; pagina < 200; pagina++) {
    const r = (await llamarRpc(url, token, 'sync.pull', { checkpoint, cursor, limite: 5000 })) as RespuestaSyncPull;
    for (const d of r.documentos) docs.set(d.coleccion, [...(docs.get(d.coleccion) ?? []), d.doc]);
    checkpoint = r.checkpoint;
    cursor = r.cursor;
    if (!r.hayMas) break;
  }
  const conCoordenadas = new Set((docs.get('direccion') ?? []).filter((d) => typeof d.lat === 'number' && Number(d.estado) > 0).map((d) => texto(d, 'idcliente')));
  const clientes = new Map((docs.get('cliente') ?? []).map((c) => [texto(c, 'idcliente'), c]));
  const candidatos = (docs.get('partetrabajo') ?? []).filter(
    (p) => p.estado === 1 && texto(p, 'idtecnico') === usuario.idtecnico && conCoordenadas.has(texto(p, 'idcliente')) && clientes.has(texto(p, 'idcliente')),
  );
  const elegido = candidatos.find((p) => texto(clientes.get(texto(p, 'idcliente')) ?? {}, 'email') !== null) ?? candidatos[0];
  if (!elegido) throw new Error('el técnico de la demo no tiene partes pendientes con dirección geolocalizada');
  const cliente = clientes.get(texto(elegido, 'idcliente')) ?? {};
  return {
    id: texto(elegido, 'idparte_trabajo') ?? '',
    numero: texto(elegido, 'numero') ?? '',
    email: texto(cliente, 'email'),
    cliente: texto(cliente, 'nombre') ?? '',
  };
};

const arrancarServidor = async (nombre: string, entorno: Record<string, string>, puerto?: number): Promise<ProcesoServidor> =>
  ProcesoServidor.iniciar({ nombre, dataDir, ...(puerto ? { puerto } : {}), entorno: { DIST_DIR: DIST_PRUEBAS, OUTBOX_DIR: bandeja, ...entorno } });

test.beforeAll(async () => {
  test.setTimeout(6 * 60_000);
  componerDist();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(flujo, sesion, fin) {
      let datos = '';
      flujo.setEncoding('utf8');
      flujo.on('data', (t: string) => {
        datos += t;
      });
      flujo.on('end', () => {
        const de = sesion.envelope.mailFrom;
        recibidos.push({ de: de === false ? '' : de.address, para: sesion.envelope.rcptTo.map((r) => r.address), datos });
        fin();
      });
    },
  });
  const s = smtp;
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const direccionSmtp = s.server.address();
  const puertoSmtp = typeof direccionSmtp === 'object' && direccionSmtp !== null ? (direccionSmtp satisfies AddressInfo).port : 0;
  dataDir = mkdtempSync(join(tmpdir(), 'vigia-e2e-dialogos-'));
  bandeja = mkdtempSync(join(tmpdir(), 'vigia-e2e-bandeja-'));
  servidor = await arrancarServidor('dialogos', { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(puertoSmtp), SMTP_FROM: REMITENTE });
  parte = await elegirParte(servidor.url);
  escribirVideoQr(RUTA_VIDEO, parte.numero);
});

test.afterAll(async () => {
  await servidor?.detener();
  const s = smtp;
  if (s) await new Promise<void>((r) => s.close(r));
  if (process.env.E2E_CONSERVAR_BD !== '1') {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (bandeja) rmSync(bandeja, { recursive: true, force: true });
  }
});

const actual = (): { servidor: ProcesoServidor; parte: ParteElegido } => {
  if (!servidor || !parte) throw new Error('el entorno no está arrancado (beforeAll)');
  return { servidor, parte };
};

/** Infracciones de axe graves o críticas (WCAG 2.1 A/AA), con los nodos para el mensaje. */
const infraccionesGraves = async (pagina: Page): Promise<string[]> => {
  const r = await new AxeBuilder({ page: pagina }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

/** Sin teselas: cualquier petición a un servidor de teselas falla (como sin conexión). */
const sinTeselas = (pagina: Page) => pagina.route(/\/\d+\/\d+\/\d+\.png(\?.*)?$/, (ruta) => ruta.abort('internetdisconnected'));

test('kit: firma con el ratón y Borrar firma, hora 23:45, foto de la cámara ≤ 1024×1024 y mapa agrupado sin teselas', async ({ browser }) => {
  const contexto = await browser.newContext({ baseURL: actual().servidor.url });
  const pagina = await contexto.newPage();
  const erroresPagina: string[] = [];
  pagina.on('pageerror', (e) => erroresPagina.push(e.message));
  const kit = new PaginaKit(pagina);
  await kit.abrir();

  await test.step('firma: 250 px de alto, se dibuja con el ratón y «Borrar firma» la vacía', async () => {
    await expect(kit.resultadoFirma).toHaveText('Firma vacía');
    expect(await infraccionesGraves(pagina), 'accesibilidad del banco del kit').toEqual([]);
    expect((await kit.lienzoFirma.boundingBox())?.height).toBe(250);
    await expect(kit.borrarFirma).toBeDisabled();
    await kit.firmarConRaton();
    await expect(kit.resultadoFirma).toHaveText(/^Firma PNG de \d+ caracteres$/);
    await expect(pagina.getByRole('img', { name: 'Firma devuelta' })).toBeVisible();
    await expect(kit.lienzoFirma).toHaveAccessibleName('Firma del cliente: firmado');
    await kit.borrarFirma.focus();
    await pagina.keyboard.press('Enter');
    await expect(kit.resultadoFirma).toHaveText('Firma vacía');
    await expect(kit.lienzoFirma).toHaveAccessibleName(/sin firmar/);
  });

  await test.step('selector de hora de 24 h: 23:45', async () => {
    await expect(kit.resultadoHora).toHaveText('Sin hora elegida');
    await kit.elegirHora('23', '45');
    await expect(kit.resultadoHora).toHaveText('Hora elegida: 23:45');
    await expect(kit.botonHora).toHaveAccessibleName('Hora de llegada 23:45');
  });

  await test.step('cámara: la foto del vídeo de 1280×720 vuelve reducida a 1024×576', async () => {
    await kit.abrirCamara.click();
    const dialogo = pagina.getByRole('dialog', { name: 'Cámara' });
    await expect(dialogo).toBeVisible();
    const hacerFoto = dialogo.getByRole('button', { name: 'Hacer foto' });
    await expect(hacerFoto).toBeEnabled();
    await hacerFoto.click();
    await expect(dialogo.getByRole('img', { name: 'Foto tomada (1024×576 px)' })).toBeVisible();
    await dialogo.getByRole('button', { name: 'Usar foto' }).click();
    await expect(dialogo).toBeHidden();
    await expect(kit.resultadoFoto).toHaveText('Foto de 1024×576 px, image/jpeg');
    const medidas = await kit.imagenFoto.evaluate((img) => (img instanceof HTMLImageElement ? [img.naturalWidth, img.naturalHeight] : [0, 0]));
    expect(medidas).toEqual([1024, 576]);
  });

  await test.step('mapa: 30 marcadores agrupados, sin teselas, y las dos búsquedas por zona', async () => {
    await kit.abrirMapa.click();
    const dialogo = pagina.getByRole('dialog', { name: 'Mapa' });
    await expect(dialogo).toBeVisible();
    const grupos = dialogo.locator('.marker-cluster');
    await expect(grupos.first()).toBeVisible();
    await expect
      .poll(async () => (await grupos.allInnerTexts()).reduce((s, t) => s + Number(t.trim()), 0), { message: 'los grupos no suman los 30 marcadores' })
      .toBe(30);
    expect(await grupos.count()).toBeLessThan(30);
    await expect(dialogo.locator('.leaflet-tile-loaded')).toHaveCount(0);
    expect(await infraccionesGraves(pagina), 'accesibilidad del diálogo de mapa').toEqual([]);

    await dialogo.getByRole('button', { name: 'Buscar en esta zona' }).click();
    await expect(kit.busquedas).toHaveCount(1);
    await expect(kit.busquedas.first()).toHaveText(/^N \d+\.\d{3} · S \d+\.\d{3} · E -?\d+\.\d{3} · O -?\d+\.\d{3}$/);

    const interruptor = dialogo.getByRole('switch', { name: 'Buscar mientras me desplazo' });
    await expect(interruptor).not.toBeChecked();
    await dialogo.getByText('Buscar mientras me desplazo').click();
    await expect(interruptor).toBeChecked();
    await dialogo.getByRole('button', { name: 'Acercar' }).click();
    await expect(kit.busquedas).toHaveCount(2);
    const [primera, segunda] = await kit.busquedas.allInnerTexts();
    expect(segunda).not.toBe(primera);
    await dialogo.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialogo).toBeHidden();
  });
  expect(erroresPagina, 'errores de JavaScript en el banco del kit').toEqual([]);
  await contexto.close();
});

test('el parte muestra su dirección en el mapa y envía el correo por SMTP o a la bandeja de salida; el lector de QR abre el parte leído', async ({ browser }) => {
  test.setTimeout(8 * 60_000);
  const { servidor: s, parte: elegido } = actual();
  const contexto = await browser.newContext({ baseURL: s.url });
  await activarDepuracion(contexto);
  const pagina = await contexto.newPage();
  await sinTeselas(pagina);

  await test.step('el técnico inicia sesión y el parte elegido está en el dispositivo', async () => {
    await new PaginaLogin(pagina).iniciarSesion('tecnico');
    await esperarVigia(pagina);
    await expect
      .poll(async () => (await partesLocales(pagina)).some((p) => p.idparte_trabajo === elegido.id), { message: 'el parte elegido no se ha descargado', timeout: 180_000 })
      .toBe(true);
  });

  await PaginaParte.abrirPorId(pagina, elegido.id, elegido.numero);
  const anadidos = new AnadidosParte(pagina);

  await test.step('la tarjeta «Dirección» y el diálogo de mapa muestran el marcador sin teselas', async () => {
    await expect(anadidos.tarjetaDireccion).toBeVisible();
    const marcadorTarjeta = anadidos.tarjetaDireccion.locator('.leaflet-marker-icon');
    await expect(marcadorTarjeta).toHaveCount(1);
    await expect(marcadorTarjeta).toHaveAttribute('title', new RegExp(`^${escaparRegex(elegido.cliente)}: `));
    await anadidos.verMapa.click();
    const dialogo = pagina.getByRole('dialog', { name: 'Dirección' });
    await expect(dialogo).toBeVisible();
    await expect(dialogo.locator('.leaflet-marker-icon')).toHaveCount(1);
    await expect(dialogo.locator('.leaflet-tile-loaded')).toHaveCount(0);
    await dialogo.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialogo).toBeHidden();
  });

  await test.step('correo por SMTP: prellenado, valida el destinatario y llega al servidor de correo', async () => {
    expect(await infraccionesGraves(pagina), 'accesibilidad del parte con la tarjeta de mapa').toEqual([]);
    const correo = await anadidos.abrirCorreo();
    await expect(correo.destinatarios).toHaveValue(elegido.email ?? '');
    expect(await infraccionesGraves(pagina), 'accesibilidad del diálogo de correo').toEqual([]);
    await expect(correo.plantilla).toHaveValue('resumen');
    await expect(correo.asunto).toHaveValue(`Resumen del parte ${elegido.numero}`);
    await expect(correo.mensaje).toHaveValue(new RegExp(`Parte: ${elegido.numero}`));
    await correo.destinatarios.fill('cliente.prueba@example.com, mal@');
    await correo.enviar.click();
    await expect(correo.dialogo.getByText('El correo electrónico no es correcto')).toBeVisible();
    await expect(correo.destinatarios).toBeFocused();
    await correo.destinatarios.fill('cliente.prueba@example.com');
    await correo.enviar.click();
    // El correo pasa por la bandeja de salida: lo envía el servidor y el estado vuelve por el stream.
    await expect(correo.resultado).toHaveText('Correo enviado', { timeout: 30_000 });
    await expect.poll(() => recibidos.length).toBe(1);
    const [recibido] = recibidos;
    expect(recibido?.de).toBe(REMITENTE);
    expect(recibido?.para).toEqual(['cliente.prueba@example.com']);
    expect(recibido?.datos).toMatch(new RegExp(`^Subject: Resumen del parte ${elegido.numero}\\r?$`, 'm'));
    expect(recibido?.datos).toContain(`Parte: ${elegido.numero}`);
    await correo.cerrar.click();
    await expect(correo.dialogo).toBeHidden();
  });

  await test.step('sin conexión: el correo queda en la bandeja de salida y sale una vez al volver la red', async () => {
    await contexto.setOffline(true);
    const correo = await anadidos.abrirCorreo();
    const destinatario = elegido.email ?? 'cliente.prueba@example.com';
    if (!elegido.email) await correo.destinatarios.fill(destinatario);
    await correo.asunto.fill(`Parte ${elegido.numero}: escrito sin cobertura`);
    await correo.enviar.click();
    await expect(correo.resultado).toHaveText('Sin conexión: el correo queda en la bandeja de salida y se enviará cuando vuelva la conexión');
    await correo.cerrar.click();
    await expect(correo.dialogo).toBeHidden();
    const enFicha = pagina.getByRole('region', { name: 'Correos' }).getByRole('listitem').filter({ hasText: 'escrito sin cobertura' });
    await expect(enFicha).toContainText('se enviará cuando vuelva la conexión');
    expect(recibidos).toHaveLength(1);
    await contexto.setOffline(false);
    await expect.poll(() => recibidos.length, { message: 'el correo no salió al volver la red', timeout: 60_000 }).toBe(2);
    expect(recibidos[1]?.datos).toMatch(new RegExp(`^Subject: Parte ${elegido.numero}: escrito sin cobertura\\r?$`, 'm'));
    await expect(enFicha).toContainText('Correo enviado', { timeout: 30_000 });
    // Una vez: ni el cartero ni la cola lo repiten.
    await pagina.waitForTimeout(1_500);
    expect(recibidos).toHaveLength(2);
  });

  await test.step('servidor sin SMTP: el mensaje queda como .eml en la bandeja de salida y el diálogo lo dice', async () => {
    const puerto = s.puerto;
    await s.detener();
    servidor = await arrancarServidor('dialogos-sin-smtp', { SMTP_HOST: '' }, puerto);
    const correo = await anadidos.abrirCorreo();
    const destinatario = elegido.email ?? 'cliente.prueba@example.com';
    if (!elegido.email) await correo.destinatarios.fill(destinatario);
    await correo.asunto.fill(`Parte ${elegido.numero}: copia en bandeja`);
    await correo.enviar.click();
    await expect(correo.resultado).toHaveText('Sin servidor de correo configurado: el mensaje se ha guardado en la bandeja de salida', { timeout: 30_000 });
    const ficheros = readdirSync(bandeja).filter((f) => f.endsWith('.eml'));
    expect(ficheros).toHaveLength(1);
    const eml = readFileSync(join(bandeja, ficheros[0] ?? ''), 'utf8');
    expect(eml).toMatch(new RegExp(`^Subject: Parte ${elegido.numero}: copia en bandeja$`, 'm'));
    expect(eml).toContain(`Parte: ${elegido.numero}`);
    expect(eml).toMatch(new RegExp(`^To: ${escaparRegex(destinatario)}$`, 'm'));
    expect(recibidos).toHaveLength(2);
  });
  await test.step('«Escanear código» en Partes asignados lee el QR del vídeo (el número del parte) y abre ese parte', async () => {
    const lista = new PaginaPartesAsignados(pagina);
    await lista.abrir();
    // El vídeo falso trae el QR desde el primer fotograma: el diálogo puede leerlo, abrir el parte y
    // cerrarse antes de que Playwright lo vea (ni expect con reintentos ni waitFor lo vieron a veces en CI).
    // Un MutationObserver instalado antes del clic anota, dentro de la página, que el diálogo se abrió.
    await pagina.evaluate(() => {
      const w = window as unknown as { __dialogoQrVisto?: boolean };
      w.__dialogoQrVisto = false;
      const mirar = (): void => {
        for (const d of document.querySelectorAll('[role="dialog"]')) if (d.textContent?.includes('Escanear código')) w.__dialogoQrVisto = true;
      };
      new MutationObserver(mirar).observe(document.body, { childList: true, subtree: true });
    });
    await pagina.getByRole('button', { name: 'Escanear código' }).click();
    const vista = new PaginaParte(pagina, elegido.numero);
    await expect(vista.titulo).toBeVisible({ timeout: 60_000 });
    expect(new URL(pagina.url()).pathname).toBe(`/app/partes/${elegido.id}`);
    expect(await pagina.evaluate(() => (window as unknown as { __dialogoQrVisto?: boolean }).__dialogoQrVisto), 'el diálogo del lector no llegó a abrirse').toBe(true);
  });

  await contexto.close();
});
