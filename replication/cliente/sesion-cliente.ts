/**
 * Sesión en el dispositivo: entrar (POST /token/ multipart), leer/guardar la sesión en localStorage
 * 'vigia.sesion' (compartida por todas las pestañas: el evento `storage` avisa a las demás), cerrar
 * (avisa al servidor con sesion.cerrar si hay conexión; nunca borra la cola ni la base de datos) y
 * refrescar el token cada 15 minutos mientras hay conexión (token.refrescar). Para no refrescar una vez
 * por pestaña, se mira la hora del último refresco guardada (`desde`), que todas comparten.
 */
import { z } from '../zod';
import { MENSAJES } from '../errores';
import { METODOS_EN_LINEA } from '../metodos-en-linea';
import type { RespuestaToken, UsuarioSesion } from '../sesion';
import type { SesionGuardada } from './contrato';
import { crearClienteRpc, navegadorOnline, type FuncionFetch } from './rpc';
import type { Ventana } from './motor';

export const CLAVE_SESION = 'vigia.sesion';
export const REFRESCO_TOKEN_MS = 15 * 60_000;
export const MENSAJE_CREDENCIALES = 'Usuario o contraseña incorrectos';

export type Almacen = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface OpcionesSesion {
  /** Origen del servidor; por defecto el de la página. */
  baseUrl?: string;
  fetch?: FuncionFetch;
  /** localStorage en el navegador. */
  almacen?: Almacen | null;
  online?: () => boolean;
  ventana?: Ventana | null;
  /** Cada cuánto se mira si toca refrescar el token. */
  comprobarCadaMs?: number;
  ahora?: () => number;
}

const permisos = z.record(z.string(), z.object({ visualizar: z.boolean(), insertar: z.boolean(), editar: z.boolean(), borrar: z.boolean() }));
const apps = z.object({
  comerciales: z.boolean(), tecnicos: z.boolean(), vigilantes: z.boolean(), custodiaLlaves: z.boolean(), almacen: z.boolean(), presencia: z.boolean(),
});
const idNulo = z.string().nullable();
const usuario = z.object({
  idusuario: z.string().min(1),
  idempleado: idNulo, idtecnico: idNulo, idcomercial: idNulo, idvigilante: idNulo, idalmacen: idNulo, iddelegacion: idNulo,
  nombre: z.string(),
  login: z.string(),
  permisos,
  apps,
}) satisfies z.ZodType<UsuarioSesion>;

export const respuestaToken = z.object({ token: z.string().min(1), usuario, expira: z.string().optional() }) satisfies z.ZodType<RespuestaToken>;
const sesionGuardada = z.object({ token: z.string().min(1), usuario, desde: z.string(), expira: z.string().optional() }) satisfies z.ZodType<SesionGuardada>;

export interface SesionCliente {
  /** Entra y guarda la sesión. Lanza Error con el mensaje en español si no se puede. */
  iniciarSesion(login: string, password: string): Promise<SesionGuardada>;
  leerSesion(): SesionGuardada | null;
  guardarSesion(sesion: SesionGuardada): void;
  /** Avisa al servidor (si hay conexión) y olvida la sesión. La cola y la base de datos se quedan. */
  cerrarSesion(): Promise<void>;
  /** Pide un token nuevo ahora; devuelve la sesión guardada con él, o null si no se pudo. */
  refrescarToken(): Promise<SesionGuardada | null>;
  /**
   * Sigue la sesión: avisa cuando cambia (en esta pestaña o en otra) y refresca el token cada 15 minutos
   * con conexión. Devuelve la función que deja de seguirla.
   */
  seguirSesion(alCambiar: (sesion: SesionGuardada | null) => void): () => void;
}

const almacenPorDefecto = (): Almacen | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

export const crearSesionCliente = (opciones: OpcionesSesion = {}): SesionCliente => {
  const base = (): string => opciones.baseUrl ?? globalThis.location?.origin ?? '';
  const hacerFetch = (): FuncionFetch => opciones.fetch ?? globalThis.fetch;
  const almacen = (): Almacen | null => (opciones.almacen === undefined ? almacenPorDefecto() : opciones.almacen);
  const online = opciones.online ?? navegadorOnline;
  const ahora = opciones.ahora ?? Date.now;
  const oyentes = new Set<(s: SesionGuardada | null) => void>();
  const avisar = (s: SesionGuardada | null): void => {
    for (const fn of oyentes) fn(s);
  };

  const leerSesion = (): SesionGuardada | null => {
    const texto = almacen()?.getItem(CLAVE_SESION);
    if (!texto) return null;
    try {
      const r = sesionGuardada.safeParse(JSON.parse(texto));
      return r.success ? r.data : null;
    } catch {
      return null;
    }
  };

  const guardarSesion = (sesion: SesionGuardada): void => {
    almacen()?.setItem(CLAVE_SESION, JSON.stringify(sesion));
    avisar(sesion);
  };

  const rpcCon = (token: string) => crearClienteRpc({ url: `${base()}/api/`, token: () => token, fetch: opciones.fetch, online, timeoutMs: 30_000 });

  const refrescarToken = async (): Promise<SesionGuardada | null> => {
    const actual = leerSesion();
    if (!actual) return null;
    const r = await rpcCon(actual.token).leer(METODOS_EN_LINEA.tokenRefrescar);
    const nueva: SesionGuardada = { ...actual, token: r.token, desde: new Date(ahora()).toISOString(), expira: r.expira };
    guardarSesion(nueva);
    return nueva;
  };

  return {
    async iniciarSesion(login, password) {
      const datos = new FormData();
      datos.set('username', login);
      datos.set('password', password);
      let r: Response;
      try {
        r = await hacerFetch()(`${base()}/token/`, { method: 'POST', body: datos, signal: AbortSignal.timeout(30_000) });
      } catch {
        throw new Error(online() ? MENSAJES.sinServidor : MENSAJES.sinInternet);
      }
      if (r.status === 401 || r.status === 403) throw new Error(MENSAJE_CREDENCIALES);
      if (!r.ok) throw new Error(MENSAJES.sinServidor);
      const cuerpo = respuestaToken.safeParse(await r.json().catch(() => null));
      if (!cuerpo.success) throw new Error(MENSAJES.sinServidor);
      const sesion: SesionGuardada = { ...cuerpo.data, desde: new Date(ahora()).toISOString() };
      guardarSesion(sesion);
      return sesion;
    },

    leerSesion,
    guardarSesion,

    async cerrarSesion() {
      const actual = leerSesion();
      if (actual && online()) {
        try {
          await rpcCon(actual.token).leer(METODOS_EN_LINEA.sesionCerrar);
        } catch {
          // Token ya inválido o sin servidor: la sesión se olvida igual en el dispositivo.
        }
      }
      almacen()?.removeItem(CLAVE_SESION);
      avisar(null);
    },

    refrescarToken,

    seguirSesion(alCambiar) {
      oyentes.add(alCambiar);
      const ventana = opciones.ventana === undefined ? (typeof window === 'undefined' ? null : window) : opciones.ventana;
      const alStorage = (e: Event): void => {
        if (e instanceof StorageEvent && e.key !== CLAVE_SESION && e.key !== null) return;
        alCambiar(leerSesion());
      };
      ventana?.addEventListener('storage', alStorage);
      const comprobar = (): void => {
        const s = leerSesion();
        if (!s || !online() || ahora() - Date.parse(s.desde) < REFRESCO_TOKEN_MS) return;
        refrescarToken().catch(() => undefined);
      };
      const temporizador = setInterval(comprobar, opciones.comprobarCadaMs ?? 60_000);
      return () => {
        oyentes.delete(alCambiar);
        ventana?.removeEventListener('storage', alStorage);
        clearInterval(temporizador);
      };
    },
  };
};

let porDefecto: SesionCliente | null = null;

/** Configura la sesión por defecto (p. ej. otro origen del servidor). */
export const configurarSesion = (opciones: OpcionesSesion): SesionCliente => {
  porDefecto = crearSesionCliente(opciones);
  return porDefecto;
};

export const sesionPorDefecto = (): SesionCliente => (porDefecto ??= crearSesionCliente());

export const iniciarSesion = (login: string, password: string): Promise<SesionGuardada> => sesionPorDefecto().iniciarSesion(login, password);
export const leerSesion = (): SesionGuardada | null => sesionPorDefecto().leerSesion();
export const guardarSesion = (sesion: SesionGuardada): void => sesionPorDefecto().guardarSesion(sesion);
export const cerrarSesion = (): Promise<void> => sesionPorDefecto().cerrarSesion();
/** Pide ya un token nuevo (antes de quedarse sin conexión: 'Renovar la sesión'); null si no se pudo. */
export const refrescarToken = (): Promise<SesionGuardada | null> => sesionPorDefecto().refrescarToken();
