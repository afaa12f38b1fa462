/**
 * Lo que cuelga de un puesto de servicio, leído del dispositivo por su índice `idpuesto_servicio` (solo lo
 * activo): servicios, turnos, vigilantes asignados, rondas programadas, llaveros y los partes de novedad
 * (del más reciente al más antiguo, hasta `limite`).
 */
import type { DocDe } from '../../../schemas';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';

export type Puesto = DocDe<'puestoservicio'>;
export type ServicioPuesto = DocDe<'puestoservicioservicio'>;
export type TurnoPuesto = DocDe<'turnopuesto'>;
export type Asignacion = DocDe<'puestovigilante'>;
export type RondaProgramada = DocDe<'rondaprogramada'>;
export type Llavero = DocDe<'llavero'>;
export type ParteNovedad = DocDe<'partenovedad'>;

const activosDe = (idpuesto_servicio: string) => ({ idpuesto_servicio: { $eq: idpuesto_servicio }, estado: { $gt: 0 } });

export const useServiciosPuesto = (idpuesto_servicio: string): readonly ServicioPuesto[] | undefined => {
  const { db } = useVigia();
  return useRxQuery(() => db.puestoservicioservicio.find({ selector: activosDe(idpuesto_servicio) }), [db, idpuesto_servicio]).resultado;
};

export const useTurnosDePuesto = (idpuesto_servicio: string): readonly TurnoPuesto[] | undefined => {
  const { db } = useVigia();
  return useRxQuery(() => db.turnopuesto.find({ selector: activosDe(idpuesto_servicio) }), [db, idpuesto_servicio]).resultado;
};

export const useAsignaciones = (idpuesto_servicio: string): readonly Asignacion[] | undefined => {
  const { db } = useVigia();
  return useRxQuery(() => db.puestovigilante.find({ selector: activosDe(idpuesto_servicio) }), [db, idpuesto_servicio]).resultado;
};

/** null: no se consulta (sin permiso). */
export const useRondasPuesto = (idpuesto_servicio: string | null): readonly RondaProgramada[] | undefined => {
  const { db } = useVigia();
  return useRxQuery(() => (idpuesto_servicio === null ? null : db.rondaprogramada.find({ selector: activosDe(idpuesto_servicio) })), [db, idpuesto_servicio])
    .resultado;
};

/** null: no se consulta (sin permiso). Los llaveros de un puesto son pocos: se filtran sin índice. */
export const useLlaverosPuesto = (idpuesto_servicio: string | null): readonly Llavero[] | undefined => {
  const { db } = useVigia();
  return useRxQuery(
    () => (idpuesto_servicio === null ? null : db.llavero.find({ selector: activosDe(idpuesto_servicio), sort: [{ codigo: 'asc' }] })),
    [db, idpuesto_servicio],
  ).resultado;
};

export const usePartesPuesto = (idpuesto_servicio: string, limite: number): readonly ParteNovedad[] | undefined => {
  const { db } = useVigia();
  return useRxQuery(
    () => db.partenovedad.find({ selector: activosDe(idpuesto_servicio), sort: [{ fecha: 'desc' }], limit: limite }),
    [db, idpuesto_servicio, limite],
  ).resultado;
};
