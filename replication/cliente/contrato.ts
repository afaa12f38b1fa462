/**
 * Lo que el motor de sincronización del cliente ofrece a la app (src/). La app no conoce la cola, el
 * líder ni el stream: escribe con `mutate`, lee con consultas RxDB y observa `estado$`.
 */
import type { Observable } from 'rxjs';
import type { MetodoMutacion, ParamsMutacion } from '../mutadores';
import type { UsuarioSesion } from '../sesion';

export interface EstadoSync {
  /** navigator.onLine */
  online: boolean;
  /** El servidor respondió la última vez que se le habló (false: 'No hay conexión con el servidor'). */
  servidorAlcanzable: boolean;
  /** Esta pestaña es la que sube y mantiene el stream (una por navegador y usuario). */
  lider: boolean;
  /** El stream de avisos del servidor está conectado (los cambios de otros llegan al momento). */
  enVivo: boolean;
  subiendo: boolean;
  bajando: boolean;
  /** Entradas 'nuevo' + 'pendiente'. */
  pendientes: number;
  fallidos: number;
  /** Instante (ISO) de la entrada pendiente más antigua, o null. */
  masAntiguo: string | null;
  /** Instante (ISO) del último pull completado, o null. */
  ultimoPull: string | null;
  ultimaSubida: string | null;
  /** Último error transitorio en español ('No tienes conexión a internet.', ...), o null. */
  error: string | null;
  /** La sesión fue rechazada por el servidor (403): la subida está en pausa, la cola se conserva. */
  sesionInvalidada: boolean;
  /** Progreso de la descarga inicial (documentos recibidos), o null si no hay descarga en curso. */
  progresoDescarga: { recibidos: number } | null;
  /**
   * Un problema con la cola de este dispositivo (no se puede leer, no se pueden volver a aplicar los
   * cambios interrumpidos o borrar los retirados), en español, o null. Se sigue intentando.
   */
  errorCola: string | null;
}

export interface ResultadoMutate {
  idsync_upload: string;
  /** Lo que devolvió el mutador al aplicarse en local. */
  resultado: unknown;
}

export interface MotorSync {
  /** Encola la mutación y la aplica en local al instante. Lanza ErrorNegocio si los parámetros no valen. */
  mutate<M extends MetodoMutacion>(metodo: M, params: ParamsMutacion[M]): Promise<ResultadoMutate>;
  /** Sube lo pendiente y baja lo nuevo ahora (si esta pestaña no es líder, se lo pide al líder). */
  sincronizarAhora(): Promise<void>;
  reintentar(idsync_upload: string): Promise<void>;
  descartar(idsync_upload: string): Promise<void>;
  /** La cola pendiente como fichero JSON descargable. */
  exportarCola(): Promise<Blob>;
  /**
   * Baja y guarda (con caducidad) la historia de un mes anterior a la ventana ('AAAA-MM'); devuelve
   * cuántos documentos llegaron. Necesita conexión: sin ella lanza el error en español.
   */
  cargarHistorial(mes: string, alProgreso?: (recibidos: number) => void): Promise<number>;
  /**
   * Suscribe a una colección de historia bajo demanda (decisión 78): la guarda con caducidad y, si no la
   * tenía, baja la ventana de esa colección; devuelve cuántos documentos llegaron (0 si ya la tenía y solo
   * se renueva). Necesita conexión para bajarla: sin ella lanza el error en español.
   */
  suscribir(coleccion: string, alProgreso?: (recibidos: number) => void): Promise<number>;
  /**
   * Suscribe a lo que de una colección bajo demanda por registro cuelga de un registro padre (decisión 90: el
   * material de un sistema): lo guarda con caducidad y, si no lo tenía, baja su foto; devuelve cuántos
   * documentos llegaron (0 si solo se renueva). Necesita conexión para bajarlo: sin ella lanza el error en español.
   */
  suscribirPadre(coleccion: string, id: string, alProgreso?: (recibidos: number) => void): Promise<number>;
  readonly estado$: Observable<EstadoSync>;
  readonly estado: EstadoSync;
  /** Cambia el token (tras refrescarlo o volver a iniciar sesión) y reanuda la subida. */
  setToken(token: string): void;
  detener(): Promise<void>;
}

/** Sesión guardada en el dispositivo (localStorage 'vigia.sesion'). */
export interface SesionGuardada {
  token: string;
  usuario: UsuarioSesion;
  /** Instante (ISO) del inicio o último refresco del token. */
  desde: string;
  /** Hasta cuándo vale el token (ISO), si el servidor lo dijo: sin conexión, la sesión dura hasta entonces. */
  expira?: string;
}
