/**
 * La primera pantalla primero (issue 32, punto 4): el técnico entra y 'Partes asignados' enseña sus partes
 * pendientes mientras la primera descarga sigue. La descarga se retiene sin carreras: la ruta intercepta
 * sync.pull de la foto y pide páginas de tantos documentos como partes y clientes tiene el técnico en el
 * servidor; deja pasar las páginas que solo traen colecciones de su pantalla inicial (partes y clientes) y
 * retiene la primera que trae otra hasta el final de la prueba. Sin la prioridad (la foto en el orden de
 * `colecciones`) la primera página ya trae líneas de parte, queda retenida y la lista no tiene qué pintar;
 * con ella, partes y clientes están en el dispositivo y la fila enseña el parte con el nombre del cliente.
 */
import { expect, test, type Route } from '@playwright/test';
import { LIMITE_PULL_MAXIMO, respuestaSyncPull, type RespuestaSyncPull } from '../../replication/metodos';
import { PANTALLA_INICIAL } from '../../schemas/pantalla-inicial';
import { PaginaLogin } from './paginas/login';
import { PaginaPartesAsignados } from './paginas/partes';
import { activos, descargaCompleta, iniciarSesionApi, texto } from './soporte/api';
import { usarServidor } from './soporte/entorno';
import { activarDepuracion, esperarVigia, estadoMotor } from './soporte/navegador';

const entorno = usarServidor({ nombre: 'primera-pantalla', bd: 'pglite' });

const DE_LA_PANTALLA: ReadonlySet<string> = new Set(PANTALLA_INICIAL.tecnicos.colecciones);

interface LlamadaPull {
  jsonrpc: string;
  id: unknown;
  method: 'sync.pull';
  params: { checkpoint: number; cursor?: string | null; limite?: number };
}

const esLlamadaPull = (x: unknown): x is LlamadaPull =>
  typeof x === 'object' && x !== null && 'method' in x && x.method === 'sync.pull' && 'params' in x && typeof x.params === 'object' && x.params !== null;

const resultadoPull = (cuerpo: unknown): RespuestaSyncPull | null =>
  typeof cuerpo === 'object' && cuerpo !== null && 'result' in cuerpo ? respuestaSyncPull.parse(cuerpo.result) : null;

test('el técnico ve sus partes asignados antes de que acabe la primera descarga', async ({ browser }) => {
  test.setTimeout(5 * 60_000);
  const { servidor } = entorno.actual;

  // Los partes pendientes del técnico según el servidor (lo que la lista debe enseñar).
  const { token, usuario } = await iniciarSesionApi(servidor.url, 'tecnico');
  const todo = await descargaCompleta(servidor.url, token);
  const suyos = activos(todo, 'partetrabajo').filter((p) => p.estado === 1 && p.idtecnico === usuario.idtecnico);
  const pendientes = suyos.map((p) => texto(p.numero));
  expect(pendientes.length, 'el técnico de la demo tiene partes pendientes').toBeGreaterThan(0);
  const clienteDe = new Map(suyos.map((p) => [texto(p.numero), texto(todo.get('cliente')?.get(texto(p.idcliente))?.nombre)]));
  // La página justa para partes y clientes: con la prioridad, la primera página los trae todos y nada más.
  const PAGINA = PANTALLA_INICIAL.tecnicos.colecciones.reduce((n, c) => n + (todo.get(c)?.size ?? 0), 0);
  expect(PAGINA, 'partes y clientes del técnico caben en una página').toBeLessThanOrEqual(LIMITE_PULL_MAXIMO);

  // Sin service worker: las llamadas a /api/ las ve la ruta del contexto.
  const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador, serviceWorkers: 'block' });
  await activarDepuracion(contexto);
  let liberar: () => void = () => undefined;
  const liberada = new Promise<void>((r) => {
    liberar = r;
  });
  let soltada = false;
  const retenidas: string[] = [];
  const pasadas: string[][] = [];
  await contexto.route((url) => url.pathname.endsWith('/api/'), async (ruta: Route) => {
    const cuerpo: unknown = ruta.request().postDataJSON();
    if (soltada || !esLlamadaPull(cuerpo) || cuerpo.params.checkpoint !== 0) return ruta.continue();
    const pedida = { ...cuerpo, params: { ...cuerpo.params, limite: PAGINA } };
    const respuesta = await ruta.fetch({ postData: JSON.stringify(pedida) });
    const pagina = resultadoPull(await respuesta.json());
    const colecciones = [...new Set((pagina?.documentos ?? []).map((d) => d.coleccion))];
    if (colecciones.some((c) => !DE_LA_PANTALLA.has(c))) {
      retenidas.push(colecciones.join(', '));
      await liberada;
    } else {
      pasadas.push(colecciones);
    }
    await ruta.fulfill({ response: respuesta }).catch(() => undefined);
  });

  const pagina = await contexto.newPage();
  const menu = await new PaginaLogin(pagina).iniciarSesion('tecnico');
  await esperarVigia(pagina);

  await test.step("'Partes asignados' enseña sus partes con la descarga retenida", async () => {
    await menu.partesAsignados.click();
    const lista = new PaginaPartesAsignados(pagina);
    await expect(lista.titulo).toBeVisible();
    const numero = await lista.primerVisible(pendientes);
    const nombre = clienteDe.get(numero) ?? '';
    expect(nombre, 'el parte tiene cliente con nombre').not.toBe('');
    await expect(pagina.getByRole('row').filter({ has: lista.fila(numero) }).first()).toContainText(nombre);
    await expect.poll(() => retenidas.length, { message: 'una página con otras colecciones queda retenida' }).toBeGreaterThan(0);
    expect((await estadoMotor(pagina)).ultimoPull, 'la primera descarga no ha terminado').toBeNull();
    await expect(pagina.getByRole('progressbar', { name: 'Descargando datos…' })).toBeVisible();
    expect(pasadas[0], 'la primera página trae los partes y los clientes').toEqual(['partetrabajo', 'cliente']);
  });

  await test.step('al soltar la descarga termina y la barra se va; la lista sigue con sus partes', async () => {
    soltada = true;
    liberar();
    await expect.poll(async () => (await estadoMotor(pagina)).ultimoPull, { timeout: 180_000 }).not.toBeNull();
    await expect(pagina.getByRole('progressbar', { name: 'Descargando datos…' })).toHaveCount(0);
    await new PaginaPartesAsignados(pagina).primerVisible(pendientes);
  });
  await contexto.close();
});
