/**
 * sync.estado: el dispositivo declara cuántas subidas tiene pendientes y desde cuándo; se guarda en
 * `dispositivo` con la hora del servidor como último contacto.
 */
import { ErrorNegocio } from '../../replication/errores';
import type { ParamsSyncEstado, RespuestaSyncEstado } from '../../replication/metodos';
import type { Db } from '../db/tipos';
import type { Llamante } from './tipos';

export const registrarEstado = async (db: Db, p: ParamsSyncEstado, ctx: Llamante): Promise<RespuestaSyncEstado> => {
  if (p.masAntiguo !== null && Number.isNaN(Date.parse(p.masAntiguo))) {
    throw new ErrorNegocio('validacion', `La fecha de la subida pendiente más antigua no es válida: ${p.masAntiguo}`);
  }
  const [fila] = await db.query<{ ultimo_contacto: unknown }>(
    `insert into dispositivo (idusuario, ultimo_contacto, pendientes, mas_antiguo) values ($1, now(), $2, $3::timestamptz)
     on conflict (idusuario) do update set ultimo_contacto = excluded.ultimo_contacto, pendientes = excluded.pendientes,
       mas_antiguo = excluded.mas_antiguo
     returning ultimo_contacto`,
    [ctx.usuario.idusuario, p.pendientes, p.masAntiguo],
  );
  const instante = fila?.ultimo_contacto;
  return { registrado: instante instanceof Date ? instante.toISOString() : new Date(String(instante)).toISOString() };
};
