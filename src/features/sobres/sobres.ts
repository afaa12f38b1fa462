/**
 * Reglas puras de los sobres de firma: el asunto por defecto, la situación que se enseña (un sobre
 * enviado cuya fecha pasó está caducado), cuántos han firmado, el orden, los parámetros de sobre.enviar y
 * la lectura de su respuesta. El contrato con el servidor (métodos, límites, mensajes) es
 * replication/sobres.ts.
 */
import { ESTADOS_PRESUPUESTO } from '../../../replication/presupuestos';
import {
  DIAS_VALIDEZ_SOBRE,
  type ParamsSobreCancelar,
  type ParamsSobreEnviar,
  type ParamsSobreReenviar,
  type RespuestaSobreEnvio,
} from '../../../replication/sobres';
import type { DocDe } from '../../../schemas';
import { normalizarDestinatarios, type FilaDestinatario } from './destinatarios';
import { TEXTOS_ENVIAR, type SituacionVista } from './sobres.labels';

export type Sobre = DocDe<'sobre'>;
export type DestinatarioSobre = DocDe<'destinatariosobre'>;
export type EnvioSobre = DocDe<'enviosobre'>;

/** Estado del presupuesto que se puede enviar a firmar (aceptado). */
export const ESTADO_ACEPTADO = ESTADOS_PRESUPUESTO.aceptado;
/** Días de validez del enlace: 15 si no se dicen otros, de 1 a 60. */
export const DIAS_VALIDEZ = DIAS_VALIDEZ_SOBRE.defecto;
export const MIN_DIAS_VALIDEZ = DIAS_VALIDEZ_SOBRE.minimo;
export const MAX_DIAS_VALIDEZ = DIAS_VALIDEZ_SOBRE.maximo;

/** sobre.enviar, con todo dicho (el mensaje, null si no hay; los días, siempre). */
export type ParametrosEnviar = Required<ParamsSobreEnviar>;
export type ParametrosReenviar = ParamsSobreReenviar;
export type ParametrosCancelar = ParamsSobreCancelar;
export type RespuestaEnviar = RespuestaSobreEnvio;

/** 'Presupuesto P-2025-0012 para firmar'. */
export const asuntoPorDefecto = (numero: string): string => TEXTOS_ENVIAR.asuntoPorDefecto(numero.trim());

/** La situación que se enseña: la del sobre, o 'caducado' si sigue enviado y su fecha ya pasó. */
export const situacionVista = (sobre: Pick<Sobre, 'situacion' | 'caduca'>, ahora: Date): SituacionVista => {
  if (sobre.situacion !== 'enviado') return sobre.situacion;
  const caduca = Date.parse(sobre.caduca);
  return Number.isFinite(caduca) && caduca <= ahora.getTime() ? 'caducado' : 'enviado';
};

/**
 * 'Enviar a firmar' solo donde sobre.enviar puede aceptarlo: un presupuesto aceptado sin otro sobre enviado
 * (ni firmado ni rechazado ni cambiado: ahí el formulario sería un callejón sin salida).
 */
export const puedeEnviarAFirmar = (presupuesto: { estado: number }, sobres: readonly Pick<Sobre, 'situacion' | 'estado'>[]): boolean =>
  presupuesto.estado === ESTADO_ACEPTADO && !sobres.some((s) => s.estado > 0 && s.situacion === 'enviado');

/** Se puede reenviar y cancelar mientras está enviado (el servidor dice la última palabra). */
export const admiteAcciones = (sobre: Pick<Sobre, 'situacion'>): boolean => sobre.situacion === 'enviado';

/** Los destinatarios activos de un sobre. */
export const activos = <T extends { estado: number }>(xs: readonly T[]): T[] => xs.filter((x) => x.estado > 0);

/** Firmados y total de los destinatarios activos de cada sobre (idsobre → cuenta). */
export const firmasPorSobre = (destinatarios: readonly Pick<DestinatarioSobre, 'idsobre' | 'firmado' | 'estado'>[]): Map<string, { firmados: number; total: number }> => {
  const cuentas = new Map<string, { firmados: number; total: number }>();
  for (const d of activos(destinatarios)) {
    const c = cuentas.get(d.idsobre) ?? { firmados: 0, total: 0 };
    cuentas.set(d.idsobre, { firmados: c.firmados + (d.firmado ? 1 : 0), total: c.total + 1 });
  }
  return cuentas;
};

/** Los sobres del más reciente al más antiguo. */
export const ordenarSobres = <T extends Pick<Sobre, 'fenvio' | 'idsobre'>>(sobres: readonly T[]): T[] =>
  [...sobres].sort((a, b) => b.fenvio.localeCompare(a.fenvio) || a.idsobre.localeCompare(b.idsobre));

/** Los destinatarios en su orden. */
export const ordenarDestinatarios = <T extends Pick<DestinatarioSobre, 'orden' | 'iddestinatario_sobre'>>(ds: readonly T[]): T[] =>
  [...ds].sort((a, b) => a.orden - b.orden || a.iddestinatario_sobre.localeCompare(b.iddestinatario_sobre));

/** Los valores del formulario 'Enviar a firmar'. */
export interface ValoresEnvio {
  idfichero: string;
  asunto: string;
  mensaje: string;
  dias_validez: number | null;
  destinatarios: readonly FilaDestinatario[];
}

/** Los parámetros de sobre.enviar a partir del formulario ya validado. */
export const parametrosEnviar = (v: ValoresEnvio, ids: { idsobre: string; idpresupuestocli: string }): ParametrosEnviar => {
  const mensaje = v.mensaje.trim();
  return {
    idsobre: ids.idsobre,
    idpresupuestocli: ids.idpresupuestocli,
    idfichero: v.idfichero,
    asunto: v.asunto.trim(),
    mensaje: mensaje === '' ? null : mensaje,
    dias_validez: v.dias_validez ?? DIAS_VALIDEZ,
    destinatarios: normalizarDestinatarios(v.destinatarios),
  };
};
