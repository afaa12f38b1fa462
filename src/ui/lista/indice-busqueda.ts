/**
 * Índice de búsqueda de las listas, en el dispositivo (issue 32, punto 5).
 *
 * Buscar en una lista de 20.000 clientes leía la colección entera de IndexedDB (cada documento completo) y
 * filtraba en memoria: medio segundo con la base recién abierta. Aquí cada lista cuya búsqueda es sobre
 * campos propios (`{ campo }`, no relacionados) guarda, en la colección local `indicebusqueda`, el texto
 * normalizado de cada documento (el mismo `textoBuscable` que filtra) en un solo texto JSON, y hasta qué
 * cambio de la colección está al día (el punto `{ lwt, id }` de `getChangedDocumentsSince` de RxDB):
 *  - al abrir: lee ese documento (un valor de 1–2 MB frente a 20.000 documentos) y lee de la colección
 *    solo lo que cambió desde su punto; si la última lectura fue menos de MARGEN_LWT_MS después de ese
 *    punto, desde MARGEN_LWT_MS antes (una escritura de otra pestaña que tomó su lwt antes que el último
 *    leído pudo confirmarse después); sin índice guardado, recorre la colección una vez por páginas,
 *    cediendo el hilo;
 *  - mientras vive: aplica en el acto los cambios de la colección (de esta pestaña, de otras y de la
 *    descarga, por `eventBulks$`) y, si le llegó alguno, antes de la búsqueda siguiente lee desde su punto;
 *  - lo guarda RETARDO_GUARDAR_MS después del último cambio que leyó (un solo documento: una escritura
 *    atómica; si dos pestañas guardan, queda uno entero de los dos, y el punto con margen repara el resto).
 * La búsqueda da los ids cuyo texto contiene todas las palabras (la misma regla que `filtrarPorBusqueda`);
 * consultaBusqueda los convierte en la página de la lista con el selector y el orden de siempre.
 */
import {
  getChangedDocumentsSince,
  getQueryMatcher,
  getSortComparator,
  normalizeMangoQuery,
  type MangoQuery,
  type MangoQuerySelector,
  type RxCollection,
  type RxDocument,
  type RxStorageDefaultCheckpoint,
} from 'rxdb';
import { auditTime, from, merge, of, Subject, switchMap, type Observable } from 'rxjs';
import type { VigiaDatabase } from '../../../replication/cliente';
import { normalizarBusqueda, textoBuscable } from './consulta';
import type { CampoBusqueda } from './tipos';

/** Documentos leídos de la colección por página al construir o poner al día el índice. */
export const PAGINA_INDICE = 2000;
/** Al abrir un índice guardado se vuelve a leer lo cambiado en este margen antes de su punto. */
export const MARGEN_LWT_MS = 10_000;
export const RETARDO_GUARDAR_MS = 1000;
/**
 * Con hasta tantos resultados se leen por id y se filtran y ordenan en memoria (todos: la lista sabe su
 * total); con más, la consulta de la lista recorre su índice de orden y para en la página (con tantos
 * aciertos hay uno cada pocos documentos), sin total.
 */
export const UMBRAL_POR_ID = 1000;

/** Los campos de la búsqueda si todos son del propio documento (y hay alguno); si no, null. */
export const camposIndexables = <T>(campos: readonly CampoBusqueda<T>[]): readonly CampoBusqueda<T>[] | null =>
  campos.length > 0 && campos.every((c) => 'campo' in c) ? campos : null;

type Doc = Record<string, unknown>;
/** La colección vista sin su tipo de documento: el índice solo lee textos e ids. */
type ColeccionIndexable = RxCollection<Doc>;

const ceder = (): Promise<void> => new Promise((r) => setTimeout(r, 0));

const esEntradas = (v: unknown): v is [string, string][] =>
  Array.isArray(v) && v.every((e) => Array.isArray(e) && e.length === 2 && typeof e[0] === 'string' && typeof e[1] === 'string');

export class IndiceBusqueda {
  private readonly textos = new Map<string, string>();
  private punto: RxStorageDefaultCheckpoint | undefined;
  /** Cuándo empezó la última lectura de la colección. */
  private leido = 0;
  /** Lo guardado se puede abrir sin margen (se leyó al menos MARGEN_LWT_MS después de su punto). */
  private guardadoSeguro = false;
  private preparado: Promise<void> | null = null;
  private enCurso: Promise<void> | null = null;
  /** Hay cambios en la colección que el índice no ha leído aún. */
  private pendiente = true;
  /** Ha leído cambios que no ha guardado. */
  private sinGuardar = false;
  private temporizador: ReturnType<typeof setTimeout> | null = null;
  private relectura: ReturnType<typeof setTimeout> | null = null;
  /** Cada vez que cambia la colección (para repetir las búsquedas abiertas). */
  readonly cambios$ = new Subject<void>();
  /** Documentos leídos de la colección desde que se creó el índice (pruebas y bench). */
  leidos = 0;
  /** Si se abrió desde lo guardado (y no recorriendo la colección). */
  desdeGuardado = false;

  constructor(
    private readonly coleccion: ColeccionIndexable,
    private readonly indices: VigiaDatabase['indicebusqueda'],
    private readonly campos: readonly CampoBusqueda<Doc>[],
    readonly id: string,
    private readonly margenMs: number = MARGEN_LWT_MS,
  ) {
    coleccion.eventBulks$.subscribe((bulk) => {
      // Antes de estar preparado, lo que llegue lo leerá la puesta al día (su lwt es posterior al punto).
      if (this.punto !== undefined) {
        for (const e of bulk.events) {
          if (e.operation === 'DELETE') this.textos.delete(e.documentId);
          else this.textos.set(e.documentId, this.texto(e.documentData));
        }
      }
      this.pendiente = true;
      this.cambios$.next();
    });
  }

  private texto(doc: Doc): string {
    return textoBuscable({ doc, relacionados: {} }, this.campos);
  }

  /** Lo guardado, si lo hay y se entiende; si no, se construirá recorriendo la colección. */
  private async cargar(): Promise<void> {
    try {
      const guardado = await this.indices.findOne(this.id).exec();
      if (!guardado) return;
      const entradas: unknown = JSON.parse(guardado.entradas);
      if (!esEntradas(entradas)) return;
      for (const [id, texto] of entradas) this.textos.set(id, texto);
      // Justo después de lo último leído, salvo que se leyera poco después de escribirse: entonces, con margen.
      const seguro = guardado.leido - guardado.lwt >= this.margenMs;
      this.punto = seguro ? { id: guardado.ultimo, lwt: guardado.lwt } : { id: '', lwt: Math.max(0, guardado.lwt - this.margenMs) };
      this.leido = guardado.leido;
      this.guardadoSeguro = seguro;
      this.desdeGuardado = true;
    } catch (e) {
      this.textos.clear();
      console.warn('Índice de búsqueda ilegible: se reconstruye', e);
    }
  }

  /** Lee de la colección lo cambiado desde el punto (todo, si no lo hay), por páginas. */
  private async leerCambios(): Promise<void> {
    const primaria = this.coleccion.schema.primaryPath;
    this.leido = Date.now();
    for (;;) {
      const { documents, checkpoint } = await getChangedDocumentsSince(this.coleccion.storageInstance, PAGINA_INDICE, this.punto);
      for (const d of documents) {
        const id = String(d[primaria]);
        if (d._deleted) this.textos.delete(id);
        else this.textos.set(id, this.texto(d));
      }
      this.leidos += documents.length;
      this.punto = checkpoint;
      if (documents.length > 0) this.sinGuardar = true;
      if (documents.length < PAGINA_INDICE) break;
      await ceder();
    }
    // Ya pasó el margen desde lo último escrito: guardarlo otra vez deja abrirlo sin releer ese margen.
    if (!this.guardadoSeguro && this.punto !== undefined && this.leido - this.punto.lwt >= this.margenMs) this.sinGuardar = true;
    if (this.sinGuardar) this.programarGuardado();
    this.programarRelectura();
  }

  /**
   * Si lo último leído se escribió hace menos de MARGEN_LWT_MS, lo guardado se abriría releyendo ese margen
   * (en el bench, los 20.000 clientes recién insertados, en cada apertura). Como ya no se relee en cada
   * búsqueda, pasado el margen se relee una vez desde el punto (y se guarda como seguro) sin esperar a un evento.
   */
  private programarRelectura(): void {
    if (this.relectura !== null || this.punto === undefined || this.leido - this.punto.lwt >= this.margenMs) return;
    this.relectura = setTimeout(() => {
      this.relectura = null;
      if (this.coleccion.closed) return;
      this.pendiente = true;
      void this.alDia().catch(() => undefined);
    }, this.punto.lwt + this.margenMs - this.leido + 10);
  }

  /**
   * Preparado (de lo guardado o recorriendo la colección) y al día con la colección: al abrir lee lo
   * cambiado desde su punto (también lo de otra pestaña que se cerró antes de anunciarlo); después, solo
   * cuando le llega un evento de la colección (leer desde el punto cuesta una consulta por índice que en
   * Chromium, con 20.000 clientes, se mide en decenas de ms aunque no devuelva nada).
   */
  alDia(): Promise<void> {
    this.enCurso ??= (async () => {
      this.preparado ??= this.cargar();
      await this.preparado;
      while (this.pendiente) {
        this.pendiente = false;
        await this.leerCambios();
      }
    })().finally(() => {
      this.enCurso = null;
    });
    return this.enCurso;
  }

  /** Los ids cuyo texto contiene todas las palabras de `busqueda` (sin tildes ni mayúsculas). */
  async buscar(busqueda: string): Promise<string[]> {
    await this.alDia();
    const palabras = normalizarBusqueda(busqueda).split(' ').filter((p) => p !== '');
    const ids: string[] = [];
    for (const [id, texto] of this.textos) if (palabras.every((p) => texto.includes(p))) ids.push(id);
    return ids;
  }

  private programarGuardado(): void {
    if (this.temporizador !== null) clearTimeout(this.temporizador);
    this.temporizador = setTimeout(() => {
      this.temporizador = null;
      void this.guardar();
    }, RETARDO_GUARDAR_MS);
  }

  /** Guarda el índice y su punto (un documento). Un fallo no rompe la búsqueda: se reintenta en el siguiente cambio. */
  async guardar(): Promise<void> {
    if (this.punto === undefined || this.coleccion.closed) return;
    this.sinGuardar = false;
    const seguro = this.leido - this.punto.lwt >= this.margenMs;
    try {
      await this.indices.upsert({
        idindice: this.id,
        lwt: this.punto.lwt,
        ultimo: this.punto.id,
        leido: this.leido,
        documentos: this.textos.size,
        entradas: JSON.stringify([...this.textos]),
        guardado: new Date().toISOString(),
      });
      this.guardadoSeguro = seguro;
    } catch (e) {
      this.sinGuardar = true;
      if (!this.coleccion.closed) console.warn('No se pudo guardar el índice de búsqueda', e);
    }
  }
}

const registro = new WeakMap<object, Map<string, IndiceBusqueda>>();

const coleccionDe = (db: VigiaDatabase, nombre: string): ColeccionIndexable => {
  const coleccion: unknown = db.collections[nombre as keyof VigiaDatabase['collections']];
  if (!esColeccion(coleccion)) throw new Error(`No hay colección ${nombre} en la base del dispositivo`);
  return coleccion;
};

const idIndice = <T>(nombre: string, campos: readonly CampoBusqueda<T>[]): string =>
  `${nombre}|${campos.map((c) => ('campo' in c ? c.campo : `@${c.relacionado}`)).join(',')}`;

/** Un índice nuevo, fuera del registro (pruebas: otra «pestaña», otro margen). */
export const crearIndice = <T>(db: VigiaDatabase, nombre: string, campos: readonly CampoBusqueda<T>[], margenMs: number = MARGEN_LWT_MS): IndiceBusqueda =>
  new IndiceBusqueda(coleccionDe(db, nombre), db.indicebusqueda, campos.flatMap((c) => ('campo' in c ? [{ campo: c.campo }] : [])), idIndice(nombre, campos), margenMs);

/** El índice de `campos` de la colección `nombre` de esta base (uno por base, colección y campos). */
export const indiceDe = <T>(db: VigiaDatabase, nombre: string, campos: readonly CampoBusqueda<T>[]): IndiceBusqueda => {
  const coleccion = coleccionDe(db, nombre);
  const id = idIndice(nombre, campos);
  let porId = registro.get(coleccion);
  if (!porId) {
    porId = new Map();
    registro.set(coleccion, porId);
  }
  let indice = porId.get(id);
  if (!indice) {
    indice = crearIndice(db, nombre, campos);
    porId.set(id, indice);
  }
  return indice;
};

function esColeccion(c: unknown): c is ColeccionIndexable {
  return typeof c === 'object' && c !== null && 'storageInstance' in c && 'eventBulks$' in c;
}

export interface ResultadoBusqueda<D> {
  docs: D[];
  /** true: son todos los que cumplen búsqueda, selector y filtros (la lista sabe su total). */
  completo: boolean;
}

/**
 * La búsqueda de una lista por su índice, como consulta reactiva (se repite cuando cambia la colección):
 * los documentos que contienen las palabras y cumplen `consulta` (selector y orden de la lista).
 * Con más de UMBRAL_POR_ID aciertos, solo las `limite` primeras filas (y una más para saber si hay más).
 */
export const consultaBusqueda = <T>(
  db: VigiaDatabase,
  nombre: string,
  campos: readonly CampoBusqueda<T>[],
  busqueda: string,
  consulta: MangoQuery<T>,
  limite: number,
  umbral: number = UMBRAL_POR_ID,
): { $: Observable<ResultadoBusqueda<T>> } => {
  const indice = indiceDe(db, nombre, campos);
  const coleccion = coleccionDe(db, nombre);
  const esquema = coleccion.schema.jsonSchema;
  const primaria = coleccion.schema.primaryPath;
  const mango: MangoQuery<Doc> = { selector: selectorDoc(consulta.selector), ...(consulta.sort ? { sort: sortDoc(consulta.sort) } : {}) };
  const normal = normalizeMangoQuery(esquema, mango);
  const cumple = getQueryMatcher(esquema, normal);
  const compara = getSortComparator(esquema, normal);
  const calcular = async (): Promise<ResultadoBusqueda<T>> => {
    const ids = await indice.buscar(busqueda);
    if (ids.length <= umbral) {
      const porId = await coleccion.findByIds(ids).exec();
      const docs = [...porId.values()].filter((d) => cumple(d._data)).sort((a, b) => compara(a._data, b._data));
      return { docs: docs.map(comoT<T>), completo: true };
    }
    const conIds: MangoQuerySelector<Doc> = { $and: [mango.selector ?? {}, { [primaria]: { $in: ids } }] };
    const docs = await coleccion.find({ ...mango, selector: conIds, limit: limite + 1 }).exec();
    return { docs: docs.map(comoT<T>), completo: false };
  };
  return { $: merge(of(null), indice.cambios$.pipe(auditTime(100))).pipe(switchMap(() => from(calcular()))) };
};

/*
 * La lista trabaja con su tipo T y el índice con la colección sin tipo: el selector y el orden son los
 * mismos objetos, y cada RxDocument de la colección es un T (la lista lo declaró con `coleccion(db)`).
 */
const selectorDoc = <T>(s: MangoQuerySelector<T> | undefined): MangoQuerySelector<Doc> => (s ?? {}) as MangoQuerySelector<Doc>;
const sortDoc = <T>(s: NonNullable<MangoQuery<T>['sort']>): NonNullable<MangoQuery<Doc>['sort']> => s as NonNullable<MangoQuery<Doc>['sort']>;
const comoT = <T>(d: RxDocument<Doc>): T => d as unknown as T;
