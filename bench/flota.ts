/**
 * Simulador de flota (npm run bench -- --solo flota; issue 33, escenario 1: «un día de trabajo estable»):
 * N dispositivos a nivel de protocolo (sin navegador) contra el servidor real como proceso hijo
 * (`node --import tsx server/main.ts`, para medir su memoria sin la del simulador) sobre una base de
 * PostgreSQL de usar y tirar, solo en 127.0.0.1. Antes de empezar se da de alta en la base un usuario por
 * técnico y por vigilante de la demo (rol y ámbito copiados de los usuarios de la demo); los comerciales
 * reutilizan los dos de la demo (varios dispositivos por usuario, y la tabla lo dice).
 * Cada dispositivo hace lo que la app: POST /token/, descarga inicial por páginas (sync.pull con checkpoint
 * y cursor), GET /api/stream abierto todo el rato, una mutación realista por minuto (envoltura con
 * idsync_upload y `creado`; reintentada con el mismo idsync_upload si la rechazan) y un sync.pull de
 * puesta al día desde su checkpoint en cada poke (uno a la vez; los pokes que llegan mientras tanto se
 * juntan en uno).
 * Cifras (impresas, no afirmadas): cambios enviados y aplicados (contados en PostgreSQL: sync_aplicado y
 * el registro `cambio`), p50/p99 de subida y de sync.pull, tiempo de un cambio al último stream que recibe
 * su poke, RSS del servidor, /salud cada segundo, peticiones rechazadas (por código) y reintentadas.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { arrancarServidorHijo, basePostgres, dormir, type ServidorHijo } from './servidor-hijo';
import type { RespuestaSyncPull } from '../replication/metodos';
import { usuarioDeFila, type FilaUsuario } from '../server/auth/usuarios';
import { cortan, etiquetasUsuario } from '../server/sync/ambito';

export interface OpcionesBenchFlota {
  raiz: string;
  out: string;
  escala: number;
  dispositivos: number;
  duracionS: number;
  /** URL de administración de PostgreSQL donde se crea (y se borra) una base de usar y tirar. */
  pgUrl: string;
  anotar: (que: string, cifra: string) => void;
}

type Rol = 'técnico' | 'vigilante' | 'comercial';

const f = (n: number, d = 0): string => n.toLocaleString('es-ES', { maximumFractionDigits: d, minimumFractionDigits: d });
const percentil = (xs: readonly number[], p: number): number => {
  const o = [...xs].sort((a, b) => a - b);
  return o[Math.min(o.length - 1, Math.max(0, Math.ceil((p / 100) * o.length) - 1))] ?? NaN;
};
const ahora = (): number => performance.now();

/** Como mucho esto a la vez en la entrada y la descarga inicial (2 núcleos: el resto espera su turno). */
const EN_PARALELO = 16;
/** Espera tras el último cambio a que lleguen los pokes y terminen las puestas al día. */
const CALMA_MS = 15_000;
const PERIODO_CAMBIO_MS = 60_000;
/** Las colecciones de los documentos que tocan las mutaciones de la flota (una fila de `cambio` por cambio). */
const COLECCIONES_CAMBIO: ReadonlySet<string> = new Set(['partetrabajo', 'partenovedad', 'cliente']);

type Hijo = ServidorHijo;

/** El servidor de la flota sobre su base (server/main.ts aparte: servidor-hijo.ts), sin subir el límite por usuario. */
const arrancar = async (o: OpcionesBenchFlota, databaseUrl: string): Promise<Hijo> => {
  const env: NodeJS.ProcessEnv = { ...process.env, SEMILLA_ESCALA: String(o.escala), DATABASE_URL: databaseUrl };
  delete env.DATA_DIR;
  delete env.DESCARGAS_POR_USUARIO;
  return arrancarServidorHijo({ raiz: o.raiz, env, log: join(o.out, 'flota', 'servidor.log'), nombre: 'de la flota' });
};

/** RSS del proceso en bytes (Linux: /proc/<pid>/status). */
const rss = (pid: number): number => {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m?.[1] ? Number(m[1]) * 1024 : NaN;
  } catch {
    return NaN;
  }
};

// ——— Usuarios de la flota ———

interface UsuarioFlota {
  login: string;
  rol: Rol;
  etiquetas: string[] | null;
  /** Lo suyo que puede tocar: idtecnico (sus partes), idvigilante (sus puestos). */
  idtecnico: string | null;
  idvigilante: string | null;
}

interface Plantilla {
  idusuario: string;
  hash: string;
  datos: Record<string, unknown>;
}

/**
 * Da de alta un usuario por técnico y por vigilante de la demo (mismos permisos, apps y ámbito que los
 * usuarios 'tecnico' y 'vigilante'; misma contraseña: se copia el hash) y devuelve los usuarios por rol.
 */
const altaUsuarios = async (databaseUrl: string): Promise<Record<Rol, UsuarioFlota[]>> => {
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
    const tecnicos = (await c.query<{ id: string; idempleado: string; iddelegacion: string; nombre: string }>(
      `select id, doc->>'idempleado' as idempleado, doc->>'iddelegacion' as iddelegacion, doc->>'nombre' as nombre from "tecnico" where (doc->>'estado')::int > 0 order by id`)).rows;
    const vigilantes = (await c.query<{ id: string; idempleado: string; iddelegacion: string; nombre: string }>(
      `select id, doc->>'idempleado' as idempleado, doc->>'iddelegacion' as iddelegacion, doc->>'nombre' as nombre from "vigilante" where (doc->>'estado')::int > 0 order by id`)).rows;
    let siguiente = Number((await c.query<{ n: string }>(`select coalesce(max(idusuario::bigint), 0) as n from usuario where idusuario ~ '^[0-9]+$'`)).rows[0]?.n ?? 0) + 1000;
    const filas: { idusuario: string; login: string; hash: string; nombre: string; datos: Record<string, unknown> }[] = [];
    for (const t of tecnicos) {
      filas.push({ idusuario: String(siguiente++), login: `flota-tecnico-${t.id}`, hash: tec.hash, nombre: t.nombre,
        datos: { ...tec.datos, idempleado: t.idempleado, idtecnico: t.id, iddelegacion: t.iddelegacion } });
    }
    for (const v of vigilantes) {
      filas.push({ idusuario: String(siguiente++), login: `flota-vigilante-${v.id}`, hash: vig.hash, nombre: v.nombre,
        datos: { ...vig.datos, idempleado: v.idempleado, idvigilante: v.id, iddelegacion: v.iddelegacion } });
    }
    for (let i = 0; i < filas.length; i += 500) {
      const lote = filas.slice(i, i + 500);
      await c.query('insert into usuario (idusuario, login, hash, nombre, datos) select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::jsonb[])', [
        lote.map((x) => x.idusuario), lote.map((x) => x.login), lote.map((x) => x.hash), lote.map((x) => x.nombre), lote.map((x) => JSON.stringify(x.datos)),
      ]);
    }
    const leer = async (condicion: string, rol: Rol): Promise<UsuarioFlota[]> => {
      const r = await c.query<FilaUsuario>(`select u.idusuario, u.login, u.hash, u.nombre, u.datos, u.activo from usuario u where ${condicion} order by u.idusuario::bigint`);
      return r.rows.map((fila) => {
        const { usuario, ambito } = usuarioDeFila(fila);
        return { login: fila.login, rol, etiquetas: etiquetasUsuario(usuario, ambito), idtecnico: usuario.idtecnico, idvigilante: usuario.idvigilante };
      });
    };
    return {
      'técnico': await leer(`u.login like 'flota-tecnico-%'`, 'técnico'),
      vigilante: await leer(`u.login like 'flota-vigilante-%'`, 'vigilante'),
      comercial: await leer(`u.login in ('comercial', 'comercial2')`, 'comercial'),
    };
  } finally {
    await c.end();
  }
};

// ——— Medidas compartidas ———

interface Medidas {
  subidas: number[];
  pulls: number[];
  iniciales: number[];
  rechazos: Map<string, number>;
  reintentos: number;
  /** Puestas al día que no trajeron nada (el poke era de algo que el usuario no ve). */
  pullsVacios: number;
  erroresRpc: number;
  primerError: string;
}

const medidas = (): Medidas => ({ subidas: [], pulls: [], iniciales: [], rechazos: new Map(), reintentos: 0, pullsVacios: 0, erroresRpc: 0, primerError: '' });

class Rechazo extends Error {
  constructor(readonly codigo: string, mensaje: string) {
    super(mensaje);
  }
}

/** Error JSON-RPC del límite de lecturas pesadas por usuario; se cuenta como un 429 y se reintenta. */
const CODIGO_LIMITE = -32020;

/** Error JSON-RPC de la aplicación (no se reintenta: repetirlo daría lo mismo). */
class ErrorRpc extends Error {}

/**
 * POST con reintentos como el cliente: conexión caída, 429 y 5xx se reintentan (espera creciente con
 * azar) hasta `limite`; cada rechazo se cuenta por código.
 */
const conReintentos = async <T>(m: Medidas, limite: number, hacer: () => Promise<T>): Promise<T> => {
  for (let intento = 0; ; intento++) {
    try {
      return await hacer();
    } catch (e) {
      if (e instanceof ErrorRpc) throw e;
      const codigo = e instanceof Rechazo ? (e.message.includes('-32020') ? '-32020 (límite por usuario)' : e.codigo) : 'conexión';
      const transitorio = e instanceof Rechazo && (e.codigo === '429' || e.codigo.startsWith('5'));
      m.rechazos.set(codigo, (m.rechazos.get(codigo) ?? 0) + 1);
      if (e instanceof Rechazo && !transitorio) throw e;
      if (ahora() > limite) throw e;
      m.reintentos += 1;
      await dormir(Math.min(10_000, 250 * 2 ** Math.min(intento, 6)) * (0.5 + Math.random()));
    }
  }
};

const rpcUna = async <T>(url: string, token: string, method: string, params: unknown): Promise<T> => {
  const r = await fetch(`${url}/api/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(120_000),
  });
  const texto = await r.text();
  if (!r.ok) throw new Rechazo(String(r.status), `${method} → HTTP ${r.status}: ${texto.slice(0, 200)}`);
  const cuerpo = JSON.parse(texto) as { result?: T; error?: unknown };
  // -32020: el límite de lecturas pesadas por usuario (server/rpc/limites.ts), transitorio: se reintenta.
  if (typeof cuerpo.error === 'object' && cuerpo.error !== null && Reflect.get(cuerpo.error, 'code') === CODIGO_LIMITE) throw new Rechazo('429', `${method} → límite por usuario (-32020)`);
  if (cuerpo.error !== undefined) throw new ErrorRpc(`${method} → error JSON-RPC ${JSON.stringify(cuerpo.error).slice(0, 300)}`);
  return cuerpo.result as T;
};

const entrar = async (url: string, login: string): Promise<string> => {
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

interface Cambio {
  idsync_upload: string;
  coleccion: 'partetrabajo' | 'partenovedad' | 'cliente';
  id: string;
  enviado: number;
  aplicado: boolean;
  dispositivo: Dispositivo;
}

interface Poke {
  t: number;
  seq: number;
}

class Dispositivo {
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

  constructor(readonly n: number, readonly u: UsuarioFlota, private readonly url: string, private readonly m: Medidas, private readonly limite: () => number) {}

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
      const r: RespuestaSyncPull = await conReintentos(this.m, this.limite(), () => rpcUna<RespuestaSyncPull>(this.url, this.token, 'sync.pull', params));
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
      await conReintentos(this.m, this.limite(), () => rpcUna(this.url, this.token, mu.metodo, envoltura));
      cambio.aplicado = true;
      this.m.subidas.push(ahora() - cambio.enviado);
    } catch (e) {
      this.m.erroresRpc += 1;
      if (this.m.primerError === '') this.m.primerError = e instanceof Error ? e.message : String(e);
    }
    return cambio;
  }

  /** Documentos que aún traería un sync.pull desde su checkpoint (0 = al día). */
  async pendientes(): Promise<number> {
    const r = await conReintentos(this.m, this.limite(), () => rpcUna<RespuestaSyncPull>(this.url, this.token, 'sync.pull', { checkpoint: this.checkpoint, cursor: null }));
    return r.documentos.length + r.eliminados.length + (r.hayMas ? 1 : 0);
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
const enTandas = async <T>(xs: readonly T[], n: number, tarea: (x: T) => Promise<void>): Promise<void> => {
  let i = 0;
  await Promise.all(Array.from({ length: Math.min(n, xs.length) }, async () => {
    while (i < xs.length) {
      const x = xs[i++];
      if (x !== undefined) await tarea(x);
    }
  }));
};

/** Reparto de la flota: 40 % técnicos, 50 % vigilantes y el resto comerciales (la proporción de la issue 33). */
const repartir = (n: number, usuarios: Record<Rol, UsuarioFlota[]>): UsuarioFlota[] => {
  const tec = Math.round(n * 0.4);
  const vig = Math.round(n * 0.5);
  const cuantos: [Rol, number][] = [['técnico', tec], ['vigilante', vig], ['comercial', n - tec - vig]];
  const r: UsuarioFlota[] = [];
  for (const [rol, k] of cuantos) {
    const lista = usuarios[rol];
    if (lista.length === 0 && k > 0) throw new Error(`La demo no tiene usuarios de rol ${rol}`);
    for (let i = 0; i < k; i++) {
      const u = lista[i % lista.length];
      if (u) r.push(u);
    }
  }
  return r;
};

export const benchFlota = async (o: OpcionesBenchFlota): Promise<void> => {
  mkdirSync(join(o.out, 'flota'), { recursive: true });
  const base = await basePostgres(o.pgUrl, 'vigia_flota');
  try {
    console.log(`\nFlota: arrancando el servidor y sembrando la demo a escala ${o.escala} en PostgreSQL…`);
    const hijo = await arrancar(o, base.url);
    const dispositivos: Dispositivo[] = [];
    let salud: { bien: number; mal: number; parar: () => Promise<void> } | null = null;
    let muestras: NodeJS.Timeout | null = null;
    try {
      o.anotar(`flota · arranque + siembra (escala ${o.escala})`, `${f(hijo.msArranque / 1000, 1)} s`);
      const usuarios = await altaUsuarios(base.url);
      const reparto = repartir(o.dispositivos, usuarios);
      const porRol = (rol: Rol): string => {
        const d = reparto.filter((u) => u.rol === rol);
        const distintos = new Set(d.map((u) => u.login)).size;
        return `${d.length} ${rol === 'comercial' ? 'comerciales' : `${rol}s`} (${distintos} usuarios${distintos < d.length ? `: ${f(d.length / distintos, 1)} dispositivos por usuario` : ', uno por dispositivo'})`;
      };
      o.anotar('flota · dispositivos', `${reparto.length}: ${porRol('técnico')}, ${porRol('vigilante')}, ${porRol('comercial')}`);

      const rssInicio = rss(hijo.pid);
      let rssPico = rssInicio;
      /** El pico desde que los streams están abiertos (sin el de las descargas iniciales). */
      let rssPicoDia = 0;
      let enDia = false;
      muestras = setInterval(() => {
        const r = rss(hijo.pid) || 0;
        rssPico = Math.max(rssPico, r);
        if (enDia) rssPicoDia = Math.max(rssPicoDia, r);
      }, 250);
      // /salud cada segundo durante toda la prueba.
      salud = (() => {
        const s = { bien: 0, mal: 0, parar: async () => {} };
        let seguir = true;
        const bucle = (async () => {
          while (seguir) {
            const t0 = Date.now();
            try {
              const r = await fetch(`${hijo.url}/salud`, { signal: AbortSignal.timeout(2_000) });
              await r.arrayBuffer();
              if (r.status === 200) s.bien += 1;
              else s.mal += 1;
            } catch {
              s.mal += 1;
            }
            await dormir(Math.max(0, 1_000 - (Date.now() - t0)));
          }
        })();
        s.parar = async () => {
          seguir = false;
          await bucle;
        };
        return s;
      })();

      const m = medidas();
      const limiteTotal = ahora() + 600_000 + o.duracionS * 1000;
      reparto.forEach((u, i) => dispositivos.push(new Dispositivo(i, u, hijo.url, m, () => limiteTotal)));

      console.log(`  ${reparto.length} dispositivos: entrada y descarga inicial (${EN_PARALELO} a la vez)…`);
      const tEntrada = ahora();
      await enTandas(dispositivos, EN_PARALELO, (d) => d.empezar());
      const msEntrada = ahora() - tEntrada;
      const rssTrasDescargas = rss(hijo.pid);

      console.log('  abriendo los streams…');
      await enTandas(dispositivos, EN_PARALELO, async (d) => {
        await Promise.race([d.abrirStream(), dormir(30_000).then(() => {
          throw new Error(`${d.u.login}: el stream no mandó su primer poke en 30 s`);
        })]);
      });
      const conectados = dispositivos.filter((d) => d.conectado).length;
      await dormir(1_000);
      const rssConStreams = rss(hijo.pid);
      enDia = true;
      const seqInicio = await (async () => {
        const c = new pg.Client({ connectionString: base.url });
        await c.connect();
        try {
          return Number((await c.query<{ s: string }>('select coalesce(max(seq), 0) as s from cambio')).rows[0]?.s ?? 0);
        } finally {
          await c.end();
        }
      })();

      // Día estable: cada dispositivo, un cambio por minuto, con su primer cambio en un instante al azar del minuto.
      console.log(`  día estable durante ${o.duracionS} s: un cambio por dispositivo y minuto…`);
      const cambios: Cambio[] = [];
      const fin = ahora() + o.duracionS * 1000;
      let sinObjetivo = 0;
      await Promise.all(dispositivos.map(async (d) => {
        let n = 0;
        let cuando = ahora() + Math.random() * PERIODO_CAMBIO_MS;
        while (cuando < fin) {
          await dormir(cuando - ahora());
          const c = await d.subir(n++);
          if (c) cambios.push(c);
          else {
            sinObjetivo += 1;
            return;
          }
          cuando += PERIODO_CAMBIO_MS;
        }
      }));
      await dormir(Math.max(0, fin - ahora()));
      // Calma: que lleguen los últimos pokes y terminen las puestas al día.
      await dormir(3_000);
      await Promise.race([Promise.all(dispositivos.map((d) => d.esperarPuestaAlDia())), dormir(CALMA_MS)]);
      const conectadosFin = dispositivos.filter((d) => d.conectado).length;

      // Lo que quedó en PostgreSQL.
      const c = new pg.Client({ connectionString: base.url });
      await c.connect();
      let aplicados = 0;
      let repetidos = 0;
      let seqFin = 0;
      const seqs = new Map<string, { seq: number; ambito: string[] }[]>();
      const filasTodas: { seq: number; ambito: string[] }[] = [];
      try {
        const ids = cambios.map((x) => x.idsync_upload);
        const r = await c.query<{ n: string; mas: string }>('select count(*) as n, count(*) filter (where entregas > 1) as mas from sync_aplicado where idsync_upload = any($1::text[])', [ids]);
        aplicados = Number(r.rows[0]?.n ?? 0);
        repetidos = Number(r.rows[0]?.mas ?? 0);
        seqFin = Number((await c.query<{ s: string }>('select coalesce(max(seq), 0) as s from cambio')).rows[0]?.s ?? 0);
        const filas = await c.query<{ seq: string; coleccion: string; id: string; ambito: string[] }>(
          'select seq, coleccion, id, ambito from cambio where seq > $1 order by seq', [seqInicio]);
        for (const x of filas.rows) {
          filasTodas.push({ seq: Number(x.seq), ambito: x.ambito });
          if (!COLECCIONES_CAMBIO.has(x.coleccion)) continue;
          const k = `${x.coleccion}:${x.id}`;
          const l = seqs.get(k) ?? [];
          l.push({ seq: Number(x.seq), ambito: x.ambito });
          seqs.set(k, l);
        }
      } finally {
        await c.end();
      }

      // Cambio → último stream: cada cambio aplicado toma su fila de `cambio` (por orden, por documento) y,
      // de cada dispositivo cuyo ámbito corta el de la fila, el primer poke con seq ≥ el suyo.
      const hastaUltimo: number[] = [];
      let pokesPerdidos = 0;
      let filasDeMas = 0;
      const usados = new Map<string, number>();
      for (const cb of [...cambios].filter((x) => x.aplicado).sort((a, b) => a.enviado - b.enviado)) {
        const k = `${cb.coleccion}:${cb.id}`;
        const i = usados.get(k) ?? 0;
        usados.set(k, i + 1);
        const fila = seqs.get(k)?.[i];
        if (!fila) continue;
        let peor = 0;
        for (const d of dispositivos) {
          if (!cortan(fila.ambito, d.u.etiquetas)) continue;
          const p = d.pokes.find((x) => x.seq >= fila.seq && x.t >= cb.enviado);
          if (!p) pokesPerdidos += 1;
          else peor = Math.max(peor, p.t - cb.enviado);
        }
        hastaUltimo.push(peor);
      }
      for (const [k, l] of seqs) filasDeMas += Math.max(0, l.length - (usados.get(k) ?? 0));
      // Al día: un sync.pull final desde su checkpoint ya no trae nada (el checkpoint solo avanza con lo
      // que el usuario ve: su ámbito y sus colecciones visibles, server/sync/pull.ts).
      const atrasados: string[] = [];
      await enTandas(dispositivos, EN_PARALELO, async (d) => {
        try {
          const pendientes = await d.pendientes();
          if (pendientes > 0) atrasados.push(`${d.u.login}: ${pendientes} documentos tras el checkpoint ${d.checkpoint}`);
        } catch (e) {
          atrasados.push(`${d.u.login}: el sync.pull final falló (${e instanceof Error ? e.message : String(e)})`);
        }
      });
      const alDia = dispositivos.length - atrasados.length;
      const detalleAtrasados = atrasados.slice(0, 3).join('; ');

      const enviados = cambios.length;
      const bien = cambios.filter((x) => x.aplicado).length;
      const rechazos = [...m.rechazos].map(([k, v]) => `${k}: ${v}`).join(', ') || 'ninguna';
      const mb = (b: number): string => `${f(b / 1024 / 1024)} MB`;
      const ms = (xs: number[]): string => xs.length === 0 ? 'sin datos' : `p50 ${f(percentil(xs, 50))} ms, p99 ${f(percentil(xs, 99))} ms (${f(xs.length)})`;
      o.anotar('flota · entrada + descarga inicial de todos', `${f(msEntrada / 1000, 1)} s; por dispositivo ${ms(m.iniciales)}`);
      o.anotar('flota · streams abiertos', `${conectados} de ${reparto.length} al empezar, ${conectadosFin} al terminar`);
      o.anotar(`flota · cambios (${o.duracionS} s, 1 por dispositivo y minuto)`,
        `${f(enviados)} enviados, ${f(bien)} con respuesta, ${f(aplicados)} en sync_aplicado (${repetidos} entregados más de una vez), ${f(hastaUltimo.length)} con su fila en cambio, ${filasDeMas} filas de más; ${sinObjetivo} dispositivos sin nada suyo que cambiar`);
      o.anotar('flota · subida (la mutación hasta su respuesta)', ms(m.subidas));
      o.anotar('flota · sync.pull de puesta al día (por página)', `${ms(m.pulls)}; ${f(m.pullsVacios)} sin documentos (poke de algo que el usuario no ve)`);
      o.anotar('flota · de un cambio al último stream que recibe su poke',
        hastaUltimo.length === 0 ? 'sin datos' : `p50 ${f(percentil(hastaUltimo, 50))} ms, p99 ${f(percentil(hastaUltimo, 99))} ms, máx ${f(Math.max(...hastaUltimo))} ms; pokes que no llegaron: ${pokesPerdidos}`);
      o.anotar('flota · al día (un sync.pull final desde su checkpoint no trae nada)', `${alDia} de ${reparto.length} dispositivos (último seq ${seqFin}; ${f(filasTodas.length)} filas de cambio durante la prueba)${detalleAtrasados ? `; atrasados: ${detalleAtrasados}` : ''}`);
      o.anotar('flota · RSS del servidor',
        `${mb(rssInicio)} al empezar, ${mb(rssTrasDescargas)} tras las descargas, ${mb(rssConStreams)} con los streams, pico ${mb(rssPico)} (en el día estable, ${mb(rssPicoDia)}); (pico − inicio) / N = ${f((rssPico - rssInicio) / 1024 / reparto.length)} KB por stream abierto, (con streams − tras descargas) / N = ${f((rssConStreams - rssTrasDescargas) / 1024 / reparto.length, 1)} KB (el recolector de V8 mueve el RSS más que los streams: cifras orientativas)`);
      await salud.parar();
      o.anotar('flota · /salud cada segundo', `${salud.bien} bien, ${salud.mal} fallidas`);
      salud = null;
      o.anotar('flota · peticiones rechazadas (por código) y reintentadas', `${rechazos}; ${m.reintentos} reintentos; errores sin reintento ${m.erroresRpc}${m.primerError ? ` (el primero: ${m.primerError})` : ''}`);
      if (new Set(reparto.map((u) => u.login)).size < reparto.length) {
        const roles = (['técnico', 'vigilante', 'comercial'] as const).filter((rol) => {
          const d = reparto.filter((u) => u.rol === rol);
          return new Set(d.map((u) => u.login)).size < d.length;
        });
        o.anotar('flota · aviso', `no hay un usuario por dispositivo (${roles.join(', ')}: la demo a escala ${o.escala} no tiene tantos; los comerciales reutilizan siempre los dos de la demo): esos dispositivos comparten usuario y su límite de lecturas pesadas (--escala-flota para más técnicos y vigilantes)`);
      }
    } finally {
      if (muestras) clearInterval(muestras);
      for (const d of dispositivos) d.cerrar();
      if (salud) await salud.parar();
      await hijo.parar();
    }
  } finally {
    await base.borrar();
  }
};
