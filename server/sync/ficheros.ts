/**
 * fichero.contenido: el contenido de un adjunto, solo si el usuario puede ver ficheros y el fichero está
 * en su ámbito (las mismas etiquetas que sync.pull). Lo que no existe, no tiene contenido o no es suyo
 * recibe el mismo 'El fichero no está disponible': no se revela qué ficheros existen.
 */
import { entidades } from '../../schemas';
import { ErrorNegocio } from '../../replication/errores';
import type { RespuestaFicheroContenido } from '../../replication/metodos';
import { puede } from '../../replication/sesion';
import type { Db } from '../db/tipos';
import { cortan, etiquetasUsuario } from './ambito';
import type { Llamante } from './tipos';

export const FICHERO_NO_DISPONIBLE = 'El fichero no está disponible';

export const contenidoFichero = async (db: Db, idfichero: string, ctx: Llamante): Promise<RespuestaFicheroContenido> => {
  const noDisponible = new ErrorNegocio('noExiste', FICHERO_NO_DISPONIBLE);
  if (!puede(ctx.usuario, entidades.fichero.objeto, 'visualizar')) throw noDisponible;
  const [f] = await db.query<{ ambito: string[]; tipo: string; datos: Uint8Array; estado: unknown }>(
    `select f.ambito, c.tipo, c.datos, f.doc->'estado' as estado
       from fichero f join fichero_contenido c on c.idfichero = f.id
      where f.id = $1`,
    [idfichero],
  );
  if (!f || Number(f.estado) <= 0 || !cortan(f.ambito, etiquetasUsuario(ctx.usuario, ctx.ambito))) throw noDisponible;
  return { idfichero, tipo: f.tipo, contenido: Buffer.from(f.datos).toString('base64') };
};
