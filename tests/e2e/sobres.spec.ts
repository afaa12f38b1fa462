/**
 * Sobre de firma de un presupuesto (issue 15, la parte con red): el comercial genera el PDF de un
 * presupuesto aceptado y lo envía a firmar a dos destinatarios; cada uno firma en su propio navegador,
 * sin sesión, con el enlace leído del servidor SMTP de prueba (nombre, DNI, firma dibujada). La pestaña
 * del comercial ve el presupuesto firmado sin recargar; el PDF firmado lleva a los dos firmantes y la
 * huella SHA-256 del documento; el enlace ya usado se rechaza con su mensaje en español.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Coleccion } from '../../schemas';
import { textoPdf } from '../../src/lib/prueba/pdf';
import { PaginaLogin } from './paginas/login';
import { descargaCompleta, documentoPorPull, iniciarSesionApi, llamarRpc } from './soporte/api';
import { usarServidor } from './soporte/entorno';
import { activarDepuracion, colaLocal, esperarVigia, estadoMotor, leerMarca, marcarPagina } from './soporte/navegador';

interface CorreoRecibido {
  para: string[];
  datos: string;
}
const recibidos: CorreoRecibido[] = [];
let smtp: SMTPServer | null = null;
let puertoSmtp = 0;

test.beforeAll(async () => {
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
        recibidos.push({ para: sesion.envelope.rcptTo.map((r) => r.address), datos });
        fin();
      });
    },
  });
  const s = smtp;
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const direccion = s.server.address();
  puertoSmtp = typeof direccion === 'object' && direccion !== null ? (direccion satisfies AddressInfo).port : 0;
});

test.afterAll(async () => {
  const s = smtp;
  if (s) await new Promise<void>((r) => s.close(r));
});

const entorno = usarServidor({
  nombre: 'sobres',
  bd: 'pglite',
  entorno: () => ({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(puertoSmtp), SMTP_FROM: 'firmas@vigia.test' }),
});

const texto = (v: unknown): string => (typeof v === 'string' ? v : '');

/** El cuerpo del correo sin la codificación quoted-printable (líneas partidas con '=' y '=3D'). */
const decodificar = (datos: string): string =>
  datos.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));

const enlaceDe = (correo: CorreoRecibido): string => {
  const m = /https?:\/\/[^\s"<>]*\/app\/firmar\/[A-Za-z0-9_-]+/.exec(decodificar(correo.datos));
  if (!m) throw new Error(`El correo a ${correo.para.join(', ')} no lleva enlace de firma`);
  return m[0];
};

/** Dibuja un trazo en zigzag en el panel de firma. */
const dibujarFirma = async (p: Page): Promise<void> => {
  const lienzo = p.getByRole('group', { name: 'Firma' }).locator('canvas');
  await lienzo.scrollIntoViewIfNeeded();
  const caja = await lienzo.boundingBox();
  if (!caja) throw new Error('el panel de firma no es visible');
  await p.mouse.move(caja.x + 20, caja.y + caja.height / 2);
  await p.mouse.down();
  for (let i = 1; i <= 10; i++) await p.mouse.move(caja.x + 20 + i * ((caja.width - 40) / 10), caja.y + caja.height / 2 + (i % 2 === 0 ? -50 : 50), { steps: 3 });
  await p.mouse.up();
  await expect(p.getByRole('group', { name: 'Firma' }).getByText('Firmado', { exact: true })).toBeVisible();
};

test('un presupuesto aceptado se envía a firmar a dos personas, cada una firma con su enlace y el comercial lo ve firmado sin recargar', async ({ browser }) => {
  test.setTimeout(6 * 60_000);
  const { servidor } = entorno.actual;
  const token = (await iniciarSesionApi(servidor.url, 'comercial')).token;
  const demo = await descargaCompleta(servidor.url, token);
  const activos = (c: Coleccion) => [...(demo.get(c)?.values() ?? [])].filter((d) => typeof d.estado === 'number' && d.estado > 0);
  const conSobre = new Set(activos('sobre').map((s) => texto(s.idpresupuestocli)));
  const presupuesto = activos('presupuestocli').find((q) => q.estado === 3 && texto(q.idcliente) !== '' && !conSobre.has(texto(q.idpresupuestocli)));
  if (!presupuesto) throw new Error('la demo no tiene un presupuesto aceptado del comercial sin sobre');
  const id = texto(presupuesto.idpresupuestocli);
  const firmantes = [
    { nombre: 'Lucía Ortega Ruiz', email: 'lucia.ortega@cliente.test', dni: '12345678Z' },
    { nombre: 'Andrés Vidal Soto', email: 'andres.vidal@cliente.test', dni: '87654321X' },
  ];

  const contexto = await browser.newContext({ baseURL: servidor.url });
  await activarDepuracion(contexto);
  const p = await contexto.newPage();
  await new PaginaLogin(p).iniciarSesion('comercial');
  await esperarVigia(p);
  await expect.poll(async () => (await estadoMotor(p)).ultimoPull !== null, { timeout: 180_000 }).toBe(true);

  await test.step('genera el PDF del presupuesto y sube', async () => {
    await p.goto(`/app/documentacion/presupuestos/${id}`);
    await p.getByRole('button', { name: 'Generar PDF' }).click();
    await expect(p.getByText('PDF guardado en la documentación del presupuesto')).toBeVisible();
    await expect.poll(async () => (await colaLocal(p)).length, { timeout: 60_000 }).toBe(0);
  });

  const idsobre = await test.step('lo envía a firmar a dos destinatarios', async () => {
    await p.goto(`/app/presupuestos/${id}/sobres/enviar`);
    const documento = p.getByLabel('Documento', { exact: true });
    await expect(documento.locator('option')).not.toHaveCount(1);
    const valor = await documento.locator('option').nth(1).getAttribute('value');
    await documento.selectOption(valor ?? '');
    const filas = p.getByTestId('destinatario');
    if ((await filas.count()) < 2) await p.getByRole('button', { name: 'Añadir destinatario' }).click();
    for (const [i, f] of firmantes.entries()) {
      const fila = filas.nth(i);
      await fila.getByLabel('Nombre', { exact: true }).fill(f.nombre);
      await fila.getByLabel('Correo electrónico', { exact: true }).fill(f.email);
    }
    await p.getByRole('button', { name: 'Enviar a firmar' }).click();
    await expect(p.getByText('Sobre enviado')).toBeVisible();
    await expect(p).toHaveURL(/\/sobres\/[^/]+$/);
    return new URL(p.url()).pathname.split('/').pop() ?? '';
  });

  await expect.poll(() => recibidos.filter((c) => c.para.some((x) => firmantes.some((f) => f.email === x))).length, { timeout: 60_000 }).toBe(2);
  const enlaces = firmantes.map((f) => {
    const correo = recibidos.find((c) => c.para.includes(f.email));
    if (!correo) throw new Error(`no ha llegado el correo a ${f.email}`);
    return enlaceDe(correo);
  });

  await test.step('el comercial deja abierta la ficha del presupuesto', async () => {
    await p.goto(`/app/presupuestos/${id}`);
    await expect(p.getByTestId('total-presupuesto')).toBeVisible();
    await marcarPagina(p, 'sin-recargar');
  });

  const contextos: BrowserContext[] = [];
  for (const [i, f] of firmantes.entries()) {
    await test.step(`${f.nombre} firma con su enlace, sin sesión`, async () => {
      const c = await browser.newContext();
      contextos.push(c);
      const firmante = await c.newPage();
      await firmante.goto(enlaces[i] ?? '');
      await expect(firmante.getByRole('heading', { name: 'Firma del presupuesto', level: 1 })).toBeVisible();
      await firmante.getByLabel('Nombre y apellidos', { exact: true }).fill(f.nombre);
      await firmante.getByLabel('DNI', { exact: true }).fill(f.dni);
      await dibujarFirma(firmante);
      await firmante.getByLabel('He leído el documento y acepto firmarlo').check();
      await firmante.getByRole('button', { name: 'Firmar', exact: true }).click();
      await expect(firmante.getByText('Documento firmado. Gracias.')).toBeVisible();
    });
  }

  await test.step('la pestaña del comercial ve el presupuesto firmado sin recargar', async () => {
    await expect(p.getByText('Firmado', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
    expect(await leerMarca(p)).toBe('sin-recargar');
  });

  await test.step('el PDF firmado lleva a los dos firmantes y la huella del documento', async () => {
    const sobre = await documentoPorPull(servidor.url, token, 'sobre', idsobre);
    expect(sobre).toMatchObject({ situacion: 'firmado' });
    const pdf = (await llamarRpc(servidor.url, token, 'fichero.contenido', { idfichero: sobre?.idfichero_firmado })) as { contenido: string };
    const { texto: contenido } = await textoPdf(new Uint8Array(Buffer.from(pdf.contenido, 'base64')));
    for (const f of firmantes) {
      expect(contenido).toContain(f.nombre);
      expect(contenido).toContain(f.dni);
    }
    expect(contenido.replace(/\s/g, '')).toContain(texto(sobre?.sha256));
    expect(await documentoPorPull(servidor.url, token, 'presupuestocli', id)).toMatchObject({ estado: 4 });
  });

  await test.step('el enlace ya usado se rechaza en español', async () => {
    const c = await browser.newContext();
    const otra = await c.newPage();
    await otra.goto(enlaces[0] ?? '');
    await expect(otra.getByText('Este enlace ya se ha usado para firmar')).toBeVisible();
    await expect(otra.getByRole('button', { name: 'Firmar', exact: true })).toHaveCount(0);
    await c.close();
  });
  for (const c of contextos) await c.close();
});
