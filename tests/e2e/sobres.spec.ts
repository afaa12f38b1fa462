/**
 * Sobre de firma de un presupuesto (issue 15, la parte con red): el comercial genera el PDF de un
 * presupuesto aceptado y lo envía a firmar a dos destinatarios; cada uno firma en su propio navegador,
 * sin sesión, con el enlace leído del servidor SMTP de prueba (nombre, DNI, firma dibujada). La pestaña
 * del comercial ve el presupuesto firmado sin recargar; el PDF firmado lleva a los dos firmantes y la
 * huella SHA-256 del documento; el enlace ya usado se rechaza con su mensaje en español.
 *
 * Y un sobre atado a lo que se firmó (issue 29): enviado un presupuesto, el comercial deshace la aceptación;
 * el sobre queda 'Anulado: el presupuesto cambió' en su pantalla, el enlace viejo responde 410 con su
 * mensaje en español, el firmante recibe el aviso; aceptado otra vez, otro sobre con el PDF nuevo se firma
 * y su página de auditoría lleva la huella de ese PDF.
 */
import { expect, test } from '@playwright/test';
import { MENSAJES_SOBRE, TEXTO_ANULADO } from '../../replication/sobres';
import type { Coleccion } from '../../schemas';
import { textoPdf } from '../../src/lib/prueba/pdf';
import { PaginaLogin } from './paginas/login';
import { enlaceRechazado, enviarAFirmar, firmarConEnlace, generarPdf } from './paginas/sobres';
import { descargaCompleta, documentoPorPull, iniciarSesionApi, llamarRpc } from './soporte/api';
import { usarServidor } from './soporte/entorno';
import { activarDepuracion, colaLocal, esperarVigia, estadoMotor, leerMarca, marcarPagina } from './soporte/navegador';
import { abrirSmtp, asuntoDe, enlaceDe, type BuzonSmtp } from './soporte/smtp';

let buzon: BuzonSmtp | null = null;

test.beforeAll(async () => {
  buzon = await abrirSmtp();
});

test.afterAll(async () => {
  await buzon?.cerrar();
});

const entorno = usarServidor({
  nombre: 'sobres',
  bd: 'pglite',
  entorno: () => ({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(buzon?.puerto ?? 0), SMTP_FROM: 'firmas@vigia.test' }),
});

const texto = (v: unknown): string => (typeof v === 'string' ? v : '');

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

  await test.step('genera el PDF del presupuesto y sube', () => generarPdf(p, id));

  const idsobre = await test.step('lo envía a firmar a dos destinatarios', () => enviarAFirmar(p, id, firmantes));

  const recibidos = buzon?.recibidos ?? [];
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

  for (const [i, f] of firmantes.entries()) {
    await test.step(`${f.nombre} firma con su enlace, sin sesión`, () => firmarConEnlace(browser, enlaces[i] ?? '', f));
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

  await test.step('el enlace ya usado se rechaza en español', () => enlaceRechazado(browser, enlaces[0] ?? '', 'Este enlace ya se ha usado para firmar'));
  await contexto.close();
});

test('cambiar el presupuesto anula su sobre: el enlace viejo responde 410 y avisa al firmante; otro sobre con el PDF nuevo se firma con su huella', async ({ browser }) => {
  test.setTimeout(6 * 60_000);
  const { servidor } = entorno.actual;
  const token = (await iniciarSesionApi(servidor.url, 'comercial')).token;
  const demo = await descargaCompleta(servidor.url, token);
  const activos = (c: Coleccion) => [...(demo.get(c)?.values() ?? [])].filter((d) => typeof d.estado === 'number' && d.estado > 0);
  const ocupados = new Set([...activos('sobre'), ...activos('contrato')].map((s) => texto(s.idpresupuestocli)));
  const presupuesto = activos('presupuestocli').find((q) => q.estado === 3 && texto(q.idcliente) !== '' && !ocupados.has(texto(q.idpresupuestocli)));
  if (!presupuesto) throw new Error('la demo no tiene un presupuesto aceptado del comercial sin sobre ni contrato');
  const id = texto(presupuesto.idpresupuestocli);
  const firmante = { nombre: 'Marta Gómez Prieto', email: 'marta.gomez@cliente.test', dni: '12345678Z' };
  const correos = () => buzon?.para(firmante.email) ?? [];

  const contexto = await browser.newContext({ baseURL: servidor.url });
  await activarDepuracion(contexto);
  const p = await contexto.newPage();
  await new PaginaLogin(p).iniciarSesion('comercial');
  await esperarVigia(p);
  await expect.poll(async () => (await estadoMotor(p)).ultimoPull !== null, { timeout: 180_000 }).toBe(true);

  await test.step('genera el PDF y lo envía a firmar', async () => {
    await generarPdf(p, id);
    await enviarAFirmar(p, id, [firmante]);
  });
  await expect.poll(() => correos().length, { timeout: 60_000 }).toBe(1);
  const enlaceViejo = enlaceDe(correos()[0] ?? { para: [], datos: '' });
  const idViejo = (await descargaCompleta(servidor.url, token)).get('sobre');
  const viejo = [...(idViejo?.values() ?? [])].find((s) => s.idpresupuestocli === id && s.situacion === 'enviado');
  if (!viejo) throw new Error('el sobre enviado no está en el servidor');

  await test.step('el comercial deshace la aceptación (el presupuesto cambia)', async () => {
    await p.goto(`/app/presupuestos/${id}`);
    await p.getByRole('button', { name: 'Deshacer la aceptación' }).click();
    await p.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
    await expect(p.getByRole('region', { name: 'Datos del presupuesto' })).toContainText('Pendiente del cliente');
    await expect.poll(async () => (await colaLocal(p)).length, { timeout: 60_000 }).toBe(0);
  });

  await test.step("el sobre se ve 'Anulado: el presupuesto cambió' y ya no se ofrece 'Enviar a firmar'", async () => {
    await p.goto(`/app/presupuestos/${id}/sobres`);
    await expect(p.getByTestId('sobre').getByTestId('situacion')).toHaveText(TEXTO_ANULADO);
    await expect(p.getByRole('link', { name: 'Enviar a firmar' })).toHaveCount(0);
    expect(await documentoPorPull(servidor.url, token, 'sobre', texto(viejo.idsobre))).toMatchObject({ situacion: 'anulado' });
  });

  await test.step('el enlace viejo responde 410 con su mensaje en español, también en la página de firma', async () => {
    const tokenViejo = enlaceViejo.split('/').pop() ?? '';
    for (const ruta of ['', '/documento']) {
      const r = await fetch(`${servidor.url}/api/firma/${tokenViejo}${ruta}`);
      expect(r.status).toBe(410);
      expect(await r.json()).toEqual({ error: MENSAJES_SOBRE.anulado });
    }
    await enlaceRechazado(browser, enlaceViejo, MENSAJES_SOBRE.anulado);
  });

  await test.step('el firmante recibe el aviso de que el envío se anuló', async () => {
    await expect.poll(() => correos().length, { timeout: 60_000 }).toBe(2);
    const aviso = correos()[1];
    expect(aviso && asuntoDe(aviso)).toMatch(/^Anulado: /);
  });

  const nuevo = await test.step('aceptado otra vez, se envía el PDF de la versión nueva y se firma', async () => {
    await p.goto(`/app/presupuestos/${id}/aceptar`);
    await p.getByRole('button', { name: 'Aceptar presupuesto' }).click();
    await expect(p.getByRole('button', { name: 'Deshacer la aceptación' })).toBeVisible();
    await expect.poll(async () => (await colaLocal(p)).length, { timeout: 60_000 }).toBe(0);
    await generarPdf(p, id);
    await p.goto(`/app/presupuestos/${id}/sobres`);
    await expect(p.getByRole('link', { name: 'Enviar a firmar' })).toBeVisible();
    const idsobre = await enviarAFirmar(p, id, [firmante]);
    await expect.poll(() => correos().length, { timeout: 60_000 }).toBe(3);
    await firmarConEnlace(browser, enlaceDe(correos()[2] ?? { para: [], datos: '' }), firmante);
    return idsobre;
  });

  await test.step('la página de auditoría lleva la huella del PDF firmado; el sobre viejo sigue anulado', async () => {
    const sobre = await documentoPorPull(servidor.url, token, 'sobre', nuevo);
    expect(sobre).toMatchObject({ situacion: 'firmado' });
    const q = await documentoPorPull(servidor.url, token, 'presupuestocli', id);
    expect(q).toMatchObject({ estado: 4 });
    expect(sobre?.num_revision).toBe(q?.num_revision);
    expect(sobre?.idfichero).not.toBe(viejo.idfichero);
    const pdf = (await llamarRpc(servidor.url, token, 'fichero.contenido', { idfichero: sobre?.idfichero_firmado })) as { contenido: string };
    const { texto: contenido } = await textoPdf(new Uint8Array(Buffer.from(pdf.contenido, 'base64')));
    expect(contenido).toContain('Registro de auditoría');
    expect(contenido.replace(/\s/g, '')).toContain(texto(sobre?.sha256));
    expect(await documentoPorPull(servidor.url, token, 'sobre', texto(viejo.idsobre))).toMatchObject({ situacion: 'anulado' });
    expect((await fetch(`${servidor.url}/api/firma/${enlaceViejo.split('/').pop() ?? ''}`)).status).toBe(410);
  });
  await contexto.close();
});
