/**
 * Consultas reactivas de los datos personalizados (RxDB, sin red): las definiciones activas de una tabla
 * en su orden, los valores guardados de un registro y el propio registro (cualquier colección con idtabla
 * en schemas/index.ts), para titular la pantalla sin saber de qué tabla es.
 */
import { useMemo } from 'react';
import type { Observable } from 'rxjs';
import { coleccionPorIdtabla, ordenarCampos, type CampoDato, type ValorDato } from '../../../replication/mutadores-datos';
import type { Coleccion } from '../../../schemas';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';

export const useCamposDato = (idtabla: number): CampoDato[] | undefined => {
  const { db } = useVigia();
  const { resultado } = useRxQuery(() => db.campodato.find({ selector: { idtabla: { $eq: idtabla }, estado: { $gt: 0 } } }), [db, idtabla]);
  return useMemo(() => (resultado ? ordenarCampos(resultado.map((d) => d.toJSON() as CampoDato)) : undefined), [resultado]);
};

/** idcampo_dato → valor guardado del registro. */
export const useValoresDato = (idtabla: number, id: string): ReadonlyMap<string, ValorDato> | undefined => {
  const { db } = useVigia();
  const { resultado } = useRxQuery(() => db.dato.find({ selector: { id: { $eq: id }, idtabla: { $eq: idtabla } } }), [db, id, idtabla]);
  return useMemo(() => (resultado ? new Map(resultado.filter((d) => d.estado > 0).map((d) => [d.idcampo_dato, d.valor ?? null])) : undefined), [resultado]);
};

interface BuscablePorId {
  findOne(id: string): { readonly $: Observable<unknown> };
}

export interface RegistroDatos {
  coleccion: Coleccion | null;
  /** undefined mientras carga; null si no está en el dispositivo. */
  doc: unknown;
}

/** El registro al que pertenecen los datos (null si la tabla no existe o el registro no está). */
export const useRegistro = (idtabla: number, id: string): RegistroDatos => {
  const { db } = useVigia();
  const coleccion = coleccionPorIdtabla(idtabla);
  const { resultado } = useRxQuery(() => {
    if (!coleccion) return null;
    const c: BuscablePorId = db[coleccion];
    return c.findOne(id);
  }, [db, coleccion, id]);
  return { coleccion, doc: coleccion ? resultado : null };
};

const CAMPOS_TITULO = ['numero', 'nombre', 'descripcion', 'codigo'] as const;

/** Un texto que nombra el registro (número, nombre, descripción o código, el primero que tenga). */
export const nombreRegistro = (doc: unknown): string | null => {
  if (typeof doc !== 'object' || doc === null) return null;
  const partes = CAMPOS_TITULO.map((k) => Reflect.get(doc, k)).filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  return partes.slice(0, 2).join(' · ') || null;
};
