/**
 * Los contactos de cada sesión con el servidor (issue 29): cada petición a /api/ de un token prolonga su
 * tramo de contacto (`contacto_sesion`: desde, hasta) o, tras un hueco de más de HUECO_CONTACTO_MS, abre
 * otro. El ejecutor los mira para no creerse sin más el último contacto que un dispositivo declara al
 * subir un cambio hecho sin red (replication/hora-dispositivo.ts): si la sesión habló con el servidor
 * entre ese contacto y la hora del cambio, el contacto declarado no es el último.
 * Para no escribir en cada petición, cada proceso anota un token como mucho cada ANOTAR_CADA_MS; el
 * tramo queda, así, hasta ANOTAR_CADA_MS corto, muy por debajo de la tolerancia de los relojes.
 * Los tramos de más de DIAS_REGISTRO + 10 días se borran al abrir uno nuevo.
 */
import type { Consulta } from '../db/tipos';
import { TOLERANCIA_RELOJ_MS } from '../../replication/hora-dispositivo';
import { DIAS_REGISTRO } from './poda';

export const HUECO_CONTACTO_MS = 5 * 60_000;
export const ANOTAR_CADA_MS = 30_000;
const MAX_RECORDADOS = 10_000;

/** Prolonga el tramo de contacto abierto del token o abre uno nuevo (y borra los muy viejos). */
export const registrarContacto = async (q: Consulta, idtoken: string): Promise<void> => {
  await q.query(
    `with prolongado as (
       update contacto_sesion set hasta = now() where idtoken = $1 and hasta >= now() - make_interval(secs => $2::float8) returning 1
     ), nuevo as (
       insert into contacto_sesion (idtoken, desde, hasta) select $1, now(), now() where not exists (select 1 from prolongado) returning 1
     )
     delete from contacto_sesion where exists (select 1 from nuevo) and hasta < now() - make_interval(days => $3::int)`,
    [idtoken, HUECO_CONTACTO_MS / 1000, DIAS_REGISTRO + 10],
  );
};

/** Anota contactos como mucho cada ANOTAR_CADA_MS por token en este proceso; los fallos solo se registran. */
export const crearAnotadorContactos = (q: Consulta, reloj: () => number = Date.now): ((idtoken: string) => void) => {
  const anotados = new Map<string, number>();
  return (idtoken) => {
    const ahora = reloj();
    const ultimo = anotados.get(idtoken);
    if (ultimo !== undefined && ahora - ultimo < ANOTAR_CADA_MS) return;
    if (anotados.size >= MAX_RECORDADOS) anotados.clear();
    anotados.set(idtoken, ahora);
    registrarContacto(q, idtoken).catch((e: unknown) => console.error('No se pudo anotar el contacto de una sesión:', e));
  };
};

/**
 * El primer contacto de la sesión después del contacto declarado (más la tolerancia) y antes de la hora
 * situada del cambio (menos la tolerancia), o null si no lo hubo.
 */
export const contactoPosterior = async (q: Consulta, idtoken: string, contacto: string, hora: string): Promise<string | null> => {
  // Dentro de lo que se guarda (ni antes de los tramos más viejos ni después de ahora): un instante
  // extremo del dispositivo (el año 0, el 9999) no llega a PostgreSQL.
  const ahora = Date.now();
  const desdeMs = Math.max(Date.parse(contacto) + TOLERANCIA_RELOJ_MS, ahora - (DIAS_REGISTRO + 10) * 86_400_000);
  const hastaMs = Math.min(Date.parse(hora) - TOLERANCIA_RELOJ_MS, ahora);
  if (!(hastaMs > desdeMs)) return null;
  const desde = new Date(desdeMs).toISOString();
  const hasta = new Date(hastaMs).toISOString();
  const [f] = await q.query<{ primero: unknown }>(
    'select min(greatest(desde, $2::timestamptz)) as primero from contacto_sesion where idtoken = $1 and hasta > $2::timestamptz and desde < $3::timestamptz',
    [idtoken, desde, hasta],
  );
  const v = f?.primero;
  if (v === null || v === undefined) return null;
  return v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString();
};
