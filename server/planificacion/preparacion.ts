/**
 * sync.preparacion: el dispositivo informa de si está listo para trabajar sin conexión y de lo que le falta;
 * se guarda en `preparacion_usuario` (una fila por usuario, como `dispositivo`) con la hora del servidor al
 * recibirlo. Basta la sesión: cada usuario solo escribe su propia fila. Lo lee planificacion.estadoTecnicos.
 */
import { preparacionInformada, type ParamsPreparacion, type PreparacionInformada, type RespuestaPreparacion } from '../../replication/planificacion';
import type { Db } from '../db/tipos';
import type { Llamante } from '../sync/tipos';

const iso = (v: unknown): string => (v instanceof Date ? v : new Date(String(v))).toISOString();

export const registrarPreparacion = async (db: Db, p: ParamsPreparacion, ctx: Llamante): Promise<RespuestaPreparacion> => {
  const faltan = p.faltan.map(({ id, etiqueta }) => ({ id, etiqueta }));
  const [fila] = await db.query<{ informado: unknown }>(
    `insert into preparacion_usuario (idusuario, listo, faltan, version, informado) values ($1, $2, $3::jsonb, $4, now())
     on conflict (idusuario) do update set listo = excluded.listo, faltan = excluded.faltan, version = excluded.version,
       informado = excluded.informado
     returning informado`,
    [ctx.usuario.idusuario, p.listo, JSON.stringify(faltan), p.version],
  );
  return { registrado: iso(fila?.informado) };
};

/** Una fila leída de preparacion_usuario (faltan como texto: igual en PostgreSQL y PGlite). */
export const leerPreparacion = (f: { listo: unknown; faltan: unknown; version: unknown; informado: unknown }): PreparacionInformada | null => {
  if (f.listo === null || f.listo === undefined || f.informado === null || f.informado === undefined) return null;
  const r = preparacionInformada.safeParse({
    listo: f.listo,
    faltan: typeof f.faltan === 'string' ? JSON.parse(f.faltan) : f.faltan,
    version: f.version,
    informado: iso(f.informado),
  });
  return r.success ? r.data : null;
};
