/**
 * 'Listo para trabajar sin conexión' (issue 30): reglas puras que, a partir de los hechos del dispositivo
 * (service worker, descarga, almacenamiento, sesión, cola y lo que cada app necesita), dicen si está
 * listo y, si no, qué falta, cada cosa con su acción. Sin E/S: recoger.ts junta los hechos y apps.ts
 * declara lo de cada app; así las reglas se prueban con hechos inventados y cada app nueva añade las suyas.
 */

export type EstadoElemento = 'ok' | 'falta' | 'aviso';

/** Lo que se puede hacer para resolver un elemento: una orden que la pantalla sabe cumplir o ir a una ruta. */
export type AccionPreparacion =
  | { tipo: 'sincronizar'; etiqueta: string }
  | { tipo: 'persistir'; etiqueta: string }
  | { tipo: 'renovar-sesion'; etiqueta: string }
  | { tipo: 'descargar-ficheros'; etiqueta: string }
  | { tipo: 'ir'; etiqueta: string; a: string };

export interface ElementoPreparacion {
  id: string;
  etiqueta: string;
  estado: EstadoElemento;
  detalle: string;
  accion: AccionPreparacion | null;
}

export interface HechosApp {
  /** El navegador tiene service workers (sin ellos la app no se abre sin red tras recargar). */
  soporte: boolean;
  /** Un service worker activo controla esta página. */
  controlada: boolean;
  /** Se está instalando una versión (la primera o una nueva): aún no está todo guardado. */
  instalando: boolean;
  /** El index.html guardado es el de esta versión y su script de entrada está guardado (el precache es atómico). */
  versionGuardada: boolean;
}

export interface HechosDatos {
  ultimoPull: string | null;
  /** Descarga inicial en curso. */
  descargando: boolean;
}

export interface HechosAlmacenamiento {
  /** navigator.storage.persisted(): null si el navegador no lo ofrece. */
  persistente: boolean | null;
  /** Cuota libre estimada en bytes, o null si no se sabe. */
  libreBytes: number | null;
}

export interface HechosSesion {
  /** Hasta cuándo vale el token sin refrescarlo (ISO), o null si no se sabe. */
  caduca: string | null;
}

export interface HechosCola {
  fallidos: number;
  errorCola: string | null;
}

export interface HechosComunes {
  /** Instante de la evaluación (ms). */
  ahora: number;
  app: HechosApp;
  datos: HechosDatos;
  almacenamiento: HechosAlmacenamiento;
  sesion: HechosSesion;
  cola: HechosCola;
}

export interface Preparacion {
  listo: boolean;
  elementos: readonly ElementoPreparacion[];
  /** Las etiquetas de lo que falta, para el aviso y el resumen: 'No listo: la app, los datos'. */
  faltan: readonly string[];
  evaluado: string;
}

/** Datos más viejos que esto no cuentan como frescos (un día de trabajo empieza con la descarga al día). */
export const ANTIGUEDAD_MAXIMA_MS = 60 * 60_000;
/** Espacio que se pide libre para las fotos del día (≈ 100 fotos reducidas a 1024 px). */
export const ESPACIO_FOTOS_DIA_BYTES = 50 * 1024 * 1024;
/** Periodo sin conexión para el que la sesión ha de valer (una jornada). */
export const PERIODO_SIN_CONEXION_MS = 12 * 3600_000;

const horaCorta = (ms: number): string =>
  new Date(ms).toLocaleString('es-ES', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

export const antiguedadEnTexto = (ms: number): string => {
  const min = Math.floor(ms / 60_000);
  if (min < 1) return 'hace menos de un minuto';
  if (min < 60) return `hace ${min} min`;
  const h = Math.floor(min / 60);
  if (h < 48) return `hace ${h} h`;
  return `hace ${Math.floor(h / 24)} días`;
};

const megas = (bytes: number): string => `${Math.floor(bytes / (1024 * 1024))} MB`;

export const elementoApp = (h: HechosApp): ElementoPreparacion => {
  const base = { id: 'app', etiqueta: 'La app' };
  if (!h.soporte)
    return { ...base, estado: 'falta', detalle: 'Este navegador no guarda la app: sin conexión no se podrá volver a abrir. Usa Chrome, Edge, Firefox o Safari actualizados.', accion: null };
  if (h.instalando)
    return { ...base, estado: 'falta', detalle: 'Se está guardando esta versión de la app en el dispositivo. Espera con conexión a que termine.', accion: null };
  if (!h.controlada || !h.versionGuardada)
    return {
      ...base,
      estado: 'falta',
      detalle: 'Esta versión de la app aún no está guardada entera en el dispositivo: sin conexión algunas pantallas no se abrirían. Espera con conexión.',
      accion: null,
    };
  return { ...base, estado: 'ok', detalle: 'Esta versión y todas sus pantallas están guardadas en el dispositivo.', accion: null };
};

export const elementoDatos = (h: HechosDatos, ahora: number): ElementoPreparacion => {
  const base = { id: 'datos', etiqueta: 'Los datos' };
  const sincronizar = { tipo: 'sincronizar', etiqueta: 'Sincronizar ahora' } as const;
  if (h.ultimoPull === null || h.descargando)
    return { ...base, estado: 'falta', detalle: 'La descarga de tus datos aún no ha terminado.', accion: null };
  const edad = Math.max(0, ahora - Date.parse(h.ultimoPull));
  if (edad > ANTIGUEDAD_MAXIMA_MS)
    return { ...base, estado: 'falta', detalle: `La última descarga fue ${antiguedadEnTexto(edad)}: pueden faltar cambios.`, accion: sincronizar };
  return { ...base, estado: 'ok', detalle: `Al día: última descarga ${antiguedadEnTexto(edad)}.`, accion: null };
};

export const elementoAlmacenamiento = (h: HechosAlmacenamiento): ElementoPreparacion => {
  const base = { id: 'almacenamiento', etiqueta: 'El almacenamiento' };
  if (h.libreBytes !== null && h.libreBytes < ESPACIO_FOTOS_DIA_BYTES)
    return {
      ...base,
      estado: 'falta',
      detalle: `Quedan ${megas(h.libreBytes)} libres; hacen falta al menos ${megas(ESPACIO_FOTOS_DIA_BYTES)} para las fotos del día. Libera espacio en el dispositivo.`,
      accion: null,
    };
  const libre = h.libreBytes === null ? '' : ` Quedan ${megas(h.libreBytes)} libres.`;
  if (h.persistente === null)
    return { ...base, estado: 'aviso', detalle: `Este navegador no permite pedir almacenamiento persistente: podría borrar los datos si le falta espacio.${libre}`, accion: null };
  if (!h.persistente)
    return {
      ...base,
      estado: 'aviso',
      detalle: `El navegador no ha concedido el almacenamiento persistente: si le falta espacio podría borrar los datos del dispositivo.${libre}`,
      accion: { tipo: 'persistir', etiqueta: 'Pedir almacenamiento persistente' },
    };
  return { ...base, estado: 'ok', detalle: `Almacenamiento persistente concedido.${libre}`, accion: null };
};

export const elementoSesion = (h: HechosSesion, ahora: number): ElementoPreparacion => {
  const base = { id: 'sesion', etiqueta: 'La sesión' };
  const renovar = { tipo: 'renovar-sesion', etiqueta: 'Renovar la sesión' } as const;
  if (h.caduca === null) return { ...base, estado: 'aviso', detalle: 'No se sabe hasta cuándo vale la sesión sin conexión.', accion: renovar };
  const caduca = Date.parse(h.caduca);
  if (caduca <= ahora) return { ...base, estado: 'falta', detalle: 'La sesión ha caducado: vuelve a entrar con conexión.', accion: renovar };
  if (caduca - ahora < PERIODO_SIN_CONEXION_MS)
    return { ...base, estado: 'falta', detalle: `Sin conexión, la sesión vale solo hasta ${horaCorta(caduca)}: renuévala antes de salir.`, accion: renovar };
  return { ...base, estado: 'ok', detalle: `Sin conexión, la sesión vale hasta ${horaCorta(caduca)}.`, accion: null };
};

export const elementoCola = (h: HechosCola): ElementoPreparacion => {
  const base = { id: 'cola', etiqueta: 'La cola de subida' };
  const ver = { tipo: 'ir', etiqueta: 'Ver la cola', a: '/sincronizacion/sync-uploads' } as const;
  if (h.errorCola !== null) return { ...base, estado: 'falta', detalle: h.errorCola, accion: ver };
  if (h.fallidos > 0)
    return { ...base, estado: 'falta', detalle: `${h.fallidos === 1 ? 'Hay 1 cambio que falló' : `Hay ${h.fallidos} cambios que fallaron`} y espera${h.fallidos === 1 ? '' : 'n'} que lo revises.`, accion: ver };
  return { ...base, estado: 'ok', detalle: 'Nada ha fallado.', accion: null };
};

/** Junta lo común y lo de las apps del usuario; listo si nada falta (un aviso no impide estar listo). */
export const evaluarPreparacion = (h: HechosComunes, deApps: readonly ElementoPreparacion[]): Preparacion => {
  const elementos = [elementoApp(h.app), elementoDatos(h.datos, h.ahora), ...deApps, elementoAlmacenamiento(h.almacenamiento), elementoSesion(h.sesion, h.ahora), elementoCola(h.cola)];
  const faltan = elementos.filter((e) => e.estado === 'falta').map((e) => e.etiqueta);
  return { listo: faltan.length === 0, elementos, faltan, evaluado: new Date(h.ahora).toISOString() };
};

/** 'Listo para trabajar sin conexión' o 'No listo: la app, los datos'. */
export const resumenPreparacion = (p: Pick<Preparacion, 'listo' | 'faltan'>): string =>
  p.listo ? 'Listo para trabajar sin conexión' : `No listo: ${p.faltan.map((f) => f.charAt(0).toLowerCase() + f.slice(1)).join(', ')}`;
