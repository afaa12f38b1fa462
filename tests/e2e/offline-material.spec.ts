/**
 * Modo sin conexión, material (issue 5): el técnico descarga su trabajo, se queda sin red y, desde
 * /offline/, instala material de su furgoneta en un parte pendiente (ve bajar las existencias al
 * momento), instala una plantilla, sustituye un material del sistema por otro con número de serie nuevo,
 * añade una acción y la marca realizada y solicita material. Recarga sin red y todo sigue ahí. Al volver
 * la red la cola se vacía y el servidor (sync.pull como admin) tiene cada cambio exactamente una vez:
 * las líneas, las existencias de la furgoneta bajadas justo lo instalado, los movimientos, el material
 * viejo con estado 0 y el nuevo (con la ubicación modificada), la acción realizada, la solicitud y el
 * teléfono añadido y modificado. Las pantallas de consulta (catálogo, plantillas, almacenes, líneas de la
 * orden y escandallo) se abren sin red y enseñan las existencias ya descontadas.
 */
import { expect, test, type Page } from '@playwright/test';
import type { RespuestaSyncPull } from '../../replication/metodos';
import { claveDe, idStock, type Coleccion } from '../../schemas';
import { PaginaLogin } from './paginas/login';
import { PaginaAcciones, PaginaInstalarMaterial, PaginaMaterialAfectado, PaginaParteOffline, PaginaPartesOffline, PaginaPlantillaParte, PaginaSolicitudMaterial } from './paginas/offline';
import { PaginaColaSubida } from './paginas/sincronizacion';
import { delPadre, iniciarSesionApi, llamarRpc } from './soporte/api';
import { usarServidor } from './soporte/entorno';
import { activarDepuracion, colaLocal, esperarServiceWorker, esperarVigia } from './soporte/navegador';

const entorno = usarServidor({ nombre: 'offline-material', bd: 'pglite', proxy: true });

type Doc = Record<string, unknown>;

/** Todo lo que ve el usuario del token en el servidor: descarga completa con sync.pull, por 'coleccion:id'. */
const instantanea = async (url: string, token: string): Promise<Map<string, { coleccion: Coleccion; doc: Doc }>> => {
  const docs = new Map<string, { coleccion: Coleccion; doc: Doc }>();
  let checkpoint = 0;
  let cursor: string | null = null;
  for (let pagina = 0; pagina < 1000; pagina++) {
    const r = (await llamarRpc(url, token, 'sync.pull', { checkpoint, cursor, limite: 5000 })) as RespuestaSyncPull;
    for (const d of r.documentos) docs.set(`${d.coleccion}:${String(d.doc[claveDe(d.coleccion)])}`, d);
    for (const e of r.eliminados) docs.delete(`${e.coleccion}:${e.id}`);
    checkpoint = r.checkpoint;
    cursor = r.cursor;
    if (!r.hayMas) return docs;
  }
  throw new Error('sync.pull no termina tras 1000 páginas');
};

const de = (foto: Map<string, { coleccion: Coleccion; doc: Doc }>, coleccion: Coleccion, filtro: (d: Doc) => boolean): Doc[] =>
  [...foto.values()].filter((d) => d.coleccion === coleccion && filtro(d.doc)).map((d) => d.doc);

interface Escenario {
  parte: { id: string; numero: string; idorden: string; idcliente: string };
  material: { id: string; numserie: string; idsistema: string };
  van: string;
  articulo: { id: string; codigo: string; unidades: number };
  plantilla: { id: string; lineas: { idarticulo: string; unidades: number }[] };
  solicitud: { id: string; codigo: string };
}

/** Elige en la base local un parte pendiente del técnico con sistema y material con número de serie, un artículo de la furgoneta y la plantilla más corta. */
const elegirEscenario = (pagina: Page, idtecnico: string): Promise<Escenario | null> =>
  pagina.evaluate(async (idtec) => {
    const vigia = window.vigia;
    if (!vigia) throw new Error('window.vigia no está disponible');
    const { db } = vigia;
    const van = (await db.almacen.find().exec()).map((d) => d.toJSON()).find((a) => a.idtecnico === idtec);
    if (!van) return null;
    const stock = (await db.stock.find({ selector: { idalmacen: van.idalmacen } }).exec()).map((d) => d.toJSON());
    const articulos = new Map((await db.articulo.find().exec()).map((d) => [d.idarticulo, d.toJSON()]));
    const lplantillas = (await db.lplantillaarticulo.find().exec()).map((d) => d.toJSON()).filter((l) => l.estado > 0);
    const partes = (await db.partetrabajo.find({ selector: { estado: 1, idtecnico: idtec } }).exec()).map((d) => d.toJSON()).sort((a, b) => a.numero.localeCompare(b.numero));
    for (const p of partes) {
      if (!p.idsistema) continue;
      const materiales = (await db.materialsistema.find({ selector: { idsistema: p.idsistema } }).exec()).map((d) => d.toJSON());
      const m = materiales.filter((x) => x.estado > 0 && x.numserie).sort((a, b) => a.idmaterial_sistema.localeCompare(b.idmaterial_sistema))[0];
      if (!m?.numserie) continue;
      const enVan = stock.filter((s) => s.estado > 0 && s.unidades >= 3 && articulos.get(s.idarticulo)?.estado === 1).sort((a, b) => a.idarticulo.localeCompare(b.idarticulo));
      const elegido = enVan[0];
      const otro = enVan[1];
      const a = elegido ? articulos.get(elegido.idarticulo) : undefined;
      const b = otro ? articulos.get(otro.idarticulo) : undefined;
      if (!elegido || !a || !b) return null;
      const porPlantilla = new Map<string, { idarticulo: string; unidades: number }[]>();
      for (const l of lplantillas) porPlantilla.set(l.idplantilla_articulo, [...(porPlantilla.get(l.idplantilla_articulo) ?? []), { idarticulo: l.idarticulo, unidades: l.unidades }]);
      const [idplantilla, lineas] = [...porPlantilla.entries()].sort((x, y) => x[1].length - y[1].length)[0] ?? [];
      if (!idplantilla || !lineas) return null;
      return {
        parte: { id: p.idparte_trabajo, numero: p.numero, idorden: p.idorden_trabajo, idcliente: p.idcliente },
        material: { id: m.idmaterial_sistema, numserie: m.numserie, idsistema: p.idsistema },
        van: van.idalmacen,
        articulo: { id: a.idarticulo, codigo: a.codigo, unidades: elegido.unidades },
        plantilla: { id: idplantilla, lineas },
        solicitud: { id: b.idarticulo, codigo: b.codigo },
      };
    }
    return null;
  }, idtecnico);

/** Existencias locales de la furgoneta de unos artículos. */
const stockLocal = (pagina: Page, ids: string[]): Promise<Record<string, number>> =>
  pagina.evaluate(async (refs) => {
    const vigia = window.vigia;
    if (!vigia) throw new Error('window.vigia no está disponible');
    const docs = await vigia.db.stock.findByIds(refs).exec();
    return Object.fromEntries([...docs.values()].map((d) => [d.idstock, d.unidades]));
  }, ids);

/** Ids de las líneas locales del parte. */
const lineasLocales = (pagina: Page, idparte: string): Promise<string[]> =>
  pagina.evaluate(async (id) => {
    const vigia = window.vigia;
    if (!vigia) throw new Error('window.vigia no está disponible');
    return (await vigia.db.lpartetrabajo.find({ selector: { idparte_trabajo: id } }).exec()).map((d) => d.idlparte_trabajo).sort();
  }, idparte);

test('el técnico instala material, una plantilla, sustituye material, hace una acción y pide material sin conexión; al volver la red el servidor lo tiene una vez', async ({ browser }) => {
  test.setTimeout(10 * 60_000);
  const { servidor, proxy } = entorno.actual;
  if (!proxy) throw new Error('el entorno necesita el proxy');
  const sello = Date.now().toString(36);
  const { usuario } = await iniciarSesionApi(servidor.url, 'tecnico');
  const idtecnico = usuario.idtecnico;
  if (!idtecnico) throw new Error('el usuario tecnico de la demo no tiene idtecnico');

  const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador });
  await activarDepuracion(contexto);
  const pagina = await contexto.newPage();

  const escenario = await test.step('el técnico inicia sesión y su trabajo queda en el dispositivo', async () => {
    await new PaginaLogin(pagina).iniciarSesion('tecnico');
    await esperarServiceWorker(pagina);
    await esperarVigia(pagina);
    let e: Escenario | null = null;
    await expect
      .poll(async () => (e = await elegirEscenario(pagina, idtecnico)), { message: 'la descarga no trae un parte pendiente con material, furgoneta y plantillas', timeout: 180_000 })
      .not.toBeNull();
    if (!e) throw new Error('sin escenario');
    return e as Escenario;
  });
  const { parte, material, articulo, plantilla } = escenario;
  const instalados = new Map<string, number>([[articulo.id, 2]]);
  for (const l of plantilla.lineas) instalados.set(l.idarticulo, (instalados.get(l.idarticulo) ?? 0) + l.unidades);
  const refsStock = [...instalados.keys()].map((ida) => idStock(escenario.van, ida));

  const { token } = await iniciarSesionApi(servidor.url, 'admin');
  const antes = await instantanea(servidor.url, token);
  const lineasAntes = de(antes, 'lpartetrabajo', (d) => d.idparte_trabajo === parte.id).length;
  const movimientosAntes = de(antes, 'movimientostock', (d) => d.idparte_trabajo === parte.id).length;
  const stockAntes = new Map(refsStock.map((r) => [r, Number(antes.get(`stock:${r}`)?.doc.unidades ?? 0)]));
  expect(await stockLocal(pagina, refsStock), 'las existencias locales de la furgoneta son las del servidor').toEqual(Object.fromEntries(stockAntes));

  await contexto.setOffline(true);
  proxy.rechazar(true);
  proxy.cortar();

  await test.step('sin conexión: desde el menú, la lista de partes del dispositivo y la ficha del parte', async () => {
    await pagina.goto('/app/index');
    await pagina.getByRole('link', { name: /Modo sin conexión/ }).click();
    const lista = new PaginaPartesOffline(pagina);
    await expect(lista.titulo).toBeVisible();
    const ficha = await lista.abrirParte(parte.numero);
    await expect(pagina).toHaveURL(new RegExp(`/app/offline/partes/${parte.id}$`));
    await ficha.seccion('Instalar material');
  });

  const instalar = new PaginaInstalarMaterial(pagina);
  await test.step('instala 2 unidades de la furgoneta: avisa si no llegan y las existencias bajan al momento', async () => {
    await expect(instalar.titulo).toBeVisible();
    await expect(instalar.lineas).toHaveCount(lineasAntes);
    await expect(instalar.almacen).toHaveValue(escenario.van);
    await instalar.elegirArticulo(articulo.codigo, articulo.id);
    await expect(instalar.existencias).toHaveText(`Existencias en el almacén: ${articulo.unidades}`);
    await instalar.escribirUnidades(articulo.unidades + 1);
    await expect(instalar.avisoExistencias).toHaveText(`No hay existencias suficientes en el almacén (quedan ${articulo.unidades})`);
    await instalar.escribirUnidades(2);
    await expect(instalar.avisoExistencias).toBeHidden();
    await instalar.numserie.fill(`NS-${sello}-A`);
    await instalar.ubicacion.fill('Entrada');
    await instalar.instalar.click();
    await expect(instalar.lineas).toHaveCount(lineasAntes + 1);
    await instalar.elegirArticulo(articulo.codigo, articulo.id);
    await expect(instalar.existencias).toHaveText(`Existencias en el almacén: ${articulo.unidades - 2}`);
  });

  await test.step('instala la plantilla más corta desde la furgoneta', async () => {
    const locales = await stockLocal(pagina, refsStock);
    const faltan = plantilla.lineas.some((l) => {
      const necesarias = plantilla.lineas.filter((x) => x.idarticulo === l.idarticulo).reduce((s, x) => s + x.unidades, 0);
      return necesarias > (locales[idStock(escenario.van, l.idarticulo)] ?? 0);
    });
    await new PaginaParteOffline(pagina).abrir(parte.id);
    await new PaginaParteOffline(pagina).seccion('Instalar plantilla');
    const p = new PaginaPlantillaParte(pagina);
    await expect(p.titulo).toBeVisible();
    await p.plantilla.selectOption(plantilla.id);
    await expect(p.almacen).toHaveValue(escenario.van);
    await expect(pagina.getByRole('region', { name: 'Tabla: Artículos de la plantilla' }).getByRole('row')).toHaveCount(plantilla.lineas.length + 1);
    if (faltan) await expect(p.aviso).toBeVisible();
    else await expect(p.aviso).toBeHidden();
    await p.instalar.click();
    if (faltan) {
      const dialogo = pagina.getByRole('dialog', { name: 'Confirmación' });
      await expect(dialogo).toContainText('No hay existencias suficientes');
      await dialogo.getByRole('button', { name: 'Aceptar' }).click();
    }
    await expect(p.lineasParte).toHaveCount(lineasAntes + 1 + plantilla.lineas.length);
    // Un mismo cambio escribe colección a colección (tx-rxdb.ts): la línea puede verse unos milisegundos
    // antes que las existencias de la última.
    const esperadas = Object.fromEntries(refsStock.map((r) => [r, (stockAntes.get(r) ?? 0) - (instalados.get(r.slice(escenario.van.length + 1)) ?? 0)]));
    await expect.poll(() => stockLocal(pagina, refsStock), { message: 'existencias locales tras la plantilla', timeout: 10_000 }).toEqual(esperadas);
  });

  const numserieNuevo = `NS-${sello}-S`;
  await test.step('sustituye un material del sistema por otro con número de serie nuevo', async () => {
    await new PaginaParteOffline(pagina).abrir(parte.id);
    await new PaginaParteOffline(pagina).seccion('Material afectado');
    const m = new PaginaMaterialAfectado(pagina);
    await expect(m.titulo).toBeVisible();
    await m.sustituir(material.numserie, numserieNuevo);
    await expect(m.botonSustituir(material.numserie)).toHaveCount(0);
    await m.buscar.fill(numserieNuevo);
    await expect(m.botonSustituir(numserieNuevo)).toHaveCount(1);
  });

  const accion = `Revisión de baterías ${sello}`;
  await test.step('añade una acción y la marca realizada', async () => {
    await new PaginaParteOffline(pagina).abrir(parte.id);
    await new PaginaParteOffline(pagina).seccion('Acciones');
    const a = new PaginaAcciones(pagina);
    await expect(a.titulo).toBeVisible();
    await a.nueva(accion);
    await expect(a.estado(accion)).toHaveValue('1');
    await a.estado(accion).selectOption('2');
    await expect(a.estado(accion)).toHaveValue('2');
  });

  const observacionSolicitud = `Para el parte ${parte.numero} (${sello})`;
  await test.step('solicita material', async () => {
    await new PaginaParteOffline(pagina).abrir(parte.id);
    await new PaginaParteOffline(pagina).seccion('Solicitud de material');
    const s = new PaginaSolicitudMaterial(pagina);
    await expect(s.titulo).toBeVisible();
    await s.buscar.fill(escenario.solicitud.codigo);
    await s.articulo.selectOption(escenario.solicitud.id);
    await s.unidades.fill('3');
    await s.observaciones.fill(observacionSolicitud);
    await s.solicitar.click();
    await expect(s.fila(observacionSolicitud)).toHaveCount(1);
  });

  await test.step('catálogo, plantillas, almacenes, líneas de la orden y escandallo, sin red', async () => {
    const quedan = (stockAntes.get(idStock(escenario.van, articulo.id)) ?? 0) - (instalados.get(articulo.id) ?? 0);
    await new PaginaPartesOffline(pagina).abrir();
    await pagina.getByRole('link', { name: 'Artículos', exact: true }).click();
    await expect(pagina.getByRole('heading', { name: 'Artículos', level: 1, exact: true })).toBeVisible();
    await pagina.getByRole('searchbox', { name: 'Buscar', exact: true }).fill(articulo.codigo);
    const fila = pagina.getByRole('row').filter({ hasText: articulo.codigo });
    await expect(fila).toHaveCount(1);
    await expect(fila.locator('td.col-furgoneta')).toHaveText(String(quedan));

    await pagina.goto('/app/offline/plantillas-articulos');
    await expect(pagina.getByRole('heading', { name: 'Plantillas de artículos', level: 1 })).toBeVisible();
    await expect(pagina.getByRole('heading', { level: 2 })).not.toHaveCount(0);

    await pagina.goto(`/app/offline/partes/${parte.id}/almacenes`);
    await expect(pagina.getByRole('heading', { name: 'Almacenes', level: 1, exact: true })).toBeVisible();
    await expect(pagina.getByRole('row').filter({ has: pagina.getByRole('rowheader', { name: new RegExp(`^${articulo.codigo} `) }) }).getByRole('cell').first()).toHaveText(String(quedan));

    await new PaginaParteOffline(pagina).abrir(parte.id);
    await new PaginaParteOffline(pagina).seccion('Líneas de la orden');
    await expect(pagina).toHaveURL(new RegExp(`/app/offline/ordenes/${parte.idorden}/lineas$`));
    await expect(pagina.getByRole('heading', { name: 'Líneas de la orden', level: 1 })).toBeVisible();
    const escandallos = pagina.getByRole('navigation', { name: 'Escandallo' }).getByRole('link');
    if ((await escandallos.count()) > 0) {
      await escandallos.first().click();
      await expect(pagina.getByRole('heading', { name: 'Escandallo', level: 1 })).toBeVisible();
    } else {
      await expect(pagina.getByText('La orden no tiene líneas')).toBeVisible();
    }
  });

  const ubicacionNueva = `Pasillo ${sello}`;
  await test.step('modifica la ubicación del material nuevo', async () => {
    await pagina.goto(`/app/offline/partes/${parte.id}/material-afectado`);
    const m = new PaginaMaterialAfectado(pagina);
    await m.buscar.fill(numserieNuevo);
    await m.fila(numserieNuevo).getByRole('link', { name: /^Modificar/ }).click();
    await expect(pagina.getByRole('heading', { name: 'Modificar material del sistema', level: 1 })).toBeVisible();
    await pagina.getByLabel('Ubicación').fill(ubicacionNueva);
    await pagina.getByRole('button', { name: 'Guardar' }).click();
    await expect(pagina.getByText('Cambios guardados')).toBeVisible();
  });

  const descripcionTelefono = `Móvil del encargado ${sello}`;
  await test.step('añade un teléfono al cliente y lo modifica', async () => {
    await new PaginaParteOffline(pagina).abrir(parte.id);
    await new PaginaParteOffline(pagina).seccion('Teléfonos del cliente');
    await expect(pagina).toHaveURL(new RegExp(`/app/offline/clientes/${parte.idcliente}/telefonos$`));
    await expect(pagina.getByRole('heading', { name: /^Teléfonos de / })).toBeVisible();
    await pagina.getByRole('button', { name: 'Añadir teléfono' }).click();
    await pagina.getByLabel('Número').fill('600 11 22 33');
    await pagina.getByLabel('Descripción').fill(descripcionTelefono);
    await pagina.getByRole('button', { name: 'Guardar' }).click();
    const fila = pagina.getByRole('row').filter({ hasText: descripcionTelefono });
    await expect(fila).toHaveCount(1);
    await expect(pagina.getByRole('heading', { name: 'Nuevo teléfono' })).toBeHidden();
    await fila.getByRole('button', { name: /^Modificar/ }).click();
    await pagina.getByLabel('Número').fill('600 99 88 77');
    await pagina.getByRole('button', { name: 'Guardar' }).click();
    await expect(fila).toContainText('600 99 88 77');
  });

  const lineasDispositivo = await lineasLocales(pagina, parte.id);
  expect(lineasDispositivo).toHaveLength(lineasAntes + 1 + plantilla.lineas.length);
  expect((await colaLocal(pagina)).map((e) => e.metodo)).toEqual([
    'parteTrabajo.instalarMaterialSync',
    'parteTrabajo.instalarPlantillaSync',
    'materialSistema.sustituirSync',
    'accionEjec.insertSync',
    'accionEjec.updateSync',
    'solicitudMaterial.insertSync',
    'materialSistema.updateSync',
    'telefono.insertSync',
    'telefono.updateSync',
  ]);

  await test.step('recarga sin conexión: todo sigue en el dispositivo', async () => {
    await pagina.reload();
    await esperarVigia(pagina);
    await instalar.abrir(parte.id);
    await expect(instalar.lineas).toHaveCount(lineasAntes + 1 + plantilla.lineas.length);
    await pagina.goto(`/app/offline/partes/${parte.id}/acciones`);
    await expect(new PaginaAcciones(pagina).estado(accion)).toHaveValue('2');
    await pagina.goto(`/app/offline/partes/${parte.id}/material-afectado`);
    const m = new PaginaMaterialAfectado(pagina);
    await m.buscar.fill(numserieNuevo);
    await expect(m.botonSustituir(numserieNuevo)).toHaveCount(1);
    await pagina.goto(`/app/offline/partes/${parte.id}/solicitud-material`);
    await expect(new PaginaSolicitudMaterial(pagina).fila(observacionSolicitud)).toHaveCount(1);
  });

  await test.step('vuelve la conexión: la cola se vacía', async () => {
    const cola = new PaginaColaSubida(pagina);
    await cola.abrir();
    proxy.rechazar(false);
    await contexto.setOffline(false);
    await cola.esperarVacia();
  });
  await contexto.close();

  await test.step('en el servidor (sync.pull como admin), cada cambio una vez', async () => {
    const despues = await instantanea(servidor.url, token);
    const lineas = de(despues, 'lpartetrabajo', (d) => d.idparte_trabajo === parte.id);
    expect(lineas.map((l) => String(l.idlparte_trabajo)).sort(), 'las líneas del parte son las del dispositivo').toEqual(lineasDispositivo);
    expect(lineas).toHaveLength(lineasAntes + 1 + plantilla.lineas.length);
    const nueva = lineas.find((l) => l.numserie === `NS-${sello}-A`);
    expect(nueva).toMatchObject({ idarticulo: articulo.id, unidades: 2, estado: 1 });

    const movimientos = de(despues, 'movimientostock', (d) => d.idparte_trabajo === parte.id);
    // La pieza que sustituye sale de la furgoneta: un movimiento más, de una unidad.
    const sustitucion = movimientos.filter((mv) => String(mv.descripcion).startsWith('Sustitución de'));
    expect(sustitucion).toHaveLength(1);
    expect(sustitucion[0]).toMatchObject({ unidades: -1, idalmacen: escenario.van, motivo: 'instalacion' });
    const idSustituido = String(sustitucion[0]?.idarticulo);
    for (const r of refsStock) {
      const ida = r.slice(escenario.van.length + 1);
      const esperado = (stockAntes.get(r) ?? 0) - (instalados.get(ida) ?? 0) - (ida === idSustituido ? 1 : 0);
      expect(Number(despues.get(`stock:${r}`)?.doc.unidades), `existencias de ${r} en el servidor`).toBe(esperado);
    }

    expect(movimientos).toHaveLength(movimientosAntes + 1 + plantilla.lineas.length + 1);
    const nuevos = movimientos.filter((mv) => !antes.has(`movimientostock:${String(mv.idmovimiento_stock)}`));
    expect(nuevos.reduce((s, mv) => s + Number(mv.unidades), 0)).toBe(-[...instalados.values()].reduce((s, n) => s + n, 0) - 1);
    expect(nuevos.every((mv) => mv.idalmacen === escenario.van && mv.motivo === 'instalacion')).toBe(true);

    // El material del sistema no baja a la oficina con lo demás (decisión 90): se pide el de su sistema.
    const materialSistema = await delPadre(servidor.url, token, 'materialsistema', material.idsistema);
    expect(materialSistema.get(material.id)?.estado, 'el material sustituido queda con estado 0').toBe(0);
    const sustituto = [...materialSistema.values()].filter((d) => d.numserie === numserieNuevo);
    expect(sustituto).toHaveLength(1);
    expect(sustituto[0]).toMatchObject({ idsistema: material.idsistema, estado: 1, ubicacion: ubicacionNueva });

    const acciones = de(despues, 'accionejec', (d) => d.idparte_trabajo === parte.id);
    expect(acciones.filter((a) => a.descripcion === accion).map((a) => a.estado)).toEqual([2]);
    expect(acciones.filter((a) => String(a.descripcion).startsWith('Sustitución de') && String(a.descripcion).includes(numserieNuevo)).map((a) => a.estado)).toEqual([2]);

    const solicitudes = de(despues, 'solicitudmaterial', (d) => d.observaciones === observacionSolicitud);
    expect(solicitudes).toHaveLength(1);
    expect(solicitudes[0]).toMatchObject({ idparte_trabajo: parte.id, idarticulo: escenario.solicitud.id, unidades: 3, estado: 1 });

    const telefonos = de(despues, 'telefono', (d) => d.descripcion === descripcionTelefono);
    expect(telefonos).toHaveLength(1);
    expect(telefonos[0]).toMatchObject({ idcliente: parte.idcliente, numero: '600 99 88 77', estado: 1 });
  });
});
