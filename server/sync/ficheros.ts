/**
 * fichero.contenido: el contenido de un adjunto, solo si el usuario puede ver ficheros, el fichero está
 * en su ámbito (las mismas etiquetas que sync.pull) y puede visualizar el registro del que cuelga (su idtabla). Lo que no existe, no tiene contenido o no es suyo
 * recibe el mismo 'El fichero no está disponible': no se revela qué ficheros existen.
 * Cuántos ficheros (y bytes) puede devolver una sola petición lo limita el despachador con la cuota
 * declarada en server/sync/index.ts (LIMITES_PETICION.ficheroContenido, server/rpc/limites.ts).
 */
import { entidades } from '../../schemas';
import { ErrorNegocio } from '../../replication/errores';
import type { RespuestaFicheroContenido } from '../../replication/metodos';
import { puede } from '../../replication/sesion';
import type { Db } from '../db/tipos';
import { cortan, etiquetasUsuario } from './ambito';
import { idtablasOcultas } from './pull';
import type { Llamante } from './tipos';

export const FICHERO_NO_DISPONIBLE = 'El fichero no está disponible';

export const contenidoFichero = async (db: Db, idfichero: string, ctx: Llamante): Promise<RespuestaFicheroContenido> => {
  const noDisponible = new ErrorNegocio('noExiste', FICHERO_NO_DISPONIBLE);
  if (!puede(ctx.usuario, entidades.fichero.objeto, 'visualizar')) throw noDisponible;
  const [f] = await db.query<{ ambito: string[]; estado: unknown; idtabla: unknown }>(
    `select f.ambito, f.doc->'estado' as estado, f.doc->'idtabla' as idtabla from fichero f where f.id = $1`,
    [idfichero],
  );
  // Las mismas condiciones que sync.pull: en su ámbito y del objeto de un registro que puede visualizar.
  if (!f || Number(f.estado) <= 0 || !cortan(f.ambito, etiquetasUsuario(ctx.usuario, ctx.ambito)) || idtablasOcultas(ctx.usuario).has(Number(f.idtabla))) {
    throw noDisponible;
  }
  // Solo ahora se lee el contenido. El base64 lo hace la base (encode parte en líneas de 76: se quitan
  // los saltos): leer el bytea y convertirlo aquí cuesta diez veces más y, en PGlite, bloquea el proceso.
  const [c] = await db.query<{ tipo: string; contenido: string }>(
    `select tipo, replace(encode(datos, 'base64'), chr(10), '') as contenido from fichero_contenido where idfichero = $1`,
    [idfichero],
  );
  if (!c) throw noDisponible;
  return { idfichero, tipo: c.tipo, contenido: c.contenido };
};
