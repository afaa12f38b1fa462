/**
 * Lo que cuelga de un contrato, leído del dispositivo por su índice `idcontrato` (solo lo activo): cuotas
 * por número, servicios por fecha de alta y materiales por su orden.
 */
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import type { CuotaContrato, MaterialContrato, ServicioContratado } from './contratos';

export const useCuotasContrato = (idcontrato: string): readonly CuotaContrato[] | undefined => {
  const { db } = useVigia();
  const selector = { idcontrato: { $eq: idcontrato }, estado: { $gt: 0 } };
  return useRxQuery(() => db.cuotacontrato.find({ selector, sort: [{ numero: 'asc' }] }), [db, idcontrato]).resultado;
};

export const useServiciosContrato = (idcontrato: string): readonly ServicioContratado[] | undefined => {
  const { db } = useVigia();
  const selector = { idcontrato: { $eq: idcontrato }, estado: { $gt: 0 } };
  return useRxQuery(() => db.serviciocontratado.find({ selector, sort: [{ fecha_alta: 'asc' }] }), [db, idcontrato]).resultado;
};

export const useMaterialesContrato = (idcontrato: string): readonly MaterialContrato[] | undefined => {
  const { db } = useVigia();
  const selector = { idcontrato: { $eq: idcontrato }, estado: { $gt: 0 } };
  return useRxQuery(() => db.materialcontrato.find({ selector, sort: [{ orden: 'asc' }] }), [db, idcontrato]).resultado;
};
