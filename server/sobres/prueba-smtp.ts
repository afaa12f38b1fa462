/**
 * Para las pruebas de los sobres por HTTP: un servidor SMTP local (smtp-server) que guarda lo que recibe,
 * el cuerpo de texto de un correo (quoted-printable o base64, como lo codifica nodemailer), el token del
 * enlace de firma de un correo y un PDF de una página.
 */
import type { AddressInfo } from 'node:net';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { SMTPServer } from 'smtp-server';

export interface Recibido {
  para: string[];
  datos: string;
}

export interface BuzonPrueba {
  puerto: number;
  recibidos: Recibido[];
  /** Los correos recibidos para una dirección, con su asunto y su cuerpo ya decodificado. */
  para(email: string): { asunto: string; cuerpo: string }[];
  cerrar(): Promise<void>;
}

export const cuerpoDe = (crudo: string): string => {
  const corte = crudo.indexOf('\r\n\r\n');
  const cabeceras = crudo.slice(0, corte);
  const cuerpo = crudo.slice(corte + 4);
  if (/^Content-Transfer-Encoding: base64/im.test(cabeceras)) return Buffer.from(cuerpo.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (!/^Content-Transfer-Encoding: quoted-printable/im.test(cabeceras)) return cuerpo;
  const sinCortes = cuerpo.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < sinCortes.length; i++) {
    const hex = sinCortes[i] === '=' ? /^[0-9A-F]{2}$/i.exec(sinCortes.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(Number.parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(sinCortes.charCodeAt(i));
  }
  return Buffer.from(bytes).toString('utf8');
};

/** El asunto (RFC 2047 en UTF-8, como lo codifica nodemailer si hace falta). */
export const asuntoDe = (crudo: string): string => {
  const linea = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(crudo)?.[1] ?? '';
  return linea.replace(/\r?\n[ \t]/g, ' ').replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, modo: string, texto: string) =>
    modo.toUpperCase() === 'B'
      ? Buffer.from(texto, 'base64').toString('utf8')
      : Buffer.from(texto.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(Number.parseInt(h, 16))), 'latin1').toString('utf8'));
};

export const abrirBuzon = async (): Promise<BuzonPrueba> => {
  const recibidos: Recibido[] = [];
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
  const puerto = typeof direccion === 'object' && direccion !== null ? (direccion satisfies AddressInfo).port : 0;
  return {
    puerto,
    recibidos,
    para: (email) => recibidos.filter((r) => r.para.includes(email)).map((r) => ({ asunto: asuntoDe(r.datos), cuerpo: cuerpoDe(r.datos) })),
    cerrar: () => new Promise<void>((r) => smtp.close(r)),
  };
};

export const tokenDe = (cuerpo: string): string => {
  const m = /\/app\/firmar\/([A-Za-z0-9_-]{43})\b/.exec(cuerpo);
  if (!m?.[1]) throw new Error(`Sin enlace de firma en el correo:\n${cuerpo}`);
  return m[1];
};

export const esperar = async (condicion: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> => {
  const fin = Date.now() + ms;
  while (!(await condicion())) {
    if (Date.now() > fin) throw new Error('Tiempo agotado');
    await new Promise((r) => setTimeout(r, 20));
  }
};

export const pdfDePrueba = async (texto: string): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  doc.addPage().drawText(texto, { x: 50, y: 700, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  return doc.save();
};
