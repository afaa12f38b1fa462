/**
 * Un servidor SMTP de prueba (smtp-server) para las pruebas que mandan correos de verdad (los sobres de
 * firma): guarda lo que recibe, y lee de un correo el asunto, el cuerpo y el enlace de firma.
 */
import { abrirBuzon, asuntoDe as asuntoDeCrudo, type Recibido } from '../../../server/sobres/prueba-smtp';

export type CorreoRecibido = Recibido;

export interface BuzonSmtp {
  puerto: number;
  recibidos: CorreoRecibido[];
  /** Los correos recibidos para una dirección, en orden de llegada. */
  para(email: string): CorreoRecibido[];
  cerrar(): Promise<void>;
}

export const abrirSmtp = async (): Promise<BuzonSmtp> => {
  const buzon = await abrirBuzon();
  return {
    puerto: buzon.puerto,
    recibidos: buzon.recibidos,
    para: (email) => buzon.recibidos.filter((c) => c.para.includes(email)),
    cerrar: buzon.cerrar,
  };
};

/** El cuerpo del correo sin la codificación quoted-printable (líneas partidas con '=' y '=3D'). */
export const decodificar = (datos: string): string =>
  datos.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));

/** El asunto (RFC 2047 en UTF-8 si nodemailer lo codificó). */
/** El asunto (RFC 2047 en UTF-8 si nodemailer lo codificó). */
export const asuntoDe = (correo: CorreoRecibido): string => asuntoDeCrudo(correo.datos);

export const enlaceDe = (correo: CorreoRecibido): string => {
  const m = /https?:\/\/[^\s"<>]*\/app\/firmar\/[A-Za-z0-9_-]+/.exec(decodificar(correo.datos));
  if (!m) throw new Error(`El correo a ${correo.para.join(', ')} no lleva enlace de firma`);
  return m[0];
};
