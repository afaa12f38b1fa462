/**
 * Lo que ve y usa quien no usa el ratón o mira en un móvil (issue 12, punto 9):
 * - solo con el teclado, un técnico contesta una checklist (las flechas recorren las opciones sin guardar
 *   y sin perder el foco; Intro guarda; salir del grupo guarda lo elegido) y usa los diálogos de una lista
 *   (Filtros y Ordenar: abrir con Intro, elegir, aplicar, Escape cierra sin cambiar nada y el foco vuelve
 *   al botón);
 * - una pasada de capturas a 1280 y 360 px por una muestra de cada clase de pantalla (entrada, menú, lista,
 *   diálogo, ficha, formulario, tablas hijas, checklist, cola, base de datos…) mide que ningún texto de un
 *   control o de una celda se parte dentro de una palabra: cada palabra ocupa una sola línea (sus
 *   rectángulos en pantalla, getClientRects, están a la misma altura). Las capturas van al informe.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PaginaChecklist } from './paginas/checklists';
import { PaginaLista } from './paginas/lista';
import { PaginaLogin } from './paginas/login';
import { usarServidor } from './soporte/entorno';
import { activarDepuracion, checklistPendiente, colaLocal, esperarServiceWorker, esperarVigia, estadoMotor, navegarEnLaApp } from './soporte/navegador';

const entorno = usarServidor({ nombre: 'teclado-lectura', bd: 'pglite' });

const CHECKLIST = 'Revisión de sistema de intrusión';
const PREGUNTA = '¿La central arranca sin errores?';
const RESPONDER = 'checklistOt.responderSync';

/** Pulsa Tab (o Mayús+Tab) hasta que el foco llega a `destino`; falla si no llega. */
const tabularHasta = async (pagina: Page, destino: Locator, atras = false): Promise<void> => {
  await expect(destino).toBeAttached();
  for (let i = 0; i < 80; i++) {
    if (await destino.evaluate((el) => el === document.activeElement)) return;
    await pagina.keyboard.press(atras ? 'Shift+Tab' : 'Tab');
  }
  throw new Error('el foco no llega con el teclado al control buscado');
};

const enFoco = (destino: Locator): Promise<boolean> => destino.evaluate((el) => el === document.activeElement);

/** La respuesta guardada en la base local de la pregunta de la checklist. */
const respuestaGuardada = (pagina: Page, idchecklist: string, pregunta: string): Promise<string | null> =>
  pagina.evaluate(
    async ([id, texto]) => {
      const db = window.vigia?.db;
      const p = await db?.preguntachecklistot.findOne({ selector: { idchecklist_ot: { $eq: id }, descripcion: { $eq: texto } } }).exec();
      return p?.respuesta ?? null;
    },
    [idchecklist, pregunta] as const,
  );

const respuestasEnCola = async (pagina: Page): Promise<number> => (await colaLocal(pagina)).filter((e) => e.metodo === RESPONDER).length;

const entrar = async (pagina: Page, login: 'tecnico' | 'admin'): Promise<void> => {
  await new PaginaLogin(pagina).iniciarSesion(login);
  await esperarVigia(pagina);
  await expect.poll(async () => (await estadoMotor(pagina)).ultimoPull !== null, { message: 'la descarga inicial no termina', timeout: 240_000 }).toBe(true);
};

test('solo con el teclado: contestar una checklist y usar los diálogos de una lista', async ({ browser }) => {
  test.setTimeout(6 * 60_000);
  const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador });
  await activarDepuracion(contexto);
  const pagina = await contexto.newPage();
  await entrar(pagina, 'tecnico');
  let objetivo: { idchecklist_ot: string; idparte_trabajo: string } | null = null;
  await expect
    .poll(async () => (objetivo = await checklistPendiente(pagina, CHECKLIST)), { message: 'no hay checklists pendientes', timeout: 60_000 })
    .not.toBeNull();
  const { idchecklist_ot: idchecklist, idparte_trabajo: idparte } = objetivo ?? { idchecklist_ot: '', idparte_trabajo: '' };
  // Sin red, lo guardado se queda en la cola y se puede contar (el service worker sirve las pantallas).
  await esperarServiceWorker(pagina);
  await contexto.setOffline(true);

  await test.step('checklist: las flechas recorren sin guardar y sin perder el foco; Intro guarda; salir del grupo guarda', async () => {
    const ficha = new PaginaChecklist(pagina);
    await ficha.abrir(idparte, idchecklist);
    const pregunta = ficha.pregunta(PREGUNTA);
    const sinContestar = pregunta.getByRole('radio', { name: 'Sin contestar' });
    const correcto = pregunta.getByRole('radio', { name: 'Correcto' });
    await expect(sinContestar).toBeChecked();
    const antes = await respuestasEnCola(pagina);

    await tabularHasta(pagina, sinContestar);
    await pagina.keyboard.press('ArrowRight');
    await expect(correcto).toBeChecked();
    expect(await enFoco(correcto), 'el foco sigue en la opción').toBe(true);
    await expect(pregunta.getByRole('status')).toHaveText('Respuesta sin guardar: pulsa Intro o sal de las opciones para guardarla');
    // Recorrer no contesta: ni la cola ni la base cambian.
    await pagina.waitForTimeout(1_000);
    expect(await respuestasEnCola(pagina)).toBe(antes);
    expect(await respuestaGuardada(pagina, idchecklist, PREGUNTA)).toBe('sinContestar');

    await pagina.keyboard.press('Enter');
    await expect.poll(() => respuestaGuardada(pagina, idchecklist, PREGUNTA)).toBe('ok');
    await expect.poll(() => respuestasEnCola(pagina)).toBe(antes + 1);
    await expect(pregunta.getByRole('status')).toHaveText('');
    expect(await enFoco(correcto), 'guardar no quita el foco de la opción').toBe(true);

    // Volver a 'Sin contestar' con la flecha y salir del grupo hacia atrás: se guarda lo elegido.
    await pagina.keyboard.press('ArrowLeft');
    await expect(sinContestar).toBeChecked();
    expect(await respuestasEnCola(pagina)).toBe(antes + 1);
    await pagina.keyboard.press('Shift+Tab');
    await expect.poll(() => respuestaGuardada(pagina, idchecklist, PREGUNTA)).toBe('sinContestar');
    await expect.poll(() => respuestasEnCola(pagina)).toBe(antes + 2);
  });

  await test.step('lista: Filtros y Ordenar con el teclado; Escape cierra sin cambiar nada y el foco vuelve al botón', async () => {
    const lista = new PaginaLista(pagina, 'Partes asignados');
    await lista.abrir('/app/partes/asignados');
    await expect(lista.filas.first()).toBeVisible();

    const filtrosAntes = await lista.botonFiltros.innerText();
    await tabularHasta(pagina, lista.botonFiltros);
    await pagina.keyboard.press('Enter');
    const filtros = pagina.getByRole('dialog', { name: 'Filtros' });
    await expect(filtros).toBeVisible();
    const clasificacion = filtros.getByLabel('Clasificación', { exact: true });
    await tabularHasta(pagina, clasificacion);
    await pagina.keyboard.type('Revisión');
    await expect(clasificacion.locator('option:checked')).toHaveText('Revisión');
    await tabularHasta(pagina, filtros.getByRole('button', { name: 'Filtrar' }));
    await pagina.keyboard.press('Enter');
    await expect(filtros).toBeHidden();
    await expect(lista.botonFiltros).toBeFocused();
    await expect(lista.botonFiltros).not.toHaveText(filtrosAntes);
    const filtrosDespues = await lista.botonFiltros.innerText();

    await tabularHasta(pagina, lista.botonOrdenar);
    await pagina.keyboard.press('Enter');
    const ordenar = pagina.getByRole('dialog', { name: 'Ordenar' });
    await expect(ordenar).toBeVisible();
    const antigua = ordenar.getByRole('radio', { name: 'Fecha más antigua' });
    await tabularHasta(pagina, ordenar.getByRole('radio', { checked: true }));
    for (let i = 0; i < 8 && !(await antigua.isChecked()); i++) await pagina.keyboard.press('ArrowDown');
    await expect(antigua).toBeChecked();
    await tabularHasta(pagina, ordenar.getByRole('button', { name: 'Aceptar' }));
    await pagina.keyboard.press('Enter');
    await expect(ordenar).toBeHidden();
    await expect(lista.orden('Fecha más antigua')).toBeVisible();
    await expect(lista.botonOrdenar).toBeFocused();

    // Escape: el diálogo se cierra, el filtro sigue como estaba y el foco vuelve a 'Filtros'.
    await tabularHasta(pagina, lista.botonFiltros, true);
    await pagina.keyboard.press('Enter');
    await expect(filtros).toBeVisible();
    await pagina.keyboard.press('Escape');
    await expect(filtros).toBeHidden();
    await expect(lista.botonFiltros).toBeFocused();
    await expect(lista.botonFiltros).toHaveText(filtrosDespues);
  });
  await contexto.close();
});

/**
 * Las palabras partidas entre líneas dentro de un control, una etiqueta o una celda de la página: cada
 * palabra (lo que va entre espacios; en un correo, lo de antes y lo de después de la arroba) de cada
 * texto visible debe quedar en una sola línea.
 */
const palabrasPartidas = (pagina: Page): Promise<string[]> =>
  pagina.evaluate(() => {
    const CONTROLES = 'button, a, label, th, td, legend, summary, dt, dd, [role="tab"], [role="radio"], [role="option"], .etiqueta';
    const partidas = new Set<string>();
    for (const el of document.querySelectorAll<HTMLElement>(CONTROLES)) {
      if (el.getClientRects().length === 0) continue;
      const recorrido = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let nodo = recorrido.nextNode(); nodo; nodo = recorrido.nextNode()) {
        const texto = nodo.textContent ?? '';
        // Una palabra va entre espacios; un correo son dos, que se pueden cortar tras la arroba.
        for (const m of texto.matchAll(/[^\s@]{2,}@?/g)) {
          const rango = document.createRange();
          rango.setStart(nodo, m.index);
          rango.setEnd(nodo, m.index + m[0].length);
          const trozos = [...rango.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
          const primera = trozos[0];
          if (primera && trozos.some((r) => Math.abs(r.top - primera.top) > Math.min(r.height, primera.height) / 2)) {
            partidas.add(`«${m[0]}» en <${el.tagName.toLowerCase()}> «${el.innerText.replace(/\s+/g, ' ').slice(0, 60)}»`);
          }
        }
      }
    }
    return [...partidas];
  });

/** El primer id de una colección en la base local. */
const primerId = (pagina: Page, coleccion: 'cliente' | 'sistema' | 'partetrabajo' | 'operacioncrm' | 'cita' | 'clientepotencial', filtro: Record<string, unknown> = {}): Promise<string> =>
  pagina.evaluate(
    async ([c, selector]) => {
      const db = window.vigia?.db;
      const doc = await db?.[c].findOne({ selector }).exec();
      if (!doc) throw new Error(`no hay ${c} en el dispositivo`);
      return doc.primary;
    },
    [coleccion, filtro] as const,
  );

test('pasada de capturas a 1280 y 360 px: ninguna palabra se parte dentro de un control o una celda', async ({ browser }, info) => {
  test.setTimeout(10 * 60_000);
  const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador, viewport: { width: 1280, height: 900 } });
  await activarDepuracion(contexto);
  const pagina = await contexto.newPage();
  const partidas: string[] = [];

  const medir = async (nombre: string, ancho: number): Promise<void> => {
    // Lo que aún carga no cuenta: sin avisos de carga y con el texto de la página quieto medio segundo.
    await expect(pagina.locator('.cargando')).toHaveCount(0);
    let antes = -1;
    await expect
      .poll(async () => {
        const ahora = await pagina.evaluate(() => document.body.innerText.length);
        const quieta = ahora === antes;
        antes = ahora;
        return quieta;
      }, { intervals: [500], timeout: 30_000 })
      .toBe(true);
    await info.attach(`${nombre} (${ancho} px)`, { body: await pagina.screenshot({ fullPage: true }), contentType: 'image/png' });
    for (const p of await palabrasPartidas(pagina)) partidas.push(`${nombre} (${ancho} px): ${p}`);
  };

  for (const ancho of [1280, 360]) {
    await pagina.setViewportSize({ width: ancho, height: 900 });
    await new PaginaLogin(pagina).abrir();
    await medir('entrada', ancho);
  }
  await entrar(pagina, 'admin');
  const idparte = await primerId(pagina, 'partetrabajo', { estado: { $eq: 1 } });
  const idcliente = await primerId(pagina, 'cliente');
  const idsistema = await primerId(pagina, 'sistema');
  const idoperacion = await primerId(pagina, 'operacioncrm');
  const idcita = await primerId(pagina, 'cita');
  const idprospecto = await primerId(pagina, 'clientepotencial');
  const checklist = await checklistPendiente(pagina, CHECKLIST);
  if (!checklist) throw new Error('no hay checklists pendientes en el dispositivo');

  const pantallas: [nombre: string, ruta: string][] = [
    ['menú', '/app/index'],
    ['lista de partes', '/app/partes/asignados'],
    ['parte (ficha y formulario)', `/app/partes/${idparte}`],
    ['parte sin conexión', `/app/offline/partes/${idparte}`],
    ['resumen del parte (tablas)', `/app/offline/partes/${idparte}/resumen`],
    ['instalar material (formulario)', `/app/offline/partes/${idparte}/material-instalar`],
    ['checklist', `/app/offline/partes/${checklist.idparte_trabajo}/checklists/${checklist.idchecklist_ot}`],
    ['órdenes pendientes', '/app/ordenes/pendientes'],
    ['clientes', '/app/clientes/'],
    ['cliente (ficha)', `/app/clientes/${idcliente}`],
    ['facturas del cliente (tabla y totales)', `/app/facturas/clientes/${idcliente}`],
    ['clientes potenciales', '/app/clientes-potenciales/'],
    ['cliente potencial (ficha)', `/app/clientes-potenciales/${idprospecto}`],
    ['operación (ficha, líneas y correos)', `/app/operaciones/${idoperacion}`],
    ['líneas de la operación', `/app/operaciones/${idoperacion}/lineas`],
    ['cita (ficha)', `/app/citas/${idcita}`],
    ['agenda de citas', '/app/citas/agenda'],
    ['sistema (ficha y tablas)', `/app/sistemas/${idsistema}`],
    ['datos del sistema', `/app/datos/${idsistema}/96`],
    ['tiempos', '/app/tiempos/'],
    ['agenda', '/app/planificacion/agenda'],
    ['sincronización', '/app/sincronizacion/'],
    ['cola de subida', '/app/sincronizacion/sync-uploads'],
    ['cuenta', '/app/configuracion/cuenta'],
    ['base de datos', '/app/configuracion/admin-bd'],
  ];
  const titulo = pagina.getByRole('heading', { level: 1 }).first();
  for (const ancho of [1280, 360]) {
    await pagina.setViewportSize({ width: ancho, height: 900 });
    // La primera pantalla de cada ancho, cargando la página; las demás, como con un enlace (sin recargar):
    // lo que se mide es la pantalla, y abrir la app cada vez solo alargaba la prueba.
    await pagina.goto(pantallas[0]?.[1] ?? '/app/index');
    for (const [nombre, ruta] of pantallas) {
      await test.step(`${nombre} a ${ancho} px`, async () => {
        if (!pagina.url().endsWith(ruta)) {
          // Que no se mida la pantalla anterior: su título queda marcado y se espera a uno sin marca o con otro texto.
          await pagina.evaluate(() => {
            const h = document.querySelector('h1');
            if (h) Reflect.set(h, '__e2eTituloAnterior', h.textContent);
          });
          await navegarEnLaApp(pagina, ruta);
          await expect.poll(() => new URL(pagina.url()).pathname, { message: ruta }).toBe(ruta);
          await expect
            .poll(
              () =>
                pagina.evaluate(() => {
                  const h = document.querySelector('h1');
                  return h !== null && Reflect.get(h, '__e2eTituloAnterior') !== h.textContent;
                }),
              { message: `la pantalla anterior sigue a la vista en ${ruta}`, timeout: 60_000 },
            )
            .toBe(true);
        }
        await expect(titulo, ruta).toBeVisible({ timeout: 60_000 });
        await medir(nombre, ancho);
      });
    }
    await test.step(`diálogo de filtros a ${ancho} px`, async () => {
      const lista = new PaginaLista(pagina, 'Partes asignados');
      await lista.abrir('/app/partes/asignados');
      await lista.botonFiltros.click();
      await expect(pagina.getByRole('dialog', { name: 'Filtros' })).toBeVisible();
      await medir('diálogo de filtros', ancho);
      await pagina.keyboard.press('Escape');
    });
  }
  expect(partidas, 'palabras partidas entre líneas').toEqual([]);
  await contexto.close();
});
