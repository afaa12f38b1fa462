/**
 * Medidas dentro de Chromium, sobre el código real de la app (replication/cliente). bench/run.ts
 * las llama con Playwright a través de `window.medidas` y compara cada cifra con su línea base medida en
 * la misma ejecución (RxDB desnudo, bulkInsert local).
 */
import { createRxDatabase, type RxCollectionCreator, type RxDatabase } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { firstValueFrom } from 'rxjs';
import { derivar, esquemas, type ColeccionCualquiera } from '../../schemas';
import { partetrabajoSchema } from '../../schemas/partetrabajo';
import { construirConsulta, filtrarPorBusqueda, ordenDeOpcion, TAMANO_PAGINA } from '../../src/ui/lista/consulta';
import { consultaBusqueda, indiceDe, MARGEN_LWT_MS } from '../../src/ui/lista/indice-busqueda';
import type { FilaLista } from '../../src/ui/lista/tipos';
import { BUSQUEDA_CLIENTES, CONSULTA_CLIENTES } from '../../src/features/clientes/consulta-clientes';
import { clienteSchema } from '../../schemas/cliente';
import type { DocDe } from '../../schemas';
import { crearBaseDatos } from '../../replication/cliente';
import type { VigiaDatabase } from '../../replication/cliente';
import { abrirVigia, iniciarSesion, leerSesion, type MotorVigia } from '../../replication/cliente';

type Documentos = Record<string, Record<string, unknown>[]>;

let abierta: { db: VigiaDatabase; motor: MotorVigia } | null = null;
/** Las medidas recorren las colecciones sin importar su tipo: vista genérica de la base de la app. */
const generica = (db: VigiaDatabase): RxDatabase => db as unknown as RxDatabase;
const ahora = (): number => performance.timeOrigin + performance.now();
const esperar = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

const hasta = async (cond: () => boolean, limiteMs = 600_000): Promise<void> => {
  const inicio = Date.now();
  while (!cond()) {
    if (Date.now() - inicio > limiteMs) throw new Error('Tiempo de espera agotado');
    await esperar(5);
  }
};

const contar = async (db: RxDatabase): Promise<number> => {
  let n = 0;
  for (const c of Object.values(db.collections)) n += (await c.find().exec()).length;
  return n;
};

const exportar = async (db: RxDatabase): Promise<Documentos> => {
  const r: Documentos = {};
  for (const [nombre, c] of Object.entries(db.collections)) {
    if (nombre === 'syncupload' || nombre === 'sync') continue;
    r[nombre] = (await c.find().exec()).map((d) => d.toMutableJSON() as Record<string, unknown>);
  }
  return r;
};

const insertarTodo = async (db: RxDatabase, docs: Documentos): Promise<number> => {
  const t0 = ahora();
  for (const [nombre, lista] of Object.entries(docs)) {
    const c = db.collections[nombre];
    if (c && lista.length > 0) await c.bulkInsert(lista);
  }
  return ahora() - t0;
};

/** Las mismas colecciones sin migraciones ni plugins de Vigía (versión 0): RxDB «desnudo». */
const creadoresDesnudos = (): Record<string, RxCollectionCreator> => {
  const r: Record<string, RxCollectionCreator> = {};
  for (const c of Object.keys(esquemas) as ColeccionCualquiera[]) r[c] = { schema: { ...esquemas[c], version: 0 } };
  return r;
};

const abrirDesnuda = async (nombre: string): Promise<RxDatabase> => {
  const db = await createRxDatabase({ name: nombre, storage: getRxStorageDexie(), multiInstance: false });
  await db.addCollections(creadoresDesnudos());
  return db;
};

const NOMBRES = ['García', 'Martínez', 'López', 'Sánchez', 'Pérez', 'Gómez', 'Fernández', 'Ruiz', 'Díaz', 'Moreno', 'Álvarez', 'Romero', 'Navarro', 'Torres', 'Domínguez'];
const FORMAS = ['Comercial', 'Distribuciones', 'Talleres', 'Inmobiliaria', 'Hostelería', 'Farmacia', 'Joyería', 'Comunidad de propietarios'];

/** Clientes sintéticos: nombres de empresa españoles; 1 de cada 100 con 'Zubizarreta', el que se busca. */
const dormir = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

const clientesSinteticos = (n: number): DocDe<'cliente'>[] =>
  Array.from({ length: n }, (_, i) => ({
    idcliente: String(800000 + i),
    codigo: `CL-${String(i).padStart(6, '0')}`,
    nombre: `${FORMAS[i % FORMAS.length] ?? ''} ${i % 100 === 7 ? 'Zubizarreta' : (NOMBRES[(i * 7) % NOMBRES.length] ?? '')} ${i} S.L.`,
    nif: null,
    email: null,
    iddelegacion: String(1 + (i % 3)),
    observaciones: null,
    estado: 1,
  }));


/** Partes sintéticos para la lista: fechas repartidas en 5 años, 60 % pendientes, 20 técnicos. */
const partesSinteticos = (n: number): Record<string, unknown>[] => {
  const base = Date.UTC(2021, 0, 1);
  const r: Record<string, unknown>[] = [];
  let x = 12345;
  const azar = (): number => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
  for (let i = 0; i < n; i++) {
    const id = String(900000 + i);
    const fecha = new Date(base + Math.floor(azar() * 5 * 365) * 86_400_000).toISOString().slice(0, 10);
    r.push(
      derivar('partetrabajo', {
        idparte_trabajo: id,
        idorden_trabajo: String(1 + (i % 5000)),
        idtecnico: String(1 + (i % 20)),
        idcliente: String(1 + (i % 3000)),
        iddelegacion: String(1 + (i % 3)),
        numero: `PT-${id}`,
        fecha,
        clasificacion: 'Mantenimiento',
        descripcion: `Revisión periódica ${i}`,
        observaciones: null,
        estado: azar() < 0.6 ? 1 : 2,
        actualizado: new Date(base).toISOString(),
      }),
    );
  }
  return r;
};

interface Hilo {
  /** Duración de cada tarea de más de 50 ms (PerformanceObserver 'longtask'). */
  tareasLargas: number[];
  /** Mayor hueco entre dos latidos de un temporizador de 10 ms. */
  maxHuecoMs: number;
}

/** Corre `fn` anotando las tareas largas del hilo de la página y el mayor hueco entre latidos. */
const vigilarHilo = async <T>(fn: () => Promise<T>): Promise<{ resultado: T } & Hilo> => {
  const tareasLargas: number[] = [];
  const observador = new PerformanceObserver((lista) => {
    for (const e of lista.getEntries()) tareasLargas.push(e.duration);
  });
  observador.observe({ type: 'longtask', buffered: false });
  let ultimo = ahora();
  let maxHuecoMs = 0;
  const latido = setInterval(() => {
    const t = ahora();
    maxHuecoMs = Math.max(maxHuecoMs, t - ultimo);
    ultimo = t;
  }, 10);
  try {
    return { resultado: await fn(), tareasLargas, maxHuecoMs };
  } finally {
    clearInterval(latido);
    observador.disconnect();
  }
};

const medidas = {
  async iniciarSesion(login: string): Promise<void> {
    await iniciarSesion(login, 'demo1234');
  },

  /** Abre la base de datos de la app (nombre dado) con su motor; espera a la primera descarga completa. */
  async descargaInicial(nombre: string): Promise<{ docs: number; msAbrir: number; msDescarga: number }> {
    const sesion = leerSesion();
    if (!sesion) throw new Error('Sin sesión');
    const t0 = ahora();
    abierta = await abrirVigia(sesion, { nombre });
    await abierta.motor.listo;
    const t1 = ahora();
    const motor = abierta.motor;
    await hasta(() => motor.estado.ultimoPull !== null && !motor.estado.bajando);
    const t2 = ahora();
    return { docs: await contar(generica(abierta.db)), msAbrir: t1 - t0, msDescarga: t2 - t1 };
  },

  /** Línea base: bulkInsert local de los mismos documentos en una base nueva con el mismo esquema. */
  async bulkInsertBase(nombre: string): Promise<{ docs: number; ms: number }> {
    if (!abierta) throw new Error('Primero descargaInicial');
    const docs = await exportar(generica(abierta.db));
    const destino = await crearBaseDatos({ nombre, multiInstance: false });
    const ms = await insertarTodo(generica(destino), docs);
    const n = Object.values(docs).reduce((s, l) => s + l.length, 0);
    await destino.remove();
    return { docs: n, ms };
  },

  /** Arranque en caliente de la base de la app (todas las colecciones, con sus migraciones) frente a RxDB desnudo con los mismos datos. */
  async arranqueTibio(nombre: string, veces: number): Promise<{ app: number[]; desnuda: number[] }> {
    if (!abierta) throw new Error('Primero descargaInicial');
    const docs = await exportar(generica(abierta.db));
    await abierta.motor.detener();
    await abierta.db.close();
    abierta = null;
    const desnudaNombre = `${nombre}_desnuda`;
    const d0 = await abrirDesnuda(desnudaNombre);
    await insertarTodo(d0, docs);
    await d0.close();
    const app: number[] = [];
    const desnuda: number[] = [];
    for (let i = 0; i < veces; i++) {
      let t = ahora();
      const a = await crearBaseDatos({ nombre, multiInstance: false });
      app.push(ahora() - t);
      await a.close();
      t = ahora();
      const b = await abrirDesnuda(desnudaNombre);
      desnuda.push(ahora() - t);
      await b.close();
    }
    return { app, desnuda };
  },

  /** Cierra la base abierta y la borra (libera memoria y disco entre medidas grandes). */
  async cerrarYBorrar(): Promise<void> {
    if (!abierta) return;
    await abierta.motor.detener();
    await abierta.db.remove();
    abierta = null;
  },

  /**
   * /partes/asignados por fecha descendente sobre n partes: tiempo hasta la primera página (50 + 1, como
   * la lista) con el orden que usa la lista (ordenDeOpcion: fecha desc → clave fecha_desc ascendente,
   * indexada con estado) frente a la línea base, la misma consulta ordenada por `fecha` descendente.
   * Cada medida con la base recién abierta (sin cachés de consultas de RxDB).
   */
  async partesAsignados(nombre: string, n: number, veces: number): Promise<{ msInsertar: number; clave: number[]; base: number[]; ordenClave: string; mismasFechas: boolean }> {
    const orden = ordenDeOpcion(partetrabajoSchema.properties, { id: 'fecha-desc', etiqueta: 'Fecha (más reciente)', campo: 'fecha', direccion: 'desc' });
    let db = await crearBaseDatos({ nombre, multiInstance: false });
    const docs = partesSinteticos(n);
    const t0 = ahora();
    for (let i = 0; i < docs.length; i += 5000) await generica(db).collections.partetrabajo?.bulkInsert(docs.slice(i, i + 5000));
    const msInsertar = ahora() - t0;
    const selector = { estado: { $eq: 1 } };
    const clave: number[] = [];
    const base: number[] = [];
    let fechasClave: string[] = [];
    let fechasBase: string[] = [];
    for (let i = 0; i < veces; i++) {
      await db.close();
      db = await crearBaseDatos({ nombre, multiInstance: false });
      let t = ahora();
      const a = await db.partetrabajo.find({ selector, sort: orden, limit: 51 }).exec();
      clave.push(ahora() - t);
      await db.close();
      db = await crearBaseDatos({ nombre, multiInstance: false });
      t = ahora();
      const b = await db.partetrabajo.find({ selector, sort: [{ fecha: 'desc' }], limit: 51 }).exec();
      base.push(ahora() - t);
      fechasClave = a.map((d) => d.fecha);
      fechasBase = b.map((d) => d.fecha);
    }
    await db.remove();
    return { msInsertar, clave, base, ordenClave: JSON.stringify(orden), mismasFechas: fechasClave.length === 51 && JSON.stringify(fechasClave) === JSON.stringify(fechasBase) };
  },

  /**
   * Búsqueda en la lista de clientes sobre n clientes (issue 14): la primera página con la consulta y el
   * filtro en memoria de la lista (src/ui/lista/consulta.ts), con la base recién abierta (fría) y otra vez
   * con la base ya abierta (la siguiente tecla), frente a la primera página sin buscar.
   */
  /**
   * 6. Buscar en la lista de clientes sobre `n` clientes, cada medida con la base recién abierta salvo la
   * tecla siguiente: `primeraVez`, por el índice sin nada guardado (lo construye recorriendo la
   * colección); `fria`, por el índice guardado (issue 32, punto 5); `tecla`, la tecla siguiente (el texto
   * sin su última letra y después entero); `enMemoria`, lo de antes del índice (la colección entera
   * filtrada en memoria); `base`, la primera página sin buscar.
   */
  async buscarClientes(nombre: string, n: number, veces: number, texto: string): Promise<{ msInsertar: number; primeraVez: number; fria: number[]; friaIndice: number[]; tecla: number[]; teclaIndice: number[]; enMemoria: number[]; base: number[]; encontrados: number }> {
    let db = await crearBaseDatos({ nombre, multiInstance: false });
    const docs = clientesSinteticos(n);
    const t0 = ahora();
    for (let i = 0; i < docs.length; i += 5000) await db.cliente.bulkInsert(docs.slice(i, i + 5000));
    const msInsertar = ahora() - t0;
    const consulta = (buscando: boolean) => construirConsulta(CONSULTA_CLIENTES, clienteSchema.properties, { filtros: {}, orden: 'nombre', paginas: 1, buscando });
    const cache = new WeakMap<object, { clave: string; texto: string }>();
    const primeraPagina = async (buscando: boolean): Promise<number> => {
      const encontrados = await db.cliente.find(consulta(buscando)).exec();
      const filas: FilaLista<DocDe<'cliente'>>[] = encontrados.map((d) => ({ doc: d, relacionados: {} }));
      const pagina = buscando ? filtrarPorBusqueda(filas, texto, BUSQUEDA_CLIENTES, cache) : filas;
      return pagina.slice(0, TAMANO_PAGINA).length;
    };
    // Lo que hace la lista (useLista) con una búsqueda en campos propios: el índice y su página.
    // De cada búsqueda, lo que tarda el índice (abrirlo o ponerlo al día y filtrar sus textos); el resto es
    // leer y ordenar los documentos encontrados.
    let msIndice = 0;
    const porIndice = async (busqueda: string): Promise<number> => {
      const t1 = ahora();
      await indiceDe(db, 'cliente', BUSQUEDA_CLIENTES).buscar(busqueda);
      msIndice = ahora() - t1;
      const r = await firstValueFrom(consultaBusqueda(db, 'cliente', BUSQUEDA_CLIENTES, busqueda, consulta(true), TAMANO_PAGINA).$);
      const filas: FilaLista<DocDe<'cliente'>>[] = r.docs.map((d) => ({ doc: d, relacionados: {} }));
      return filtrarPorBusqueda(filas, busqueda, BUSQUEDA_CLIENTES, cache).slice(0, TAMANO_PAGINA).length;
    };
    const reabrir = async (): Promise<void> => {
      await db.close();
      db = await crearBaseDatos({ nombre, multiInstance: false });
    };
    await reabrir();
    let t = ahora();
    let encontrados = await porIndice(texto);
    const primeraVez = ahora() - t;
    // Guardado como lo guarda la lista, y con la última lectura pasado el margen (como en cualquier
    // apertura que no sea justo después de la descarga).
    await dormir(MARGEN_LWT_MS + 100);
    await indiceDe(db, 'cliente', BUSQUEDA_CLIENTES).alDia();
    await indiceDe(db, 'cliente', BUSQUEDA_CLIENTES).guardar();
    const fria: number[] = [];
    const friaIndice: number[] = [];
    const tecla: number[] = [];
    const teclaIndice: number[] = [];
    const enMemoria: number[] = [];
    const base: number[] = [];
    for (let i = 0; i < veces; i++) {
      await reabrir();
      t = ahora();
      await porIndice(texto.slice(0, -1));
      fria.push(ahora() - t);
      friaIndice.push(msIndice);
      t = ahora();
      encontrados = await porIndice(texto);
      tecla.push(ahora() - t);
      teclaIndice.push(msIndice);
      await reabrir();
      t = ahora();
      await primeraPagina(true);
      enMemoria.push(ahora() - t);
      await reabrir();
      t = ahora();
      await primeraPagina(false);
      base.push(ahora() - t);
    }
    await db.remove();
    return { msInsertar, primeraVez, fria, friaIndice, tecla, teclaIndice, enMemoria, base, encontrados };
  },

  /**
   * PDF de un presupuesto sintético de `lineas` líneas (presupuesto-sintetico.ts) generado aquí, en el
   * dispositivo: `calentamiento` generaciones sin medir (al menos una: la primera, con la que se comparan
   * las demás) y después `veces` medidas (ms de cada una), con las
   * páginas y los bytes del documento y si todas las generaciones dieron los mismos bytes.
   */
  async pdfPresupuesto(lineas: number, veces: number, calentamiento: number): Promise<{ ms: number[]; paginas: number; bytes: number; identicos: boolean }> {
    // Bajo demanda, como en la app (pdf-lib no entra en el chunk de la página).
    const [{ PDFDocument }, { generarPdfPresupuesto }, { presupuestoSintetico }] = await Promise.all([
      import('pdf-lib'),
      import('../../src/features/presupuestos/pdf-presupuesto'),
      import('../../src/features/presupuestos/presupuesto-sintetico'),
    ]);
    const datos = presupuestoSintetico({ lineas });
    const primero = await generarPdfPresupuesto(datos);
    for (let i = 1; i < calentamiento; i++) await generarPdfPresupuesto(datos);
    const ms: number[] = [];
    let identicos = true;
    for (let i = 0; i < veces; i++) {
      const t = ahora();
      const bytes = await generarPdfPresupuesto(datos);
      ms.push(ahora() - t);
      identicos &&= bytes.length === primero.length && bytes.every((b, j) => b === primero[j]);
    }
    const paginas = (await PDFDocument.load(primero)).getPageCount();
    return { ms, paginas, bytes: primero.length, identicos };
  },

  async abrir(nombre: string): Promise<void> {
    const sesion = leerSesion();
    if (!sesion) throw new Error('Sin sesión');
    abierta = await abrirVigia(sesion, { nombre });
    await abierta.motor.listo;
  },

  /** Encola n cambios de observaciones repartidos por los partes del técnico; devuelve ms y latencias de mutate. */
  async encolar(n: number): Promise<{ ms: number; latencias: number[] }> {
    if (!abierta) throw new Error('Sin base abierta');
    const partes = await abierta.db.partetrabajo.find({ selector: { estado: 1 } }).exec();
    if (partes.length === 0) throw new Error('El técnico no tiene partes');
    const latencias: number[] = [];
    const t0 = ahora();
    for (let i = 0; i < n; i++) {
      const p = partes[i % partes.length];
      if (!p) continue;
      const t = ahora();
      await abierta.motor.mutate('parteTrabajo.updateSync', { id: p.idparte_trabajo, cambios: { observaciones: `bench ${i}` } });
      latencias.push(ahora() - t);
    }
    return { ms: ahora() - t0, latencias };
  },

  /** Las entradas pendientes de la cola, tal cual (para mandarlas después directamente al servidor). */
  async entradasPendientes(): Promise<{ metodo: string; params: unknown; creado: string }[]> {
    if (!abierta) throw new Error('Sin base abierta');
    const docs = await abierta.db.syncupload.find({ selector: { estado: 'pendiente' }, sort: [{ orden: 'asc' }] }).exec();
    return docs.map((d) => ({ metodo: d.metodo, params: d.toMutableJSON().params, creado: d.creado }));
  },

  /**
   * Línea base del vaciado: las mismas mutaciones mandadas directamente a /api/ en lotes JSON-RPC del
   * mismo tamaño que usa la subida, uno tras otro (ids nuevos: el servidor las aplica otra vez). Sin cola,
   * sin IndexedDB: lo que tarda el servidor en aplicarlas más la red.
   */
  async aplicarDirecto(entradas: { metodo: string; params: unknown; creado: string }[], tamLote: number): Promise<number> {
    if (!abierta) throw new Error('Sin base abierta');
    const token = abierta.motor.token;
    const t0 = ahora();
    for (let i = 0; i < entradas.length; i += tamLote) {
      const cuerpo = entradas.slice(i, i + tamLote).map((e, j) => ({
        jsonrpc: '2.0',
        id: j,
        method: e.metodo,
        params: { idsync_upload: crypto.randomUUID(), creado: e.creado, params: e.params },
      }));
      const r = await fetch('/api/', { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(cuerpo) });
      const respuestas: unknown = await r.json();
      if (!r.ok || !Array.isArray(respuestas) || respuestas.some((x: { error?: unknown }) => x.error !== undefined)) {
        throw new Error(`El servidor rechazó un lote directo: ${r.status} ${JSON.stringify(respuestas).slice(0, 300)}`);
      }
    }
    return ahora() - t0;
  },

  /**
   * Llena la cola con n entradas como las que deja `mutate` (observaciones de los partes del técnico), en
   * bloques de 5.000 con bulkInsert: así una cola de 50.000 se prepara en segundos. El cambio local no se
   * aplica (no hace falta para medir la cola ni la subida: el servidor los aplica al subir).
   */
  async llenarCola(n: number): Promise<number> {
    if (!abierta) throw new Error('Sin base abierta');
    const partes = await abierta.db.partetrabajo.find({ selector: { estado: 1 } }).exec();
    if (partes.length === 0) throw new Error('El técnico no tiene partes');
    const t0 = ahora();
    const base = Date.now() * 1000;
    for (let i = 0; i < n; i += 5000) {
      const bloque = [];
      for (let j = i; j < Math.min(n, i + 5000); j++) {
        const p = partes[j % partes.length];
        if (!p) continue;
        bloque.push({
          idsync_upload: crypto.randomUUID(),
          orden: base + j,
          metodo: 'parteTrabajo.updateSync',
          params: { id: p.idparte_trabajo, cambios: { observaciones: `cola ${j}` } },
          creado: new Date().toISOString(),
          estado: 'pendiente' as const,
          error: null,
          intentos: 0,
          documentos: [`partetrabajo:${p.idparte_trabajo}`],
        });
      }
      await abierta.db.syncupload.bulkInsert(bloque);
    }
    return ahora() - t0;
  },

  /** Vacía la cola (como esperarDrenado) vigilando el hilo de la página (vigilarHilo). */
  async drenarMidiendoHilo(): Promise<{ ms: number } & Hilo> {
    const { resultado: ms, ...hilo } = await vigilarHilo(() => medidas.esperarDrenado());
    return { ms, ...hilo };
  },

  /** aplicarDirecto vigilando el hilo de la página: la línea base del hueco entre latidos con la misma carga. */
  async aplicarDirectoMidiendoHilo(entradas: { metodo: string; params: unknown; creado: string }[], tamLote: number): Promise<{ ms: number } & Hilo> {
    const { resultado: ms, ...hilo } = await vigilarHilo(() => medidas.aplicarDirecto(entradas, tamLote));
    return { ms, ...hilo };
  },

  pendientes(): number {
    return abierta?.motor.estado.pendientes ?? -1;
  },

  /** Desde ya hasta que la cola queda vacía (la subida la dispara el evento online o sincronizarAhora). */
  async esperarDrenado(): Promise<number> {
    if (!abierta) throw new Error('Sin base abierta');
    const motor = abierta.motor;
    const t0 = ahora();
    void motor.sincronizarAhora();
    await hasta(() => motor.estado.pendientes === 0 && !motor.estado.subiendo);
    return ahora() - t0;
  },

  /** Pestaña que escucha: anota cuándo ve cada cambio 'lat:<instante>' de un parte. */
  escuchar(): void {
    if (!abierta) throw new Error('Sin base abierta');
    const vistos: number[] = [];
    // Cada cambio cuenta una vez, la primera vez que esta pestaña lo ve: cuando la líder lo sube y vuelve a
    // bajar la versión del servidor, RxDB avisa otra vez con el mismo valor, y esa vuelta por el servidor
    // no es la latencia entre pestañas (con ella el p95 medía también la subida y la descarga).
    const contados = new Set<string>();
    (window as unknown as { latencias: number[] }).latencias = vistos;
    abierta.db.partetrabajo.$.subscribe((ev) => {
      const obs = (ev.documentData as { observaciones?: string | null }).observaciones;
      if (typeof obs !== 'string' || !obs.startsWith('lat:') || contados.has(obs)) return;
      contados.add(obs);
      vistos.push(ahora() - Number(obs.slice(4)));
    });
  },

  latencias(): number[] {
    return (window as unknown as { latencias?: number[] }).latencias ?? [];
  },

  /** Pestaña que escribe: un cambio con el instante de escritura. */
  async escribirLatencia(): Promise<void> {
    if (!abierta) throw new Error('Sin base abierta');
    const p = await abierta.db.partetrabajo.findOne({ selector: { estado: 1 } }).exec();
    if (!p) throw new Error('Sin partes');
    await abierta.motor.mutate('parteTrabajo.updateSync', { id: p.idparte_trabajo, cambios: { observaciones: `lat:${ahora()}` } });
  },
};

declare global {
  interface Window {
    medidas: typeof medidas;
  }
}
window.medidas = medidas;
document.getElementById('estado')?.replaceChildren('Medidas listas');
