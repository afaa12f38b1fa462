/**
 * Consultas reactivas de los datos personalizados (RxDB, sin red): las definiciones activas de una tabla
 * en su orden y los valores guardados de un registro; y el texto que nombra el registro (de cualquier
 * colección con idtabla en schemas/index.ts), para titular la pantalla sin saber de qué tabla es.
 */
import { useMemo } from 'react';
import { ordenarCampos, type CampoDato, type ValorDato } from '../../../replication/mutadores/datos';
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

const CAMPOS_TITULO = ['numero', 'nombre', 'descripcion', 'codigo'] as const;

/** Un texto que nombra el registro (número, nombre, descripción o código, el primero que tenga). */
export const nombreRegistro = (doc: unknown): string | null => {
  if (typeof doc !== 'object' || doc === null) return null;
  const partes = CAMPOS_TITULO.map((k) => Reflect.get(doc, k)).filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  return partes.slice(0, 2).join(' · ') || null;
};
