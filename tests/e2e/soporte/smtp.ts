/**
 * Un servidor SMTP de prueba (smtp-server) para las pruebas que mandan correos de verdad (los sobres de
 * firma): guarda lo que recibe, y lee de un correo el asunto, el cuerpo y el enlace de firma.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CorreoRecibido {
  para: string[];
  datos: string;
}

export interface BuzonSmtp {
  puerto: number;
  recibidos: CorreoRecibido[];
  /** Los correos recibidos para una dirección, en orden de llegada. */
  para(email: string): CorreoRecibido[];
  cerrar(): Promise<void>;
}

export const abrirSmtp = async (): Promise<BuzonSmtp> => {
  const recibidos: CorreoRecibido[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(flujo, sesion, fin) {
      let datos = '';
      flujo.setEncoding('utf8');
      flujo.on('data', (t: string) => {
        datos += t;
      });
      flujo.on('end', () => {
        recibidos.push({ para: sesion.envelope.rcptTo.map((r) => r.address), datos });
        fin();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  const direccion = smtp.server.address();
  return {
    puerto: typeof direccion === 'object' && direccion !== null ? (direccion satisfies AddressInfo).port : 0,
    recibidos,
    para: (email) => recibidos.filter((c) => c.para.includes(email)),
    cerrar: () => new Promise<void>((r) => smtp.close(r)),
  };
};

/** El cuerpo del correo sin la codificación quoted-printable (líneas partidas con '=' y '=3D'). */
export const decodificar = (datos: string): string =>
  datos.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));

/** El asunto (RFC 2047 en UTF-8 si nodemailer lo codificó). */
export const asuntoDe = (correo: CorreoRecibido): string => {
  const linea = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(correo.datos)?.[1] ?? '';
  return linea.replace(/\r?\n[ \t]/g, ' ').replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, modo: string, t: string) =>
    modo.toUpperCase() === 'B'
      ? Buffer.from(t, 'base64').toString('utf8')
      : Buffer.from(t.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(Number.parseInt(h, 16))), 'latin1').toString('utf8'));
};

export const enlaceDe = (correo: CorreoRecibido): string => {
  const m = /https?:\/\/[^\s"<>]*\/app\/firmar\/[A-Za-z0-9_-]+/.exec(decodificar(correo.datos));
  if (!m) throw new Error(`El correo a ${correo.para.join(', ')} no lleva enlace de firma`);
  return m[0];
};
