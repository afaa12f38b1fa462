/**
 * parteTrabajo.disponibles: lo que un técnico puede 'Descargar' a mano: partes pendientes de su
 * delegación que no están ya en su conjunto de trabajo (sin su etiqueta), con el nombre del cliente.
 * Solo lectura; la descarga en sí es parteTrabajo.descargarSync, que vuelve a comprobar la delegación.
 */
import { ErrorNegocio } from '../../replication/errores';
import type { PartesDisponibles } from '../../replication/metodos';
import { puede, tieneAlgunaApp } from '../../replication/sesion';
import type { Db } from '../db/tipos';
import { etiquetaTecnico } from './ambito';
import type { Llamante } from './tipos';

export const LIMITE_DISPONIBLES = 50;

export const partesParaDescargar = async (db: Db, texto: string | undefined, ctx: Llamante): Promise<PartesDisponibles> => {
  const { usuario } = ctx;
  if (!usuario.idtecnico || !usuario.iddelegacion || !puede(usuario, 'parte_trabajo', 'visualizar') || !tieneAlgunaApp(usuario, ['tecnicos'])) {
    throw new ErrorNegocio('permiso', 'No tienes permiso de acceso para visualizar');
  }
  const patron = `%${(texto ?? '').trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const filas = await db.query<{ doc: Record<string, unknown>; cliente: string | null }>(
    `select p.doc, c.doc->>'nombre' as cliente
       from partetrabajo p left join cliente c on c.id = p.doc->>'idcliente'
      where p.doc @> $1::jsonb
        and not (p.ambito && $2::text[])
        and (lower(p.doc->>'numero') like $3 or lower(p.doc->>'descripcion') like $3 or lower(coalesce(c.doc->>'nombre', '')) like $3)
      order by p.doc->>'fecha', p.id
      limit ${LIMITE_DISPONIBLES}`,
    [JSON.stringify({ iddelegacion: usuario.iddelegacion, estado: 1 }), [etiquetaTecnico(usuario.idtecnico)], patron],
  );
  return filas.map(({ doc, cliente }) => ({
    idparte_trabajo: String(doc.idparte_trabajo), numero: String(doc.numero), fecha: String(doc.fecha), descripcion: String(doc.descripcion), cliente,
  }));
};
