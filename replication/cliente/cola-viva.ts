/**
 * La cola de subida resumida en memoria y al día con los eventos de RxDB (también los de otras pestañas:
 * `syncupload.$` los recibe todos): cuántas entradas vivas y fallidas hay, la más antigua y qué documentos
 * protegen. Una por base de datos, compartida por el motor y las pantallas.
 *
 * Sustituye a las consultas vivas `syncupload.find().$`: esas rehacían sus N resultados (RxDocument, mapas)
 * con cada escritura de la cola, dos por mutate, y con miles de entradas pendientes el encolado iba a la
 * mitad de velocidad. Aquí un evento cuesta O(1) y el resumen se calcula al pedirlo.
 *
 * Arranque sin huecos: primero se escuchan los eventos (guardándolos), después se lee la cola entera y
 * por último se aplican los eventos guardados en orden. Aplicar un evento es «este documento queda así»
 * (o «ya no está»), así que repetir uno que la lectura ya incluía no cambia el resultado.
 *
 * Si esa lectura falla no se calla: `error` lo dice (el motor lo publica y /sincronizacion lo muestra) y
 * se vuelve a leer con espera creciente (0,5 s → 30 s) hasta que salga o se cierre la base de datos.
 *
 * Un evento de otra pestaña se puede perder: si la pestaña se cierra entre que IndexedDB guarda su
 * escritura y que RxDB la anuncia por BroadcastChannel, las demás no se enteran nunca (y un borrado
 * perdido dejaría aquí una entrada pendiente para siempre). `releer()` vuelve a leer la cola entera del
 * almacenamiento, sin la caché de consultas de RxDB (que también se quedó sin ese evento), con los eventos
 * que lleguen mientras tanto guardados y aplicados después, como en el arranque. El motor lo pide cuando
 * una pestaña hereda el liderazgo, que es justo cuando otra acaba de cerrarse o morir.
 */
import type { RxChangeEvent } from 'rxdb';
import type { DocDe } from '../../schemas';
import type { VigiaDatabase } from './tipos';
import { MENSAJES } from '../errores';
import { IndiceCola, type Resumida } from './indice-cola';
import { claveRetiradas, leerRetiradas } from './retiradas';

type Entrada = DocDe<'syncupload'>;

export interface ResumenCola {
  /** Entradas 'nuevo' y 'pendiente'. */
  pendientes: number;
  fallidos: number;
  /** `creado` de la entrada viva más antigua. */
  masAntiguo: string | null;
}

export class ColaViva {
  private entradas = new IndiceCola();
  private readonly oyentes = new Set<() => void>();
  private guardados: RxChangeEvent<Entrada>[] | null = [];
  private documentosCache: { version: number; valor: ReadonlySet<string> } | null = null;
  private version = 0;
  private errorLectura: string | null = null;
  /** Eventos que llegan durante una relectura (se aplican también al momento, y otra vez al terminar). */
  private durante: RxChangeEvent<Entrada>[] | null = null;
  /** Se pidió otra relectura mientras había una en curso. */
  private otraVez = false;
  private relectura: Promise<void> | null = null;

  private readonly db: VigiaDatabase;

  constructor(db: VigiaDatabase) {
    this.db = db;
    // Entradas retiradas por otra pestaña (retiradas.ts vive en localStorage, sin evento de RxDB).
    globalThis.addEventListener?.('storage', (ev: StorageEvent) => {
      if (ev.key === claveRetiradas(db)) this.avisar();
    });
    db.syncupload.$.subscribe((ev) => {
      this.durante?.push(ev);
      if (this.guardados) this.guardados.push(ev);
      else {
        this.aplicar(ev, this.entradas);
        this.avisar();
      }
    });
    this.leer(0);
  }

  /** Primera lectura de la cola entera; si falla, lo dice en `error` y se repite. */
  private leer(intento: number): void {
    // Dentro de la promesa: un fallo síncrono de find() también se ve y se reintenta.
    Promise.resolve()
      .then(() => this.db.syncupload.find().exec())
      .then((docs) => {
        // Una relectura que terminó antes ya dejó la cola leída (y más al día que esta lectura).
        if (this.guardados === null) return;
        for (const d of docs) this.entradas.poner(d.idsync_upload, { estado: d.estado, creado: d.creado, documentos: d.documentos });
        for (const ev of this.guardados ?? []) this.aplicar(ev, this.entradas);
        this.guardados = null;
        this.errorLectura = null;
        this.avisar();
      })
      .catch((e: unknown) => {
        if (this.db.closed) return;
        this.errorLectura = `${MENSAJES.colaIlegible}: ${e instanceof Error ? e.message : String(e)}`;
        this.avisar();
        setTimeout(() => this.leer(intento + 1), Math.min(30_000, 500 * 2 ** intento));
      });
  }

  /**
   * Vuelve a leer la cola entera del almacenamiento y sustituye el resumen (ver arriba). Si ya hay una
   * relectura en curso, se repite al terminar (lo que pasó antes de esta petición puede no estar en ella).
   */
  releer(): Promise<void> {
    if (this.durante) {
      this.otraVez = true;
      return this.relectura ?? Promise.resolve();
    }
    this.durante = [];
    const coleccion = this.db.syncupload;
    this.relectura = Promise.resolve()
      // Directo al almacenamiento: la caché de consultas de RxDB se calcula con los mismos eventos.
      .then(() => coleccion.storageInstance.query(coleccion.find().getPreparedQuery()))
      .then(({ documents }) => {
        const nuevas = new IndiceCola();
        for (const d of documents) nuevas.poner(d.idsync_upload, { estado: d.estado, creado: d.creado, documentos: d.documentos });
        for (const ev of this.durante ?? []) this.aplicar(ev, nuevas);
        this.entradas = nuevas;
        this.errorLectura = null;
        // Si la primera lectura aún no había llegado, esta la sustituye.
        if (this.guardados) this.guardados = null;
      })
      .catch((e: unknown) => {
        if (this.db.closed) return;
        this.errorLectura = `${MENSAJES.colaIlegible}: ${e instanceof Error ? e.message : String(e)}`;
      })
      .finally(() => {
        this.durante = null;
        this.relectura = null;
        this.avisar();
        if (this.otraVez && !this.db.closed) {
          this.otraVez = false;
          void this.releer();
        }
      });
    return this.relectura;
  }

  /** ¿Ya se leyó la cola? Antes, el resumen está vacío. */
  get lista(): boolean {
    return this.guardados === null;
  }

  /** Por qué no se ha podido leer la cola todavía (se sigue intentando), o null. */
  get error(): string | null {
    return this.errorLectura;
  }

  private aplicar(ev: RxChangeEvent<Entrada>, entradas: IndiceCola): void {
    const d = ev.documentData;
    if (ev.operation === 'DELETE' || d._deleted) entradas.quitar(ev.documentId);
    else entradas.poner(ev.documentId, { estado: d.estado, creado: d.creado, documentos: d.documentos });
  }

  /** Vuelve a avisar a los oyentes (p. ej. tras apuntar una entrada como retirada). */
  avisar(): void {
    this.version += 1;
    for (const oyente of this.oyentes) oyente();
  }

  /** Avisa en cada cambio de la cola (y una vez leída); devuelve la función para dejar de escuchar. */
  suscribir(oyente: () => void): () => void {
    this.oyentes.add(oyente);
    return () => {
      this.oyentes.delete(oyente);
    };
  }

  /**
   * Las entradas que cuentan: todas menos las retiradas (retiradas.ts). Sin retiradas (lo normal) no hay
   * que recorrerlas: el resumen ya lleva las cuentas.
   */
  private conRetiradas(): Resumida[] | null {
    const retiradas = leerRetiradas(this.db);
    if (retiradas.size === 0) return null;
    return [...this.entradas.entradas].filter(([id]) => !retiradas.has(id)).map(([, e]) => e);
  }

  resumen(): ResumenCola {
    const vigentes = this.conRetiradas();
    if (vigentes === null) {
      const e = this.entradas;
      return { pendientes: e.contar('nuevo') + e.contar('pendiente'), fallidos: e.contar('fallido'), masAntiguo: e.masAntiguo() };
    }
    let pendientes = 0;
    let fallidos = 0;
    let masAntiguo: string | null = null;
    for (const e of vigentes) {
      if (e.estado === 'fallido') {
        fallidos += 1;
        continue;
      }
      pendientes += 1;
      if (masAntiguo === null || e.creado < masAntiguo) masAntiguo = e.creado;
    }
    return { pendientes, fallidos, masAntiguo };
  }

  /** Entradas 'nuevo' (aplicación interrumpida) sin contar las retiradas. */
  nuevas(): number {
    const vigentes = this.conRetiradas();
    return vigentes === null ? this.entradas.contar('nuevo') : vigentes.filter((e) => e.estado === 'nuevo').length;
  }

  /** Documentos ('coleccion:id') con alguna entrada en la cola; el mismo Set mientras la cola no cambie. */
  documentos(): ReadonlySet<string> {
    if (this.documentosCache?.version !== this.version) {
      const vigentes = this.conRetiradas();
      const valor = vigentes === null ? this.entradas.documentos() : new Set(vigentes.flatMap((e) => e.documentos));
      this.documentosCache = { version: this.version, valor };
    }
    return this.documentosCache.valor;
  }
}

const porBaseDatos = new WeakMap<VigiaDatabase, ColaViva>();

/** La ColaViva de una base de datos (se crea la primera vez). */
export const colaViva = (db: VigiaDatabase): ColaViva => {
  let c = porBaseDatos.get(db);
  if (!c) {
    c = new ColaViva(db);
    porBaseDatos.set(db, c);
  }
  return c;
};
