/**
 * La lista genérica sobre 'Partes asignados' con más de 50 filas: el técnico tiene 28 partes
 * pendientes en la demo y se le crean 60 más en el servidor (parteTrabajo.insertSync como admin, como
 * haría otro dispositivo). Se comprueba la paginación de 50 en 50 ('Cargar 50 más...' y 'Cargar
 * más...'), la búsqueda sin tildes, el diálogo de filtros, el de orden, la selección, que todo el estado
 * (y el desplazamiento) se conserva al ir a un parte y volver, y que tras recargar solo queda el orden.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type { RespuestaSyncPull } from '../../replication/metodos';
import { claveDescendente } from '../../schemas';
import { PaginaLista } from './paginas/lista';
import { PaginaLogin } from './paginas/login';
import { iniciarSesionApi, llamarRpc } from './soporte/api';
import { usarServidor } from './soporte/entorno';
import { activarDepuracion, esperarVigia } from './soporte/navegador';

const entorno = usarServidor({ nombre: 'lista', bd: 'pglite' });

const NUEVOS = 60;
const TITULO = 'Partes asignados';

/** Como la lista: sin tildes ni mayúsculas. */
const normalizar = (t: string): string => t.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** 'dd/mm/yyyy' → número ordenable yyyymmdd. */
const diaDe = (t: string): number => {
  const m = /(\d{2})\/(\d{2})\/(\d{4})/.exec(t);
  if (!m) throw new Error(`'${t}' no es una fecha dd/mm/yyyy`);
  return Number(`${m[3]}${m[2]}${m[1]}`);
};

const ordenadas = (dias: number[], sentido: 'asc' | 'desc'): boolean =>
  dias.every((d, i) => i === 0 || (sentido === 'asc' ? (dias[i - 1] ?? d) <= d : (dias[i - 1] ?? d) >= d));

/** Un parte pendiente del técnico 1 tal como lo ve el admin en el servidor, para copiar sus referencias. */
const plantillaParte = async (url: string, token: string): Promise<Record<string, unknown>> => {
  let checkpoint = 0;
  let cursor: string | null = null;
  for (let pagina = 0; pagina < 200; pagina++) {
    const r = (await llamarRpc(url, token, 'sync.pull', { checkpoint, cursor, limite: 5000 })) as RespuestaSyncPull;
    const parte = r.documentos.find((d) => d.coleccion === 'partetrabajo' && d.doc.idtecnico === '1' && d.doc.estado === 1);
    if (parte) return parte.doc;
    checkpoint = r.checkpoint;
    cursor = r.cursor;
    if (!r.hayMas) break;
  }
  throw new Error('El servidor no tiene partes pendientes del técnico 1');
};

/** Lo que la base local del técnico tiene: partes pendientes suyos y nombres de cliente. */
const pendientesLocales = (pagina: Page) =>
  pagina.evaluate(async () => {
    const vigia = window.vigia;
    if (!vigia) throw new Error('window.vigia no está disponible');
    const partes = await vigia.db.partetrabajo.find({ selector: { estado: 1, idtecnico: '1' } }).exec();
    const clientes = await vigia.db.cliente.findByIds([...new Set(partes.map((p) => p.idcliente))]).exec();
    return partes.map((p) => ({ numero: p.numero, descripcion: p.descripcion, clasificacion: p.clasificacion, cliente: clientes.get(p.idcliente)?.nombre ?? '' }));
  });

test('lista de partes: páginas, búsqueda, filtros, orden, selección y estado al volver y al recargar', async ({ browser }) => {
  test.setTimeout(6 * 60_000);
  const { servidor } = entorno.actual;

  await test.step('el servidor recibe 60 partes más para el técnico 1', async () => {
    const { token } = await iniciarSesionApi(servidor.url, 'admin');
    const plantilla = await plantillaParte(servidor.url, token);
    for (let i = 1; i <= NUEVOS; i++) {
      const id = randomUUID();
      const fecha = `2026-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;
      const doc = {
        ...plantilla,
        idparte_trabajo: id,
        numero: `PT-E2E-${String(i).padStart(3, '0')}`,
        fecha,
        ffijada: null,
        clasificacion: 'revision',
        descripcion: `Revisión de prueba ${i}`,
        observaciones: null,
        estado: 1,
        fecha_desc: claveDescendente(fecha, id),
      };
      await llamarRpc(servidor.url, token, 'parteTrabajo.insertSync', { idsync_upload: randomUUID(), creado: new Date().toISOString(), params: { doc } });
    }
  });

  const contexto = await browser.newContext({ baseURL: servidor.url });
  await activarDepuracion(contexto);
  const pagina = await contexto.newPage();
  const lista = new PaginaLista(pagina, TITULO);

  const locales = await test.step('el técnico entra y descarga sus partes', async () => {
    const menu = await new PaginaLogin(pagina).iniciarSesion('tecnico');
    await esperarVigia(pagina);
    let partes: Awaited<ReturnType<typeof pendientesLocales>> = [];
    await expect
      .poll(
        async () => {
          partes = await pendientesLocales(pagina);
          return partes.filter((p) => p.numero.startsWith('PT-E2E-')).length;
        },
        { message: 'los partes creados en el servidor no llegan al dispositivo', timeout: 120_000 },
      )
      .toBe(NUEVOS);
    await menu.partesAsignados.click();
    await expect(lista.titulo).toBeVisible();
    return partes;
  });
  const total = locales.length;
  expect(total).toBeGreaterThan(2 * 50 - 20);

  await test.step('primera página: 50 partes de la fecha más reciente a la más antigua', async () => {
    await expect(lista.filas).toHaveCount(50);
    await expect(lista.total).toHaveText('Más de 50 partes');
    await expect(lista.orden('Fecha más reciente')).toBeVisible();
    // La cuenta de filas puede llegar antes que el orden nuevo: se espera a que la columna quede ordenada.
    await expect.poll(async () => ordenadas((await lista.columna('fecha')).map(diaDe), 'desc')).toBe(true);
    await expect(lista.cargar50Mas).toBeVisible();
  });

  await test.step("'Cargar 50 más...' trae el resto", async () => {
    await lista.cargar50Mas.click();
    await expect(lista.filas).toHaveCount(total);
    await expect(lista.total).toHaveText(`${total} partes`);
    await expect(lista.cargarMas).toHaveCount(0);
    // La cuenta de filas puede llegar antes que el orden nuevo: se espera a que la columna quede ordenada.
    await expect.poll(async () => ordenadas((await lista.columna('fecha')).map(diaDe), 'desc')).toBe(true);
  });

  const conRevision = locales.filter((p) => normalizar(`${p.numero} ${p.descripcion} ${p.cliente}`).includes('revision'));
  await test.step("buscar 'revision' encuentra 'Revisión' (sin tildes) y vuelve a la primera página", async () => {
    await lista.buscar('revision');
    await expect(lista.total).toHaveText(`${conRevision.length} partes`);
    await expect(lista.filas).toHaveCount(50);
    for (const texto of await lista.textosFilas()) expect(normalizar(texto)).toContain('revision');
    await expect(lista.cargarMasSinNumero).toBeVisible();
  });

  const revisiones = conRevision.filter((p) => p.clasificacion === 'revision');
  await test.step("filtro de clasificación 'Revisión'", async () => {
    await lista.filtrar({ Clasificación: 'Revisión' });
    await expect(lista.botonFiltros).toHaveText('Filtros (2)');
    await expect(lista.total).toHaveText(`${revisiones.length} partes`);
    await expect(lista.filas).toHaveCount(Math.min(50, revisiones.length));
    for (const c of await lista.columna('clasificacion')) expect(c).toBe('Revisión');
  });

  await test.step("orden 'Fecha más antigua', todas las páginas y dos seleccionados", async () => {
    await lista.ordenar('Fecha más antigua');
    await expect(lista.orden('Fecha más antigua')).toBeVisible();
    await lista.cargarMas.click();
    await expect(lista.filas).toHaveCount(revisiones.length);
    // La cuenta de filas puede llegar antes que el orden nuevo: se espera a que la columna quede ordenada.
    await expect.poll(async () => ordenadas((await lista.columna('fecha')).map(diaDe), 'asc')).toBe(true);
    await lista.casilla('Parte PT-E2E-001').check();
    await lista.casilla('Parte PT-E2E-002').check();
    await expect(lista.seleccionados).toHaveText('2 seleccionados');
  });

  const filasAntes = await lista.textosFilas();
  const scrollAntes = await test.step('se desplaza hacia abajo y abre un parte', async () => {
    const enlace = lista.tabla.getByRole('link').nth(30);
    await enlace.scrollIntoViewIfNeeded();
    await expect.poll(() => pagina.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const y = await pagina.evaluate(() => window.scrollY);
    const nombre = (await enlace.innerText()).trim();
    await enlace.click();
    await expect(pagina.getByRole('heading', { name: nombre, exact: true })).toBeVisible();
    return y;
  });

  await test.step('al volver, búsqueda, filtros, orden, páginas, selección y desplazamiento siguen igual', async () => {
    await pagina.goBack();
    await expect(lista.titulo).toBeVisible();
    await expect(lista.buscador).toHaveValue('revision');
    await expect(lista.botonFiltros).toHaveText('Filtros (2)');
    await expect(lista.orden('Fecha más antigua')).toBeVisible();
    await expect(lista.filas).toHaveCount(revisiones.length);
    expect(await lista.textosFilas()).toEqual(filasAntes);
    await expect(lista.seleccionados).toHaveText('2 seleccionados');
    await expect(lista.casilla('Parte PT-E2E-001')).toBeChecked();
    await expect.poll(() => pagina.evaluate(() => window.scrollY)).toBeGreaterThan(scrollAntes - 50);
    expect(await pagina.evaluate(() => window.scrollY)).toBeLessThan(scrollAntes + 50);
  });

  await test.step('tras recargar solo se conserva el orden', async () => {
    await pagina.reload();
    await expect(lista.titulo).toBeVisible();
    await expect(lista.orden('Fecha más antigua')).toBeVisible();
    await expect(lista.buscador).toHaveValue('');
    await expect(lista.botonFiltros).toHaveText('Filtros (1)');
    await expect(lista.filas).toHaveCount(50);
    await expect(lista.seleccionados).toHaveCount(0);
    // La cuenta de filas puede llegar antes que el orden nuevo: se espera a que la columna quede ordenada.
    await expect.poll(async () => ordenadas((await lista.columna('fecha')).map(diaDe), 'asc')).toBe(true);
    await expect(lista.cargar50Mas).toBeVisible();
  });

  await contexto.close();
});
