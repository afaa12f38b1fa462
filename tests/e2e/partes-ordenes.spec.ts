/**
 * Partes y órdenes en línea (issue 5, /partes/ y /ordenes/) contra el servidor real con la demo. Lo que
 * debe verse se calcula de lo que el servidor tiene para ese usuario (sync.pull completo como él):
 * - el técnico: partes finalizados (los suyos en estado 2, el más reciente primero), con fecha fijada
 *   (pendientes con ffijada, la más próxima primero) y los de una clasificación en una fecha fijada;
 * - el técnico: órdenes pendientes, finalizadas y finalizadas con partes suyos; la ficha de una orden con
 *   sus líneas, importes y total en EUR (es-ES); sus partes (y de ahí un parte y su material afectado),
 *   su material a instalar (previsto frente a instalado) que cambia en vivo cuando el servidor recibe una
 *   línea de parte, y el material afectado del sistema;
 * - el supervisor asigna una orden a 'tecnico' (un parte nuevo): el servidor lo tiene y la pestaña abierta
 *   del técnico lo recibe sin recargar, con su orden;
 * - notas del parte y de la orden (añadir, la más reciente primero, modificar, eliminar con 'Confirmación')
 *   y compañeros del parte (añadir, verlos desde la orden, quitar con 'Confirmación'), todo en el servidor;
 * - guardas: el comercial no puede asignar ni crear partes (ni ve enlaces a 'Material a instalar' ni a
 *   los partes de una orden), el vigilante no puede ver órdenes.
 */
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { RespuestaSyncPull } from '../../replication/metodos';
import { claveDe, type Coleccion } from '../../schemas';
import { PaginaLista } from './paginas/lista';
import { PaginaLogin } from './paginas/login';
import { espacios, PaginaAsignar, PaginaListaDocumentos, PaginaMaterialInstalar, PaginaNotas, PaginaOrden, PaginaTecnicos } from './paginas/partes-ordenes';
import { documentoPorPull, iniciarSesionApi, llamarRpc } from './soporte/api';
import { usarServidor } from './soporte/entorno';

const entorno = usarServidor({ nombre: 'partes-ordenes', bd: 'pglite' });

type Doc = Record<string, unknown>;
type Conjunto = Partial<Record<Coleccion, Map<string, Doc>>>;

/** Todo lo que el usuario del token tiene en el servidor: sync.pull completo desde el checkpoint 0. */
const conjuntoDeTrabajo = async (url: string, token: string): Promise<Conjunto> => {
  const conjunto: Conjunto = {};
  const de = (c: Coleccion): Map<string, Doc> => (conjunto[c] ??= new Map());
  let checkpoint = 0;
  let cursor: string | null = null;
  for (let pagina = 0; pagina < 1000; pagina++) {
    const r = (await llamarRpc(url, token, 'sync.pull', { checkpoint, cursor, limite: 5000 })) as RespuestaSyncPull;
    for (const d of r.documentos) de(d.coleccion).set(String(d.doc[claveDe(d.coleccion)]), d.doc);
    for (const e of r.eliminados) de(e.coleccion).delete(e.id);
    checkpoint = r.checkpoint;
    cursor = r.cursor;
    if (!r.hayMas) return conjunto;
  }
  throw new Error('sync.pull no termina tras 1000 páginas');
};

const docs = (c: Conjunto, coleccion: Coleccion): Doc[] => [...(c[coleccion]?.values() ?? [])];
const txt = (d: Doc | undefined, k: string): string => {
  const v = d?.[k];
  return typeof v === 'string' ? v : '';
};
const num = (d: Doc | undefined, k: string): number => {
  const v = d?.[k];
  return typeof v === 'number' ? v : Number.NaN;
};

const moneda = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });
const eur = (n: number): string => espacios(moneda.format(n));
const unidades = (n: number): string => new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 }).format(n);
const redondear2 = (n: number): number => Math.round((n + Number.EPSILON) * 100) / 100;
/** 'YYYY-MM-DD' → 'dd/mm/yyyy'. */
const ddmmyyyy = (f: string): string => `${f.slice(8, 10)}/${f.slice(5, 7)}/${f.slice(0, 4)}`;
const CLASIFICACIONES: Readonly<Record<string, string>> = { averia: 'Avería', revision: 'Revisión', mantenimiento: 'Mantenimiento', instalacion: 'Instalación' };
const totalTexto = (n: number, singular: string, plural: string): string => `${n} ${n === 1 ? singular : plural}`;
const ordenado = (xs: readonly string[]): string[] => [...xs].sort();

/** Vuelve al menú principal sin recargar (enlace de la cabecera). */
const alMenu = async (pagina: Page): Promise<void> => {
  await pagina.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Menú', exact: true }).click();
  await expect(pagina.getByRole('heading', { name: 'Menú principal', level: 1 })).toBeVisible();
};

/** Infracciones de axe graves o críticas (WCAG 2.1 A/AA), con los nodos para el mensaje. */
const infraccionesGraves = async (pagina: Page): Promise<string[]> => {
  const r = await new AxeBuilder({ page: pagina }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

/** A 360 px de ancho la página no se desplaza en horizontal (las tablas anchas se desplazan dentro de su caja). */
const sinDesplazamientoHorizontal = (pagina: Page): Promise<boolean> =>
  pagina.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

const entrar = async (browser: Browser, usuario: string): Promise<Page> => {
  const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador });
  const pagina = await contexto.newPage();
  await new PaginaLogin(pagina).iniciarSesion(usuario);
  return pagina;
};

test('el técnico ve sus partes finalizados, los de fecha fijada y los de una clasificación en una fecha fijada', async ({ browser }) => {
  test.setTimeout(8 * 60_000);
  const { servidor } = entorno.actual;
  const { token, usuario } = await iniciarSesionApi(servidor.url, 'tecnico');
  const conjunto = await conjuntoDeTrabajo(servidor.url, token);
  const partes = docs(conjunto, 'partetrabajo');
  const mios = partes.filter((p) => p.idtecnico === usuario.idtecnico);
  const pagina = await entrar(browser, 'tecnico');

  await test.step("'Partes finalizados': los suyos en estado finalizado, el más reciente primero", async () => {
    const esperados = mios.filter((p) => p.estado === 2);
    expect(esperados.length, 'la demo da partes finalizados al técnico').toBeGreaterThan(0);
    await pagina.getByRole('link', { name: 'Partes finalizados', exact: true }).click();
    const lista = new PaginaListaDocumentos(pagina, 'Partes finalizados');
    await expect(lista.titulo).toBeVisible();
    await lista.esperarTotal(totalTexto(esperados.length, 'parte', 'partes'));
    expect(ordenado(await lista.numeros('Parte'))).toEqual(ordenado(esperados.map((p) => txt(p, 'numero'))));
    const fechas = esperados.map((p) => txt(p, 'fecha')).sort().reverse().map(ddmmyyyy);
    expect(await lista.columnaCompleta('fecha')).toEqual(fechas);
  });

  let enlaceMismoDia = '';
  await test.step("'Partes con fecha fijada': pendientes con fecha fijada, la más próxima primero", async () => {
    const esperados = mios.filter((p) => p.estado === 1 && txt(p, 'ffijada') !== '');
    expect(esperados.length, 'la demo da partes con fecha fijada al técnico').toBeGreaterThan(1);
    await alMenu(pagina);
    await pagina.getByRole('link', { name: 'Partes con fecha fijada', exact: true }).click();
    const lista = new PaginaListaDocumentos(pagina, 'Partes con fecha fijada');
    await expect(lista.titulo).toBeVisible();
    await lista.esperarTotal(totalTexto(esperados.length, 'parte', 'partes'));
    expect(ordenado(await lista.numeros('Parte'))).toEqual(ordenado(esperados.map((p) => txt(p, 'numero'))));
    const fijadas = esperados.map((p) => txt(p, 'ffijada')).sort().map(ddmmyyyy);
    expect(await lista.columnaCompleta('ffijada')).toEqual(fijadas);
    const enlace = lista.tabla.locator('td.col-mismo-dia').first().getByRole('link');
    enlaceMismoDia = (await enlace.getAttribute('href')) ?? '';
    await enlace.click();
  });

  await test.step('acciones-fecha-fijada: todos los partes de esa clasificación en esa fecha fijada', async () => {
    const m = /\/app\/partes\/acciones-fecha-fijada\/([^/]+)\/(\d{4}-\d{2}-\d{2})$/.exec(enlaceMismoDia);
    if (!m?.[1] || !m[2]) throw new Error(`Enlace 'Mismo día' inesperado: ${enlaceMismoDia}`);
    const [clasificacion, ffijada] = [decodeURIComponent(m[1]), m[2]];
    await expect.poll(() => new URL(pagina.url()).pathname).toBe(enlaceMismoDia);
    const esperados = partes.filter((p) => p.clasificacion === clasificacion && p.ffijada === ffijada);
    const lista = new PaginaListaDocumentos(pagina, `${CLASIFICACIONES[clasificacion] ?? clasificacion} · fecha fijada ${ddmmyyyy(ffijada)}`);
    await expect(lista.titulo).toBeVisible();
    await lista.esperarTotal(totalTexto(esperados.length, 'parte', 'partes'));
    expect(ordenado(await lista.numeros('Parte'))).toEqual(ordenado(esperados.map((p) => txt(p, 'numero'))));
  });

  await pagina.context().close();
});

test('el técnico ve sus órdenes, la ficha con líneas y total en EUR, sus partes y el material', async ({ browser }) => {
  test.setTimeout(8 * 60_000);
  const { servidor } = entorno.actual;
  const { token, usuario } = await iniciarSesionApi(servidor.url, 'tecnico');
  const conjunto = await conjuntoDeTrabajo(servidor.url, token);
  const ordenes = docs(conjunto, 'ordentrabajo');
  const partes = docs(conjunto, 'partetrabajo');
  const lordenes = docs(conjunto, 'lordentrabajo');
  const lpartes = docs(conjunto, 'lpartetrabajo');
  const materiales = docs(conjunto, 'materialsistema');
  const idsConPartesMios = new Set(partes.filter((p) => p.idtecnico === usuario.idtecnico).map((p) => txt(p, 'idorden_trabajo')));
  const pagina = await entrar(browser, 'tecnico');

  const comprobarLista = async (enlaceMenu: string, titulo: string, esperadas: Doc[]) => {
    await alMenu(pagina);
    await pagina.getByRole('link', { name: enlaceMenu, exact: true }).click();
    const lista = new PaginaListaDocumentos(pagina, titulo);
    await expect(lista.titulo).toBeVisible();
    await lista.esperarTotal(totalTexto(esperadas.length, 'orden', 'órdenes'));
    expect(ordenado(await lista.numeros('Orden'))).toEqual(ordenado(esperadas.map((o) => txt(o, 'numero'))));
  };

  await test.step("'Órdenes pendientes', 'Mis órdenes finalizadas' y 'Órdenes finalizadas'", async () => {
    const pendientes = ordenes.filter((o) => o.estado === 1);
    expect(pendientes.length).toBeGreaterThan(0);
    await comprobarLista('Órdenes pendientes', 'Órdenes pendientes', pendientes);
    await comprobarLista('Mis órdenes finalizadas', 'Mis órdenes finalizadas', ordenes.filter((o) => o.estado === 2 && idsConPartesMios.has(txt(o, 'idorden_trabajo'))));
    await comprobarLista('Órdenes finalizadas', 'Órdenes finalizadas', ordenes.filter((o) => o.estado === 2));
  });

  // Una orden pendiente con líneas (sin artículos repetidos), algo por instalar, sistema con material y un parte.
  const lineasDe = (id: string) => lordenes.filter((l) => l.idorden_trabajo === id && num(l, 'estado') > 0);
  const partesDe = (id: string) => partes.filter((p) => p.idorden_trabajo === id);
  const materialDe = (idsistema: string) => materiales.filter((m) => m.idsistema === idsistema && num(m, 'estado') > 0);
  const instaladoDe = (id: string): Map<string, number> => {
    const ids = new Set(partesDe(id).filter((p) => num(p, 'estado') > 0).map((p) => txt(p, 'idparte_trabajo')));
    const r = new Map<string, number>();
    for (const l of lpartes) if (ids.has(txt(l, 'idparte_trabajo')) && num(l, 'estado') > 0) r.set(txt(l, 'idarticulo'), redondear2((r.get(txt(l, 'idarticulo')) ?? 0) + num(l, 'unidades')));
    return r;
  };
  const pendienteDe = (id: string, l: Doc): number => Math.max(0, redondear2(num(l, 'unidades') - (instaladoDe(id).get(txt(l, 'idarticulo')) ?? 0)));
  const orden = ordenes
    .filter((o) => o.estado === 1 && txt(o, 'idsistema') !== '')
    .find((o) => {
      const id = txt(o, 'idorden_trabajo');
      const lineas = lineasDe(id);
      return (
        lineas.length >= 2 &&
        new Set(lineas.map((l) => txt(l, 'idarticulo'))).size === lineas.length &&
        lineas.some((l) => pendienteDe(id, l) > 0) &&
        materialDe(txt(o, 'idsistema')).length > 0 &&
        partesDe(id).some((p) => p.idtecnico === usuario.idtecnico && p.estado === 1)
      );
    });
  if (!orden) throw new Error('La demo no tiene una orden pendiente del técnico con líneas, sistema con material y un parte suyo');
  const idorden = txt(orden, 'idorden_trabajo');
  const numeroOrden = txt(orden, 'numero');
  const lineas = lineasDe(idorden);
  const ficha = await PaginaOrden.abrir(pagina, idorden, numeroOrden);

  await test.step('ficha de la orden: datos, líneas con importe en EUR y total', async () => {
    const cliente = conjunto.cliente?.get(txt(orden, 'idcliente'));
    await expect(ficha.dato('Cliente')).toContainText(txt(cliente, 'nombre'));
    await expect(ficha.dato('Fecha')).toHaveText(ddmmyyyy(txt(orden, 'fecha')));
    await expect(ficha.dato('Estado')).toHaveText('Pendiente');
    await expect(ficha.dato('Prioridad')).toHaveText(['Alta', 'Normal', 'Baja'][num(orden, 'prioridad') - 1] ?? '');
    await expect(ficha.dato('Descripción')).toHaveText(txt(orden, 'descripcion'));
    await expect(ficha.dato('Sistema')).toContainText(txt(conjunto.sistema?.get(txt(orden, 'idsistema')), 'numero'));
    await expect(ficha.lineas).toHaveCount(lineas.length);
    for (const l of lineas) expect(num(l, 'importe')).toBe(redondear2(num(l, 'precio') * (1 - num(l, 'dto') / 100) * num(l, 'unidades')));
    expect(ordenado(await ficha.textosImportes())).toEqual(ordenado(lineas.map((l) => eur(num(l, 'importe')))));
    const total = redondear2(lineas.reduce((s, l) => s + num(l, 'importe'), 0));
    expect(espacios(await ficha.total.innerText())).toBe(eur(total));
    expect(await infraccionesGraves(pagina), 'ficha de la orden').toEqual([]);
    await pagina.setViewportSize({ width: 360, height: 740 });
    expect(await sinDesplazamientoHorizontal(pagina), 'ficha de la orden a 360 px').toBe(true);
    await expect(ficha.total).toBeVisible();
    await pagina.setViewportSize({ width: 1280, height: 720 });
  });

  const parte = partesDe(idorden).find((p) => p.idtecnico === usuario.idtecnico && p.estado === 1);
  if (!parte) throw new Error('sin parte');
  await test.step("'Partes de la orden' y, de uno, su material afectado", async () => {
    await ficha.enlacePartes.click();
    const lista = new PaginaListaDocumentos(pagina, `Partes de la orden ${numeroOrden}`);
    await expect(lista.titulo).toBeVisible();
    const esperados = partesDe(idorden);
    await lista.esperarTotal(totalTexto(esperados.length, 'parte', 'partes'));
    expect(ordenado(await lista.numeros('Parte'))).toEqual(ordenado(esperados.map((p) => txt(p, 'numero'))));
    await lista.abrirFila(`Parte ${txt(parte, 'numero')}`);
    await expect(pagina.getByRole('heading', { level: 1, name: `Parte ${txt(parte, 'numero')}`, exact: true })).toBeVisible();
    expect(new URL(pagina.url()).pathname).toBe(`/app/partes/${txt(parte, 'idparte_trabajo')}`);

    await pagina.getByRole('navigation', { name: 'Más del parte' }).getByRole('link', { name: 'Material afectado' }).click();
    const material = new PaginaListaDocumentos(pagina, 'Material afectado');
    await expect(material.titulo).toBeVisible();
    const delSistema = materialDe(txt(parte, 'idsistema'));
    await material.esperarTotal(totalTexto(delSistema.length, 'material', 'materiales'));
    expect(ordenado(await material.columnaCompleta('descripcion'))).toEqual(ordenado(delSistema.map((m) => txt(m, 'descripcion'))));
    await pagina.getByRole('link', { name: 'Orden del parte' }).click();
    await expect(ficha.titulo).toBeVisible();
  });

  await test.step('material a instalar: previsto frente a instalado, y cambia en vivo con una línea nueva del servidor', async () => {
    await ficha.enlaceMaterialInstalar.click();
    const mi = new PaginaMaterialInstalar(pagina);
    await expect(mi.titulo).toBeVisible();
    const porInstalar = lineas.filter((l) => pendienteDe(idorden, l) > 0);
    await expect(mi.resumen).toHaveText(`${porInstalar.length} de ${lineas.length} líneas pendientes de instalar`);
    expect(await infraccionesGraves(pagina), 'material a instalar').toEqual([]);
    const filas = await mi.filas('Pendiente de instalar');
    expect(filas).toHaveLength(porInstalar.length);
    for (const l of porInstalar) {
      const fila = filas.find((f) => f.articulo.endsWith(txt(l, 'descripcion')));
      expect(fila, `fila de ${txt(l, 'descripcion')}`).toBeDefined();
      expect(fila?.previstas).toBe(unidades(num(l, 'unidades')));
      expect(fila?.pendientes).toBe(unidades(pendienteDe(idorden, l)));
    }

    // El servidor recibe una línea de parte que instala lo pendiente de la primera línea (como otro dispositivo).
    const objetivo = porInstalar[0];
    if (!objetivo) throw new Error('sin línea pendiente');
    const admin = await iniciarSesionApi(servidor.url, 'admin');
    const linea = {
      idlparte_trabajo: randomUUID(),
      idparte_trabajo: txt(parte, 'idparte_trabajo'),
      idarticulo: txt(objetivo, 'idarticulo'),
      descripcion: txt(objetivo, 'descripcion'),
      unidades: pendienteDe(idorden, objetivo),
      precio: num(objetivo, 'precio'),
      dto: num(objetivo, 'dto'),
      importe: 0,
      numserie: null,
      estado: 1,
    };
    await llamarRpc(servidor.url, admin.token, 'lparteTrabajo.insertSync', { idsync_upload: randomUUID(), creado: new Date().toISOString(), params: { doc: linea } });
    const restantes = porInstalar.length - 1;
    await expect(mi.resumen).toHaveText(restantes === 0 ? 'Todo el material está instalado' : `${restantes} de ${lineas.length} líneas pendientes de instalar`, {
      timeout: 60_000,
    });
    const instaladas = await mi.filas('Instalado');
    const fila = instaladas.find((f) => f.articulo.endsWith(txt(objetivo, 'descripcion')));
    expect(fila?.estado).toBe('Instalado');
    expect(fila?.instaladas).toBe(unidades(num(objetivo, 'unidades')));
    expect((await mi.filas('Pendiente de instalar')).some((f) => f.articulo.endsWith(txt(objetivo, 'descripcion')))).toBe(false);
  });

  await test.step('material afectado de la orden: el material del sistema', async () => {
    await pagina.getByRole('link', { name: `Orden ${numeroOrden}` }).click();
    await ficha.enlaceMaterialAfectado.click();
    const lista = new PaginaListaDocumentos(pagina, 'Material afectado');
    await expect(lista.titulo).toBeVisible();
    const delSistema = materialDe(txt(orden, 'idsistema'));
    await lista.esperarTotal(totalTexto(delSistema.length, 'material', 'materiales'));
    const series = delSistema.map((m) => txt(m, 'numserie'));
    expect(ordenado(await lista.columnaCompleta('numserie'))).toEqual(ordenado(series));
  });

  await pagina.context().close();
});

test('el supervisor asigna una orden a tecnico y la pestaña abierta del técnico recibe el parte', async ({ browser }) => {
  test.setTimeout(10 * 60_000);
  const { servidor } = entorno.actual;
  const tecnicoApi = await iniciarSesionApi(servidor.url, 'tecnico');
  const adminApi = await iniciarSesionApi(servidor.url, 'admin');
  const delTecnico = await conjuntoDeTrabajo(servidor.url, tecnicoApi.token);
  const deAdmin = await conjuntoDeTrabajo(servidor.url, adminApi.token);
  const pendientesTecnico = docs(delTecnico, 'partetrabajo').filter((p) => p.idtecnico === tecnicoApi.usuario.idtecnico && p.estado === 1);
  // Una orden pendiente que el técnico aún no tiene: le llega con el parte.
  const orden = docs(deAdmin, 'ordentrabajo').find((o) => o.estado === 1 && !delTecnico.ordentrabajo?.has(txt(o, 'idorden_trabajo')));
  if (!orden) throw new Error('No hay órdenes pendientes fuera del conjunto del técnico');
  const tecnicoDoc = deAdmin.tecnico?.get(tecnicoApi.usuario.idtecnico ?? '');
  const descripcion = `Asignación e2e ${randomUUID().slice(0, 8)}`;

  const paginaTecnico = await entrar(browser, 'tecnico');
  const lista = new PaginaLista(paginaTecnico, 'Partes asignados');
  await test.step('el técnico tiene abierta su lista de partes asignados, ya descargada', async () => {
    await paginaTecnico.getByRole('link', { name: 'Partes asignados', exact: true }).first().click();
    await expect(lista.titulo).toBeVisible();
    await expect(lista.total).toHaveText(totalTexto(pendientesTecnico.length, 'parte', 'partes'), { timeout: 180_000 });
    await lista.buscar(descripcion);
    await expect(lista.vacio).toBeVisible();
  });

  const paginaAdmin = await entrar(browser, 'admin');
  const asignar = new PaginaAsignar(paginaAdmin);
  let idparte = '';
  let numero = '';
  await test.step("el supervisor abre la orden, 'Asignar a un técnico', elige a tecnico y crea el parte", async () => {
    const ficha = await PaginaOrden.abrir(paginaAdmin, txt(orden, 'idorden_trabajo'), txt(orden, 'numero'));
    await ficha.enlaceAsignar.click();
    await expect(asignar.titulo).toBeVisible();
    await expect(asignar.descripcion).toHaveValue(txt(orden, 'descripcion'));
    await asignar.crear.click();
    await expect(paginaAdmin.getByText('Campo requerido').first()).toBeVisible();
    await expect(asignar.tecnico).toBeFocused();
    await asignar.tecnico.selectOption({ label: txt(tecnicoDoc, 'nombre') });
    await asignar.descripcion.fill(descripcion);
    await asignar.crear.click();
    await expect(asignar.creado).toBeVisible();
    await expect(paginaAdmin.getByRole('heading', { level: 1, name: /^Parte PT-[0-9A-F]{8}$/ })).toBeVisible();
    idparte = asignar.idParteDeUrl();
    expect(idparte).toMatch(/^[0-9a-f-]{36}$/);
    numero = (await paginaAdmin.getByRole('heading', { level: 1 }).innerText()).replace(/^Parte /, '');
  });

  await test.step('el servidor tiene el parte pendiente de tecnico, con cliente, sistema y delegación de la orden', async () => {
    await expect
      .poll(async () => {
        const p = await documentoPorPull(servidor.url, adminApi.token, 'partetrabajo', idparte);
        return p ? { ...p, actualizado: undefined, fecha_desc: undefined } : null;
      }, { timeout: 60_000 })
      .toMatchObject({
        idparte_trabajo: idparte,
        idorden_trabajo: txt(orden, 'idorden_trabajo'),
        idtecnico: tecnicoApi.usuario.idtecnico,
        idcliente: txt(orden, 'idcliente'),
        idsistema: orden.idsistema ?? null,
        iddelegacion: txt(orden, 'iddelegacion'),
        numero,
        descripcion,
        estado: 1,
      });
  });

  await test.step('la pestaña del técnico, sin recargar, muestra el parte nuevo y su orden', async () => {
    const fila = lista.tabla.getByRole('link', { name: `Parte ${numero}`, exact: true });
    await expect(fila).toBeVisible({ timeout: 60_000 });
    await expect(lista.total).toHaveText('1 parte');
    await fila.click();
    await expect(paginaTecnico.getByRole('heading', { level: 1, name: `Parte ${numero}`, exact: true })).toBeVisible();
    await paginaTecnico.getByRole('navigation', { name: 'Más del parte' }).getByRole('link', { name: 'Orden del parte' }).click();
    await expect(new PaginaOrden(paginaTecnico, txt(orden, 'numero')).titulo).toBeVisible({ timeout: 60_000 });
  });

  await paginaAdmin.context().close();
  await paginaTecnico.context().close();
});

test('notas del parte y de la orden, y compañeros del parte: en pantalla y en el servidor', async ({ browser }) => {
  test.setTimeout(8 * 60_000);
  const { servidor } = entorno.actual;
  const tecnicoApi = await iniciarSesionApi(servidor.url, 'tecnico');
  const adminApi = await iniciarSesionApi(servidor.url, 'admin');
  const companero = await iniciarSesionApi(servidor.url, 'tecnico2');
  const conjunto = await conjuntoDeTrabajo(servidor.url, tecnicoApi.token);
  // Un parte pendiente del técnico sin compañeros todavía.
  const conCompaneros = new Set(docs(conjunto, 'partetrabajotecnico').filter((x) => num(x, 'estado') > 0).map((x) => txt(x, 'idparte_trabajo')));
  const parte = docs(conjunto, 'partetrabajo').find((p) => p.idtecnico === tecnicoApi.usuario.idtecnico && p.estado === 1 && !conCompaneros.has(txt(p, 'idparte_trabajo')));
  if (!parte) throw new Error('El técnico no tiene partes pendientes sin compañeros');
  const idparte = txt(parte, 'idparte_trabajo');
  const numero = txt(parte, 'numero');
  const orden = conjunto.ordentrabajo?.get(txt(parte, 'idorden_trabajo'));
  const nombreCompanero = txt(conjunto.tecnico?.get(companero.usuario.idtecnico ?? ''), 'nombre');
  expect(nombreCompanero).not.toBe('');
  const marca = randomUUID().slice(0, 8);
  const pagina = await entrar(browser, 'tecnico');
  await pagina.goto(`/app/partes/${idparte}`);
  await expect(pagina.getByRole('heading', { level: 1, name: `Parte ${numero}`, exact: true })).toBeVisible({ timeout: 120_000 });
  const masDelParte = pagina.getByRole('navigation', { name: 'Más del parte' });

  /** Las notas activas del documento en el servidor (como las ve el admin). */
  const notasServidor = async (idtabla: number, id: string): Promise<string[]> => {
    const c = await conjuntoDeTrabajo(servidor.url, adminApi.token);
    return docs(c, 'nota')
      .filter((n) => n.idtabla === idtabla && n.id === id && num(n, 'estado') > 0)
      .map((n) => txt(n, 'texto'))
      .sort();
  };

  await test.step('notas del parte: añadir dos, la más reciente primero, modificar y eliminar con Confirmación', async () => {
    await masDelParte.getByRole('link', { name: 'Notas', exact: true }).click();
    const notas = new PaginaNotas(pagina);
    await expect(notas.titulo).toBeVisible();
    await notas.anadir.click();
    await expect(pagina.getByText('Campo requerido')).toBeVisible();
    const [a, b, b2] = [`Primera ${marca}`, `Segunda ${marca}`, `Segunda corregida ${marca}`];
    await notas.anadirNota(a);
    await notas.anadirNota(b);
    expect((await notas.textos()).slice(0, 2)).toEqual([b, a]);
    await expect(notas.nota(b)).toContainText(tecnicoApi.usuario.nombre);
    expect(await infraccionesGraves(pagina), 'notas del parte').toEqual([]);
    await notas.modificar(b, b2);
    await expect.poll(() => notasServidor(269, idparte), { timeout: 60_000 }).toEqual(expect.arrayContaining([a, b2].sort()));
    await notas.eliminar(a, 'Cancelar');
    await expect(notas.nota(a)).toHaveCount(1);
    await notas.eliminar(a, 'Aceptar');
    await expect(notas.nota(a)).toHaveCount(0);
    await expect.poll(async () => (await notasServidor(269, idparte)).filter((t) => t.endsWith(marca)), { timeout: 60_000 }).toEqual([b2]);
  });

  await test.step('notas de la orden (idtabla 267)', async () => {
    await pagina.goto(`/app/ordenes/${txt(orden, 'idorden_trabajo')}/notas`);
    const notas = new PaginaNotas(pagina);
    await expect(notas.titulo).toBeVisible({ timeout: 60_000 });
    await notas.anadirNota(`De la orden ${marca}`);
    await expect.poll(async () => (await notasServidor(267, txt(orden, 'idorden_trabajo'))).filter((t) => t.endsWith(marca)), { timeout: 60_000 }).toEqual([`De la orden ${marca}`]);
  });

  const companerosServidor = async (): Promise<string[]> => {
    const c = await conjuntoDeTrabajo(servidor.url, adminApi.token);
    return docs(c, 'partetrabajotecnico')
      .filter((x) => x.idparte_trabajo === idparte && num(x, 'estado') > 0)
      .map((x) => txt(x, 'idtecnico'));
  };

  await test.step('compañeros: añadir en el parte, verlo en la orden y quitarlo con Confirmación', async () => {
    await pagina.goto(`/app/partes/${idparte}`);
    await masDelParte.getByRole('link', { name: 'Técnicos', exact: true }).click();
    const tecnicos = new PaginaTecnicos(pagina);
    await expect(tecnicos.titulo).toBeVisible();
    await expect(tecnicos.seccion(numero)).toContainText(`Técnico asignado: ${tecnicoApi.usuario.nombre}`);
    await tecnicos.anadir(numero, nombreCompanero);
    expect(await infraccionesGraves(pagina), 'técnicos del parte').toEqual([]);
    await expect.poll(companerosServidor, { timeout: 60_000 }).toEqual([companero.usuario.idtecnico]);

    await pagina.goto(`/app/ordenes/${txt(orden, 'idorden_trabajo')}/tecnicos`);
    await expect(tecnicos.titulo).toBeVisible({ timeout: 60_000 });
    await expect(tecnicos.companeros(numero).filter({ hasText: nombreCompanero })).toHaveCount(1);
    await tecnicos.quitar(numero, nombreCompanero, 'Cancelar');
    await expect(tecnicos.companeros(numero)).toHaveCount(1);
    await tecnicos.quitar(numero, nombreCompanero, 'Aceptar');
    await expect(tecnicos.companeros(numero)).toHaveCount(0);
    await expect.poll(companerosServidor, { timeout: 60_000 }).toEqual([]);
  });

  await pagina.context().close();
});

test('guardas: el comercial no puede asignar ni crear partes, el vigilante no ve órdenes y el técnico sí crea', async ({ browser }) => {
  test.setTimeout(5 * 60_000);
  const comercial = await entrar(browser, 'comercial');
  for (const ruta of ['/app/ordenes/1/asignar', '/app/partes/add']) {
    await comercial.goto(ruta);
    await expect(comercial.getByText('No tienes permiso de acceso para añadir')).toBeVisible();
    await expect(comercial.getByRole('heading', { name: 'Menú principal' })).toBeVisible();
    expect(new URL(comercial.url()).pathname).toBe('/app/index');
    await expect(comercial.getByRole('button', { name: 'Crear parte' })).toHaveCount(0);
  }
  // Los enlaces de la ficha de una orden saben adónde puede ir el comercial (EnlaceGuardado): 'Material a
  // instalar' y cada parte son de la app de técnicos, así que ni el enlace ni el número como enlace.
  const { servidor } = entorno.actual;
  const conjuntoComercial = await conjuntoDeTrabajo(servidor.url, (await iniciarSesionApi(servidor.url, 'comercial')).token);
  const partesComercial = docs(conjuntoComercial, 'partetrabajo').filter((p) => num(p, 'estado') > 0);
  const ordenComercial = docs(conjuntoComercial, 'ordentrabajo').find((o) => partesComercial.some((p) => p.idorden_trabajo === o.idorden_trabajo));
  if (!ordenComercial) throw new Error('la demo no tiene una orden con partes para el comercial');
  const idordenComercial = txt(ordenComercial, 'idorden_trabajo');
  await comercial.goto(`/app/ordenes/${idordenComercial}`);
  await expect(comercial.getByRole('link', { name: 'Partes de la orden', exact: true })).toBeVisible({ timeout: 120_000 });
  await expect(comercial.getByRole('link', { name: 'Material a instalar', exact: true })).toHaveCount(0);
  await comercial.getByRole('link', { name: 'Partes de la orden', exact: true }).click();
  const parteComercial = partesComercial.find((p) => p.idorden_trabajo === idordenComercial);
  await expect(comercial.getByText(`Parte ${txt(parteComercial, 'numero')}`, { exact: true }).first()).toBeVisible({ timeout: 60_000 });
  await expect(comercial.getByRole('link', { name: /^Parte / })).toHaveCount(0);
  await comercial.context().close();

  const vigilante = await entrar(browser, 'vigilante');
  await vigilante.goto('/app/ordenes/pendientes');
  await expect(vigilante.getByText('No tienes permiso de acceso para visualizar')).toBeVisible();
  expect(new URL(vigilante.url()).pathname).toBe('/app/index');
  await expect(vigilante.getByRole('heading', { name: 'Órdenes pendientes' })).toHaveCount(0);
  await vigilante.context().close();

  const tecnico = await entrar(browser, 'tecnico');
  await tecnico.getByRole('link', { name: 'Nuevo parte', exact: true }).click();
  const nuevo = new PaginaAsignar(tecnico, 'Nuevo parte');
  await expect(nuevo.titulo).toBeVisible();
  await expect(nuevo.orden).toBeVisible({ timeout: 120_000 });
  await tecnico.context().close();
});
