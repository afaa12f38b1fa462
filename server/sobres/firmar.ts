/**
 * Firmar desde un enlace (POST /api/firma/:token), en UNA transacción de la Tx del servidor: el enlace se
 * comprueba con el sobre bloqueado (dos firmas del mismo sobre van una tras otra; dos con el mismo token:
 * la segunda ve el token usado y recibe 409) y, en la misma transacción, que el presupuesto sigue en la
 * revisión enviada (enlace.ts) y que el documento es el enviado (su SHA-256: si no, 410); el token queda usado, el destinatario firmado con su nombre,
 * DNI, fecha e IP, y la imagen en `sobre_firma`. Si era la última firma, en la misma transacción: el PDF
 * firmado (pdf-firmado.ts) como fichero nuevo del presupuesto, el sobre firmado y el presupuesto en estado
 * firmado (4). Tras el commit, el sellador: las pestañas del comercial lo ven en directo.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { DocDe } from '../../schemas';
import { ESTADOS_PRESUPUESTO } from '../../replication/presupuestos';
import { IDTABLA_PRESUPUESTO } from '../../replication/mutadores/presupuestos';
import { MENSAJES } from '../../replication/errores';
import { MENSAJES_SOBRE, PREFIJO_FIRMA_PNG, type RespuestaFirma } from '../../replication/sobres';
import type { Consulta, Db } from '../db/tipos';
import { ErrorHttp } from '../http/errores';
import type { TxSql } from '../sync/tx-sql';
import { leerEnlace, type Enlace } from './enlace';
import { escribir } from './escritura';
import { generarPdfFirmado } from './pdf-firmado';
import { marcarUsado } from './tokens';

export interface DatosFirma {
  nombre: string;
  /** DNI o NIE ya comprobado y normalizado. */
  dni: string;
  /** La firma: PNG ya comprobado. */
  png: Uint8Array;
  ip: string;
}

/** Nombre del PDF firmado: presupuesto-{numero}-firmado.pdf (el número, apto para un nombre de fichero). */
export const nombrePdfFirmado = (numero: string): string => `presupuesto-${numero.replace(/[^\w.-]+/g, '_')}-firmado.pdf`;

/**
 * El documento del sobre, si es exactamente el que se envió (su SHA-256); si no está o ha cambiado, 410:
 * lo que se firmaría ya no es lo enviado.
 */
const documentoEnviado = async (q: Consulta, sobre: DocDe<'sobre'>): Promise<Uint8Array> => {
  const [original] = await q.query<{ datos: Uint8Array }>('select datos from fichero_contenido where idfichero = $1', [sobre.idfichero]);
  if (!original) throw new ErrorHttp(410, MENSAJES.ficheroNoDisponible);
  if (createHash('sha256').update(original.datos).digest('hex') !== sobre.sha256) throw new ErrorHttp(410, MENSAJES_SOBRE.documentoCambiado);
  return original.datos;
};

/** La última firma: el PDF firmado, el sobre firmado y el presupuesto firmado. */
const completar = async (
  tx: TxSql, q: Consulta, e: Enlace, original: Uint8Array, destinatarios: readonly DocDe<'destinatariosobre'>[], ahora: string,
): Promise<void> => {
  const ids = destinatarios.map((d) => d.iddestinatario_sobre);
  const imagenes = new Map(
    (await q.query<{ iddestinatario_sobre: string; imagen: string }>('select iddestinatario_sobre, imagen from sobre_firma where iddestinatario_sobre = any($1::text[])', [ids]))
      .map((f) => [f.iddestinatario_sobre, Buffer.from(f.imagen.slice(PREFIJO_FIRMA_PNG.length), 'base64')]),
  );
  // Un documento que pdf-lib no abre (un sobre enviado antes de que sobre.enviar lo comprobara): 409, nunca 500.
  const pdf = await generarPdfFirmado({
    original,
    sha256: e.sobre.sha256,
    idsobre: e.sobre.idsobre,
    fecha: new Date(ahora),
    firmantes: [...destinatarios].sort((a, b) => a.orden - b.orden).map((d) => ({
      nombre: d.firmante_nombre ?? d.nombre,
      dni: d.firmante_dni ?? '',
      email: d.email,
      ffirma: d.ffirma ?? ahora,
      ip: d.ip ?? '',
      imagen: imagenes.get(d.iddestinatario_sobre) ?? new Uint8Array(),
    })),
  }).catch((error: unknown) => {
    console.error(`Sobre ${e.sobre.idsobre}: no se puede componer el PDF firmado`, error);
    throw new ErrorHttp(409, MENSAJES_SOBRE.documentoIlegible);
  });
  const idfichero = randomUUID();
  const { presupuesto } = e;
  await tx.put('fichero', {
    idfichero, idtabla: IDTABLA_PRESUPUESTO, id: presupuesto.idpresupuestocli, nombre: nombrePdfFirmado(presupuesto.numero), tipo: 'application/pdf',
    tamano: pdf.length, creado: ahora, estado: 1,
  });
  const guardar = tx.guardarContenido;
  if (!guardar) throw new Error('La Tx del servidor guarda el contenido de los ficheros');
  await guardar(idfichero, 'application/pdf', Buffer.from(pdf).toString('base64'));
  await tx.put('sobre', { ...e.sobre, situacion: 'firmado', ffirmado: ahora, idfichero_firmado: idfichero });
  await tx.put('presupuestocli', { ...presupuesto, estado: ESTADOS_PRESUPUESTO.firmado, ffirma: ahora, actualizado: ahora });
};

export const firmar = async (db: Db, token: string, d: DatosFirma): Promise<RespuestaFirma> =>
  escribir(db, { etiquetasUsuario: null }, async (tx, q) => {
    const e = await leerEnlace(q, token, (c, id) => tx.get(c, id), true);
    const original = await documentoEnviado(q, e.sobre);
    const ahora = new Date().toISOString();
    await marcarUsado(q, e.hash);
    await tx.put('destinatariosobre', { ...e.destinatario, firmado: true, ffirma: ahora, firmante_nombre: d.nombre, firmante_dni: d.dni, ip: d.ip });
    await q.query(
      'insert into sobre_firma (iddestinatario_sobre, imagen) values ($1, $2) on conflict (iddestinatario_sobre) do update set imagen = excluded.imagen',
      [e.destinatario.iddestinatario_sobre, `${PREFIJO_FIRMA_PNG}${Buffer.from(d.png).toString('base64')}`],
    );
    const destinatarios = (await tx.find('destinatariosobre', { idsobre: e.sobre.idsobre })).filter((x) => x.estado > 0);
    const completo = destinatarios.every((x) => x.firmado);
    if (completo) await completar(tx, q, e, original, destinatarios, ahora);
    return { firmado: true, completo };
  });
