/**
 * Lo que leen la agenda y la rejilla del cuadrante, del dispositivo y por sus índices: los turnos de un
 * servicio en un mes (idpuesto_servicio_servicio + fecha), los de unos vigilantes entre dos fechas
 * (idvigilante + fecha), los turnos y los vigilantes asignados de un puesto (idpuesto_servicio) y los
 * vigilantes activos de una delegación (para añadir uno a la rejilla).
 */
import type { DocDe } from '../../../schemas';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';

export type Turno = DocDe<'cuadranteturno'>;
export type TurnoPuesto = DocDe<'turnopuesto'>;
export type PuestoVigilante = DocDe<'puestovigilante'>;
export type Vigilante = DocDe<'vigilante'>;
export type Servicio = DocDe<'puestoservicioservicio'>;

export const useTurnosServicio = (idpuesto_servicio_servicio: string, desde: string, hasta: string): readonly Turno[] | undefined => {
  const { db } = useVigia();
  return useRxQuery(
    () =>
      db.cuadranteturno.find({
        selector: { idpuesto_servicio_servicio: { $eq: idpuesto_servicio_servicio }, fecha: { $gte: desde, $lte: hasta }, estado: { $gt: 0 } },
        sort: [{ fecha: 'asc' }],
      }),
    [db, idpuesto_servicio_servicio, desde, hasta],
  ).resultado;
};

/** Los turnos de unos vigilantes entre dos fechas (todas incluidas), en todos los puestos. */
export const useTurnosVigilantes = (idsVigilante: readonly string[], desde: string, hasta: string): readonly Turno[] | undefined => {
  const { db } = useVigia();
  const firma = [...new Set(idsVigilante)].filter((x) => x !== '').sort().join('\n');
  const { resultado } = useRxQuery(
    () =>
      firma === ''
        ? null
        : db.cuadranteturno.find({
            selector: { idvigilante: { $in: firma.split('\n') }, fecha: { $gte: desde, $lte: hasta }, estado: { $gt: 0 } },
          }),
    [db, firma, desde, hasta],
  );
  return firma === '' ? [] : resultado;
};

export const useTurnosPuesto = (idpuesto_servicio: string): readonly TurnoPuesto[] | undefined => {
  const { db } = useVigia();
  return useRxQuery(() => db.turnopuesto.find({ selector: { idpuesto_servicio: { $eq: idpuesto_servicio }, estado: { $gt: 0 } } }), [db, idpuesto_servicio])
    .resultado;
};

export const useAsignadosPuesto = (idpuesto_servicio: string): readonly PuestoVigilante[] | undefined => {
  const { db } = useVigia();
  return useRxQuery(() => db.puestovigilante.find({ selector: { idpuesto_servicio: { $eq: idpuesto_servicio }, estado: { $gt: 0 } } }), [db, idpuesto_servicio])
    .resultado;
};

export const useServicio = (idpuesto_servicio_servicio: string): Servicio | null | undefined => {
  const { db } = useVigia();
  return useRxQuery(() => db.puestoservicioservicio.findOne(idpuesto_servicio_servicio), [db, idpuesto_servicio_servicio]).resultado;
};

/** Los vigilantes activos de una delegación por nombre (null: no se consulta). */
export const useVigilantesDelegacion = (iddelegacion: string | null): readonly Vigilante[] | undefined => {
  const { db } = useVigia();
  return useRxQuery(
    () => (iddelegacion === null ? null : db.vigilante.find({ selector: { iddelegacion: { $eq: iddelegacion }, estado: { $gt: 0 } }, sort: [{ nombre: 'asc' }] })),
    [db, iddelegacion],
  ).resultado;
};

/** Todos los vigilantes activos por nombre (el selector del supervisor en la agenda; null: no se consulta). */
export const useVigilantesActivos = (consultar: boolean): readonly Vigilante[] | undefined => {
  const { db } = useVigia();
  return useRxQuery(() => (consultar ? db.vigilante.find({ selector: { estado: { $gt: 0 } }, sort: [{ nombre: 'asc' }] }) : null), [db, consultar]).resultado;
};
