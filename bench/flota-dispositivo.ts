/**
 * Los dispositivos del simulador de flota (bench/flota.ts, issue 33): los usuarios que se dan de alta en la
 * base (uno por dispositivo), la API como la usa la app (POST /token/, sync.pull por páginas, subidas en
 * lote con su idsync_upload, reintentos con espera creciente y azar, y tras un 503 la espera de su
 * Retry-After con azar y el turno que trae (cabecera Vigia-Turno, devuelta en las peticiones siguientes,
 * como replication/cliente/rpc.ts y motor.ts) y el dispositivo con su stream, su
 * checkpoint y su puesta al día en cada poke, más las medidas que comparten todos.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { dormir } from './servidor-hijo';
import type { RespuestaSyncPull } from '../replication/metodos';
import { puede } from '../replication/sesion';
import { colecciones, entidades } from '../schemas';
import { usuarioDeFila, type FilaUsuario } from '../server/auth/usuarios';
import { etiquetasUsuario } from '../server/sync/ambito';
import { CABECERA_TURNO } from '../replication/turno-servidor';
export type Rol = 'técnico' | 'vigilante' | 'comercial';

export const f = (n: number, d = 0): string => n.toLocaleString('es-ES', { maximumFractionDigits: d, minimumFractionDigits: d });
export const percentil = (xs: readonly number[], p: number): number => {
  const o = [...xs].sort((a, b) => a - b);
  return o[Math.min(o.length - 1, Math.max(0, Math.ceil((p / 100) * o.length) - 1))] ?? NaN;
};
export const ahora = (): number => performance.now();

/** Como mucho esto a la vez en la entrada y la descarga inicial (2 núcleos: el resto espera su turno). */
export const EN_PARALELO = 16;
/** Espera tras el último cambio a que lleguen los pokes y terminen las puestas al día. */
export const CALMA_MS = 15_000;
export const PERIODO_CAMBIO_MS = 60_000;
/** Las colecciones de los documentos que tocan las mutaciones de la flota (una fila de `cambio` por cambio). */
export const COLECCIONES_CAMBIO: ReadonlySet<string> = new Set(['partetrabajo', 'partenovedad', 'cliente']);

/** RSS del proceso en bytes (Linux: /proc/<pid>/status). */
export const rss = (pid: number): number => {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m?.[1] ? Number(m[1]) * 1024 : NaN;
  } catch {
    return NaN;
  }
};

// ——— Usuarios de la flota ———

export interface UsuarioFlota {
  login: string;
  rol: Rol;
  etiquetas: string[] | null;
  /** Las colecciones que puede visualizar (las que filtran su sync.pull y sus pokes). */
  visibles: ReadonlySet<string>;
  /** Lo suyo que puede tocar: idtecnico (sus partes), idvigilante (sus puestos). */
  idtecnico: string | null;
  idvigilante: string | null;
}

export interface Plantilla {
  idusuario: string;
  hash: string;
  datos: Record<string, unknown>;
}

/** Cuántos dispositivos de cada rol: 40 % técnicos, 50 % vigilantes y el resto comerciales (issue 33). */
export const cuantosPorRol = (n: number): Record<Rol, number> => {
  const tec = Math.round(n * 0.4);
  const vig = Math.round(n * 0.5);
  return { 'técnico': tec, vigilante: vig, comercial: n - tec - vig };
};

/**
 * Da de alta un usuario por dispositivo: técnicos y vigilantes con los ids de los de la demo (si hay más
 * dispositivos que técnicos o vigilantes, varios usuarios distintos son del mismo, en rueda) y comerciales
 * como los dos de la demo (en rueda), con los permisos, apps y ámbito de los usuarios 'tecnico',
 * 'vigilante', 'comercial' y 'comercial2' y su contraseña (se copia el hash). Devuelve los usuarios por rol.
 */
export const altaUsuarios = async (databaseUrl: string, cuantos: Record<Rol, number>): Promise<Record<Rol, UsuarioFlota[]>> => {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const plantilla = async (login: string): Promise<Plantilla> => {
      const r = await c.query<{ idusuario: string; hash: string; datos: Record<string, unknown> }>('select idusuario, hash, datos from usuario where login = $1', [login]);
      const fila = r.rows[0];
      if (!fila) throw new Error(`La demo no tiene el usuario ${login}`);
      return fila;
    };
    const tec = await plantilla('tecnico');
    const vig = await plantilla('vigilante');
    const comerciales = [await plantilla('comercial'), await plantilla('comercial2')];
    const personas = async (tabla: 'tecnico' | 'vigilante'): Promise<{ id: string; idempleado: string; iddelegacion: string; nombre: string }[]> => (await c.query<{ id: string; idempleado: string; iddelegacion: string; nombre: string }>(
      `select id, doc->>'idempleado' as idempleado, doc->>'iddelegacion' as iddelegacion, doc->>'nombre' as nombre from "${tabla}" where (doc->>'estado')::int > 0 order by id`)).rows;
    const tecnicos = await personas('tecnico');
    const vigilantes = await personas('vigilante');
    if (tecnicos.length === 0 || vigilantes.length === 0) throw new Error('La demo no tiene técnicos o vigilantes activos');
    let siguiente = Number((await c.query<{ n: string }>(`select coalesce(max(idusuario::bigint), 0) as n from usuario where idusuario ~ '^[0-9]+$'`)).rows[0]?.n ?? 0) + 1000;
    const filas: { idusuario: string; login: string; hash: string; nombre: string; datos: Record<string, unknown> }[] = [];
    for (let i = 0; i < cuantos['técnico']; i++) {
      const t = tecnicos[i % tecnicos.length];
      if (t) filas.push({ idusuario: String(siguiente++), login: `flota-tecnico-${i}`, hash: tec.hash, nombre: t.nombre,
        datos: { ...tec.datos, idempleado: t.idempleado, idtecnico: t.id, iddelegacion: t.iddelegacion } });
    }
    for (let i = 0; i < cuantos.vigilante; i++) {
      const v = vigilantes[i % vigilantes.length];
      if (v) filas.push({ idusuario: String(siguiente++), login: `flota-vigilante-${i}`, hash: vig.hash, nombre: v.nombre,
        datos: { ...vig.datos, idempleado: v.idempleado, idvigilante: v.id, iddelegacion: v.iddelegacion } });
    }
    for (let i = 0; i < cuantos.comercial; i++) {
      const p = comerciales[i % comerciales.length];
      if (p) filas.push({ idusuario: String(siguiente++), login: `flota-comercial-${i}`, hash: p.hash, nombre: `Comercial ${i}`, datos: p.datos });
    }
    for (let i = 0; i < filas.length; i += 500) {
      const lote = filas.slice(i, i + 500);
      await c.query('insert into usuario (idusuario, login, hash, nombre, datos) select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::jsonb[])', [
        lote.map((x) => x.idusuario), lote.map((x) => x.login), lote.map((x) => x.hash), lote.map((x) => x.nombre), lote.map((x) => JSON.stringify(x.datos)),
      ]);
    }
    const leer = async (prefijo: string, rol: Rol): Promise<UsuarioFlota[]> => {
      const r = await c.query<FilaUsuario>(`select u.idusuario, u.login, u.hash, u.nombre, u.datos, u.activo from usuario u where u.login like $1 order by u.idusuario::bigint`, [`${prefijo}%`]);
      return r.rows.map((fila) => {
        const { usuario, ambito } = usuarioDeFila(fila);
        return {
          login: fila.login, rol, etiquetas: etiquetasUsuario(usuario, ambito), idtecnico: usuario.idtecnico, idvigilante: usuario.idvigilante,
          visibles: new Set(colecciones.filter((c) => puede(usuario, entidades[c].objeto, 'visualizar'))),
        };
      });
    };
    return {
      'técnico': await leer('flota-tecnico-', 'técnico'),
      vigilante: await leer('flota-vigilante-', 'vigilante'),
      comercial: await leer('flota-comercial-', 'comercial'),
    };
  } finally {
    await c.end();
  }
};

/** Cuántas personas distintas (técnicos, vigilantes) hay detrás de los usuarios de la flota. */
export const personasDistintas = (us: readonly UsuarioFlota[]): number => new Set(us.map((u) => u.idtecnico ?? u.idvigilante ?? u.login)).size;

// ——— Medidas compartidas ———

export interface Medidas {
  subidas: number[];
  pulls: number[];
  iniciales: number[];
  rechazos: Map<string, number>;
  reintentos: number;
  /** Reintentos tras un 503 con Retry-After (el servidor ocupado: server/http/admision.ts). */
  reintentosTrasOcupado: number;
  /** Puestas al día que no trajeron nada (el poke era de algo que el usuario no ve). */
  pullsVacios: number;
  erroresRpc: number;
  primerError: string;
}

export const medidas = (): Medidas => ({ subidas: [], pulls: [], iniciales: [], rechazos: new Map(), reintentos: 0, reintentosTrasOcupado: 0, pullsVacios: 0, erroresRpc: 0, primerError: '' });

export class Rechazo extends Error {
  /** `reintentarTrasMs`: el Retry-After de la respuesta (503 del servidor ocupado), si lo trae; `conTurno`: si trajo turno. */
  constructor(readonly codigo: string, mensaje: string, readonly reintentarTrasMs: number | null = null, readonly conTurno = false) {
    super(mensaje);
  }
}

/** El turno que dio el servidor ocupado (Vigia-Turno) a un dispositivo: se manda en sus peticiones siguientes. */
export interface Vez {
  turno: string | null;
}

/** Las cabeceras de una petición a /api/, con el turno si lo hay. */
const cabeceras = (token: string, vez: Vez | undefined): Record<string, string> => ({
  'content-type': 'application/json', authorization: `Bearer ${token}`, ...(vez?.turno ? { [CABECERA_TURNO]: vez.turno } : {}),
});

/** Como rpc.ts: el turno que traiga la respuesta; si no trae y la petición llevaba el guardado, se acabó. ¿Trajo turno? */
const anotarTurno = (vez: Vez | undefined, enviado: string | null, r: Response): boolean => {
  const recibido = r.headers.get(CABECERA_TURNO);
  if (vez === undefined) return recibido !== null;
  // Si mientras tanto otra respuesta guardó otro turno, ese manda.
  const vigente = vez.turno === enviado;
  if (recibido !== null && (vigente || vez.turno === null)) vez.turno = recibido;
  else if (recibido === null && enviado !== null && vigente) vez.turno = null;
  return recibido !== null;
};

/** El Retry-After (segundos) de una respuesta, en ms; null si no lo trae. */
const retryAfter = (r: Response): number | null => {
  const v = r.headers.get('retry-after');
  return v !== null && /^\d+$/.test(v) ? Number(v) * 1000 : null;
};

/** Error JSON-RPC del límite de lecturas pesadas por usuario; se cuenta como un 429 y se reintenta. */
export const CODIGO_LIMITE = -32020;

/** Error JSON-RPC de la aplicación (no se reintenta: repetirlo daría lo mismo). */
export class ErrorRpc extends Error {}

/**
 * POST con reintentos como el cliente: conexión caída, 429 y 5xx se reintentan (espera creciente con
 * azar) hasta `limite`; un 503 con Retry-After, tras esa espera más un azar de hasta la mitad (como
 * replication/cliente/motor.ts). Cada rechazo se cuenta por código.
 */
export const conReintentos = async <T>(m: Medidas, limite: number, hacer: () => Promise<T>, seguir: () => boolean = () => true): Promise<T> => {
  for (let intento = 0; ; intento++) {
    try {
      return await hacer();
    } catch (e) {
      if (e instanceof ErrorRpc) throw e;
      const codigo = e instanceof Rechazo ? (e.message.includes('-32020') ? '-32020 (límite por usuario)' : e.codigo) : 'conexión';
      const transitorio = e instanceof Rechazo && (e.codigo === '429' || e.codigo.startsWith('5'));
      m.rechazos.set(codigo, (m.rechazos.get(codigo) ?? 0) + 1);
      if (e instanceof Rechazo && !transitorio) throw e;
      // Pasado el límite, o con el dispositivo ya cerrado (fin del bench: el servidor ya no está), no se repite.
      if (ahora() > limite || !seguir()) throw e;
      m.reintentos += 1;
      if (e instanceof Rechazo && e.reintentarTrasMs !== null) {
        m.reintentosTrasOcupado += 1;
        // Con turno, el azar es pequeño: el servidor ordena por turno, no por quién llega antes (motor.ts).
        await dormir(e.reintentarTrasMs * (1 + (e.conTurno ? 0.1 : 0.5) * Math.random()));
        continue;
      }
      await dormir(Math.min(10_000, 250 * 2 ** Math.min(intento, 6)) * (0.5 + Math.random()));
    }
  }
};

export const rpcUna = async <T>(url: string, token: string, method: string, params: unknown, vez?: Vez): Promise<T> => {
  const enviado = vez?.turno ?? null;
  const r = await fetch(`${url}/api/`, {
    method: 'POST',
    headers: cabeceras(token, vez),
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(120_000),
  });
  const conTurno = anotarTurno(vez, enviado, r);
  const texto = await r.text();
  if (!r.ok) throw new Rechazo(String(r.status), `${method} → HTTP ${r.status}: ${texto.slice(0, 200)}`, retryAfter(r), conTurno);
  const cuerpo = JSON.parse(texto) as { result?: T; error?: unknown };
  // -32020: el límite de lecturas pesadas por usuario (server/rpc/limites.ts), transitorio: se reintenta.
  if (typeof cuerpo.error === 'object' && cuerpo.error !== null && Reflect.get(cuerpo.error, 'code') === CODIGO_LIMITE) throw new Rechazo('429', `${method} → límite por usuario (-32020)`);
  if (cuerpo.error !== undefined) throw new ErrorRpc(`${method} → error JSON-RPC ${JSON.stringify(cuerpo.error).slice(0, 300)}`);
  return cuerpo.result as T;
};

/**
 * Un lote JSON-RPC (como la cola de subida de la app, hasta 50 llamadas por petición): devuelve cuando
 * todas las llamadas tienen resultado; un error de una llamada es de la aplicación (ErrorRpc).
 */
export const rpcLote = async (url: string, token: string, llamadas: readonly { method: string; params: unknown }[], vez?: Vez): Promise<void> => {
  const enviado = vez?.turno ?? null;
  const r = await fetch(`${url}/api/`, {
    method: 'POST',
    headers: cabeceras(token, vez),
    body: JSON.stringify(llamadas.map((l, i) => ({ jsonrpc: '2.0', id: i + 1, method: l.method, params: l.params }))),
    signal: AbortSignal.timeout(120_000),
  });
  const conTurno = anotarTurno(vez, enviado, r);
  const texto = await r.text();
  if (!r.ok) throw new Rechazo(String(r.status), `lote de ${llamadas.length} → HTTP ${r.status}: ${texto.slice(0, 200)}`, retryAfter(r), conTurno);
  const cuerpo: unknown = JSON.parse(texto);
  if (!Array.isArray(cuerpo) || cuerpo.length !== llamadas.length) throw new ErrorRpc(`lote de ${llamadas.length} → respuesta inesperada: ${texto.slice(0, 300)}`);
  for (const x of cuerpo) {
    const error: unknown = typeof x === 'object' && x !== null ? Reflect.get(x, 'error') : 'sin respuesta';
    if (error !== undefined) throw new ErrorRpc(`lote de ${llamadas.length} → error JSON-RPC ${JSON.stringify(error).slice(0, 300)}`);
  }
};

export const entrar = async (url: string, login: string): Promise<string> => {
  const form = new FormData();
  form.set('username', login);
  form.set('password', 'demo1234');
  const r = await fetch(`${url}/token/`, { method: 'POST', body: form, signal: AbortSignal.timeout(60_000) });
  const texto = await r.text();
  if (!r.ok) throw new Rechazo(String(r.status), `POST /token/ como ${login} → HTTP ${r.status}: ${texto.slice(0, 200)}`);
  const token: unknown = Reflect.get(JSON.parse(texto) as object, 'token');
  if (typeof token !== 'string') throw new Error(`POST /token/ no devolvió un token para ${login}`);
  return token;
};

// ——— El dispositivo ———

export interface Cambio {
  idsync_upload: string;
  coleccion: 'partetrabajo' | 'partenovedad' | 'cliente';
  id: string;
  enviado: number;
  aplicado: boolean;
  dispositivo: Dispositivo;
}

export interface Poke {
  t: number;
  seq: number;
}

export class Dispositivo {
  token = '';
  checkpoint = 0;
  pokes: Poke[] = [];
  conectado = false;
  private objetivos: string[] = [];
  private turno = 0;
  private puesto: string | null = null;
  private tirando: Promise<void> | null = null;
  private otraVez = false;
  private control: AbortController | null = null;
  private cerrado = false;
  /** El turno del servidor ocupado, compartido por sus peticiones (como el cliente RPC de la app). */
  private readonly vez: Vez = { turno: null };

  constructor(readonly n: number, readonly u: UsuarioFlota, private readonly url: string, private m: Medidas, private readonly limite: () => number) {}

  /** Desde ahora sus cifras van a `m` (las de la tormenta, sin las de la preparación). */
  medirEn(m: Medidas): void {
    this.m = m;
  }

  /** Entrada y descarga inicial completa, anotando lo que podrá tocar. */
  async empezar(): Promise<void> {
    this.token = await conReintentos(this.m, this.limite(), () => entrar(this.url, this.u.login));
    const t0 = ahora();
    await this.tirar(true);
    this.m.iniciales.push(ahora() - t0);
  }

  private recoger(r: RespuestaSyncPull): void {
    for (const d of r.documentos) {
      const doc = d.doc;
      if (this.u.rol === 'técnico' && d.coleccion === 'partetrabajo' && doc.estado === 1 && doc.idtecnico === this.u.idtecnico && typeof doc.idparte_trabajo === 'string') {
        this.objetivos.push(doc.idparte_trabajo);
      } else if (this.u.rol === 'vigilante' && d.coleccion === 'puestovigilante' && doc.idvigilante === this.u.idvigilante && typeof doc.idpuesto_servicio === 'string') {
        this.puesto ??= doc.idpuesto_servicio;
      } else if (this.u.rol === 'comercial' && d.coleccion === 'cliente' && typeof doc.idcliente === 'string' && this.objetivos.length < 200) {
        this.objetivos.push(doc.idcliente);
      }
    }
  }

  /** sync.pull desde el checkpoint hasta el final (páginas con cursor, como el cliente). */
  private async tirar(inicial: boolean): Promise<void> {
    let cursor: string | null = null;
    for (;;) {
      const t0 = ahora();
      const params = { checkpoint: this.checkpoint, cursor };
      const r: RespuestaSyncPull = await conReintentos(this.m, this.limite(), () => rpcUna<RespuestaSyncPull>(this.url, this.token, 'sync.pull', params, this.vez), () => !this.cerrado);
      if (!inicial) {
        this.m.pulls.push(ahora() - t0);
        if (r.documentos.length === 0 && r.eliminados.length === 0) this.m.pullsVacios += 1;
      }
      if (r.resincronizar) throw new Error(`${this.u.login}: sync.pull pide resincronizar`);
      if (inicial) this.recoger(r);
      this.checkpoint = r.checkpoint;
      cursor = r.cursor;
      if (!r.hayMas) return;
    }
  }

  /** Puesta al día tras un poke: una a la vez; los pokes que llegan mientras tanto se juntan en otra. */
  alPoke(seq: number): void {
    this.pokes.push({ t: ahora(), seq });
    if (seq <= this.checkpoint) return;
    this.pedirPuestaAlDia();
  }

  private pedirPuestaAlDia(): void {
    if (this.tirando) {
      this.otraVez = true;
      return;
    }
    this.tirando = (async () => {
      try {
        do {
          this.otraVez = false;
          await this.tirar(false);
        } while (this.otraVez && !this.cerrado);
      } catch (e) {
        this.m.erroresRpc += 1;
        if (this.m.primerError === '') this.m.primerError = e instanceof Error ? e.message : String(e);
      } finally {
        this.tirando = null;
      }
    })();
  }

  /** GET /api/stream con el token en la cabecera (como replication/cliente/stream.ts); reconecta si se corta. */
  abrirStream(): Promise<void> {
    let avisar = (): void => {};
    let avisado = false;
    const abierto = new Promise<void>((r) => {
      avisar = r;
    });
    void (async () => {
      while (!this.cerrado) {
        const control = new AbortController();
        this.control = control;
        try {
          const r = await fetch(`${this.url}/api/stream`, { headers: { authorization: `Bearer ${this.token}`, accept: 'text/event-stream' }, signal: control.signal });
          if (!r.ok || !r.body) {
            this.m.rechazos.set(`stream ${r.status}`, (this.m.rechazos.get(`stream ${r.status}`) ?? 0) + 1);
            await r.body?.cancel();
            await dormir(1_000 + Math.random() * 2_000);
            continue;
          }
          this.conectado = true;
          const lector = r.body.pipeThrough(new TextDecoderStream()).getReader();
          let resto = '';
          for (;;) {
            const { value, done } = await lector.read();
            if (done) break;
            resto += value;
            let i: number;
            while ((i = resto.indexOf('\n\n')) >= 0) {
              const evento = resto.slice(0, i);
              resto = resto.slice(i + 2);
              const datos = /^data: (.*)$/m.exec(evento)?.[1];
              if (/^event: poke$/m.test(evento) && datos !== undefined) {
                const seq: unknown = Reflect.get(JSON.parse(datos) as object, 'seq');
                if (typeof seq === 'number') {
                  this.alPoke(seq);
                  if (!avisado) {
                    avisado = true;
                    avisar();
                  }
                }
              }
            }
          }
        } catch {
          // cerrado por nosotros o cortado: se reintenta si no se ha cerrado
        } finally {
          this.conectado = false;
        }
        if (!this.cerrado) {
          this.m.rechazos.set('stream cortado', (this.m.rechazos.get('stream cortado') ?? 0) + 1);
          await dormir(1_000 + Math.random() * 2_000);
        }
      }
    })();
    return abierto;
  }

  /** La mutación realista de su rol, o null si no tiene nada suyo que tocar. */
  private mutacion(n: number): { metodo: string; params: unknown; coleccion: Cambio['coleccion']; id: string } | null {
    const texto = `flota ${this.u.login} ${n} ${new Date().toISOString()}`;
    if (this.u.rol === 'vigilante') {
      if (this.puesto === null) return null;
      const id = randomUUID();
      return { metodo: 'parteNovedad.crearSync', coleccion: 'partenovedad', id,
        params: { idparte_novedad: id, idpuesto_servicio: this.puesto, titulo: 'Sin novedad', descripcion: texto, gravedad: 'baja', avisados: null, novedades: [] } };
    }
    const id = this.objetivos[(this.n + this.turno++) % Math.max(1, this.objetivos.length)];
    if (id === undefined) return null;
    return this.u.rol === 'técnico'
      ? { metodo: 'parteTrabajo.updateSync', coleccion: 'partetrabajo', id, params: { id, cambios: { observaciones: texto } } }
      : { metodo: 'cliente.updateSync', coleccion: 'cliente', id, params: { id, cambios: { observaciones: texto } } };
  }

  /** Sube una mutación (reintentada con el mismo idsync_upload); null si no tiene qué tocar. */
  async subir(n: number): Promise<Cambio | null> {
    const mu = this.mutacion(n);
    if (!mu) return null;
    const cambio: Cambio = { idsync_upload: randomUUID(), coleccion: mu.coleccion, id: mu.id, enviado: ahora(), aplicado: false, dispositivo: this };
    const envoltura = { idsync_upload: cambio.idsync_upload, creado: new Date().toISOString(), params: mu.params };
    try {
      await conReintentos(this.m, this.limite(), () => rpcUna(this.url, this.token, mu.metodo, envoltura, this.vez));
      cambio.aplicado = true;
      this.m.subidas.push(ahora() - cambio.enviado);
    } catch (e) {
      this.m.erroresRpc += 1;
      if (this.m.primerError === '') this.m.primerError = e instanceof Error ? e.message : String(e);
    }
    return cambio;
  }

  /** Puesta al día desde su checkpoint (por el mismo camino que la de un poke: una a la vez). */
  async ponerseAlDia(): Promise<void> {
    this.pedirPuestaAlDia();
    await this.esperarPuestaAlDia();
  }

  /**
   * Sube de una vez su cola de `k` cambios (un lote JSON-RPC, como la app al volver la red), reintentando
   * el lote entero con los mismos idsync_upload si lo rechazan o se corta la conexión. La subida medida es
   * el lote entero hasta su respuesta.
   */
  async subirCola(k: number, n0: number): Promise<Cambio[]> {
    const cambios: Cambio[] = [];
    const llamadas: { method: string; params: unknown }[] = [];
    for (let i = 0; i < k; i++) {
      const mu = this.mutacion(n0 + i);
      if (!mu) break;
      const cambio: Cambio = { idsync_upload: randomUUID(), coleccion: mu.coleccion, id: mu.id, enviado: ahora(), aplicado: false, dispositivo: this };
      cambios.push(cambio);
      llamadas.push({ method: mu.metodo, params: { idsync_upload: cambio.idsync_upload, creado: new Date().toISOString(), params: mu.params } });
    }
    if (llamadas.length === 0) return cambios;
    const t0 = ahora();
    try {
      await conReintentos(this.m, this.limite(), () => rpcLote(this.url, this.token, llamadas, this.vez));
      for (const c of cambios) c.aplicado = true;
      this.m.subidas.push(ahora() - t0);
    } catch (e) {
      this.m.erroresRpc += 1;
      if (this.m.primerError === '') this.m.primerError = e instanceof Error ? e.message : String(e);
    }
    return cambios;
  }

  /** Documentos que aún traería un sync.pull desde su checkpoint (0 = al día). */
  async pendientes(): Promise<number> {
    const r = await conReintentos(this.m, this.limite(), () => rpcUna<RespuestaSyncPull>(this.url, this.token, 'sync.pull', { checkpoint: this.checkpoint, cursor: null }, this.vez));
    return r.documentos.length + r.eliminados.length + (r.hayMas ? 1 : 0);
  }

  /** ¿Está a mitad de una puesta al día (un sync.pull en curso o esperando su reintento)? */
  get poniendoseAlDia(): boolean {
    return this.tirando !== null;
  }

  async esperarPuestaAlDia(): Promise<void> {
    while (this.tirando) await this.tirando;
  }

  cerrar(): void {
    this.cerrado = true;
    this.control?.abort();
  }
}

/** Ejecuta `tarea` sobre cada elemento, como mucho `n` a la vez. */
export const enTandas = async <T>(xs: readonly T[], n: number, tarea: (x: T) => Promise<void>): Promise<void> => {
  let i = 0;
  await Promise.all(Array.from({ length: Math.min(n, xs.length) }, async () => {
    while (i < xs.length) {
      const x = xs[i++];
      if (x !== undefined) await tarea(x);
    }
  }));
};

/** La flota: los usuarios de cada rol, uno por dispositivo, en orden (técnicos, vigilantes, comerciales). */
export const repartir = (usuarios: Record<Rol, UsuarioFlota[]>): UsuarioFlota[] => [...usuarios['técnico'], ...usuarios.vigilante, ...usuarios.comercial];
