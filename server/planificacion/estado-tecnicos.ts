/**
 * planificacion.estadoTecnicos: para cada técnico activo del ámbito de quien llama (todos con ámbito
 * 'todo', los de su delegación con 'delegacion', él mismo con 'propio'), su último contacto con el
 * servidor (la llamada autenticada más reciente o la última declaración de sync.estado) y lo que su
 * dispositivo declaró pendiente de subir con la más antigua, y lo último que informó de su preparación para
 * trabajar sin conexión (sync.preparacion). Solo lectura.
 */
import { ErrorNegocio } from '../../replication/errores';
import type { EstadoTecnico, RespuestaEstadoTecnicos } from '../../replication/planificacion';
import { puede, tieneAlgunaApp } from '../../replication/sesion';
import type { Db } from '../db/tipos';
import type { Llamante } from '../sync/tipos';
import { leerPreparacion } from './preparacion';

const iso = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  const d = v instanceof Date ? v : new Date(String(v));
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
};

const masReciente = (a: string | null, b: string | null): string | null => (a === null ? b : b === null ? a : a > b ? a : b);

interface Fila extends Record<string, unknown> {
  idtecnico: string;
  contacto: unknown;
  declarado: unknown;
  pendientes: number | null;
  mas_antiguo: unknown;
  p_listo: unknown;
  p_faltan: unknown;
  p_version: unknown;
  p_informado: unknown;
  ahora: unknown;
}

export const estadoTecnicos = async (db: Db, { usuario, ambito }: Llamante): Promise<RespuestaEstadoTecnicos> => {
  if (!puede(usuario, 'parte_trabajo', 'visualizar') || !tieneAlgunaApp(usuario, ['tecnicos'])) {
    throw new ErrorNegocio('permiso', 'No tienes permiso de acceso para visualizar');
  }
  const filtro =
    ambito === 'todo' ? { sql: 'true', params: [] } :
    ambito === 'delegacion' ? { sql: `t.doc->>'iddelegacion' = $1`, params: [usuario.iddelegacion ?? ''] } :
    { sql: 't.id = $1', params: [usuario.idtecnico ?? ''] };
  const filas = await db.query<Fila>(
    `select t.id as idtecnico, c.ultimo_contacto as contacto, d.ultimo_contacto as declarado, d.pendientes, d.mas_antiguo,
            p.listo as p_listo, p.faltan::text as p_faltan, p.version as p_version, p.informado as p_informado, now() as ahora
       from tecnico t
       left join usuario u on u.datos->>'idtecnico' = t.id and u.activo
       left join contacto_usuario c on c.idusuario = u.idusuario
       left join dispositivo d on d.idusuario = u.idusuario
       left join preparacion_usuario p on p.idusuario = u.idusuario
      where (t.doc->>'estado')::int > 0 and ${filtro.sql}
      order by t.id`,
    filtro.params,
  );
  // Un técnico con varios usuarios (raro): manda el dispositivo que declaró lo último.
  const porTecnico = new Map<string, EstadoTecnico>();
  let ahora = new Date().toISOString();
  for (const f of filas) {
    ahora = iso(f.ahora) ?? ahora;
    const declarado = iso(f.declarado);
    const nuevo: EstadoTecnico = {
      idtecnico: f.idtecnico,
      ultimoContacto: masReciente(iso(f.contacto), declarado),
      pendientes: f.pendientes === null ? null : Number(f.pendientes),
      masAntiguo: iso(f.mas_antiguo),
      declarado,
      preparacion: leerPreparacion({ listo: f.p_listo, faltan: f.p_faltan, version: f.p_version, informado: f.p_informado }),
    };
    const previo = porTecnico.get(f.idtecnico);
    if (!previo) {
      porTecnico.set(f.idtecnico, nuevo);
      continue;
    }
    const gana = (nuevo.declarado ?? '') > (previo.declarado ?? '') ? nuevo : previo;
    // La preparación, la del informe más reciente de cualquiera de sus usuarios.
    const preparacion = (nuevo.preparacion?.informado ?? '') > (previo.preparacion?.informado ?? '') ? nuevo.preparacion : previo.preparacion;
    porTecnico.set(f.idtecnico, { ...gana, ultimoContacto: masReciente(previo.ultimoContacto, nuevo.ultimoContacto), preparacion });
  }
  return { ahora, tecnicos: [...porTecnico.values()] };
};
