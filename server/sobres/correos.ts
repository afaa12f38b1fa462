/**
 * Los correos de un sobre: el envío y el reenvío con el enlace personal de cada destinatario, y el aviso de
 * cancelación. Se envían fuera de toda transacción (un SMTP lento no para la base; con PGlite, una sola
 * conexión) y cada uno queda anotado como un documento `enviosobre` con su resultado: 'enviado' (SMTP),
 * 'bandeja' (sin SMTP, a la carpeta de la bandeja de salida) o 'fallido' con el motivo. No se reintenta:
 * quien envía lo ve al momento y puede reenviar.
 */
import { randomUUID } from 'node:crypto';
import { MENSAJE_FALLO_SMTP } from '../../replication/correo';
import type { DocDe } from '../../schemas';
import type { Consulta, Db } from '../db/tipos';
import type { Enviador } from '../correo';
import { escribir } from './escritura';

export type TipoEnvio = DocDe<'enviosobre'>['tipo'];

export interface CorreoSobre {
  idsobre: string;
  iddestinatario_sobre: string;
  email: string;
  tipo: TipoEnvio;
  asunto: string;
  cuerpo: string;
}

/** Lo que dicen los correos del presupuesto. */
export interface DatosCorreo {
  empresa: string;
  nombre: string;
  numero: string;
  titulo: string;
  mensaje: string | null;
}

/** Parámetro con el nombre de la empresa (el de los PDF de la app, src/lib/pdf/empresa.ts). */
const PARAMETRO_EMPRESA = 'empresa_nombre';

/** El nombre de la empresa para los correos y la página de firma ('' si no está). */
export const leerEmpresa = async (q: Consulta): Promise<string> => {
  const [f] = await q.query<{ valor: unknown }>(`select doc->>'valor' as valor from parametro where doc->>'clave' = $1 limit 1`, [PARAMETRO_EMPRESA]);
  return typeof f?.valor === 'string' ? f.valor : '';
};

const fechaLarga = (iso: string): string =>
  new Date(iso).toLocaleString('es-ES', { timeZone: 'Europe/Madrid', dateStyle: 'long', timeStyle: 'short' });

const quien = (empresa: string): string => (empresa === '' ? 'Te enviamos' : `${empresa} te envía`);

export const cuerpoEnvio = (d: DatosCorreo, enlace: string, caduca: string): string =>
  [
    `Hola, ${d.nombre}:`,
    '',
    ...(d.mensaje !== null && d.mensaje.trim() !== '' ? [d.mensaje.trim(), ''] : []),
    `${quien(d.empresa)} el presupuesto ${d.numero} («${d.titulo}») para que lo firmes electrónicamente.`,
    '',
    'Para leerlo y firmarlo, abre tu enlace personal:',
    enlace,
    '',
    `El enlace vale hasta el ${fechaLarga(caduca)} (hora de Madrid) y solo sirve para firmar una vez. No lo compartas: es solo para ti.`,
    '',
  ].join('\n');

export const asuntoReenvio = (asunto: string): string => `Recordatorio: ${asunto}`;

export const asuntoCancelacion = (asunto: string): string => `Cancelado: ${asunto}`;

export const cuerpoCancelacion = (d: DatosCorreo): string =>
  [
    `Hola, ${d.nombre}:`,
    '',
    `Se ha cancelado el envío para firmar el presupuesto ${d.numero} («${d.titulo}»). El enlace que recibiste ya no sirve y no tienes que hacer nada.`,
    '',
  ].join('\n');

/**
 * Envía los correos (a la vez) y anota cada uno como `enviosobre` (lo escribe el servidor: el sobre ya se
 * comprobó al crearlo); devuelve cuántos salieron (por SMTP o a la bandeja).
 */
export const enviarCorreos = async (db: Db, enviador: Enviador, correos: readonly CorreoSobre[]): Promise<number> => {
  const resultados = await Promise.all(correos.map(async (c) => {
    const idenvio_sobre = randomUUID();
    try {
      const r = await enviador.enviar({ para: [c.email], asunto: c.asunto, cuerpo: c.cuerpo, idMensaje: `<${idenvio_sobre}@vigia>` });
      return { c, idenvio_sobre, resultado: r.modo === 'smtp' ? ('enviado' as const) : ('bandeja' as const), error: null };
    } catch (e) {
      console.error(`Sobre ${c.idsobre}: fallo al enviar el correo a ${c.iddestinatario_sobre}`, e);
      return { c, idenvio_sobre, resultado: 'fallido' as const, error: MENSAJE_FALLO_SMTP };
    }
  }));
  if (resultados.length > 0) {
    const fecha = new Date().toISOString();
    await escribir(db, { etiquetasUsuario: null }, async (tx) => {
      for (const r of resultados) {
        await tx.put('enviosobre', {
          idenvio_sobre: r.idenvio_sobre, idsobre: r.c.idsobre, iddestinatario_sobre: r.c.iddestinatario_sobre, fecha, tipo: r.c.tipo,
          resultado: r.resultado, error: r.error, estado: 1,
        });
      }
    });
  }
  return resultados.filter((r) => r.resultado !== 'fallido').length;
};
