/**
 * El cartero: envía los correos de la bandeja de salida (colección `correo`, envio 'pendiente') y anota
 * el resultado en el mismo documento por la Tx del servidor, así que vuelve al dispositivo por el motor
 * de sincronización como cualquier cambio.
 *
 * Un solo proceso envía cada correo: lo reclama antes en `correo_envio` (insert … on conflict, que
 * ordena a dos procesos que lo intenten a la vez) hasta `reclamoMs` más tarde, y lo envía fuera de toda
 * transacción (PGlite tiene una sola conexión y un SMTP lento no debe pararla). Si el proceso cae entre
 * el envío y la anotación, el reclamo caduca y se envía otra vez con el mismo Message-ID (al menos una
 * vez, como toda bandeja de salida; el destino reconoce el repetido).
 *
 * Un fallo del servidor de correo se reintenta `MAX_INTENTOS` veces con espera creciente (reintentoMs,
 * ×2 cada vez); un rechazo definitivo (SMTP 5xx) o el último intento lo deja 'fallido' con el motivo.
 * Se despierta al llegar un `correo.enviarSync` (app.ts) y, para reintentos y reclamos caducados, cada
 * `intervaloMs`.
 */
import { randomUUID } from 'node:crypto';
import { MENSAJE_FALLO_SMTP, MENSAJE_REINTENTO, type EstadoEnvio } from '../../replication/correo';
import type { Db } from '../db/tipos';
import { selladorDe } from '../sync/sellador';
import { crearTxSql } from '../sync/tx-sql';
import type { Enviador } from './enviador';

export const MAX_INTENTOS = 5;
export const MENSAJE_RECHAZADO = 'El servidor de correo ha rechazado el mensaje';

export interface OpcionesCartero {
  /** Cada cuánto mira si hay reintentos o reclamos caducados (30 s). */
  intervaloMs?: number;
  /** Cuánto dura un reclamo: lo que puede tardar un envío (5 min). */
  reclamoMs?: number;
  /** Espera antes del primer reintento; se dobla en cada uno (1 min). */
  reintentoMs?: number;
  /** Correos por ronda (20). */
  lote?: number;
}

export interface Cartero {
  /** Envía lo pendiente que no esté reclamado; devuelve cuántos correos trató. */
  ronda(): Promise<number>;
  /** Pide una ronda pronto (varias peticiones seguidas hacen una sola ronda más). */
  despertar(): void;
  iniciar(): void;
  /** Para el temporizador y espera a la ronda en curso. */
  detener(): Promise<void>;
}

interface Resultado {
  envio: EstadoEnvio;
  error: string | null;
  fenvio: string | null;
}

/** Un rechazo que no se arregla reintentando: SMTP 5xx. */
const esDefinitivo = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && 'responseCode' in e && typeof e.responseCode === 'number' && e.responseCode >= 500;

export const crearCartero = (db: Db, enviador: Enviador, opciones: OpcionesCartero = {}): Cartero => {
  const intervaloMs = opciones.intervaloMs ?? 30_000;
  const reclamoMs = opciones.reclamoMs ?? 5 * 60_000;
  const reintentoMs = opciones.reintentoMs ?? 60_000;
  const lote = opciones.lote ?? 20;
  const proceso = randomUUID();
  let temporizador: NodeJS.Timeout | null = null;
  let enCurso: Promise<number> | null = null;
  let otraVez = false;
  let detenido = false;

  const reclamar = async (): Promise<string[]> => {
    const filas = await db.query<{ idcorreo: string }>(
      `with candidatos as (
         select c.id from correo c left join correo_envio e on e.idcorreo = c.id
          where c.doc @> '{"envio":"pendiente"}'::jsonb and (e.idcorreo is null or e.reclamado_hasta <= now())
          order by c.doc->>'creado' limit $1
       )
       insert into correo_envio (idcorreo, reclamado_hasta, proceso)
       select id, now() + make_interval(secs => $2::double precision / 1000), $3 from candidatos
       on conflict (idcorreo) do update set reclamado_hasta = excluded.reclamado_hasta, proceso = excluded.proceso
        where correo_envio.reclamado_hasta <= now()
       returning idcorreo`,
      [lote, reclamoMs, proceso],
    );
    return filas.map((f) => f.idcorreo);
  };

  /** Anota el resultado (si el correo sigue pendiente) y suelta o aplaza el reclamo. */
  const anotar = async (idcorreo: string, calcular: (intentos: number) => Resultado): Promise<void> => {
    await db.transaccion(async (q) => {
      const tx = crearTxSql(q, { etiquetasUsuario: null });
      const actual = await tx.get('correo', idcorreo);
      if (!actual || actual.envio !== 'pendiente') {
        await q.query('delete from correo_envio where idcorreo = $1', [idcorreo]);
        return;
      }
      const intentos = actual.intentos + 1;
      const r = calcular(intentos);
      await tx.put('correo', { ...actual, intentos, envio: r.envio, error: r.error, fenvio: r.fenvio });
      if (r.envio === 'pendiente') {
        const espera = reintentoMs * 2 ** (intentos - 1);
        await q.query(
          'update correo_envio set reclamado_hasta = now() + make_interval(secs => $2::double precision / 1000) where idcorreo = $1',
          [idcorreo, espera],
        );
      } else {
        await q.query('delete from correo_envio where idcorreo = $1', [idcorreo]);
      }
    });
  };

  const enviarUno = async (idcorreo: string): Promise<void> => {
    const [fila] = await db.query<{ doc: { para: string; asunto: string; cuerpo: string; envio: string } }>('select doc from correo where id = $1', [idcorreo]);
    if (!fila || fila.doc.envio !== 'pendiente') {
      await db.query('delete from correo_envio where idcorreo = $1', [idcorreo]);
      return;
    }
    const para = fila.doc.para.split(',').map((p) => p.trim()).filter((p) => p !== '');
    try {
      const r = await enviador.enviar({ para, asunto: fila.doc.asunto, cuerpo: fila.doc.cuerpo, idMensaje: `<${idcorreo}@vigia>` });
      const fenvio = new Date().toISOString();
      await anotar(idcorreo, () => ({ envio: r.modo === 'smtp' ? 'enviado' : 'bandeja', error: null, fenvio }));
    } catch (e) {
      console.error(`Cartero: fallo al enviar el correo ${idcorreo}`, e);
      const definitivo = esDefinitivo(e);
      await anotar(idcorreo, (intentos) =>
        definitivo ? { envio: 'fallido', error: MENSAJE_RECHAZADO, fenvio: null }
        : intentos >= MAX_INTENTOS ? { envio: 'fallido', error: MENSAJE_FALLO_SMTP, fenvio: null }
        : { envio: 'pendiente', error: MENSAJE_REINTENTO, fenvio: null });
    }
  };

  const rondaUna = async (): Promise<number> => {
    const ids = await reclamar();
    for (const id of ids) await enviarUno(id);
    if (ids.length > 0) await selladorDe(db).sellar();
    return ids.length;
  };

  const ronda = (): Promise<number> => {
    if (enCurso) {
      otraVez = true;
      return enCurso;
    }
    const p = (async () => {
      let total = 0;
      do {
        otraVez = false;
        total += await rondaUna();
      } while (otraVez && !detenido);
      return total;
    })().finally(() => {
      enCurso = null;
    });
    enCurso = p;
    return p;
  };

  const rondaSinFallos = (): void => {
    if (detenido) return;
    ronda().catch((e: unknown) => console.error('Cartero: ronda fallida (se repetirá):', e));
  };

  return {
    ronda,
    despertar: () => {
      setImmediate(rondaSinFallos);
    },
    iniciar: () => {
      if (temporizador || detenido) return;
      temporizador = setInterval(rondaSinFallos, intervaloMs);
      temporizador.unref();
      rondaSinFallos();
    },
    detener: async () => {
      detenido = true;
      if (temporizador) clearInterval(temporizador);
      temporizador = null;
      await enCurso?.catch(() => undefined);
    },
  };
};
