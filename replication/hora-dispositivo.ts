/**
 * La hora del dispositivo es una afirmación (issue 29, decisión de la hora del dispositivo). El servidor la
 * sitúa en su reloj con el desfase que el dispositivo midió en su último contacto y solo la acepta donde
 * es físicamente posible:
 *  - no después de la hora a la que la recibe (más TOLERANCIA_RELOJ_MS);
 *  - no antes del último contacto del dispositivo antes de quedarse sin red (menos la tolerancia), y ese
 *    contacto tiene que cuadrar con lo que sabe el servidor: no puede ser posterior a la recepción, y el
 *    dispositivo no puede haber hablado con el servidor entre ese contacto y la hora del cambio (si lo hizo,
 *    su último contacto no es el que dice);
 *  - dentro del marco del propio registro (la lectura dentro de su ronda, la salida después de su entrada…),
 *    que comprueba cada mutador con sus reglas puras.
 * Fuera de eso el registro se guarda igual (nada de lo que hizo el trabajador se pierde) con `hora_fiable`
 * false y el motivo; la hora que cuenta es la situada en el reloj del servidor, llevada al límite posible
 * más cercano cuando la afirmada cae fuera. Todo aquí es puro: el ejecutor (server/sync/ejecutor.ts) pone
 * la recepción y los contactos que conoce el servidor.
 */
import type { ContextoMutacion } from './mutador';

/** Cabecera con la hora del servidor (ISO) en cada respuesta de /api/: con ella el dispositivo mide su desfase. */
export const CABECERA_HORA = 'x-vigia-hora';

/** Lo que un reloj de dispositivo y la red pueden desviarse sin que sea sospechoso. */
export const TOLERANCIA_RELOJ_MS = 2 * 60_000;

/** Desfase más grande que se admite en la envoltura (±20 años, en ms): lo demás no es un reloj. */
export const MAX_DESFASE_MS = 20 * 365 * 86_400_000;

/** El reloj que el dispositivo declara con cada cambio (envoltura `reloj`). */
export interface RelojDispositivo {
  /** Hora del servidor menos hora del dispositivo, medida en el último contacto (ms). */
  desfase_ms: number;
  /** La hora del servidor en el último contacto del dispositivo antes del cambio (ISO), o null si no tuvo. */
  contacto: string | null;
}

/** La hora de una mutación con hora del dispositivo, tal como la juzgó el servidor. */
export interface HoraMutacion {
  /** La hora del reloj del dispositivo (la envoltura `creado`). */
  dispositivo: string;
  /** La hora que cuenta: la del dispositivo situada en el reloj del servidor (y dentro de lo posible). */
  servidor: string;
  /** Hora del servidor al recibirla (null en el dispositivo, que no la sabe). */
  recibido: string | null;
  /** true: situada y posible; false: no (motivo); null: aún sin juzgar (en el dispositivo). */
  fiable: boolean | null;
  motivo: string | null;
  /** El desfase usado, o null si el dispositivo no lo informó. */
  desfase_ms: number | null;
}

/** Los campos de la hora de un registro (schemas/hora.ts). */
export interface MarcaHora {
  hora_fiable: boolean | null;
  motivo_hora: string | null;
  desfase_ms: number | null;
}

const fmt = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'Europe/Madrid', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false,
});
/** 'dd/mm/aaaa, hh:mm:ss' en la hora de España. */
export const fechaHoraEspana = (iso: string): string => fmt.format(new Date(iso));

export const MENSAJES_HORA = {
  posterior: (hora: string, recibido: string) =>
    `La hora del dispositivo (${fechaHoraEspana(hora)} en el reloj del servidor) es posterior a la de recepción (${fechaHoraEspana(recibido)})`,
  anteriorContacto: (hora: string, contacto: string) =>
    `La hora del dispositivo (${fechaHoraEspana(hora)} en el reloj del servidor) es anterior a su última conexión (${fechaHoraEspana(contacto)})`,
  contactoFuturo: (contacto: string) => `El dispositivo declara una conexión (${fechaHoraEspana(contacto)}) posterior a la recepción`,
  contactoFalso: (contacto: string, real: string) =>
    `El dispositivo declara su última conexión el ${fechaHoraEspana(contacto)}, pero habló con el servidor después (${fechaHoraEspana(real)})`,
  antesDeRonda: (hora: string, inicio: string) => `La lectura (${fechaHoraEspana(hora)}) es anterior al inicio de su ronda (${fechaHoraEspana(inicio)})`,
  despuesDeRonda: (hora: string, fin: string) => `La lectura (${fechaHoraEspana(hora)}) es posterior al cierre de su ronda (${fechaHoraEspana(fin)})`,
  cierreAntesDeLectura: (fin: string, lectura: string) =>
    `El cierre de la ronda (${fechaHoraEspana(fin)}) es anterior a una de sus lecturas (${fechaHoraEspana(lectura)})`,
  cierreAntesDeInicio: (fin: string, inicio: string) => `El cierre de la ronda (${fechaHoraEspana(fin)}) es anterior a su inicio (${fechaHoraEspana(inicio)})`,
  entradaAntesDeSalida: (hora: string, salida: string) =>
    `La devolución (${fechaHoraEspana(hora)}) es anterior a la salida del llavero (${fechaHoraEspana(salida)})`,
} as const;

const iso = (ms: number): string => new Date(ms).toISOString();

/** Lo que el servidor sabe al recibir un cambio con hora del dispositivo. */
export interface DatosSituar {
  creado: string;
  reloj: RelojDispositivo | null;
  recibido: string;
  /**
   * El primer contacto que el servidor registró con este dispositivo (su sesión) después del contacto que
   * declara (más la tolerancia) y antes de la hora del cambio (menos la tolerancia), o null si no hubo.
   */
  contactoPosterior: string | null;
}

/**
 * Sitúa la hora del dispositivo en el reloj del servidor y dice si es posible. Sin `reloj` (una entrada
 * anotada por una versión anterior) el desfase se toma como 0 y no hay contacto que comprobar.
 */
export const situarHora = ({ creado, reloj, recibido, contactoPosterior }: DatosSituar): HoraMutacion => {
  const desfase = reloj?.desfase_ms ?? 0;
  const situada = Date.parse(creado) + desfase;
  const rec = Date.parse(recibido);
  const contacto = reloj?.contacto ?? null;
  const base = { dispositivo: creado, recibido, desfase_ms: reloj ? reloj.desfase_ms : null };
  if (situada > rec + TOLERANCIA_RELOJ_MS) {
    return { ...base, servidor: recibido, fiable: false, motivo: MENSAJES_HORA.posterior(iso(situada), recibido) };
  }
  if (contacto !== null) {
    const c = Date.parse(contacto);
    if (c > rec + TOLERANCIA_RELOJ_MS) return { ...base, servidor: iso(Math.min(situada, rec)), fiable: false, motivo: MENSAJES_HORA.contactoFuturo(contacto) };
    if (situada < c - TOLERANCIA_RELOJ_MS) return { ...base, servidor: iso(Math.min(c, rec)), fiable: false, motivo: MENSAJES_HORA.anteriorContacto(iso(situada), contacto) };
    if (contactoPosterior !== null) return { ...base, servidor: iso(Math.min(situada, rec)), fiable: false, motivo: MENSAJES_HORA.contactoFalso(contacto, contactoPosterior) };
  }
  return { ...base, servidor: iso(Math.min(situada, rec)), fiable: true, motivo: null };
};

/** En el dispositivo: la hora de su reloj, sin juzgar (el veredicto del servidor llega con la descarga). */
export const horaSinJuzgar = (ahora: string): HoraMutacion => ({
  dispositivo: ahora, servidor: ahora, recibido: null, fiable: null, motivo: null, desfase_ms: null,
});

/** La hora de la mutación: la que puso el ejecutor o, sin ella, la del dispositivo sin juzgar. */
export const horaDe = (ctx: Pick<ContextoMutacion, 'ahora' | 'hora'>): HoraMutacion => ctx.hora ?? horaSinJuzgar(ctx.ahora);

/**
 * Los campos de la hora de un registro: los de la mutación más el motivo del marco del propio registro
 * (null si cabe). En el dispositivo no se juzga: fiable null.
 */
export const marcaHora = (hora: HoraMutacion, motivoMarco: string | null = null): MarcaHora => {
  if (hora.fiable === null) return { hora_fiable: null, motivo_hora: null, desfase_ms: hora.desfase_ms };
  const motivos = [hora.motivo, motivoMarco].filter((m): m is string => m !== null);
  return { hora_fiable: motivos.length === 0, motivo_hora: motivos.length === 0 ? null : motivos.join('. ').slice(0, 500), desfase_ms: hora.desfase_ms };
};

/** ¿Se juzga el marco? Solo en el servidor: en el dispositivo la hora aún no está situada. */
export const juzgaMarco = (hora: HoraMutacion): boolean => hora.fiable !== null;

/** El marco de una lectura: dentro de su ronda (de su inicio a su cierre, si lo tiene). */
export const motivoMarcoLectura = (hora: string, ronda: { inicio: string; fin?: string | null }): string | null => {
  if (Date.parse(hora) < Date.parse(ronda.inicio)) return MENSAJES_HORA.antesDeRonda(hora, ronda.inicio);
  if (ronda.fin && Date.parse(hora) > Date.parse(ronda.fin)) return MENSAJES_HORA.despuesDeRonda(hora, ronda.fin);
  return null;
};

/** El marco del cierre de una ronda: después de su inicio y de todas sus lecturas. */
export const motivoMarcoCierre = (fin: string, inicio: string, lecturas: readonly (string | null | undefined)[]): string | null => {
  if (Date.parse(fin) < Date.parse(inicio)) return MENSAJES_HORA.cierreAntesDeInicio(fin, inicio);
  const ultima = lecturas.filter((h): h is string => typeof h === 'string').reduce<string | null>((a, h) => (a === null || Date.parse(h) > Date.parse(a) ? h : a), null);
  return ultima !== null && Date.parse(fin) < Date.parse(ultima) ? MENSAJES_HORA.cierreAntesDeLectura(fin, ultima) : null;
};
