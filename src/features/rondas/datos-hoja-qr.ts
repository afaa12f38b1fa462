/**
 * Los datos de la hoja de códigos QR de una ronda, reunidos del dispositivo (funciona sin conexión): la
 * ronda programada, el nombre de su puesto, sus puntos activos en orden y la empresa del membrete.
 * `pdfHojaQr` genera el documento; pdf-lib y qrcode van en su propio trozo, que se carga al pedirlo.
 */
import type { VigiaDatabase } from '../../../replication/cliente';
import { leerEmpresa } from '../../lib/pdf/empresa';
import type { EmpresaPdf } from '../../lib/pdf/membrete';
import type { DatosHojaQr } from './pdf-hoja-qr';
import { puntosEnOrden, type PuntoRonda, type RondaProgramada } from './rondas';

export const RONDA_NO_ESTA = 'La ronda no está en este dispositivo';

/** Los datos de la hoja a partir de lo leído (el puesto, por su nombre; si no está, su id). */
export const datosHojaQrDe = (
  ronda: Pick<RondaProgramada, 'nombre' | 'idpuesto_servicio'>,
  puesto: { nombre: string } | null,
  puntos: readonly PuntoRonda[],
  empresa: EmpresaPdf,
  generado: Date,
): DatosHojaQr => ({
  empresa,
  ronda: { nombre: ronda.nombre, puesto: puesto?.nombre ?? ronda.idpuesto_servicio },
  puntos: puntosEnOrden(puntos).map((p) => ({ orden: p.orden, nombre: p.nombre, codigo: p.codigo })),
  generado,
});

const leerDatosHojaQr = async (db: VigiaDatabase, idronda_programada: string): Promise<DatosHojaQr> => {
  const ronda = await db.rondaprogramada.findOne(idronda_programada).exec();
  if (!ronda) throw new Error(RONDA_NO_ESTA);
  const [puesto, puntos, empresa] = await Promise.all([
    db.puestoservicio.findOne(ronda.idpuesto_servicio).exec(),
    db.puntoronda.find({ selector: { idronda_programada: { $eq: idronda_programada }, estado: { $gt: 0 } } }).exec(),
    leerEmpresa(db),
  ]);
  return datosHojaQrDe(ronda, puesto, puntos, empresa, new Date());
};

/** La hoja de códigos QR de la ronda tal como está ahora, con su nombre (qr-ronda-{nombre}.pdf). */
export const pdfHojaQr = async (db: VigiaDatabase, idronda_programada: string): Promise<{ bytes: Uint8Array; nombre: string }> => {
  const [{ generarPdfHojaQr, nombrePdfHojaQr }, datos] = await Promise.all([import('./pdf-hoja-qr'), leerDatosHojaQr(db, idronda_programada)]);
  return { bytes: await generarPdfHojaQr(datos), nombre: nombrePdfHojaQr(datos.ronda.nombre) };
};
