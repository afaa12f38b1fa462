/**
 * Validación en los formularios reales de la app y accesibilidad (axe-core): la entrada ('Campo
 * requerido') y el formulario del parte ('Campo requerido', 'No puede ser mayor a {n} caracteres.', fecha
 * mal escrita), con el foco en el primer campo con error al intentar guardar y guardado correcto después;
 * la tarjeta de datos oculta los campos vacíos tras 'Ver campos sin datos'. La lista, el diálogo de
 * filtros y el parte se pasan por axe sin infracciones graves ni críticas.
 *
 * También 'El correo electrónico no es correcto' en el diálogo 'Enviar correo electrónico' del parte y
 * 'La contraseña debe tener al menos 6 caracteres' en /configuracion/cambiarcontrasena.
 *
 * Tablas en un móvil de 360 px (issue 31): una muestra con cada clase de tabla (lista genérica, tabla
 * hija, tabla editable y el planificador) no se desplaza a lo ancho, ni la página ni una caja dentro de
 * ella, y la acción de la fila se ve entera; una captura de cada una queda en la salida de la prueba.
 * 'El DNI no es correcto' se prueba en el formulario del cliente (clientes.spec.ts) y 'El fichero es
 * demasiado grande' en el alta de ficheros (ficheros.spec.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { PaginaCambiarContrasena } from './paginas/configuracion';
import { AnadidosParte } from './paginas/dialogos';
import { PaginaLista } from './paginas/lista';
import { PaginaLogin } from './paginas/login';
import { PaginaParte, PaginaPartesAsignados } from './paginas/partes';
import { PaginaFormularioParte } from './paginas/parte-formulario';
import { usarServidor } from './soporte/entorno';
import { activarDepuracion, esperarVigia, estadoMotor } from './soporte/navegador';

const entorno = usarServidor({ nombre: 'formularios', bd: 'pglite' });

/** Infracciones de axe graves o críticas (WCAG 2.1 A/AA), con los nodos para el mensaje. */
const infraccionesGraves = async (pagina: Page): Promise<string[]> => {
  const r = await new AxeBuilder({ page: pagina }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

test('mensajes de validación en los formularios reales y accesibilidad de lista y parte', async ({ browser }) => {
  test.setTimeout(5 * 60_000);
  const contexto = await browser.newContext({ baseURL: entorno.actual.servidor.url });
  const pagina = await contexto.newPage();

  await test.step("entrada: 'Campo requerido' en usuario y contraseña", async () => {
    const login = new PaginaLogin(pagina);
    await login.abrir();
    await login.entrar.click();
    await expect(pagina.getByText('Campo requerido', { exact: true })).toHaveCount(2);
    await expect(login.usuario).toBeFocused();
    await login.usuario.fill('tecnico');
    await login.entrar.click();
    await expect(pagina.getByText('Campo requerido', { exact: true })).toHaveCount(1);
    await expect(login.contrasena).toBeFocused();
    await expect(login.contrasena).toHaveAttribute('aria-invalid', 'true');
  });

  await new PaginaLogin(pagina).iniciarSesion('tecnico');

  const lista = new PaginaLista(pagina, 'Partes asignados');
  await test.step('axe: lista y diálogo de filtros', async () => {
    await lista.abrir('/app/partes/asignados');
    await expect(lista.filas.first()).toBeVisible({ timeout: 120_000 });
    expect(await infraccionesGraves(pagina)).toEqual([]);
    await lista.botonFiltros.click();
    const dialogo = pagina.getByRole('dialog', { name: 'Filtros' });
    await expect(dialogo).toBeVisible();
    expect(await infraccionesGraves(pagina)).toEqual([]);
    await dialogo.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialogo).toBeHidden();
  });

  const numero = (await lista.tabla.getByRole('link').first().innerText()).replace(/^Parte /, '').trim();
  const parte: PaginaParte = await new PaginaPartesAsignados(pagina).abrirParte(numero);
  const form = new PaginaFormularioParte(pagina);

  await test.step("tarjeta de datos: 'Ver campos sin datos' / 'Ocultar campos sin datos'", async () => {
    // Fecha fijada vacía: se vacía en el formulario y se guarda si hiciera falta.
    if ((await form.fechaFijada.inputValue()) !== '') {
      await form.fechaFijada.fill('');
      await form.guardar.click();
      await expect(form.guardado).toBeVisible();
    }
    await expect(form.dato('Fecha fijada')).toHaveCount(0);
    await form.verSinDatos.click();
    await expect(form.dato('Fecha fijada')).toBeVisible();
    await form.ocultarSinDatos.click();
    await expect(form.dato('Fecha fijada')).toHaveCount(0);
    await expect(form.verSinDatos).toBeVisible();
  });

  await test.step('axe: parte (datos y formulario)', async () => {
    expect(await infraccionesGraves(pagina)).toEqual([]);
  });

  await test.step("parte: 'Campo requerido', 'No puede ser mayor a 4000 caracteres.' y fecha mal escrita", async () => {
    await form.descripcion.fill('');
    await expect(form.error(form.descripcion, 'Campo requerido')).toBeVisible();
    await expect(form.descripcion).toHaveAttribute('aria-invalid', 'true');

    await form.observaciones.fill('x'.repeat(4001));
    await expect(form.error(form.observaciones, 'No puede ser mayor a 4000 caracteres.')).toBeVisible();
    await expect(pagina.getByText('4001/4000')).toBeVisible();

    await form.fecha.fill('31/02/2025');
    await expect(form.error(form.fecha, 'La fecha no es correcta (dd/mm/aaaa)')).toBeVisible();

    await form.guardar.click();
    await expect(form.revisar).toBeVisible();
    await expect(form.descripcion).toBeFocused();
    expect(await infraccionesGraves(pagina)).toEqual([]);
  });

  await test.step("parte: 'No puede ser mayor a 500 caracteres.' en la descripción", async () => {
    await form.descripcion.fill('d'.repeat(501));
    await expect(form.error(form.descripcion, 'No puede ser mayor a 500 caracteres.')).toBeVisible();
  });

  await test.step('corregido, se guarda y la tarjeta lo muestra', async () => {
    await form.descripcion.fill('Revisión anual con sustitución de batería');
    await form.observaciones.fill('Batería sustituida; central probada.');
    await form.fecha.fill('07/03/2025');
    await expect(pagina.locator('.campo-error')).toHaveCount(0);
    await form.guardar.click();
    await expect(form.guardado).toBeVisible();
    await expect(form.revisar).toHaveCount(0);
    await expect(form.tarjetaDatos.getByText('Revisión anual con sustitución de batería')).toBeVisible();
    await expect(form.tarjetaDatos.getByText('Batería sustituida; central probada.')).toBeVisible();
    await expect(form.tarjetaDatos.getByText('07/03/2025')).toBeVisible();
    await expect(parte.titulo).toBeVisible();
  });

  await test.step("diálogo de correo del parte: 'El correo electrónico no es correcto'", async () => {
    const correo = await new AnadidosParte(pagina).abrirCorreo();
    await correo.destinatarios.fill('mal@');
    await correo.enviar.click();
    await expect(correo.dialogo.getByText('El correo electrónico no es correcto', { exact: true })).toBeVisible();
  });

  await test.step("cambiar contraseña: 'La contraseña debe tener al menos 6 caracteres'", async () => {
    const cambiar = new PaginaCambiarContrasena(pagina);
    await cambiar.abrir();
    await cambiar.actual.fill('demo1234');
    await cambiar.nueva.fill('12345');
    await cambiar.repetida.fill('12345');
    await cambiar.cambiar.click();
    await expect(pagina.getByText('La contraseña debe tener al menos 6 caracteres', { exact: true })).toBeVisible();
  });

  await test.step('en un móvil de 360 px, el contenido de la lista y del parte no desborda a lo ancho', async () => {
    await pagina.setViewportSize({ width: 360, height: 740 });
    // Lo que pinta la pantalla (dentro de <main>; la cabecera es aparte) cabe sin desplazamiento lateral.
    const anchoDocumento = () =>
      pagina.evaluate(() => {
        const main = document.querySelector('main');
        if (!main) throw new Error('sin <main>');
        return Math.max(main.scrollWidth, Math.ceil(main.getBoundingClientRect().right));
      });
    await lista.abrir('/app/partes/asignados');
    await expect(lista.filas.first()).toBeVisible();
    await pagina.screenshot({ path: test.info().outputPath('lista-360.png'), fullPage: false });
    expect(await anchoDocumento()).toBeLessThanOrEqual(360);
    await new PaginaPartesAsignados(pagina).abrirParte(numero);
    await pagina.screenshot({ path: test.info().outputPath('parte-360.png'), fullPage: false });
    expect(await anchoDocumento()).toBeLessThanOrEqual(360);
  });

  await contexto.close();
});

const ANCHO_MOVIL = 360;

/** Ancho de lo que pinta la pantalla (<main>) y las cajas de dentro que se desplazan a lo ancho porque su contenido no cabe. */
const desbordeLateral = (pagina: Page): Promise<{ ancho: number; cajas: string[] }> =>
  pagina.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) throw new Error('sin <main>');
    const cajas: string[] = [];
    for (const el of main.querySelectorAll<HTMLElement>('*')) {
      const { overflowX } = getComputedStyle(el);
      if ((overflowX === 'auto' || overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1) {
        cajas.push(`<${el.tagName.toLowerCase()} class="${el.className}"> ${el.scrollWidth} > ${el.clientWidth} px`);
      }
    }
    return { ancho: Math.max(main.scrollWidth, Math.ceil(main.getBoundingClientRect().right)), cajas };
  });

/** Un contexto de 360 × 740 con la sesión de `usuario` y su primera descarga terminada. */
const movilCon = async (browser: Browser, usuario: 'comercial' | 'admin'): Promise<Page> => {
  const contexto = await browser.newContext({ baseURL: entorno.actual.servidor.url, viewport: { width: ANCHO_MOVIL, height: 740 } });
  await activarDepuracion(contexto);
  const pagina = await contexto.newPage();
  await new PaginaLogin(pagina).iniciarSesion(usuario);
  await esperarVigia(pagina);
  await expect.poll(async () => (await estadoMotor(pagina)).ultimoPull !== null, { message: 'la descarga inicial no termina', timeout: 240_000 }).toBe(true);
  return pagina;
};

/** La pantalla ya pintada (`accion` a la vista) no se desplaza a lo ancho y `accion` cabe entera; deja su captura. */
const medirPantalla = async (pagina: Page, nombre: string, accion: Locator): Promise<void> => {
  await expect(accion, `${nombre}: la acción de la fila`).toBeVisible({ timeout: 60_000 });
  await accion.scrollIntoViewIfNeeded();
  const caja = await accion.boundingBox();
  expect(caja, `${nombre}: la acción de la fila no tiene caja`).not.toBeNull();
  if (caja) expect(caja.x >= 0 && caja.x + caja.width <= ANCHO_MOVIL, `${nombre}: la acción de la fila (x ${caja.x}, ancho ${caja.width}) cabe en ${ANCHO_MOVIL} px`).toBe(true);
  await pagina.screenshot({ path: test.info().outputPath(`${nombre}-360.png`), fullPage: false });
  const { ancho, cajas } = await desbordeLateral(pagina);
  expect(ancho, `${nombre}: ancho del contenido`).toBeLessThanOrEqual(ANCHO_MOVIL);
  expect(cajas, `${nombre}: cajas que se desplazan a lo ancho`).toEqual([]);
};

test('a 360 px, las tablas de una muestra de cada clase caben sin desplazarse a lo ancho y la acción de cada fila se ve', async ({ browser }) => {
  test.setTimeout(8 * 60_000);

  await test.step('como comercial: Mi cartera (tabla hija con pie) y las líneas de un presupuesto (tabla editable)', async () => {
    const pagina = await movilCon(browser, 'comercial');
    await pagina.goto('/app/clientes/cartera');
    await medirPantalla(pagina, 'mi-cartera', pagina.getByRole('link', { name: /^Facturas de / }).first());
    // El resumen son tres cifras con su nombre, no una lista sin estilo.
    await expect(pagina.locator('.resumen-cifras')).toHaveCSS('display', 'grid');

    const idpresupuesto = await pagina.evaluate(async () => {
      const db = window.vigia?.db;
      if (!db) throw new Error('sin window.vigia');
      const editables = await db.presupuestocli.find({ selector: { estado: { $in: [1, 2] } } }).exec();
      for (const p of editables) {
        const lineas = await db.lpresupuestocli.find({ selector: { idpresupuestocli: { $eq: p.idpresupuestocli }, estado: { $gt: 0 } } }).exec();
        if (lineas.length > 0) return String(p.primary);
      }
      return null;
    });
    if (!idpresupuesto) throw new Error('el comercial no tiene un presupuesto editable con líneas');
    await pagina.goto(`/app/presupuestos/${idpresupuesto}/lineas`);
    await medirPantalla(pagina, 'lineas-presupuesto', pagina.getByRole('button', { name: /^Modificar: / }).first());
    await pagina.context().close();
  });

  await test.step('como admin: servir un pedido, el stock, los puntos de una ronda, los llaveros (lista) y el planificador', async () => {
    const pagina = await movilCon(browser, 'admin');
    const ids = await pagina.evaluate(async () => {
      const db = window.vigia?.db;
      if (!db) throw new Error('sin window.vigia');
      let idpedido: string | null = null;
      for (const p of await db.pedidocli.find({ selector: { situacion: { $eq: 'pendiente' }, estado: { $gt: 0 } } }).exec()) {
        const lineas = await db.lpedidocli.find({ selector: { idpedidocli: { $eq: p.idpedidocli } } }).exec();
        if (lineas.some((l) => l.estado > 0 && l.unidades > l.servidas)) {
          idpedido = String(p.primary);
          break;
        }
      }
      const punto = await db.puntoronda.findOne({ selector: { estado: { $gt: 0 } } }).exec();
      return { idpedido, idronda: punto ? String(punto.toJSON().idronda_programada) : null };
    });
    if (!ids.idpedido) throw new Error('no hay un pedido pendiente con una línea por servir');
    if (!ids.idronda) throw new Error('no hay una ronda con puntos de control');

    await pagina.goto(`/app/pedidos/${ids.idpedido}/servir`);
    await medirPantalla(pagina, 'servir-pedido', pagina.getByRole('link', { name: /^Servir solo / }).first());

    await pagina.goto('/app/vehiculos/stock');
    await medirPantalla(pagina, 'stock', pagina.getByRole('button', { name: /^Ver los movimientos de / }).first());

    await pagina.goto(`/app/rondas/rondas-programadas/${ids.idronda}/puntos`);
    // Sin acciones: la última columna (Instrucciones) de la primera fila se ve entera.
    const primerPunto = pagina.getByRole('table').first().locator('tbody tr').first();
    await medirPantalla(pagina, 'puntos-ronda', primerPunto.locator('td').last());

    await pagina.goto('/app/custodia-llaves/llaveros');
    const tablaLlaveros = pagina.getByRole('table', { name: /llaveros/i });
    await medirPantalla(pagina, 'llaveros', tablaLlaveros.getByRole('link').first());
    // Ninguna tarjeta enseña una cabecera sin valor.
    const vacias = await tablaLlaveros.locator('td[data-cabecera]').evaluateAll((tds) => tds.filter((td) => td.getClientRects().length > 0 && (td.textContent ?? '').trim() === '').length);
    expect(vacias, 'celdas visibles con cabecera y sin valor').toBe(0);

    await pagina.goto('/app/planificacion/planificador-tecnicos');
    // Un día a la vez: se elige uno con partes (la casilla oculta también está en el DOM).
    const conPartes = pagina.locator('td.tablero-casilla:has(article)').first();
    await expect(conPartes).toBeAttached({ timeout: 60_000 });
    const dia = await conPartes.getAttribute('data-dia');
    if (!dia) throw new Error('sin día');
    await pagina.getByRole('combobox', { name: 'Día', exact: true }).selectOption(dia);
    await medirPantalla(pagina, 'planificador', pagina.getByRole('button', { name: /^Mover el parte / }).first());
    await pagina.context().close();
  });
});
