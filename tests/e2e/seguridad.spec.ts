/**
 * Seguridad en Chromium contra el servidor real (PostgreSQL), con la Content-Security-Policy estricta que
 * el servidor manda por defecto (sin CONTENT_SECURITY_POLICY en el entorno):
 *  - las cabeceras de seguridad están en la app, el service worker, /api/ y /token/; la CSP no permite
 *    eval ni scripts en línea, y index.html no tiene ningún script en línea (el service worker se
 *    registra desde el bundle);
 *  - la app compilada funciona bajo ella: entrar, lista de partes, ficha del parte (con su mapa), lista y
 *    ficha de clientes, sin una sola violación de CSP (evento securitypolicyviolation o consola) y sin
 *    cargar nunca los trozos de desarrollo (validación ajv, dev-mode);
 *  - un cliente y un parte con HTML, <script> e <img onerror> en el nombre, la descripción y las
 *    observaciones se muestran tal cual, como texto, y no se ejecuta nada (window.__xss sigue sin definir).
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { PaginaCliente, PaginaClientes } from './paginas/clientes';
import { PaginaLogin, PaginaMenu } from './paginas/login';
import { PaginaParte, PaginaPartesAsignados } from './paginas/partes';
import { iniciarSesionApi } from './soporte/api';
import type { ConexionBd } from './soporte/bd';
import { usarServidor } from './soporte/entorno';
import { cambiarDocumento } from './soporte/fallos';
import { RAIZ_REPO } from './soporte/servidor';

let distCopia: string | null = null;
const distAnterior = process.env.DIST_DIR;
const cspAnterior = process.env.CONTENT_SECURITY_POLICY;

test.beforeAll(() => {
  // Una copia de dist/ (otra compilación a mitad de prueba no nos afecta) y la CSP por defecto.
  distCopia = mkdtempSync(join(tmpdir(), 'vigia-e2e-seguridad-dist-'));
  cpSync(join(RAIZ_REPO, 'dist'), distCopia, { recursive: true });
  process.env.DIST_DIR = distCopia;
  delete process.env.CONTENT_SECURITY_POLICY;
});

const entorno = usarServidor({ nombre: 'seguridad', bd: 'postgres' });

test.afterAll(() => {
  if (distAnterior === undefined) delete process.env.DIST_DIR;
  else process.env.DIST_DIR = distAnterior;
  if (cspAnterior !== undefined) process.env.CONTENT_SECURITY_POLICY = cspAnterior;
  if (distCopia) rmSync(distCopia, { recursive: true, force: true });
});

const MARCA = 'Xsszq';
const CLIENTE_XSS = `${MARCA} <img src=x onerror="window.__xss='cliente'"><b>negrita</b> & "comillas"`;
const DESCRIPCION_XSS = `${MARCA} <script>window.__xss='parte'</script><svg onload="window.__xss='svg'"></svg> <i>cursiva</i>`;
const OBSERVACIONES_XSS = `"><img src=x onerror=alert(1)><a href="javascript:window.__xss='enlace'">pulsa</a>`;

/** Cambia campos de un documento en el servidor como una escritura sincronizada (registro de cambios y aviso). */
const fijarCampos = (bd: ConexionBd, tabla: 'cliente' | 'partetrabajo', id: string, campos: Record<string, string>): Promise<void> =>
  cambiarDocumento(bd, tabla, { condicion: 'id = $1', clave: id }, { expresion: 'doc || $2::jsonb', valor: JSON.stringify(campos) });

interface Vigilancia {
  violaciones: string[];
  peticionesDesarrollo: string[];
  dialogos: string[];
}

/** Recoge las violaciones de CSP (evento y consola), los diálogos (alert) y las peticiones a trozos de desarrollo. */
const vigilar = async (contexto: BrowserContext, pagina: Page): Promise<Vigilancia> => {
  const v: Vigilancia = { violaciones: [], peticionesDesarrollo: [], dialogos: [] };
  await contexto.exposeBinding('__vigiaViolacionCsp', (_origen, texto: string) => {
    v.violaciones.push(texto);
  });
  await contexto.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const avisar: unknown = Reflect.get(window, '__vigiaViolacionCsp');
      const texto = `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber} ${e.sample}`;
      if (typeof avisar === 'function') avisar(texto);
    });
  });
  pagina.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) v.violaciones.push(`consola: ${m.text()}`);
  });
  pagina.on('dialog', (d) => {
    v.dialogos.push(d.message());
    void d.dismiss();
  });
  contexto.on('request', (r) => {
    if (/\/(validate-ajv|dev-mode)-[^/]*\.js/.test(r.url())) v.peticionesDesarrollo.push(r.url());
  });
  return v;
};

const comprobarSinXss = async (pagina: Page, v: Vigilancia, donde: string): Promise<void> => {
  expect(await pagina.evaluate(() => Reflect.get(window, '__xss')), `window.__xss en ${donde}`).toBeUndefined();
  await expect(pagina.locator('img[src="x"]'), `<img> inyectada en ${donde}`).toHaveCount(0);
  await expect(pagina.locator('svg[onload], a[href^="javascript:"]'), `elementos inyectados en ${donde}`).toHaveCount(0);
  await expect(pagina.locator('b', { hasText: 'negrita' }), `<b> inyectada en ${donde}`).toHaveCount(0);
  expect(v.dialogos, `diálogos abiertos por un script inyectado en ${donde}`).toEqual([]);
};

test('cabeceras de seguridad y CSP estricta en la app, el service worker, /api/ y /token/', async () => {
  const url = entorno.actual.servidor.url;
  const respuestas = [
    await fetch(`${url}/app/`),
    await fetch(`${url}/app/sw.js`),
    await fetch(`${url}/app/partes/asignados`, { headers: { accept: 'text/html' } }),
    await fetch(`${url}/api/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
    await fetch(`${url}/token/`, { method: 'POST', body: new URLSearchParams({ username: 'nadie', password: 'x' }) }),
  ];
  for (const r of respuestas) {
    const csp = r.headers.get('content-security-policy') ?? '';
    const directivas = new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([n = '', ...f]) => [n, f]));
    expect(directivas.get('script-src'), r.url).toEqual(["'self'"]);
    expect(directivas.get('default-src'), r.url).toEqual(["'self'"]);
    expect(directivas.get('connect-src'), r.url).toEqual(["'self'"]);
    expect(directivas.get('worker-src'), r.url).toEqual(["'self'"]);
    expect(directivas.get('object-src'), r.url).toEqual(["'none'"]);
    expect(directivas.get('frame-ancestors'), r.url).toEqual(["'none'"]);
    expect(csp, r.url).not.toContain('unsafe-eval');
    expect(r.headers.get('x-content-type-options'), r.url).toBe('nosniff');
    expect(r.headers.get('x-frame-options'), r.url).toBe('DENY');
    expect(r.headers.get('referrer-policy'), r.url).toBe('strict-origin-when-cross-origin');
    expect(r.headers.get('cross-origin-opener-policy'), r.url).toBe('same-origin');
    expect(r.headers.get('permissions-policy'), r.url).toContain('camera=(self)');
    await r.arrayBuffer();
  }
  // index.html: ningún script en línea (todos con src) y ningún manejador on...= en el marcado.
  const html = await (await fetch(`${url}/app/`)).text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, atributos = '', contenido = ''] of scripts) {
    expect(atributos).toMatch(/\bsrc=/);
    expect(contenido.trim()).toBe('');
  }
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
});

test('la app funciona bajo la CSP, y el texto guardado con HTML se muestra como texto sin ejecutar nada', async ({ browser }) => {
  test.setTimeout(5 * 60_000);
  const url = entorno.actual.servidor.url;

  // Un parte pendiente del técnico y su cliente, con HTML y scripts en los textos (antes de la primera descarga).
  const { usuario } = await iniciarSesionApi(url, 'tecnico');
  const bd = entorno.actual.baseDatos;
  if (!bd) throw new Error('Esta prueba necesita PostgreSQL');
  const conexion = await bd.conectar();
  let parte: { id: string; numero: string; idcliente: string };
  try {
    const [fila] = await conexion.query<{ id: string; numero: string; idcliente: string }>(
      `SELECT id, doc->>'numero' AS numero, doc->>'idcliente' AS idcliente FROM partetrabajo
        WHERE doc->>'idtecnico' = $1 AND (doc->>'estado')::int = 1 ORDER BY doc->>'fecha', id LIMIT 1`,
      [usuario.idtecnico],
    );
    if (!fila) throw new Error('El técnico no tiene partes pendientes');
    parte = fila;
    await fijarCampos(conexion, 'cliente', parte.idcliente, { nombre: CLIENTE_XSS });
    await fijarCampos(conexion, 'partetrabajo', parte.id, { descripcion: DESCRIPCION_XSS, observaciones: OBSERVACIONES_XSS });
  } finally {
    await conexion.cerrar();
  }

  const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador });
  const pagina = await contexto.newPage();
  const v = await vigilar(contexto, pagina);

  const respuesta = await pagina.goto('/app/');
  expect(respuesta?.headers()['content-security-policy']).toContain("script-src 'self'");
  await new PaginaLogin(pagina).iniciarSesion('tecnico');

  await test.step('lista de partes: la descripción y el cliente, como texto', async () => {
    const lista = new PaginaPartesAsignados(pagina);
    await lista.abrir();
    const fila = pagina.locator('tbody tr', { hasText: DESCRIPCION_XSS });
    await expect(fila).toHaveCount(1, { timeout: 60_000 });
    await expect(fila).toContainText(CLIENTE_XSS);
    await comprobarSinXss(pagina, v, 'la lista de partes');
  });

  await test.step('ficha del parte (con su mapa): descripción, observaciones y cliente, como texto', async () => {
    const ficha = await PaginaParte.abrirPorId(pagina, parte.id, parte.numero);
    await expect(pagina.getByText(DESCRIPCION_XSS, { exact: true }).first()).toBeVisible();
    await expect(pagina.getByText(`${CLIENTE_XSS} (`).first()).toBeVisible();
    await expect(ficha.observaciones).toHaveValue(OBSERVACIONES_XSS);
    await comprobarSinXss(pagina, v, 'la ficha del parte');
  });

  await test.step('lista y ficha de clientes: el nombre, como texto', async () => {
    const lista = new PaginaClientes(pagina);
    await new PaginaMenu(pagina).abrir();
    await pagina.getByRole('link', { name: 'Clientes', exact: true }).first().click();
    await expect(lista.titulo).toBeVisible();
    await lista.esperarFilas();
    await lista.buscar(MARCA);
    await expect(lista.filas.filter({ hasText: CLIENTE_XSS })).toHaveCount(1, { timeout: 30_000 });
    await comprobarSinXss(pagina, v, 'la lista de clientes');
    const ficha: PaginaCliente = await lista.abrirCliente(CLIENTE_XSS);
    await expect(ficha.titulo).toBeVisible();
    await expect(ficha.dato('Nombre')).toHaveText(CLIENTE_XSS);
    await comprobarSinXss(pagina, v, 'la ficha del cliente');
  });

  // Un momento para que lleguen los avisos que falten (mapa, service worker).
  await pagina.waitForTimeout(1_000);
  expect(v.violaciones, 'violaciones de la Content-Security-Policy').toEqual([]);
  expect(v.peticionesDesarrollo, 'trozos de desarrollo (ajv usa new Function) cargados en producción').toEqual([]);
  // El service worker se registró desde el bundle (no hay script en línea) y está activo.
  await expect
    .poll(() => pagina.evaluate(async () => (await navigator.serviceWorker.getRegistration('/app/'))?.active?.scriptURL ?? ''), { timeout: 30_000 })
    .toMatch(/\/app\/sw\.js$/);
  expect(v.violaciones, 'violaciones de la Content-Security-Policy (service worker)').toEqual([]);
  await contexto.close();
});
