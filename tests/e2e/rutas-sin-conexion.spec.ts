/**
 * Arranque ligero y pantallas bajo demanda (issue 12, punto 7): cada pantalla es un chunk que se carga al
 * abrirla, y el service worker los guarda todos al instalarse. Se entra una vez con conexión (solo la
 * entrada y el menú), se corta la red y se abren, escribiendo la dirección, pantallas de cada app que no
 * se habían visitado: todas se ven, ninguna dice que no se pudo cargar. Y el arranque no trae el código
 * de las pantallas ni de leaflet, jsQR, pdf-lib o signature_pad.
 */
import { expect, test, type Page } from '@playwright/test';
import { PaginaLogin } from './paginas/login';
import { usarServidor } from './soporte/entorno';
import { activarDepuracion, esperarServiceWorker, esperarVigia, estadoMotor, partesLocales } from './soporte/navegador';

const entorno = usarServidor({ nombre: 'rutas-sin-conexion', bd: 'pglite' });

/** Un id cualquiera de una colección local (modo depuración). */
const primerId = (pagina: Page, coleccion: 'cliente' | 'sistema' | 'clientepotencial' | 'operacioncrm' | 'cita' | 'presupuestocli' | 'contrato' | 'puestoservicio' | 'llavero', clave: string): Promise<string> =>
  pagina.evaluate(
    async ([c, k]) => {
      const vigia = window.vigia;
      if (!vigia) throw new Error('window.vigia no está disponible');
      const doc = await vigia.db[c].findOne().exec();
      const id: unknown = doc?.get(k);
      if (typeof id !== 'string') throw new Error(`no hay ningún documento en ${c}`);
      return id;
    },
    [coleccion, clave] as const,
  );

test('sin haberlas visitado, las pantallas de cada app se abren sin red; el arranque no trae su código', async ({ browser }) => {
  test.setTimeout(8 * 60_000);
  const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador });
  await activarDepuracion(contexto);
  const pagina = await contexto.newPage();

  const login = new PaginaLogin(pagina);
  await login.abrir();
  await expect(pagina).toHaveTitle('Iniciar sesión · Vigía');
  await login.iniciarSesion('admin');
  await expect(pagina.getByRole('heading', { name: 'Menú principal' })).toBeVisible();
  await test.step('tras entrar, el foco está en el contenido y el título dice la pantalla', async () => {
    await expect(pagina.locator('main#contenido')).toBeFocused();
    await expect(pagina).toHaveTitle('Menú principal · Vigía');
  });
  await esperarVigia(pagina);

  await test.step('lo que la entrada y el menú necesitan (index.html) no trae pantallas ni bibliotecas grandes', async () => {
    // Lo estático del arranque: el script de entrada y sus modulepreload. Lo demás llega después de pintar
    // (la precarga en segundo plano), y eso no cuenta para abrir la entrada y el menú.
    // El index.html tal cual lo sirve el servidor (en el DOM, Vite añade luego un modulepreload por import()).
    const html = await pagina.evaluate(async () => (await fetch('/app/index.html', { cache: 'no-store' })).text());
    const arranque = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(arranque.length, 'index.html sin scripts').toBeGreaterThan(0);
    const prohibidos = /(leaflet|jsqr|pdf-lib|signature-pad|Screen)[-.]/i;
    expect(arranque.filter((s) => prohibidos.test(s)), arranque.join('\n')).toEqual([]);
  });

  await expect.poll(async () => (await estadoMotor(pagina)).ultimoPull !== null, { timeout: 240_000 }).toBe(true);
  const parte = (await partesLocales(pagina)).find((p) => p.estado === 1);
  if (!parte) throw new Error('la descarga inicial no trae partes pendientes');
  const idcliente = await primerId(pagina, 'cliente', 'idcliente');
  const idsistema = await primerId(pagina, 'sistema', 'idsistema');
  const idpotencial = await primerId(pagina, 'clientepotencial', 'idcliente_potencial');
  const idoperacion = await primerId(pagina, 'operacioncrm', 'idoperacioncrm');
  const idcita = await primerId(pagina, 'cita', 'idcita');
  const idpresupuesto = await primerId(pagina, 'presupuestocli', 'idpresupuestocli');
  const idcontrato = await primerId(pagina, 'contrato', 'idcontrato');
  const idpuesto = await primerId(pagina, 'puestoservicio', 'idpuesto_servicio');
  const idllavero = await primerId(pagina, 'llavero', 'idllavero');
  await esperarServiceWorker(pagina);

  await contexto.setOffline(true);
  const id = parte.idparte_trabajo;
  // El título donde se sabe; si no (null), cualquier título de pantalla que no sea de error.
  const rutas: [ruta: string, titulo: string | RegExp | null][] = [
    // tecnicos
    ['/app/partes/asignados', 'Partes asignados'],
    [`/app/partes/${id}`, new RegExp(parte.numero)],
    ['/app/ordenes/pendientes', 'Órdenes pendientes'],
    ['/app/offline/', 'Partes en el dispositivo'],
    ['/app/offline/sincronizacion', 'Sincronización'],
    ['/app/offline/ficheros', 'Ficheros en el dispositivo'],
    [`/app/offline/partes/${id}/material-instalar`, null],
    [`/app/offline/partes/${id}/resumen`, null],
    ['/app/tiempos/', null],
    ['/app/vehiculos/material-en-vehiculo', null],
    ['/app/planificacion/agenda', null],
    ['/app/movimientos-caja/', 'Movimientos de caja'],
    ['/app/movimientos-caja/add', 'Nuevo movimiento'],
    // comerciales
    ['/app/clientes/', 'Clientes'],
    ['/app/clientes/cartera', 'Mi cartera'],
    [`/app/clientes/${idcliente}/cuentas-bancarias`, null],
    [`/app/facturas/clientes/${idcliente}`, null],
    ['/app/clientes-potenciales/', 'Clientes potenciales'],
    [`/app/clientes-potenciales/${idpotencial}`, null],
    ['/app/clientes-potenciales/add', 'Nuevo cliente potencial'],
    ['/app/operaciones/abiertas', null],
    [`/app/operaciones/${idoperacion}/lineas`, 'Líneas de la operación'],
    ['/app/presupuestos/pendientes', 'Presupuestos pendientes'],
    [`/app/presupuestos/${idpresupuesto}/lineas`, 'Líneas'],
    [`/app/presupuestos/${idpresupuesto}/aceptar`, 'Aceptar presupuesto'],
    [`/app/presupuestos/${idpresupuesto}/operaciones`, 'Operaciones del presupuesto'],
    [`/app/documentacion/presupuestos/${idpresupuesto}`, 'Documentación'],
    ['/app/contratos/', 'Contratos'],
    [`/app/contratos/${idcontrato}/cuotas`, null],
    ['/app/citas/agenda', 'Agenda de citas'],
    [`/app/citas/${idcita}`, null],
    ['/app/empleados/', null],
    [`/app/clientes/${idcliente}`, null],
    ['/app/sistemas/', 'Sistemas'],
    [`/app/sistemas/${idsistema}`, null],
    [`/app/sistemas/${idsistema}/operaciones`, 'Operaciones del sistema'],
    [`/app/datos/${idsistema}/96`, null],
    // vigilantes y custodiaLlaves
    ['/app/puestos-servicio/', 'Puestos de servicio'],
    [`/app/puestos-servicio/${idpuesto}`, null],
    ['/app/cuadrantes/agenda', null],
    ['/app/rondas/rondas-programadas', null],
    ['/app/rondas/rondas-realizadas', 'Rondas realizadas'],
    ['/app/partes-novedad/', 'Partes de novedad'],
    ['/app/vigilantes/', 'Vigilantes'],
    ['/app/custodia-llaves/llaveros', 'Llaveros'],
    [`/app/custodia-llaves/llaveros/${idllavero}`, null],
    // presencia
    ['/app/presencia/', 'Fichajes'],
    ['/app/presencia/registrar-entrada-salida/entrada', 'Fichar entrada'],
    // todas
    ['/app/sincronizacion/', 'Sincronización'],
    ['/app/configuracion/cuenta', null],
  ];
  for (const [ruta, titulo] of rutas) {
    await test.step(`sin red: ${ruta}`, async () => {
      await pagina.goto(ruta);
      const h1 = titulo === null ? pagina.getByRole('heading', { level: 1 }) : pagina.getByRole('heading', { level: 1, name: titulo });
      await expect(h1.first(), ruta).toBeVisible({ timeout: 60_000 });
      await expect(pagina, ruta).toHaveTitle(`${(await h1.first().innerText()).replace(/\s+/g, ' ').trim()} · Vigía`);
      const textos = await pagina.getByRole('heading', { level: 1 }).allInnerTexts();
      expect(textos.filter((t) => /No se ha podido abrir|Se ha producido un error|Página no encontrada|no disponible/i.test(t)), ruta).toEqual([]);
    });
  }
  await contexto.close();
});
