/**
 * El cobro de un parte, en funciones puras: el importe que se propone (el total de las líneas activas), la
 * validación y el documento de `cobro.insertSync` con su número de recibo (numeroRecibo de schemas, único
 * aunque se asigne sin conexión: técnico, fecha y el comienzo del UUID del cobro).
 */
import { numeroRecibo, redondear2, type DocDe } from '../../../schemas';
import { sumaCentimos } from '../../../schemas/dinero';
import type { FormaPago } from './cierre.labels';

export type Cobro = DocDe<'cobro'>;

/** Total de unas líneas (las activas): la suma exacta de sus importes al céntimo. */
export const totalLineas = (lineas: readonly Pick<DocDe<'lpartetrabajo'>, 'importe' | 'estado'>[]): number =>
  sumaCentimos(lineas.filter((l) => l.estado > 0).map((l) => l.importe));

export const IMPORTE_NO_VALIDO = 'El importe debe ser mayor que 0';

/** null si el importe vale (número mayor que 0), si no el mensaje. */
export const validarImporte = (importe: number | null): string | null =>
  importe === null ? 'Campo requerido' : Number.isNaN(importe) || !(importe > 0) ? IMPORTE_NO_VALIDO : null;

export interface EntradaCobro {
  idcobro: string;
  idparte_trabajo: string;
  idtecnico: string;
  importe: number;
  forma_pago: FormaPago;
  observaciones: string;
  ahora: Date;
}

/** El documento del cobro con su recibo, listo para cobro.insertSync. */
export const construirCobro = (e: EntradaCobro): Omit<Cobro, 'estado'> => {
  const fecha = e.ahora.toISOString();
  const obs = e.observaciones.trim();
  return {
    idcobro: e.idcobro,
    idparte_trabajo: e.idparte_trabajo,
    importe: redondear2(e.importe),
    forma_pago: e.forma_pago,
    recibo: numeroRecibo(e.idtecnico, fecha, e.idcobro),
    observaciones: obs === '' ? null : obs,
    fecha,
  };
};
