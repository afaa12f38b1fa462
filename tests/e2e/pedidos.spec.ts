/**
 * Pedidos del almacén (issue 17, puntos 1 y 4), con un servidor para las dos pruebas y el usuario «almacen»:
 *  - pedir más de lo que hay en el almacén se rechaza en el formulario, con el mensaje del mutador, antes
 *    de encolar nada;
 *  - un pedido pendiente de un técnico de la demo: la lista lo enseña (pendientes primero, búsqueda y
 *    filtro), se sirve una línea en parte sin red (1 unidad, con su número de serie si lo lleva) y después
 *    el resto desde el pedido entero; las entregas se ven en vivo; con la red, el servidor tiene cada
 *    entrega una vez, la salida del central y la entrada en la furgoneta del técnico (motivo 'pedido') por
 *    esas unidades, las existencias de los dos cambiadas en exactamente eso, lo servido de la línea y la
 *    situación del pedido; el stock del almacén enseña la furgoneta con sus movimientos, y el técnico, al
 *    entrar, ve la cifra nueva en /vehiculos/stock.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { MENSAJES_PEDIDOS, situacionPedido } from '../../replication/pedidos';
import { PaginaLista } from './paginas/lista';
import { PaginaLogin } from './paginas/login';
import { PaginaPedidos } from './paginas/pedidos';
import { PaginaVehiculo } from './paginas/vehiculos-datos';
import { activos, type DescargaCompleta, descargaCompleta, type DocDescarga, iniciarSesionApi, numero, texto } from './soporte/api';
import { usarServidor } from './soporte/entorno';
import { activarDepuracion, colaLocal, esperarServiceWorker, esperarVigia, estadoMotor } from './soporte/navegador';

test.describe.configure({ mode: 'serial' });

const entorno = usarServidor({ nombre: 'pedidos', bd: 'pglite', proxy: true });

type Doc = DocDescarga;
const porId = (a: Doc, b: Doc, clave: string): number => texto(a[clave]).localeCompare(texto(b[clave]), 'es', { numeric: true });
const lineasDe = (d: DescargaCompleta, idpedidocli: unknown): Doc[] =>
  activos(d, 'lpedidocli').filter((l) => l.idpedidocli === idpedidocli).sort((a, b) => porId(a, b, 'idlpedidocli'));
/** Unidades del documento de existencias (0 si no lo hay, como el mutador). */
const existencias = (d: DescargaCompleta, idalmacen: string, idarticulo: string): number => {
  const s = d.get('stock')?.get(`${idalmacen}-${idarticulo}`);
  return s ? numero(s.unidades) : 0;
};
const pendiente = (l: Doc): number => numero(l.unidades) - numero(l.servidas);

/** Inicia sesión y espera la primera descarga completa. */
const entrar = async (contexto: BrowserContext, usuario: string): Promise<Page> => {
  const p = await contexto.newPage();
  await new PaginaLogin(p).iniciarSesion(usuario);
  await esperarServiceWorker(p);
  await esperarVigia(p);
  await expect.poll(async () => (await estadoMotor(p)).ultimoPull !== null, { message: `la descarga inicial de ${usuario} no termina`, timeout: 240_000 }).toBe(true);
  return p;
};

let almacen: { contexto: BrowserContext; pagina: Page } | null = null;
/** El navegador del usuario «almacen», con su descarga hecha; uno para las pruebas del fichero. */
const navegadorAlmacen = async (browser: Browser): Promise<{ contexto: BrowserContext; pagina: Page }> => {
  if (almacen) return almacen;
  const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador });
  await activarDepuracion(contexto);
  almacen = { contexto, pagina: await entrar(contexto, 'almacen') };
  return almacen;
};

test.afterAll(async () => {
  await almacen?.contexto.close();
  almacen = null;
});

test('pedir más de lo que hay en el almacén se rechaza en el formulario con su mensaje, sin encolar nada', async ({ browser }) => {
  test.setTimeout(5 * 60_000);
  const { servidor } = entorno.actual;
  const { token, usuario } = await iniciarSesionApi(servidor.url, 'almacen');
  const central = texto(usuario.idalmacen);
  const demo = await descargaCompleta(servidor.url, token);
  const nombreCentral = texto(demo.get('almacen')?.get(central)?.nombre);
  // La demo deja en cada delegación un pedido pendiente cuya última línea pide más de lo que hay.
  const pedido = activos(demo, 'pedidocli')
    .filter((p) => p.iddelegacion === usuario.iddelegacion && p.situacion !== 'servido')
    .sort((a, b) => porId(a, b, 'idpedidocli'))
    .find((p) => lineasDe(demo, p.idpedidocli).some((l) => pendiente(l) > existencias(demo, central, texto(l.idarticulo))));
  if (!pedido) throw new Error('la demo no tiene un pedido que pida más de lo que hay en el central');
  const linea = lineasDe(demo, pedido.idpedidocli).find((l) => pendiente(l) > existencias(demo, central, texto(l.idarticulo)));
  if (!linea) throw new Error('sin línea');
  const descripcion = texto(linea.descripcion);
  const hay = existencias(demo, central, texto(linea.idarticulo));
  const mensaje = MENSAJES_PEDIDOS.sinExistencias(descripcion, nombreCentral, hay, pendiente(linea));

  const { pagina: p } = await navegadorAlmacen(browser);
  const pedidos = new PaginaPedidos(p);
  await pedidos.abrirServir(texto(pedido.idpedidocli), texto(pedido.numero));
  await expect(pedidos.almacenOrigen).toHaveValue(central);
  await expect.poll(() => pedidos.cifrasLinea(descripcion)).toEqual([String(numero(linea.unidades)), String(numero(linea.servidas)), String(pendiente(linea)), String(hay)]);

  await test.step('el aviso sale al momento, con el mensaje del mutador', async () => {
    await expect(pedidos.avisoExistencias).toContainText(mensaje);
  });

  await test.step('Servir no pregunta ni encola: el error se queda en la línea', async () => {
    await pedidos.servir.click();
    await expect(pedidos.dialogo).toBeHidden();
    await expect(p.locator(`[data-idlpedidocli="${texto(linea.idlpedidocli)}"]`).getByText(mensaje)).toBeVisible();
    expect(await colaLocal(p)).toHaveLength(0);
    expect(await pedidos.filasEntregas().count()).toBe(0);
  });
});

test('servir una línea en parte sin red y el resto después: entregas, movimientos y existencias en el servidor, y el técnico ve su furgoneta', async ({ browser }) => {
  test.setTimeout(8 * 60_000);
  const { servidor, proxy } = entorno.actual;
  if (!proxy) throw new Error('el entorno necesita proxy');
  const sello = Date.now().toString(36).toUpperCase();
  const { token, usuario } = await iniciarSesionApi(servidor.url, 'almacen');
  const { usuario: tecnico } = await iniciarSesionApi(servidor.url, 'tecnico');
  const central = texto(usuario.idalmacen);
  const antes = await descargaCompleta(servidor.url, token);

  // Un pedido pendiente de un técnico de la delegación (el del usuario «tecnico» si lo hay) cuya primera
  // línea pide al menos 2 unidades y el central las tiene.
  const pedido = activos(antes, 'pedidocli')
    .filter((x) => x.tipo === 'tecnico' && x.situacion === 'pendiente' && x.iddelegacion === usuario.iddelegacion && texto(x.idalmacen_destino) !== '')
    .sort((a, b) => Number(b.idtecnico === tecnico.idtecnico) - Number(a.idtecnico === tecnico.idtecnico) || porId(a, b, 'idpedidocli'))
    .find((x) => {
      const [l] = lineasDe(antes, x.idpedidocli);
      return l !== undefined && numero(l.servidas) === 0 && numero(l.unidades) >= 2 && existencias(antes, central, texto(l.idarticulo)) >= numero(l.unidades);
    });
  if (!pedido) throw new Error('la demo no tiene un pedido de técnico pendiente que se pueda servir');
  const idpedidocli = texto(pedido.idpedidocli);
  const numeroPedido = texto(pedido.numero);
  const furgoneta = texto(pedido.idalmacen_destino);
  const lineas = lineasDe(antes, idpedidocli);
  const [linea, ...otras] = lineas;
  if (!linea) throw new Error('sin línea');
  const idl = texto(linea.idlpedidocli);
  const idarticulo = texto(linea.idarticulo);
  const descripcion = texto(linea.descripcion);
  const unidades = numero(linea.unidades);
  const conSerie = linea.con_numero_serie === true;
  const articulo = antes.get('articulo')?.get(idarticulo);
  const codigo = texto(articulo?.codigo);
  const nombreFurgoneta = texto(antes.get('almacen')?.get(furgoneta)?.nombre);
  const centralAntes = existencias(antes, central, idarticulo);
  const furgonetaAntes = existencias(antes, furgoneta, idarticulo);
  const series = Array.from({ length: unidades }, (_, i) => `E2E-${sello}-${i + 1}`);

  const { contexto, pagina: p } = await navegadorAlmacen(browser);
  const pedidos = new PaginaPedidos(p);

  await test.step('la lista: lo pendiente primero, buscar por número y filtrar por tipo', async () => {
    const lista = new PaginaLista(p, 'Pedidos');
    await pedidos.abrirLista();
    await expect(lista.filas.first()).toBeVisible();
    const situaciones = await lista.columna('situacion');
    const primeraServida = situaciones.indexOf('Servido');
    // Ninguno por servir después del primero servido entero.
    if (primeraServida >= 0) expect(situaciones.slice(primeraServida).every((s) => s === 'Servido')).toBe(true);
    await lista.filtrar({ Tipo: 'Técnico' });
    // La lista se vuelve a pintar con el filtro: se espera a que solo queden los de técnico.
    await expect.poll(async () => [...new Set(await lista.columna('tipo'))]).toEqual(['Técnico']);
    await lista.buscar(numeroPedido);
    await expect(lista.filas).toHaveCount(1);
    await expect(lista.filas.first()).toContainText('Pendiente');
    await lista.filas.first().getByRole('link', { name: numeroPedido, exact: true }).click();
    await pedidos.esperarServir(numeroPedido);
    await expect.poll(() => pedidos.cifrasLinea(descripcion)).toEqual([String(unidades), '0', String(unidades), String(centralAntes)]);
  });

  await test.step('sin red: sirve 1 unidad de la primera línea desde su pantalla', async () => {
    await contexto.setOffline(true);
    proxy.rechazar(true);
    proxy.cortar();
    await pedidos.lineas.getByRole('link', { name: `Servir solo ${descripcion}`, exact: true }).click();
    await expect(p.getByRole('heading', { name: `Servir una línea del pedido ${numeroPedido}`, level: 1 })).toBeVisible();
    await expect(pedidos.unidades(descripcion)).toHaveValue(String(unidades));
    await pedidos.unidades(descripcion).fill('1');
    if (conSerie) {
      // Sin número de serie no se puede: el mismo mensaje que el mutador.
      await pedidos.servir.click();
      await expect(p.getByText(MENSAJES_PEDIDOS.series(descripcion, 1, 0)).first()).toBeVisible();
      await expect(pedidos.dialogo).toBeHidden();
      await pedidos.series(descripcion).fill(series[0] ?? '');
    }
    await pedidos.servirYConfirmar('Línea servida');
    await expect(pedidos.filasEntregas()).toHaveCount(1);
    await expect(pedidos.filasEntregas().first()).toContainText('Pendiente de subir');
    if (conSerie) await expect(pedidos.filasEntregas().first()).toContainText(series[0] ?? '');
    await expect.poll(() => pedidos.cifrasLinea(descripcion)).toEqual([String(unidades), '1', String(unidades - 1), String(centralAntes - 1)]);
    expect((await colaLocal(p)).map((e) => e.metodo)).toEqual(['pedido.servirSync']);
  });

  await test.step('el resto desde el pedido entero (las demás líneas a 0)', async () => {
    await p.getByRole('link', { name: 'Servir el pedido entero', exact: true }).click();
    await pedidos.esperarServir(numeroPedido);
    for (const o of otras) if (pendiente(o) > 0) await pedidos.unidades(texto(o.descripcion)).fill('0');
    await expect(pedidos.unidades(descripcion)).toHaveValue(String(unidades - 1));
    if (conSerie) await pedidos.series(descripcion).fill(series.slice(1).join('\n'));
    await pedidos.servirYConfirmar('Pedido servido');
    await expect(pedidos.filasEntregas()).toHaveCount(2);
    await expect(pedidos.filaLinea(descripcion)).toContainText('Servida entera');
    await expect(pedidos.filaLinea(descripcion).getByRole('link')).toHaveCount(0);
    await expect.poll(() => pedidos.cifrasLinea(descripcion)).toEqual([String(unidades), String(unidades), '0', String(centralAntes - unidades)]);
  });

  await test.step('vuelve la red: la cola se vacía', async () => {
    proxy.rechazar(false);
    await contexto.setOffline(false);
    await expect.poll(async () => (await colaLocal(p)).length, { timeout: 120_000 }).toBe(0);
    await expect(pedidos.filasEntregas().filter({ hasText: 'Pendiente de subir' })).toHaveCount(0, { timeout: 60_000 });
  });

  await test.step('el servidor: cada entrega una vez, sus movimientos, las existencias, lo servido y la situación', async () => {
    const despues = await descargaCompleta(servidor.url, token);
    const entregas = activos(despues, 'entregapedido').filter((e) => e.idpedidocli === idpedidocli);
    expect(entregas).toHaveLength(2);
    expect(entregas.every((e) => e.idlpedidocli === idl && e.idalmacen === central && e.idarticulo === idarticulo && texto(e.recibido) !== '')).toBe(true);
    expect(entregas.map((e) => numero(e.unidades)).sort((a, b) => a - b)).toEqual([1, unidades - 1].sort((a, b) => a - b));
    const seriesServidas = entregas.flatMap((e) => (Array.isArray(e.numeros_serie) ? e.numeros_serie.map(texto) : []));
    expect(seriesServidas.sort()).toEqual(conSerie ? [...series].sort() : []);

    const movimientos = despues.get('movimientostock');
    for (const e of entregas) {
      expect(movimientos?.get(texto(e.idmovimiento_salida))).toMatchObject({ idalmacen: central, idarticulo, unidades: -numero(e.unidades), motivo: 'pedido', estado: 1 });
      expect(movimientos?.get(texto(e.idmovimiento_entrada))).toMatchObject({ idalmacen: furgoneta, idarticulo, unidades: numero(e.unidades), motivo: 'pedido', estado: 1 });
    }
    const delPedido = activos(despues, 'movimientostock').filter((m) => m.motivo === 'pedido' && texto(m.descripcion).startsWith(`Pedido ${numeroPedido}`));
    expect(delPedido).toHaveLength(4);

    expect(existencias(despues, central, idarticulo)).toBe(centralAntes - unidades);
    expect(existencias(despues, furgoneta, idarticulo)).toBe(furgonetaAntes + unidades);
    const lineasDespues = lineasDe(despues, idpedidocli);
    expect(lineasDespues.find((l) => l.idlpedidocli === idl)).toMatchObject({ servidas: unidades });
    for (const o of otras) expect(lineasDespues.find((l) => l.idlpedidocli === o.idlpedidocli)).toMatchObject({ servidas: numero(o.servidas) });
    const situacion = situacionPedido(lineasDespues.map((l) => ({ unidades: numero(l.unidades), servidas: numero(l.servidas), estado: numero(l.estado) })));
    expect(situacion).toBe(otras.some((o) => pendiente(o) > 0) ? 'parcial' : 'servido');
    expect(despues.get('pedidocli')?.get(idpedidocli)).toMatchObject({ situacion });
  });

  await test.step('el stock del almacén: la furgoneta con la cifra nueva y sus movimientos del pedido', async () => {
    await p.goto('/app/vehiculos/stock');
    await expect(p.getByRole('heading', { name: 'Stock de los almacenes', level: 1 })).toBeVisible();
    await expect(p.getByLabel('Almacén', { exact: true })).toHaveValue(central);
    await p.getByLabel('Almacén', { exact: true }).selectOption(furgoneta);
    const fila = p.locator('table tbody tr').filter({ has: p.getByRole('rowheader', { name: `${codigo} · ${descripcion}`, exact: true }) });
    await expect(fila.getByRole('cell').first()).toHaveText(String(furgonetaAntes + unidades));
    await fila.getByRole('button', { name: `Ver los movimientos de ${codigo}` }).click();
    const detalle = p.getByRole('region', { name: `Movimientos de ${codigo} · ${descripcion} en ${nombreFurgoneta}` });
    const delPedido = detalle.locator('tbody tr').filter({ hasText: `Pedido ${numeroPedido}` });
    await expect(delPedido).toHaveCount(2);
    // Fecha, motivo, unidades (con su signo), descripción y «sin existencias».
    const cifras = async () => (await delPedido.all()).map(async (f) => (await f.getByRole('cell').nth(2).innerText()).trim());
    await expect.poll(async () => (await Promise.all(await cifras())).sort()).toEqual(['+1', `+${unidades - 1}`].sort());
    await expect(delPedido.first()).toContainText('Pedido');
  });

  // Si el pedido fuera de otro técnico, basta con las existencias de su furgoneta en el servidor (arriba).
  if (pedido.idtecnico !== tecnico.idtecnico) return;
  await test.step('el técnico, al entrar, ve la cifra nueva de su furgoneta', async () => {
    const contextoTecnico = await browser.newContext({ baseURL: entorno.actual.urlNavegador });
    try {
      await activarDepuracion(contextoTecnico);
      const t = await entrar(contextoTecnico, 'tecnico');
      const vehiculo = new PaginaVehiculo(t);
      await vehiculo.abrirStock();
      const fila = vehiculo.fila(`${codigo} · `);
      await expect(fila.getByRole('cell').first()).toHaveText(String(furgonetaAntes + unidades));
      await expect(fila.getByRole('cell').nth(1)).toHaveText(String(centralAntes - unidades));
    } finally {
      await contextoTecnico.close();
    }
  });
});
