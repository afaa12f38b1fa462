/**
 * La furgoneta y los datos personalizados de punta a punta en Chromium contra el servidor con la demo:
 * el técnico entra con red y se queda sin ella; ve el material de su furgoneta (con búsqueda), descarga
 * parte de ella en el almacén central (un artículo con una unidad, otro con más de las que constan: aviso
 * antes de confirmar y 'Confirmación'), ve el negativo 'por conciliar' en el stock y, en un sistema suyo,
 * rellena los datos personalizados (error 'No puede ser mayor a 12 caracteres.' y 'Campo requerido'
 * antes de guardar). También devuelve a la furgoneta el material de un parte que salió y no se instaló
 * (sin poder devolver más de lo que sobra). Vuelve la red, la cola se vacía y el servidor (como admin) tiene las existencias
 * de la furgoneta y del central coherentes (la suma se conserva), cuatro movimientos de descarga una sola
 * vez (la salida sin existencias marcada) y los datos del sistema.
 */
import { expect, test, type Page } from '@playwright/test';
import { idDato } from '../../schemas/dato';
import { idStock } from '../../schemas';
import { PaginaLogin } from './paginas/login';
import { PaginaColaSubida } from './paginas/sincronizacion';
import { PaginaDatos, PaginaVehiculo } from './paginas/vehiculos-datos';
import { descargaCompleta, iniciarSesionApi, type DescargaCompleta } from './soporte/api';
import { usarServidor } from './soporte/entorno';
import { activarDepuracion, esperarServiceWorker, esperarVigia, estadoMotor, partesLocales } from './soporte/navegador';

const entorno = usarServidor({ nombre: 'vehiculos-datos', bd: 'pglite', proxy: true });

const IDTABLA_SISTEMA = 96;

interface Escenario {
  van: { id: string; nombre: string };
  central: { id: string; nombre: string };
  /** Artículos de la furgoneta con más de una unidad (código, id, unidades), los tres primeros por código. */
  articulos: { id: string; codigo: string; unidades: number }[];
  idsistema: string;
}

/** La furgoneta del técnico, el central de su delegación, dos artículos con existencias y un sistema suyo, del dispositivo. */
const escenario = (pagina: Page, idtecnico: string | null): Promise<Escenario> =>
  pagina.evaluate(async (idtecnico) => {
    const vigia = window.vigia;
    if (!vigia) throw new Error('window.vigia no está disponible');
    const almacenes = (await vigia.db.almacen.find().exec()).map((a) => a.toJSON());
    const van = almacenes.find((a) => a.tipo === 'vehiculo' && a.idtecnico === idtecnico);
    if (!van) throw new Error('el técnico no tiene furgoneta');
    const central = almacenes
      .filter((a) => a.tipo === 'central' && a.iddelegacion === van.iddelegacion && a.estado > 0)
      .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'))[0];
    if (!central) throw new Error('la delegación no tiene almacén central');
    const stock = (await vigia.db.stock.find({ selector: { idalmacen: { $eq: van.idalmacen } } }).exec()).filter((s) => s.unidades > 1 && s.estado > 0);
    const articulos = await vigia.db.articulo.findByIds(stock.map((s) => s.idarticulo)).exec();
    const lista = stock
      .flatMap((s) => {
        const a = articulos.get(s.idarticulo);
        return a ? [{ id: a.idarticulo, codigo: a.codigo, unidades: s.unidades }] : [];
      })
      .sort((a, b) => a.codigo.localeCompare(b.codigo))
      .slice(0, 3);
    const sistema = (await vigia.db.sistema.find({ selector: { estado: { $gt: 0 } }, sort: [{ idsistema: 'asc' }] }).exec())[0];
    if (!sistema) throw new Error('el técnico no tiene sistemas');
    return { van: { id: van.idalmacen, nombre: van.nombre }, central: { id: central.idalmacen, nombre: central.nombre }, articulos: lista, idsistema: sistema.idsistema };
  }, idtecnico);

const unidadesEn = (d: DescargaCompleta, idalmacen: string, idarticulo: string): number => Number(d.get('stock')?.get(idStock(idalmacen, idarticulo))?.unidades ?? 0);

test('sin conexión: descarga parte de la furgoneta y rellena los datos de un sistema; al volver la red el servidor lo tiene coherente y una vez', async ({ browser }) => {
  test.setTimeout(6 * 60_000);
  const { servidor, proxy } = entorno.actual;
  if (!proxy) throw new Error('el entorno necesita el proxy');
  const inicioPrueba = new Date().toISOString();
  const admin = await iniciarSesionApi(servidor.url, 'admin');
  const tecnico = await iniciarSesionApi(servidor.url, 'tecnico');

  const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador });
  await activarDepuracion(contexto);
  const pagina = await contexto.newPage();
  await new PaginaLogin(pagina).iniciarSesion('tecnico');
  await esperarServiceWorker(pagina);
  await esperarVigia(pagina);
  await expect.poll(async () => (await estadoMotor(pagina)).ultimoPull, { message: 'la descarga inicial no termina', timeout: 180_000 }).not.toBeNull();

  const e = await escenario(pagina, tecnico.usuario.idtecnico);
  const [a, b, c] = e.articulos;
  if (!a || !b || !c) throw new Error('la furgoneta necesita tres artículos con más de una unidad');
  const parte = (await partesLocales(pagina)).find((p) => p.estado === 1 && p.idtecnico === tecnico.usuario.idtecnico);
  if (!parte) throw new Error('el técnico no tiene partes pendientes');
  const antes = await descargaCompleta(servidor.url, admin.token);
  const suma = (d: DescargaCompleta, idarticulo: string) => unidadesEn(d, e.van.id, idarticulo) + unidadesEn(d, e.central.id, idarticulo);
  expect(unidadesEn(antes, e.van.id, a.id)).toBe(a.unidades);

  await contexto.setOffline(true);
  proxy.rechazar(true);
  proxy.cortar();

  const vehiculo = new PaginaVehiculo(pagina);
  await test.step('material en el vehículo: lo que tiene, con búsqueda', async () => {
    await pagina.goto('/app/index');
    await pagina.getByRole('link', { name: 'Vehículo', exact: true }).click();
    await expect(pagina.getByRole('heading', { name: 'Material en el vehículo', level: 1 })).toBeVisible();
    await expect(vehiculo.fila(a.codigo)).toContainText(String(a.unidades));
    await vehiculo.busqueda.fill(b.codigo);
    await expect(vehiculo.filas).toHaveCount(1);
    await expect(vehiculo.fila(b.codigo)).toBeVisible();
  });

  const masDeLasQueHay = b.unidades + 2;
  await test.step('descargar: una unidad de un artículo y más de las que constan de otro (aviso y Confirmación)', async () => {
    await vehiculo.abrirDescargar();
    await expect(vehiculo.destino).toHaveValue(e.central.id);
    await expect(vehiculo.unidades(a.codigo)).toHaveValue(String(a.unidades));
    await vehiculo.descargarSolo(new Map([[a.codigo, 1], [b.codigo, masDeLasQueHay]]));
    await expect(vehiculo.avisoExistencias).toContainText(`en la furgoneta constan ${b.unidades}; la descarga quedará registrada sin existencias`);
    await vehiculo.unidades(a.codigo).fill('0');
    await vehiculo.descargar.click();
    await expect(pagina.getByText('Las unidades deben ser mayores que 0')).toBeVisible();
    await expect(vehiculo.dialogo).toHaveCount(0);
    await vehiculo.unidades(a.codigo).fill('1');
    await vehiculo.descargar.click();
    await expect(vehiculo.dialogo).toContainText(`¿Descargar 2 artículos (${masDeLasQueHay + 1} unidades) de ${e.van.nombre} en ${e.central.nombre}?`);
    await vehiculo.dialogo.getByRole('button', { name: 'Aceptar' }).click();
    await expect(pagina.getByText('Furgoneta descargada')).toBeVisible();
    // Sin red, las existencias del dispositivo ya lo reflejan y el formulario vuelve a empezar.
    await expect(vehiculo.unidades(a.codigo)).toHaveValue(String(a.unidades - 1));
    await expect(vehiculo.casilla(b.codigo)).toHaveCount(0);
  });

  await test.step('stock: el artículo en negativo, resaltado y por conciliar', async () => {
    await vehiculo.abrirStock();
    await expect(pagina.getByRole('alert').filter({ hasText: 'en negativo en la furgoneta' })).toBeVisible();
    await expect(vehiculo.fila(b.codigo)).toContainText('Negativo: por conciliar');
    await expect(vehiculo.fila(b.codigo)).toHaveClass(/fila-negativa/);
    await expect(vehiculo.porConciliar).toContainText(`Descarga de`);
  });

  await test.step('devolver el sobrante de un parte: salen 2 para el parte, la línea se queda en 1 y 1 vuelve a la furgoneta', async () => {
    // Preparación por la API de la app (las pantallas de instalar y de líneas tienen sus propias pruebas).
    await pagina.evaluate(async ({ idparte, idarticulo, idalmacen }) => {
      const vigia = window.vigia;
      if (!vigia) throw new Error('window.vigia no está disponible');
      const idlparte_trabajo = crypto.randomUUID();
      await vigia.db.mutate('parteTrabajo.instalarMaterialSync', {
        idparte_trabajo: idparte, idlparte_trabajo, idmovimiento_stock: crypto.randomUUID(), idarticulo, idalmacen, unidades: 2,
      });
      await vigia.db.mutate('lparteTrabajo.updateSync', { id: idlparte_trabajo, cambios: { unidades: 1 } });
    }, { idparte: parte.idparte_trabajo, idarticulo: c.id, idalmacen: e.van.id });
    await vehiculo.abrirDescargar();
    await pagina.getByRole('link', { name: `Parte ${parte.numero}`, exact: true }).click();
    await expect(pagina.getByRole('heading', { name: 'Devolver material de un parte', level: 1 })).toBeVisible();
    await expect(vehiculo.destino).toHaveValue(e.van.id);
    await expect(vehiculo.unidades(c.codigo)).toHaveValue('1');
    await vehiculo.unidades(c.codigo).fill('2');
    await pagina.getByRole('button', { name: 'Devolver', exact: true }).click();
    await expect(pagina.getByRole('alert').filter({ hasText: 'No sobran tantas unidades' })).toContainText('(sobran 1)');
    await vehiculo.unidades(c.codigo).fill('1');
    await pagina.getByRole('button', { name: 'Devolver', exact: true }).click();
    await expect(vehiculo.dialogo).toContainText(`¿Devolver 1 artículo (1 unidad) del parte ${parte.numero} a ${e.van.nombre}?`);
    await vehiculo.dialogo.getByRole('button', { name: 'Aceptar' }).click();
    await expect(pagina.getByText('Material devuelto')).toBeVisible();
    await expect(pagina.getByText('No sobra material de este parte')).toBeVisible();
  });

  const datos = new PaginaDatos(pagina);
  await test.step('datos personalizados del sistema: errores del formulario y guardar', async () => {
    await datos.abrir(e.idsistema, IDTABLA_SISTEMA);
    await datos.modificar.click();
    await expect(pagina.getByRole('heading', { name: 'Modificar datos personalizados', level: 1 })).toBeVisible();
    const abonado = datos.campo('Número de abonado CRA');
    await abonado.fill('ABCDEFGHIJKLMN');
    await expect(pagina.getByText('No puede ser mayor a 12 caracteres.')).toBeVisible();
    await abonado.fill('');
    await expect(pagina.getByText('Campo requerido')).toBeVisible();
    await abonado.fill('E2E-0001');
    await expect(pagina.getByText('Campo requerido')).toHaveCount(0);
    await datos.campo('Número de zonas').fill('16');
    await datos.campo('Proveedor de comunicaciones').selectOption('Orange');
    await datos.guardar.click();
    await expect(pagina.getByRole('heading', { name: 'Datos personalizados', level: 1 })).toBeVisible();
    await expect(datos.dato('Número de abonado CRA')).toHaveText('E2E-0001');
    await expect(datos.dato('Número de zonas')).toHaveText('16');
    await expect(datos.dato('Proveedor de comunicaciones')).toHaveText('Orange');
  });

  await test.step('vuelve la red: la cola se vacía sin fallos', async () => {
    const cola = new PaginaColaSubida(pagina);
    await cola.abrir();
    proxy.rechazar(false);
    await contexto.setOffline(false);
    await cola.esperarVacia(180_000);
    await expect(cola.fallidas).toHaveCount(0);
  });

  await test.step('el servidor: existencias coherentes, movimientos una vez y los datos del sistema', async () => {
    const despues = await descargaCompleta(servidor.url, admin.token);
    expect(unidadesEn(despues, e.van.id, a.id)).toBe(a.unidades - 1);
    expect(unidadesEn(despues, e.central.id, a.id)).toBe(unidadesEn(antes, e.central.id, a.id) + 1);
    expect(unidadesEn(despues, e.van.id, b.id)).toBe(b.unidades - masDeLasQueHay);
    expect(unidadesEn(despues, e.central.id, b.id)).toBe(unidadesEn(antes, e.central.id, b.id) + masDeLasQueHay);
    for (const x of [a, b]) expect(suma(despues, x.id)).toBe(suma(antes, x.id));
    // El parte: salen 2, se instala 1 y vuelve 1 a la furgoneta.
    expect(unidadesEn(despues, e.van.id, c.id)).toBe(c.unidades - 1);

    const nuevos = [...(despues.get('movimientostock')?.values() ?? [])].filter((m) => String(m.fecha) >= inicioPrueba);
    expect(nuevos.filter((m) => m.idparte_trabajo === parte.idparte_trabajo).map((m) => [m.motivo, m.idalmacen, m.unidades]).sort()).toEqual([
      ['descarga', e.van.id, 1], ['instalacion', e.van.id, -2],
    ]);
    const descargas = nuevos.filter((m) => m.motivo === 'descarga' && m.idparte_trabajo === null);
    expect(descargas).toHaveLength(4);
    const de = (idalmacen: string, idarticulo: string) => descargas.filter((m) => m.idalmacen === idalmacen && m.idarticulo === idarticulo);
    expect(de(e.van.id, a.id).map((m) => [m.unidades, m.sin_existencias])).toEqual([[-1, false]]);
    expect(de(e.central.id, a.id).map((m) => m.unidades)).toEqual([1]);
    expect(de(e.van.id, b.id).map((m) => [m.unidades, m.sin_existencias])).toEqual([[-masDeLasQueHay, true]]);
    expect(de(e.central.id, b.id).map((m) => [m.unidades, m.sin_existencias])).toEqual([[masDeLasQueHay, false]]);

    const dato = (idcampo: string) => despues.get('dato')?.get(idDato(IDTABLA_SISTEMA, e.idsistema, idcampo));
    expect(dato('1')).toMatchObject({ valor: 'E2E-0001', idtabla: IDTABLA_SISTEMA, id: e.idsistema });
    expect(dato('3')).toMatchObject({ valor: 16 });
    expect(dato('2')).toMatchObject({ valor: 'Orange' });
  });

  await contexto.close();
});
