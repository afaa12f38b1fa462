/**
 * Servidor de pruebas en memoria detrás de un `fetch`: el mismo cable que el real (POST /token/,
 * JSON-RPC en POST /api/ con lotes, GET /api/stream) para las pruebas que necesitan control fino:
 * páginas de sync.pull con guion, fallos de red o 5xx a demanda, tokens revocados, pokes.
 *
 * Las mutaciones corren con los mutadores compartidos (`lado: 'servidor'`) sobre un mapa, una sola vez
 * por idsync_upload; cada escritura lleva un número de secuencia para sync.pull. `visible` decide el
 * ámbito del usuario (lo que sale de él llega como eliminado).
 */
import { claveDe, esColeccion, type Coleccion } from '../../../schemas';
import { ErrorNegocio } from '../../errores';
import type { RespuestaSyncDesalojar, RespuestaSyncHistorial, RespuestaSyncPull } from '../../metodos';
import { envolturaMutacion, getMutador } from '../../mutadores';
import type { UsuarioSesion } from '../../sesion';
import { parseRef, refDoc, type Doc, type Tx } from '../../tx';
import { comoDoc, cumpleFiltro } from '../tx-memoria';
import { derivar } from '../../../schemas';

interface Registro {
  doc: Doc | null;
  seq: number;
}

export interface LlamadaRecibida {
  metodo: string;
  params: unknown;
}

type Fallo = 'red' | '500';

const json = (cuerpo: unknown, status = 200): Response =>
  new Response(JSON.stringify(cuerpo), { status, headers: { 'Content-Type': 'application/json' } });

export class ServidorFalso {
  readonly datos = new Map<string, Registro>();
  readonly llamadas: LlamadaRecibida[] = [];
  readonly aplicadas = new Map<string, unknown>();
  /** Páginas de sync.pull con guion: si hay, se sirven en orden en lugar de las calculadas. */
  readonly guionPull: RespuestaSyncPull[] = [];
  /** Páginas de sync.historial y de sync.desalojar, en orden (sin guion: vacías). */
  readonly guionHistorial: RespuestaSyncHistorial[] = [];
  readonly guionDesalojar: RespuestaSyncDesalojar[] = [];
  readonly estados: unknown[] = [];
  /** Métodos de cada petición a /api/ (un lote = varios). */
  readonly lotes: string[][] = [];
  visible: (c: Coleccion, doc: Doc) => boolean = () => true;
  /** Regla de negocio extra del servidor: devuelve el error con que rechazar una mutación, o null. */
  rechazar: (metodo: string, params: unknown) => ErrorNegocio | null = () => null;
  /** Fallo transitorio de una sola llamada (error interno -32603): la entrada se reintenta. */
  fallaUnaVez: (metodo: string, params: unknown) => boolean = () => false;
  desconectado = false;
  private seq = 0;
  private fallos: Fallo[] = [];
  private fallosCondicionados: { cuando: (metodos: string[]) => boolean; tipo: Fallo; veces: number }[] = [];
  private tokens = new Set<string>();
  private streams = new Set<ReadableStreamDefaultController<Uint8Array>>();
  private readonly usuario: UsuarioSesion;
  private readonly password: string;

  constructor(usuario: UsuarioSesion, password = 'demo1234') {
    this.usuario = usuario;
    this.password = password;
  }

  // ── Datos ───────────────────────────────────────────────────────────────────────────────────

  poner(c: Coleccion, doc: Doc): void {
    this.datos.set(refDoc(c, String(doc[claveDe(c)])), { doc: derivar(c, structuredClone(doc)), seq: ++this.seq });
  }

  borrar(c: Coleccion, id: string): void {
    this.datos.set(refDoc(c, id), { doc: null, seq: ++this.seq });
  }

  /** Vuelve a marcar un documento como cambiado (p. ej. tras cambiar `visible`). */
  tocar(c: Coleccion, id: string): void {
    const r = this.datos.get(refDoc(c, id));
    if (r) r.seq = ++this.seq;
  }

  doc(c: Coleccion, id: string): Doc | null {
    return this.datos.get(refDoc(c, id))?.doc ?? null;
  }

  get secuencia(): number {
    return this.seq;
  }

  // ── Control ─────────────────────────────────────────────────────────────────────────────────

  emitirToken(): string {
    const t = `t-${crypto.randomUUID()}`;
    this.tokens.add(t);
    return t;
  }

  revocarTokens(): void {
    this.tokens.clear();
  }

  fallarProximas(n: number, tipo: Fallo): void {
    for (let i = 0; i < n; i++) this.fallos.push(tipo);
  }

  /** Falla las próximas `veces` peticiones a /api/ cuyos métodos cumplan `cuando`. */
  fallarCuando(cuando: (metodos: string[]) => boolean, tipo: Fallo, veces = 1): void {
    this.fallosCondicionados.push({ cuando, tipo, veces });
  }

  poke(): void {
    const bytes = new TextEncoder().encode('event: poke\ndata: {}\n\n');
    for (const c of this.streams) c.enqueue(bytes);
  }

  cerrarStreams(): void {
    for (const c of this.streams) c.close();
    this.streams.clear();
  }

  metodos(): string[] {
    return this.llamadas.map((l) => l.metodo);
  }

  // ── El cable ────────────────────────────────────────────────────────────────────────────────

  readonly fetch = async (url: string, init?: RequestInit): Promise<Response> => {
    if (this.desconectado) throw new TypeError('fetch failed');
    const ruta = new URL(url).pathname;
    const metodoHttp = init?.method ?? 'GET';
    if (ruta === '/token/' && metodoHttp === 'POST') return this.token(init?.body);
    const token = new Headers(init?.headers).get('Authorization')?.replace(/^Bearer /, '') ?? '';
    if (ruta === '/api/stream') return this.stream(token, init?.signal ?? null);
    if (ruta !== '/api/' || metodoHttp !== 'POST') return json({ error: 'No encontrado' }, 404);
    const cuerpo: unknown = JSON.parse(String(init?.body));
    const metodos = (Array.isArray(cuerpo) ? cuerpo : [cuerpo]).map((c: { method?: unknown }) => String(c.method));
    const condicionado = this.fallosCondicionados.find((f) => f.veces > 0 && f.cuando(metodos));
    if (condicionado) condicionado.veces--;
    const fallo = condicionado?.tipo ?? this.fallos.shift();
    if (fallo === 'red') throw new TypeError('fetch failed');
    if (fallo === '500') return json({ error: 'Error interno' }, 500);
    if (!this.tokens.has(token)) {
      return json({ jsonrpc: '2.0', id: null, error: { code: -32001, message: 'La sesión se ha invalidado desde el servidor' } }, 403);
    }
    this.lotes.push(metodos);
    if (Array.isArray(cuerpo)) {
      const respuestas = [];
      for (const c of cuerpo) respuestas.push(await this.llamar(c));
      return json(respuestas);
    }
    return json(await this.llamar(cuerpo));
  };

  private token(body: unknown): Response {
    if (!(body instanceof FormData)) return json({ error: 'Falta el formulario' }, 400);
    if (body.get('username') !== this.usuario.login || body.get('password') !== this.password) {
      return json({ error: 'Usuario o contraseña incorrectos' }, 401);
    }
    return json({ token: this.emitirToken(), usuario: this.usuario });
  }

  private stream(token: string, signal: AbortSignal | null): Response {
    if (!this.tokens.has(token)) return json({ error: 'Sesión no válida' }, 403);
    let propio: ReadableStreamDefaultController<Uint8Array> | null = null;
    const cuerpo = new ReadableStream<Uint8Array>({
      start: (c) => {
        propio = c;
        this.streams.add(c);
        c.enqueue(new TextEncoder().encode(': ping\n\n'));
      },
      cancel: () => {
        if (propio) this.streams.delete(propio);
      },
    });
    signal?.addEventListener('abort', () => {
      if (!propio) return;
      this.streams.delete(propio);
      try {
        propio.error(new Error('abortado'));
      } catch {
        // ya cerrado
      }
    });
    return new Response(cuerpo, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  }

  private async llamar(peticion: unknown): Promise<unknown> {
    const p = peticion as { id: string; method: string; params?: unknown };
    this.llamadas.push({ metodo: p.method, params: p.params });
    try {
      return { jsonrpc: '2.0', id: p.id, result: await this.ejecutar(p.method, p.params) };
    } catch (e) {
      if (e instanceof ErrorNegocio) return { jsonrpc: '2.0', id: p.id, error: { code: e.codigo, message: e.message } };
      if (e instanceof ErrorRpcFalso) return { jsonrpc: '2.0', id: p.id, error: { code: e.codigo, message: e.message } };
      return { jsonrpc: '2.0', id: p.id, error: { code: -32603, message: e instanceof Error ? e.message : String(e) } };
    }
  }

  private async ejecutar(metodo: string, params: unknown): Promise<unknown> {
    switch (metodo) {
      case 'sync.pull':
        return this.pull(params as { checkpoint: number; cursor?: string | null; limite?: number });
      case 'sync.documentos':
        return this.documentos((params as { refs: string[] }).refs);
      case 'sync.historial':
        return this.guionHistorial.shift() ?? { documentos: [], cursor: null };
      case 'sync.desalojar':
        return this.guionDesalojar.shift() ?? { eliminados: [], cursor: null };
      case 'sync.estado':
        this.estados.push(params);
        return { registrado: new Date().toISOString() };
      case 'token.refrescar':
        return { token: this.emitirToken() };
      case 'sesion.cerrar':
        this.revocarTokens();
        return { cerrada: true };
    }
    const mutador = getMutador(metodo);
    if (!mutador) throw new ErrorRpcFalso(-32601, `Método desconocido: ${metodo}`);
    const envoltura = envolturaMutacion.safeParse(params);
    if (!envoltura.success) throw new ErrorRpcFalso(-32602, 'Parámetros no válidos');
    const { idsync_upload, creado } = envoltura.data;
    if (this.aplicadas.has(idsync_upload)) return { idsync_upload, resultado: this.aplicadas.get(idsync_upload), repetido: true };
    const p = mutador.params.safeParse(envoltura.data.params);
    if (!p.success) throw new ErrorNegocio('validacion', 'Datos no válidos');
    const rechazo = this.rechazar(metodo, p.data);
    if (rechazo) throw rechazo;
    if (this.fallaUnaVez(metodo, p.data)) throw new ErrorRpcFalso(-32603, 'Error interno');
    const cambios = new Map<string, Doc | null>();
    const resultado = await mutador.aplicar(this.tx(cambios), p.data, { lado: 'servidor', usuario: this.usuario, ahora: creado });
    for (const [ref, doc] of cambios) {
      const { coleccion, id } = parseRef(ref);
      if (!esColeccion(coleccion)) continue;
      if (doc) this.poner(coleccion, doc);
      else this.borrar(coleccion, id);
    }
    this.aplicadas.set(idsync_upload, resultado);
    return { idsync_upload, resultado, repetido: false };
  }

  /** Tx de un mutador: lee lo guardado y lo escrito en esta llamada; escribe al terminar sin errores. */
  private tx(cambios: Map<string, Doc | null>): Tx {
    const leer = (ref: string): Doc | null => (cambios.has(ref) ? (cambios.get(ref) ?? null) : (this.datos.get(ref)?.doc ?? null));
    return {
      get: async (c, id) => {
        const d = leer(refDoc(c, id));
        return d ? comoDoc(c, structuredClone(d)) : null;
      },
      find: async (c, filtro) => {
        const refs = new Set([...this.datos.keys(), ...cambios.keys()].filter((r) => r.startsWith(`${c}:`)));
        return [...refs].map(leer).filter((d): d is Doc => d !== null && cumpleFiltro(d, filtro)).map((d) => comoDoc(c, structuredClone(d)));
      },
      put: async (c, doc) => {
        const d = derivar(c, structuredClone(doc as Doc));
        cambios.set(refDoc(c, String(d[claveDe(c)])), d);
      },
      remove: async (c, id) => {
        cambios.set(refDoc(c, id), null);
      },
    };
  }

  private pull(p: { checkpoint: number; cursor?: string | null; limite?: number }): RespuestaSyncPull {
    const guion = this.guionPull.shift();
    if (guion) return guion;
    const limite = p.limite ?? 1000;
    const enAmbito = (ref: string, r: Registro): boolean => {
      const { coleccion } = parseRef(ref);
      return r.doc !== null && esColeccion(coleccion) && this.visible(coleccion, r.doc);
    };
    const todos = [...this.datos.entries()].sort((a, b) => a[1].seq - b[1].seq);
    if (p.checkpoint === 0) {
      // Primera descarga: foto por páginas; el cursor es el desplazamiento.
      const visibles = todos.filter(([ref, r]) => enAmbito(ref, r));
      const desde = Number(p.cursor ?? 0);
      const pagina = visibles.slice(desde, desde + limite);
      const siguiente = desde + limite < visibles.length ? String(desde + limite) : null;
      return {
        documentos: pagina.map(([ref, r]) => ({ coleccion: parseRef(ref).coleccion as Coleccion, doc: structuredClone(r.doc ?? {}) })),
        eliminados: [],
        checkpoint: siguiente ? 0 : this.seq,
        cursor: siguiente,
        hayMas: siguiente !== null,
        resincronizar: false,
      };
    }
    const cambiados = todos.filter(([, r]) => r.seq > p.checkpoint).slice(0, limite);
    const documentos = [];
    const eliminados = [];
    for (const [ref, r] of cambiados) {
      const coleccion = parseRef(ref).coleccion as Coleccion;
      if (enAmbito(ref, r)) documentos.push({ coleccion, doc: structuredClone(r.doc ?? {}) });
      else eliminados.push({ coleccion, id: parseRef(ref).id });
    }
    const ultimo = cambiados.at(-1)?.[1].seq ?? p.checkpoint;
    return { documentos, eliminados, checkpoint: ultimo, cursor: null, hayMas: ultimo < this.seq, resincronizar: false };
  }

  private documentos(refs: string[]): { documentos: { coleccion: Coleccion; doc: Doc }[]; eliminados: { coleccion: Coleccion; id: string }[] } {
    const documentos = [];
    const eliminados = [];
    for (const ref of refs) {
      const { coleccion, id } = parseRef(ref);
      if (!esColeccion(coleccion)) continue;
      const r = this.datos.get(ref);
      if (r?.doc && this.visible(coleccion, r.doc)) documentos.push({ coleccion, doc: structuredClone(r.doc) });
      else eliminados.push({ coleccion, id });
    }
    return { documentos, eliminados };
  }
}

class ErrorRpcFalso extends Error {
  readonly codigo: number;
  constructor(codigo: number, mensaje: string) {
    super(mensaje);
    this.codigo = codigo;
  }
}
