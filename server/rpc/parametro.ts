/**
 * parametro.select: parámetros de configuración de la empresa (clave/valor), todos o los de las claves
 * pedidas. Lee la tabla de entidad `parametro` (doc jsonb) que crea la migración de sincronización.
 * Exige el permiso de visualizar parámetros, el mismo que decide si sync.pull los manda.
 */
import { entidades } from '../../schemas';
import { ErrorNegocio } from '../../replication/errores';
import { puede } from '../../replication/sesion';
import { METODOS_EN_LINEA } from '../../replication/metodos-en-linea';
import { implementar } from './implementar';
import type { MetodoRpc } from './tipos';

export const metodoParametroSelect: MetodoRpc = implementar(METODOS_EN_LINEA.parametroSelect, {
  async ejecutar(p, ctx) {
    if (!puede(ctx.usuario, entidades.parametro.objeto, 'visualizar')) {
      throw new ErrorNegocio('permiso', 'No tienes permiso de acceso para visualizar');
    }
    const claves = p?.claves;
    const filas = claves === undefined
      ? await ctx.db.query<{ clave: unknown; valor: unknown }>(
        `SELECT doc->>'clave' AS clave, doc->>'valor' AS valor FROM parametro ORDER BY doc->>'clave'`,
      )
      : await ctx.db.query<{ clave: unknown; valor: unknown }>(
        `SELECT doc->>'clave' AS clave, doc->>'valor' AS valor FROM parametro
          WHERE doc->>'clave' IN (SELECT jsonb_array_elements_text($1::jsonb)) ORDER BY doc->>'clave'`,
        [JSON.stringify(claves)],
      );
    return filas.flatMap((f) => (typeof f.clave === 'string' ? [{ clave: f.clave, valor: typeof f.valor === 'string' ? f.valor : '' }] : []));
  },
});
