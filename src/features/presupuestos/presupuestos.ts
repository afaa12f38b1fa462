/**
 * Tipos y consultas del presupuesto en el dispositivo: el presupuesto y lo que cuelga de él (líneas,
 * cuotas, ubicaciones, subsistemas, mantenimiento y revisiones), leídos por su índice idpresupuestocli y
 * solo los activos; los estados que abarca cada lista (pendientes, aceptados, rechazados).
 */
import type { MangoQuerySelector } from 'rxdb';
import type { DocDe } from '../../../schemas';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';

export type Presupuesto = DocDe<'presupuestocli'>;
export type LineaPresupuesto = DocDe<'lpresupuestocli'>;
export type CuotaPresupuesto = DocDe<'cuotapresupuesto'>;
export type UbicacionPresupuesto = DocDe<'ubicacionpresupuesto'>;
export type SubsistemaPresupuesto = DocDe<'subsispresupuesto'>;
export type MantPresupuesto = DocDe<'mantpresupuesto'>;
export type RevisionPresupuesto = DocDe<'revisionpresupuesto'>;

/** Situaciones de las listas: pendientes (en elaboración o del cliente), aceptados (y firmados), rechazados. */
export type SituacionPresupuesto = 'pendientes' | 'aceptados' | 'rechazados';
export const ESTADOS_SITUACION: Record<SituacionPresupuesto, readonly number[]> = {
  pendientes: [1, 2],
  aceptados: [3, 4],
  rechazados: [5],
};
export const selectorSituacion = (s: SituacionPresupuesto): MangoQuerySelector<Presupuesto> => ({ estado: { $in: [...ESTADOS_SITUACION[s]] } });

/** Selector de los hijos activos de un presupuesto (por el índice idpresupuestocli). */
const dePresupuesto = (idpresupuestocli: string) => ({ idpresupuestocli: { $eq: idpresupuestocli }, estado: { $gt: 0 } });

export const useLineasPresupuesto = (id: string): readonly LineaPresupuesto[] | undefined => {
  const { db } = useVigia();
  return useRxQuery(() => db.lpresupuestocli.find({ selector: dePresupuesto(id), sort: [{ orden: 'asc' }, { idlpresupuestocli: 'asc' }] }), [db, id]).resultado;
};
export const useCuotasPresupuesto = (id: string): readonly CuotaPresupuesto[] | undefined => {
  const { db } = useVigia();
  return useRxQuery(() => db.cuotapresupuesto.find({ selector: dePresupuesto(id), sort: [{ numero: 'asc' }, { idcuota_presupuesto: 'asc' }] }), [db, id]).resultado;
};
export const useUbicacionesPresupuesto = (id: string): readonly UbicacionPresupuesto[] | undefined => {
  const { db } = useVigia();
  return useRxQuery(() => db.ubicacionpresupuesto.find({ selector: dePresupuesto(id), sort: [{ idubicacion_presupuesto: 'asc' }] }), [db, id]).resultado;
};
export const useSubsistemasPresupuesto = (id: string): readonly SubsistemaPresupuesto[] | undefined => {
  const { db } = useVigia();
  return useRxQuery(() => db.subsispresupuesto.find({ selector: dePresupuesto(id), sort: [{ numero: 'asc' }, { idsubsis_presupuesto: 'asc' }] }), [db, id]).resultado;
};
export const useMantPresupuesto = (id: string): readonly MantPresupuesto[] | undefined => {
  const { db } = useVigia();
  return useRxQuery(() => db.mantpresupuesto.find({ selector: dePresupuesto(id), sort: [{ idmant_presupuesto: 'asc' }] }), [db, id]).resultado;
};
export const useRevisionesPresupuesto = (id: string): readonly RevisionPresupuesto[] | undefined => {
  const { db } = useVigia();
  return useRxQuery(() => db.revisionpresupuesto.find({ selector: dePresupuesto(id), sort: [{ numero: 'desc' }, { idrevision_presupuesto: 'asc' }] }), [db, id]).resultado;
};
