/**
 * El día del técnico sin conexión (issue 5, «How it must be shown»), componiendo las pantallas que ya se
 * prueban por separado (offline-material, offline-cierre, partes-ordenes, ficheros, tecnico-offline):
 *
 * 1. El técnico entra con red (descarga completa y service worker), se queda sin red y en un parte
 *    pendiente con sistema y material instalado: cronómetro, dos artículos de la furgoneta, sustitución de
 *    un material del sistema con número de serie nuevo, una acción realizada y otra no realizada, una nota,
 *    una foto de la cámara falsa, una solicitud de material, un compañero, detiene el cronómetro, cobra
 *    121,00 €, resumen, firma (DNI válido, firma dibujada con el ratón) y finaliza con la opción 1. Recarga
 *    sin red (todo sigue igual), descarga el PDF y vuelve la red: la cola se vacía y el servidor tiene cada
 *    cosa una sola vez (cada idsync_upload de la cola en sync_aplicado una vez; cada documento nuevo una vez).
 * 2. El mismo día, corto (un material, cobro, firma), cerrado con la opción 4 hacia el técnico de
 *    `tecnico2`: al subir, el parte llega en vivo al dispositivo de tecnico2 (abierto desde antes, sin
 *    recargar) y sale del de tecnico.
 *
 * Servidor con PGlite (el PostgreSQL local lo reinician otras specs): sync_aplicado se mira al final, con el
 * servidor ya parado; por eso la prueba de la opción 4 va primero y la de la opción 1, que lo para, la última.
 */
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { claveDe, idStock, type Coleccion } from '../../schemas';
import { PaginaCobrar, PaginaCronometro, PaginaFinalizar, PaginaFirmar, PaginaResumen } from './paginas/cierre';
import { PaginaLogin } from './paginas/login';
import { PaginaAcciones, PaginaInstalarMaterial, PaginaMaterialAfectado, PaginaParteOffline, PaginaSolicitudMaterial } from './paginas/offline';
import { PaginaNotas, PaginaTecnicos } from './paginas/partes-ordenes';
import { PaginaColaSubida } from './paginas/sincronizacion';
import { delPadre, descargaCompleta, iniciarSesionApi, llamarRpc } from './soporte/api';
import { abrirPglite } from './soporte/bd';
import { argumentosCamaraFalsa, escribirVideoQr } from './soporte/camara';
import { usarServidor } from './soporte/entorno';
import type { ProxyTcp } from './soporte/proxy';
import {
  activarDepuracion,
  ARGUMENTOS_CHROMIUM,
  colaLocal,
  esperarServiceWorker,
  esperarVigia,
  estadoMotor,
  leerMarca,
  marcarPagina,
  partesLocales,
  RUTA_CHROMIUM,
  type EntradaColaLocal,
} from './soporte/navegador';

const entorno = usarServidor({ nombre: 'dia-offline', bd: 'pglite', proxy: true });

// Fuera de test-results/ (Playwright lo vacía al empezar).
const RUTA_VIDEO = join(tmpdir(), 'vigia-e2e-dia-offline', 'camara.y4m');
escribirVideoQr(RUTA_VIDEO, 'foto del día sin conexión');
test.use({ launchOptions: { executablePath: RUTA_CHROMIUM, args: [...ARGUMENTOS_CHROMIUM, ...argumentosCamaraFalsa(RUTA_VIDEO)] } });

const RECIBO = /^R\w+-\d{8}-[0-9A-F]{8}$/;
const EUROS_121 = '121,00\u00a0€';
const IDTABLA_PARTE = 269;

type Doc = Record<string, unknown>;
type Descarga = Map<Coleccion, Map<string, Doc>>;


const docs = (d: Descarga, c: Coleccion, filtro: (x: Doc) => boolean = () => true): Doc[] => [...(d.get(c)?.values() ?? [])].filter(filtro);
/** Los documentos de `despues` que no estaban en `antes` (creados durante la prueba). */
const nuevos = (antes: Descarga, despues: Descarga, c: Coleccion, filtro: (x: Doc) => boolean): Doc[] =>
  docs(despues, c, filtro).filter((x) => !antes.get(c)?.has(String(x[claveDe(c)])));

/** Cronometra las fases de una prueba y las imprime al final. */
class Fases {
  private readonly tiempos: [string, number][] = [];
  constructor(private readonly prefijo: string) {}
  async medir<T>(nombre: string, fn: () => Promise<T>): Promise<T> {
    const inicio = Date.now();
    const r = await test.step(nombre, fn);
    this.tiempos.push([nombre, Date.now() - inicio]);
    return r;
  }
  imprimir(extra: Record<string, unknown>): void {
    for (const [nombre, ms] of this.tiempos) console.log(`[${this.prefijo}] ${(ms / 1000).toFixed(1).padStart(6)} s  ${nombre}`);
    console.log(`[${this.prefijo}] ${JSON.stringify(extra)}`);
  }
}

/** Nuevo contexto, inicio de sesión con red, service worker y descarga inicial completa (ultimoPull). */
const entrarConDescarga = async (browser: Browser, usuario: string): Promise<{ contexto: BrowserContext; pagina: Page }> => {
  const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador, acceptDownloads: true });
  await activarDepuracion(contexto);
  const pagina = await contexto.newPage();
  await new PaginaLogin(pagina).iniciarSesion(usuario);
  await esperarServiceWorker(pagina);
  await esperarVigia(pagina);
  // Los partes bajan antes que los parámetros: la descarga inicial acaba cuando hay ultimoPull.
  await expect.poll(async () => (await estadoMotor(pagina)).ultimoPull, { message: `la descarga inicial de ${usuario} no termina`, timeout: 180_000 }).not.toBeNull();
  return { contexto, pagina };
};

const sinRed = async (contexto: BrowserContext, proxy: ProxyTcp): Promise<void> => {
  await contexto.setOffline(true);
  proxy.rechazar(true);
  proxy.cortar();
};

/** Vuelve la red y espera a que la cola de subida se vacíe sin fallos. */
const conRedYCola = async (contexto: BrowserContext, pagina: Page, proxy: ProxyTcp): Promise<void> => {
  const cola = new PaginaColaSubida(pagina);
  await cola.abrir();
  proxy.rechazar(false);
  await contexto.setOffline(false);
  await cola.esperarVacia(180_000);
  await expect(cola.fallidas).toHaveCount(0);
};

interface Escenario {
  parte: { id: string; numero: string; idorden: string };
  van: string;
  /** Artículos de la furgoneta con existencias (distintos del material a sustituir). */
  articulos: { id: string; codigo: string; unidades: number }[];
  material: { id: string; numserie: string; idsistema: string; idarticulo: string } | null;
  solicitud: { id: string; codigo: string };
  /** Acciones pendientes del parte con descripción única (para el combobox 'Estado de …'). */
  acciones: string[];
  companero: string;
}

/**
 * Elige en la base local un parte pendiente del técnico (de una orden pendiente, distinto de `excluir`, sin
 * `idcompanero` como compañero) con, si `conSistema`, un material con número de serie en su sistema; dos
 * artículos de la furgoneta con al menos 2 unidades y otro artículo para la solicitud.
 */
const elegirEscenario = (pagina: Page, opciones: { idtecnico: string; idcompanero: string; conSistema: boolean; excluir: string[] }): Promise<Escenario | null> =>
  pagina.evaluate(async ({ idtecnico, idcompanero, conSistema, excluir }) => {
    const vigia = window.vigia;
    if (!vigia) throw new Error('window.vigia no está disponible');
    const { db } = vigia;
    const van = (await db.almacen.find().exec()).map((d) => d.toJSON()).find((a) => a.idtecnico === idtecnico);
    if (!van) return null;
    const companero = (await db.tecnico.findOne(idcompanero).exec())?.toJSON();
    if (!companero) return null;
    const articulos = new Map((await db.articulo.find().exec()).map((d) => [d.idarticulo, d.toJSON()]));
    const stock = (await db.stock.find({ selector: { idalmacen: van.idalmacen } }).exec())
      .map((d) => d.toJSON())
      .filter((s) => s.estado > 0 && s.unidades >= 2 && articulos.get(s.idarticulo)?.estado === 1)
      .sort((a, b) => a.idarticulo.localeCompare(b.idarticulo));
    const ordenesPendientes = new Set((await db.ordentrabajo.find({ selector: { estado: 1 } }).exec()).map((d) => d.idorden_trabajo));
    const conCompanero = new Set(
      (await db.partetrabajotecnico.find({ selector: { idtecnico: idcompanero } }).exec()).map((d) => d.toJSON()).filter((x) => x.estado > 0).map((x) => x.idparte_trabajo),
    );
    const partes = (await db.partetrabajo.find({ selector: { estado: 1, idtecnico } }).exec())
      .map((d) => d.toJSON())
      .filter((p) => !excluir.includes(p.idparte_trabajo) && ordenesPendientes.has(p.idorden_trabajo) && !conCompanero.has(p.idparte_trabajo))
      .sort((a, b) => a.numero.localeCompare(b.numero));
    for (const p of partes) {
      let material: { id: string; numserie: string; idsistema: string; idarticulo: string } | null = null;
      if (conSistema) {
        if (!p.idsistema) continue;
        const m = (await db.materialsistema.find({ selector: { idsistema: p.idsistema } }).exec())
          .map((d) => d.toJSON())
          .filter((x) => x.estado > 0 && x.numserie)
          .sort((a, b) => a.idmaterial_sistema.localeCompare(b.idmaterial_sistema))[0];
        if (!m?.numserie) continue;
        material = { id: m.idmaterial_sistema, numserie: m.numserie, idsistema: p.idsistema, idarticulo: m.idarticulo };
      }
      const deVan = stock.filter((s) => s.idarticulo !== material?.idarticulo).slice(0, 2);
      const otro = [...articulos.values()].find((a) => a.estado === 1 && !deVan.some((s) => s.idarticulo === a.idarticulo));
      if (deVan.length < 2 || !otro) return null;
      const acciones = (await db.accionejec.find({ selector: { idparte_trabajo: p.idparte_trabajo } }).exec()).map((d) => d.toJSON()).filter((a) => a.estado > 0);
      const unicas = acciones.filter((a) => a.estado === 1 && acciones.filter((b) => b.descripcion === a.descripcion).length === 1).map((a) => a.descripcion);
      return {
        parte: { id: p.idparte_trabajo, numero: p.numero, idorden: p.idorden_trabajo },
        van: van.idalmacen,
        articulos: deVan.map((s) => ({ id: s.idarticulo, codigo: articulos.get(s.idarticulo)?.codigo ?? '', unidades: s.unidades })),
        material: material ? { id: material.id, numserie: material.numserie, idsistema: material.idsistema, idarticulo: material.idarticulo } : null,
        solicitud: { id: otro.idarticulo, codigo: otro.codigo },
        acciones: unicas.slice(0, 2),
        companero: companero.nombre,
      };
    }
    return null;
  }, opciones);

/** Espera a que la descarga traiga un escenario que cumpla las condiciones. */
const esperarEscenario = async (pagina: Page, opciones: Parameters<typeof elegirEscenario>[1]): Promise<Escenario> => {
  let e: Escenario | null = null;
  await expect
    .poll(async () => (e = await elegirEscenario(pagina, opciones)), { message: 'la descarga no trae un parte pendiente con furgoneta (y sistema con material)', timeout: 120_000 })
    .not.toBeNull();
  if (!e) throw new Error('sin escenario');
  return e;
};

/** Instala `unidades` de un artículo de la furgoneta (ya en la pantalla 'Instalar material'). */
const instalarDeLaFurgoneta = async (instalar: PaginaInstalarMaterial, van: string, articulo: { id: string; codigo: string }, unidades: number, numserie: string): Promise<void> => {
  const antes = await instalar.lineas.count();
  await expect(instalar.almacen).toHaveValue(van);
  await instalar.elegirArticulo(articulo.codigo, articulo.id);
  await instalar.escribirUnidades(unidades);
  await expect(instalar.avisoExistencias).toBeHidden();
  await instalar.numserie.fill(numserie);
  await instalar.instalar.click();
  await expect(instalar.lineas).toHaveCount(antes + 1);
  // La línea sale antes de que el formulario se vacíe (al acabar de encolar): se espera al vaciado para
  // que no borre lo que se escriba a continuación.
  await expect(instalar.numserie).toHaveValue('');
  await expect(instalar.articulo).toHaveValue('');
};

/** Cobra `importe` con tarjeta y devuelve el número de recibo. */
const cobrar = async (pagina: Page, idparte: string, importe: string): Promise<string> => {
  const c = new PaginaCobrar(pagina);
  await c.abrir(idparte);
  await c.importe.fill(importe);
  await c.formaPago.selectOption({ label: 'Tarjeta' });
  await c.guardar.click();
  await expect(c.recibo).toHaveText(RECIBO);
  return (await c.recibo.innerText()).trim();
};

/** El cliente firma (nombre, DNI válido, firma dibujada con el ratón); acaba en el resumen. */
const firmar = async (pagina: Page, idparte: string, nombre: string, dni: string): Promise<void> => {
  const f = new PaginaFirmar(pagina);
  await f.abrir(idparte);
  await f.nombre.fill(nombre);
  await f.dni.fill(dni);
  await f.firmarConRaton();
  await f.guardar.click();
  const resumen = new PaginaResumen(pagina);
  await resumen.esperar();
  await expect(resumen.firma).toContainText(`Firmado por ${nombre}, DNI ${dni}`);
};

test('el día sin conexión cerrado con la opción 4: el parte llega en vivo al dispositivo de tecnico2 y sale del de tecnico', async ({ browser }) => {
  test.setTimeout(8 * 60_000);
  const { servidor, proxy } = entorno.actual;
  if (!proxy) throw new Error('el entorno necesita el proxy');
  const fases = new Fases('dia-offline opción 4');
  const sello = Date.now().toString(36);
  const tecnicoApi = await iniciarSesionApi(servidor.url, 'tecnico');
  const tecnico2Api = await iniciarSesionApi(servidor.url, 'tecnico2');
  const idtecnico = tecnicoApi.usuario.idtecnico;
  const idtecnico2 = tecnico2Api.usuario.idtecnico;
  if (!idtecnico || !idtecnico2) throw new Error('tecnico y tecnico2 de la demo han de tener idtecnico');

  // Los dos dispositivos a la vez: el de tecnico2 queda abierto (sin recargar) hasta el final.
  const [otro, { contexto, pagina }] = await fases.medir('tecnico2 y tecnico entran con red: descarga inicial y service worker', () =>
    Promise.all([entrarConDescarga(browser, 'tecnico2'), entrarConDescarga(browser, 'tecnico')]),
  );
  const e = await esperarEscenario(pagina, { idtecnico, idcompanero: idtecnico2, conSistema: false, excluir: [] });
  const { parte, van } = e;
  const [art] = e.articulos;
  if (!art) throw new Error('hace falta un artículo de la furgoneta');
  const id = parte.id;
  expect((await partesLocales(otro.pagina)).map((p) => p.idparte_trabajo), 'tecnico2 aún no tiene el parte').not.toContain(id);
  await marcarPagina(otro.pagina, 'sin-recargar');

  await sinRed(contexto, proxy);
  await fases.medir('sin red: instala un material, cobra y el cliente firma', async () => {
    const ficha = new PaginaParteOffline(pagina);
    await ficha.abrir(id);
    await ficha.seccion('Instalar material');
    await instalarDeLaFurgoneta(new PaginaInstalarMaterial(pagina), van, art, 1, `NS-${sello}-R`);
    await cobrar(pagina, id, '121,00');
    await firmar(pagina, id, 'Ana López', '00000000T');
  });

  await fases.medir("finaliza con la opción 4 ('Reasignar a otro técnico')", async () => {
    const finalizar = new PaginaFinalizar(pagina);
    await finalizar.abrir(id);
    await finalizar.opcion('Reasignar a otro técnico').check();
    await finalizar.tecnicoDestino.selectOption(idtecnico2);
    await finalizar.finalizarConfirmando();
    await new PaginaResumen(pagina).esperar();
  });
  const cola = await colaLocal(pagina);
  expect(cola.map((x) => x.metodo)).toEqual(['parteTrabajo.instalarMaterialSync', 'cobro.insertSync', 'firma.insertSync', 'fichero.subirSync', 'ordenTrabajo.finalizarOt']);

  await fases.medir('vuelve la red: la cola se vacía', () => conRedYCola(contexto, pagina, proxy));

  await fases.medir('el parte llega en vivo al dispositivo de tecnico2', async () => {
    await expect
      .poll(async () => (await partesLocales(otro.pagina)).find((p) => p.idparte_trabajo === id) ?? null, { message: 'el parte no llega al dispositivo de tecnico2', timeout: 120_000 })
      .toMatchObject({ idtecnico: idtecnico2, estado: 1 });
    expect(await leerMarca(otro.pagina), 'la página de tecnico2 se recargó').toBe('sin-recargar');
  });

  await fases.medir('y sale del dispositivo de tecnico', async () => {
    await expect
      .poll(async () => (await partesLocales(pagina)).some((p) => p.idparte_trabajo === id), { message: 'el parte sigue en el dispositivo de tecnico', timeout: 120_000 })
      .toBe(false);
  });

  await test.step('en el servidor: el parte pendiente de tecnico2, con su material, cobro y firma', async () => {
    const { token } = await iniciarSesionApi(servidor.url, 'admin');
    const despues = await descargaCompleta(servidor.url, token);
    expect(despues.get('partetrabajo')?.get(id)).toMatchObject({ estado: 1, idtecnico: idtecnico2 });
    expect(docs(despues, 'lpartetrabajo', (l) => l.idparte_trabajo === id && l.numserie === `NS-${sello}-R`)).toHaveLength(1);
    expect(docs(despues, 'cobro', (c) => c.idparte_trabajo === id).map((c) => c.importe)).toEqual([121]);
    expect(docs(despues, 'firma', (f) => f.id === id && f.idtabla === IDTABLA_PARTE).map((f) => f.nombre)).toEqual(['Ana López']);
  });

  await contexto.close();
  await otro.contexto.close();
  fases.imprimir({ parte: parte.numero, colaSinRed: cola.length });
});

test('el día sin conexión: todo el trabajo de un parte, cierre con la opción 1, recarga, PDF y al volver la red el servidor lo tiene una vez', async ({ browser }) => {
  test.setTimeout(8 * 60_000);
  const { servidor, proxy, dataDir } = entorno.actual;
  if (!proxy || !dataDir) throw new Error('el entorno necesita proxy y PGlite');
  const fases = new Fases('dia-offline opción 1');
  const sello = Date.now().toString(36);
  const inicioPrueba = new Date().toISOString();
  const tecnicoApi = await iniciarSesionApi(servidor.url, 'tecnico');
  const tecnico2Api = await iniciarSesionApi(servidor.url, 'tecnico2');
  const idtecnico = tecnicoApi.usuario.idtecnico;
  const idtecnico2 = tecnico2Api.usuario.idtecnico;
  if (!idtecnico || !idtecnico2) throw new Error('tecnico y tecnico2 de la demo han de tener idtecnico');

  const { contexto, pagina } = await fases.medir('entra con red: descarga inicial y service worker', () => entrarConDescarga(browser, 'tecnico'));
  const e = await esperarEscenario(pagina, { idtecnico, idcompanero: idtecnico2, conSistema: true, excluir: [] });
  const { parte, material, van } = e;
  if (!material) throw new Error('el escenario no tiene material');
  const [artA, artB] = e.articulos;
  if (!artA || !artB) throw new Error('hacen falta dos artículos de la furgoneta');
  const id = parte.id;
  const instalados = new Map([
    [artA.id, 2],
    [artB.id, 1],
  ]);

  const { token } = await iniciarSesionApi(servidor.url, 'admin');
  const antes = await fases.medir('instantánea del servidor (admin) antes de quedarse sin red', () => descargaCompleta(servidor.url, token));
  const stockAntes = new Map([...instalados.keys()].map((a) => [a, Number(antes.get('stock')?.get(idStock(van, a))?.unidades)]));
  const lineasAntes = docs(antes, 'lpartetrabajo', (l) => l.idparte_trabajo === id && Number(l.estado) > 0).length;
  expect(e.articulos.map((a) => a.unidades), 'las existencias locales de la furgoneta son las del servidor').toEqual(e.articulos.map((a) => stockAntes.get(a.id)));

  await sinRed(contexto, proxy);
  const cronometro = new PaginaCronometro(pagina);
  const ficha = new PaginaParteOffline(pagina);

  await fases.medir('sin red: inicia el cronómetro', async () => {
    await cronometro.abrirIniciar(id);
    await cronometro.iniciar.click();
    await expect(cronometro.enMarcha).toContainText(`Parte ${parte.numero}`);
  });

  const instalar = new PaginaInstalarMaterial(pagina);
  await fases.medir('instala dos artículos de la furgoneta', async () => {
    await ficha.abrir(id);
    await ficha.seccion('Instalar material');
    await expect(instalar.lineas).toHaveCount(lineasAntes);
    await instalarDeLaFurgoneta(instalar, van, artA, 2, `NS-${sello}-A`);
    await instalarDeLaFurgoneta(instalar, van, artB, 1, `NS-${sello}-B`);
    await instalar.elegirArticulo(artA.codigo, artA.id);
    await expect(instalar.existencias).toHaveText(`Existencias en el almacén: ${artA.unidades - 2}`);
  });

  const numserieNuevo = `NS-${sello}-S`;
  await fases.medir('sustituye un material del sistema con número de serie nuevo', async () => {
    await ficha.abrir(id);
    await ficha.seccion('Material afectado');
    const m = new PaginaMaterialAfectado(pagina);
    await m.sustituir(material.numserie, numserieNuevo);
    await expect(m.botonSustituir(material.numserie)).toHaveCount(0);
    await m.buscar.fill(numserieNuevo);
    await expect(m.botonSustituir(numserieNuevo)).toHaveCount(1);
  });

  // Las dos acciones: las pendientes que ya tenga el parte y, si no llegan a dos, nuevas.
  const accionesNuevas = [`Revisión de detectores ${sello}`, `Prueba de sirena ${sello}`].slice(0, 2 - e.acciones.length);
  const [realizada, noRealizada] = [...e.acciones, ...accionesNuevas];
  if (!realizada || !noRealizada) throw new Error('hacen falta dos acciones');
  await fases.medir('una acción realizada y otra no realizada', async () => {
    await ficha.abrir(id);
    await ficha.seccion('Acciones');
    const a = new PaginaAcciones(pagina);
    await expect(a.titulo).toBeVisible();
    for (const d of accionesNuevas) await a.nueva(d);
    await a.estado(realizada).selectOption('2');
    await a.estado(noRealizada).selectOption('3');
    await expect(a.estado(realizada)).toHaveValue('2');
    await expect(a.estado(noRealizada)).toHaveValue('3');
  });

  const textoNota = `El cliente pide revisar la zona del garaje (${sello})`;
  await fases.medir('añade una nota al parte', async () => {
    await pagina.goto(`/app/partes/${id}/notas`);
    const notas = new PaginaNotas(pagina);
    await expect(notas.titulo).toBeVisible();
    await notas.anadirNota(textoNota);
  });

  const fotos = pagina.getByRole('listitem').filter({ hasText: /foto-\d+\.jpg/ });
  await fases.medir('hace una foto con la cámara (ficheros del parte)', async () => {
    await pagina.goto(`/app/offline/partes/${id}/ficheros`);
    await expect(pagina.getByRole('heading', { name: 'Ficheros', level: 1 })).toBeVisible();
    await expect(fotos).toHaveCount(0);
    await pagina.getByRole('link', { name: 'Añadir fichero' }).click();
    await pagina.getByRole('button', { name: 'Hacer foto' }).click();
    const camara = pagina.getByRole('dialog', { name: 'Cámara' });
    await expect(camara).toBeVisible();
    await camara.getByRole('button', { name: 'Hacer foto' }).click();
    await camara.getByRole('button', { name: 'Usar foto' }).click();
    await expect(fotos).toHaveCount(1);
    await expect(fotos).toContainText('En el dispositivo');
  });

  const observacionSolicitud = `Reponer para el parte ${parte.numero} (${sello})`;
  await fases.medir('solicita material', async () => {
    await ficha.abrir(id);
    await ficha.seccion('Solicitud de material');
    const s = new PaginaSolicitudMaterial(pagina);
    await expect(s.titulo).toBeVisible();
    await s.buscar.fill(e.solicitud.codigo);
    await s.articulo.selectOption(e.solicitud.id);
    await s.unidades.fill('4');
    await s.observaciones.fill(observacionSolicitud);
    await s.solicitar.click();
    await expect(s.fila(observacionSolicitud)).toHaveCount(1);
  });

  const tecnicos = new PaginaTecnicos(pagina);
  await fases.medir('añade un compañero', async () => {
    await pagina.goto(`/app/partes/${id}/tecnicos`);
    await expect(tecnicos.titulo).toBeVisible();
    await tecnicos.anadir(parte.numero, e.companero);
  });

  await fases.medir('detiene el cronómetro', async () => {
    await cronometro.abrirDetener();
    await expect(cronometro.enMarcha).toContainText(`Parte ${parte.numero}`);
    await cronometro.detener.click();
    await expect(cronometro.detenido).toContainText(/Cronómetro detenido: \d+:\d{2} en el parte/);
  });

  const recibo = await fases.medir('cobra 121,00 €', () => cobrar(pagina, id, '121,00'));

  const resumen = new PaginaResumen(pagina);
  /** Lo que el resumen ha de enseñar (antes y después de recargar). */
  const comprobarResumen = async (): Promise<void> => {
    await expect(resumen.lineas.getByTestId('linea')).toHaveCount(lineasAntes + 2);
    // Las líneas nuevas (el resumen no enseña el número de serie): artículo y unidades.
    for (const [codigo, unidades] of [
      [artA.codigo, 2],
      [artB.codigo, 1],
    ] as const) {
      const fila = resumen.lineas.getByTestId('linea').filter({ hasText: `${codigo} · ` });
      await expect(fila.locator('td:nth-child(2)').filter({ hasText: new RegExp(`^${unidades}(,0+)?$`) }), `línea de ${unidades} de ${codigo}`).not.toHaveCount(0);
    }
    const acciones = pagina.getByTestId('resumen-acciones');
    await expect(acciones.getByRole('row').filter({ hasText: realizada })).toContainText('Realizada');
    await expect(acciones.getByRole('row').filter({ hasText: noRealizada })).toContainText('No realizada');
    await expect(acciones).toContainText(numserieNuevo);
    await expect(resumen.tiempos.getByRole('row')).not.toHaveCount(0);
    await expect(resumen.cobros).toContainText(recibo);
    await expect(resumen.cobros).toContainText(EUROS_121);
  };
  await fases.medir('el resumen lo enseña todo', async () => {
    await resumen.abrir(id);
    await comprobarResumen();
  });

  await fases.medir('el cliente firma', () => firmar(pagina, id, 'Juan Pérez', '12345678Z'));

  await fases.medir("finaliza con la opción 1 ('Finalizar orden')", async () => {
    const finalizar = new PaginaFinalizar(pagina);
    await finalizar.abrir(id);
    await expect(finalizar.avisoFirma).toHaveCount(0);
    await finalizar.opcion('Finalizar orden').check();
    await finalizar.observaciones.fill(`Día sin conexión ${sello}`);
    await finalizar.finalizarConfirmando();
    await resumen.esperar();
    await expect(pagina.getByText('Finalizado', { exact: true }).first()).toBeVisible();
  });

  const cola: EntradaColaLocal[] = await colaLocal(pagina);
  const metodos = cola.map((x) => x.metodo);
  expect(metodos).toEqual([
    'tiempoTrabajado.insertSync',
    'parteTrabajo.instalarMaterialSync',
    'parteTrabajo.instalarMaterialSync',
    'materialSistema.sustituirSync',
    ...accionesNuevas.map(() => 'accionEjec.insertSync'),
    'accionEjec.updateSync',
    'accionEjec.updateSync',
    'nota.insertSync',
    'fichero.subirSync',
    'solicitudMaterial.insertSync',
    'parteTrabajoTecnico.insertSync',
    'tiempoTrabajado.updateSync',
    'cobro.insertSync',
    'firma.insertSync',
    'fichero.subirSync',
    'ordenTrabajo.finalizarOt',
  ]);

  await fases.medir('recarga sin red: todo sigue igual', async () => {
    await pagina.reload();
    await esperarVigia(pagina);
    await resumen.esperar();
    await comprobarResumen();
    await expect(resumen.firma).toContainText('Firmado por Juan Pérez, DNI 12345678Z');
    expect((await colaLocal(pagina)).map((x) => x.idsync_upload), 'la cola local tras recargar').toEqual(cola.map((x) => x.idsync_upload));
    await pagina.goto(`/app/partes/${id}/notas`);
    await expect(new PaginaNotas(pagina).nota(textoNota)).toHaveCount(1);
    await pagina.goto(`/app/partes/${id}/tecnicos`);
    await expect(tecnicos.companeros(parte.numero).filter({ hasText: e.companero })).toHaveCount(1);
    await pagina.goto(`/app/offline/partes/${id}/ficheros`);
    await expect(fotos).toHaveCount(1);
    await pagina.goto(`/app/offline/partes/${id}/solicitud-material`);
    await expect(new PaginaSolicitudMaterial(pagina).fila(observacionSolicitud)).toHaveCount(1);
  });

  await fases.medir('abre el PDF sin red', async () => {
    await resumen.abrir(id);
    const descarga = await resumen.descargar();
    expect(descarga.suggestedFilename()).toBe(`parte-${parte.numero}.pdf`);
    const bytes = await readFile(await descarga.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  await fases.medir('vuelve la red: la cola se vacía', () => conRedYCola(contexto, pagina, proxy));
  await contexto.close();

  const despues = await fases.medir('descarga completa del servidor (admin)', () => descargaCompleta(servidor.url, token));

  await test.step('en el servidor: parte y orden finalizados, existencias, material, tiempo, foto, firma, cobro, nota, compañero, solicitud y PDF, una vez', async () => {
    const parteServidor = despues.get('partetrabajo')?.get(id);
    expect(parteServidor).toMatchObject({ estado: 2, observaciones: `Día sin conexión ${sello}` });
    expect(despues.get('ordentrabajo')?.get(parte.idorden)).toMatchObject({ estado: 2 });

    for (const [ida, n] of instalados) {
      expect(Number(despues.get('stock')?.get(idStock(van, ida))?.unidades), `existencias de ${ida} en la furgoneta`).toBe((stockAntes.get(ida) ?? 0) - n);
    }
    const lineas = nuevos(antes, despues, 'lpartetrabajo', (l) => l.idparte_trabajo === id);
    expect(lineas.map((l) => [l.idarticulo, l.unidades, l.numserie]).sort()).toEqual(
      [
        [artA.id, 2, `NS-${sello}-A`],
        [artB.id, 1, `NS-${sello}-B`],
      ].sort(),
    );
    // Las dos instalaciones y la pieza que sustituye, que también sale de la furgoneta.
    const movimientos = nuevos(antes, despues, 'movimientostock', (m) => m.idparte_trabajo === id && m.motivo === 'instalacion');
    expect(movimientos.map((m) => [m.idarticulo, m.unidades, m.idalmacen]).sort()).toEqual(
      [
        [artA.id, -2, van],
        [artB.id, -1, van],
        [material.idarticulo, -1, van],
      ].sort(),
    );

    // El material del sistema no baja a la oficina con lo demás (decisión 90): se pide el de su sistema.
    const materialSistema = await delPadre(servidor.url, token, 'materialsistema', material.idsistema);
    expect(materialSistema.get(material.id)?.estado, 'el material sustituido queda con estado 0').toBe(0);
    const sustituto = [...materialSistema.values()].filter((m) => m.numserie === numserieNuevo);
    expect(sustituto).toHaveLength(1);
    expect(sustituto[0]).toMatchObject({ idsistema: material.idsistema, estado: 1 });

    const acciones = docs(despues, 'accionejec', (a) => a.idparte_trabajo === id && Number(a.estado) > 0);
    expect(acciones.filter((a) => a.descripcion === realizada).map((a) => a.estado)).toEqual([2]);
    expect(acciones.filter((a) => a.descripcion === noRealizada).map((a) => a.estado)).toEqual([3]);

    const tiempos = docs(despues, 'tiempotrabajado', (t) => t.idparte_trabajo === id && String(t.inicio) >= inicioPrueba);
    expect(tiempos).toHaveLength(1);
    expect(tiempos[0]).toMatchObject({ idtecnico, fin: expect.any(String), minutos: expect.any(Number) });

    const ficheros = nuevos(antes, despues, 'fichero', (f) => f.id === id && f.idtabla === IDTABLA_PARTE);
    const fotosServidor = ficheros.filter((f) => f.tipo === 'image/jpeg');
    expect(fotosServidor).toHaveLength(1);
    expect(String(fotosServidor[0]?.nombre)).toMatch(/^foto-\d+\.jpg$/);
    const pdfs = ficheros.filter((f) => f.tipo === 'application/pdf');
    expect(pdfs.map((f) => f.nombre)).toEqual([`parte-${parte.numero}.pdf`]);
    expect(ficheros).toHaveLength(2);
    const contenido = (await llamarRpc(servidor.url, token, 'fichero.contenido', { idfichero: pdfs[0]?.idfichero })) as { contenido: string };
    expect(Buffer.from(contenido.contenido, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const firmas = nuevos(antes, despues, 'firma', (f) => f.id === id && f.idtabla === IDTABLA_PARTE);
    expect(firmas).toHaveLength(1);
    expect(firmas[0]).toMatchObject({ nombre: 'Juan Pérez', dni: '12345678Z' });
    expect(String(firmas[0]?.imagen)).toMatch(/^data:image\/png;base64,/);

    const cobros = nuevos(antes, despues, 'cobro', (c) => c.idparte_trabajo === id);
    expect(cobros).toHaveLength(1);
    expect(cobros[0]).toMatchObject({ importe: 121, recibo, forma_pago: 'tarjeta' });

    expect(docs(despues, 'nota', (n) => n.idtabla === IDTABLA_PARTE && n.id === id && n.texto === textoNota)).toHaveLength(1);
    expect(nuevos(antes, despues, 'partetrabajotecnico', (x) => x.idparte_trabajo === id).map((x) => [x.idtecnico, Number(x.estado) > 0])).toEqual([[idtecnico2, true]]);
    const solicitudes = docs(despues, 'solicitudmaterial', (s) => s.observaciones === observacionSolicitud);
    expect(solicitudes).toHaveLength(1);
    expect(solicitudes[0]).toMatchObject({ idparte_trabajo: id, idarticulo: e.solicitud.id, unidades: 4 });
  });

  await test.step('en el servidor: cada mutación de la cola aplicada una vez (sync_aplicado)', async () => {
    await servidor.detener();
    const bd = await abrirPglite(dataDir);
    try {
      const ids = new Set(cola.map((x) => x.idsync_upload));
      const porId = (a: { idsync_upload: string }, b: { idsync_upload: string }): number => (a.idsync_upload < b.idsync_upload ? -1 : a.idsync_upload > b.idsync_upload ? 1 : 0);
      const todas = await bd.query<{ idsync_upload: string; metodo: string }>('SELECT idsync_upload::text AS idsync_upload, metodo FROM sync_aplicado');
      // Una fila por idsync_upload de la cola (y ninguna de más con esos ids): aplicada exactamente una vez.
      const filas = todas.filter((f) => ids.has(f.idsync_upload)).sort(porId);
      expect(filas).toEqual(cola.map((x) => ({ idsync_upload: x.idsync_upload, metodo: x.metodo })).sort(porId));
    } finally {
      await bd.cerrar();
    }
  });

  fases.imprimir({ parte: parte.numero, colaSinRed: cola.length, metodos });
});
