/**
 * Lo que un enlace de firma deja ver: su token, su sobre, su destinatario y el presupuesto, o el rechazo
 * con su estado HTTP. El orden de las comprobaciones decide el mensaje: un sobre cancelado (410) antes que
 * un enlace ya usado (409), un enlace revocado por un reenvío es como uno que no existe (404), y la
 * caducidad (410) solo se mira en un enlace que aún vale. Un sobre anulado (el presupuesto cambió después
 * de enviarlo) es 410, y también, aunque no se hubiera anulado, un presupuesto que ya no está aceptado o que
 * tiene otra revisión que la enviada: el documento ya no es el que se firmaría.
 */
import type { Coleccion, DocDe } from '../../schemas';
import type { Doc } from '../../replication/tx';
import { MENSAJES_SOBRE } from '../../replication/sobres';
import { ESTADOS_PRESUPUESTO } from '../../replication/presupuestos';
import type { Consulta } from '../db/tipos';
import { ErrorHttp } from '../http/errores';
import { tabla } from '../sync/registro';
import { esFormaDeToken, hashToken, leerToken, type FilaToken } from './tokens';

export type LeerDoc = <C extends Coleccion>(c: C, id: string) => Promise<DocDe<C> | null>;

/** Lectura sin cerrojo (las consultas de la página de firma). El jsonb guardado ya pasó su esquema al escribirse. */
export const lectorSinCerrojo = (q: Consulta): LeerDoc => async <C extends Coleccion>(c: C, id: string) => {
  const [f] = await q.query<{ doc: Doc }>(`select doc from ${tabla(c)} where id = $1`, [id]);
  return f ? (f.doc as DocDe<C>) : null;
};

export interface Enlace {
  hash: string;
  token: FilaToken;
  sobre: DocDe<'sobre'>;
  destinatario: DocDe<'destinatariosobre'>;
  presupuesto: DocDe<'presupuestocli'>;
}

const noValido = (): ErrorHttp => new ErrorHttp(404, MENSAJES_SOBRE.enlaceNoValido);

/**
 * El enlace del token, comprobado, o ErrorHttp. `leer` decide los cerrojos: para firmar, la Tx del servidor
 * (el sobre for update: dos firmas del mismo sobre van una tras otra) y el token se vuelve a leer for
 * update después (siempre en ese orden, sobre y luego token, también al cancelar).
 */
export const leerEnlace = async (q: Consulta, token: string, leer: LeerDoc, bloquear: boolean): Promise<Enlace> => {
  if (!esFormaDeToken(token)) throw noValido();
  const hash = hashToken(token);
  const previo = await leerToken(q, hash);
  if (!previo) throw noValido();
  const sobre = await leer('sobre', previo.idsobre);
  const t = bloquear ? await leerToken(q, hash, true) : previo;
  if (!sobre || !t) throw noValido();
  if (sobre.situacion === 'cancelado') throw new ErrorHttp(410, MENSAJES_SOBRE.cancelado);
  if (sobre.situacion === 'anulado') throw new ErrorHttp(410, MENSAJES_SOBRE.anulado);
  if (t.usado) throw new ErrorHttp(409, MENSAJES_SOBRE.enlaceUsado);
  if (t.revocado) throw noValido();
  const destinatario = await leer('destinatariosobre', t.iddestinatario_sobre);
  if (!destinatario || destinatario.idsobre !== sobre.idsobre || destinatario.estado <= 0) throw noValido();
  if (destinatario.firmado || sobre.situacion !== 'enviado') throw new ErrorHttp(409, MENSAJES_SOBRE.enlaceUsado);
  if (t.caducado) throw new ErrorHttp(410, MENSAJES_SOBRE.enlaceCaducado);
  const presupuesto = await leer('presupuestocli', sobre.idpresupuestocli);
  if (!presupuesto || presupuesto.estado !== ESTADOS_PRESUPUESTO.aceptado) throw new ErrorHttp(410, MENSAJES_SOBRE.presupuestoCambiado);
  if (sobre.num_revision !== undefined && presupuesto.num_revision !== sobre.num_revision) throw new ErrorHttp(410, MENSAJES_SOBRE.anulado);
  return { hash, token: t, sobre, destinatario, presupuesto };
};
