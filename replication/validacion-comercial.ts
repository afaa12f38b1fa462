/**
 * Comprobaciones de lo comercial (issue 14) en los dos lados (ver validacion-campos.ts): por campo y, las
 * que miran varios campos a la vez (una cita que acaba antes de empezar, una cuenta remesable sin mandato,
 * un registro sin dueño), sobre el documento ya mezclado con los cambios.
 */
import type { Coleccion } from '../schemas';
import { comprobarEmailOpcional } from './correo-valido';
import { comprobarDocumentoOpcional, DNI_INCORRECTO, esDni, esNie } from './documento-identidad';
import { comprobarIban } from './iban';
import { textoOpcionalHasta, textoRequerido } from './validacion-sistemas';

type Comprobacion = (valor: unknown) => string | null;

export const MAX_NOMBRE = 200;
export const MAX_OBSERVACIONES = 4000;

export const MENSAJES_COMERCIAL = {
  cpIncorrecto: 'El código postal no es correcto',
  telefonoIncorrecto: 'El teléfono no es correcto',
  unidades: 'Las unidades tienen que ser mayores que 0',
  precio: 'El precio no puede ser negativo',
  dto: 'El descuento tiene que estar entre 0 y 100',
  probabilidad: 'La probabilidad tiene que estar entre 0 y 100',
  importe: 'El importe no puede ser negativo',
  sinDueno: 'El registro tiene que ser de un cliente o de un cliente potencial',
  finAntesDeInicio: 'La cita no puede acabar antes de empezar',
  remesableSinMandato: 'Para remesar recibos hace falta la fecha del mandato SEPA',
  perdidaSinMotivo: 'Di por qué se perdió la operación',
  dosDuenos: 'El registro es de un cliente o de un cliente potencial, no de los dos',
} as const;

/** DNI o NIE (una persona: un representante), con su letra. */
const comprobarDniNie: Comprobacion = (v) => (typeof v === 'string' && (esDni(v) || esNie(v)) ? null : DNI_INCORRECTO);

/** Código postal español: 5 cifras, provincia 01–52. */
export const esCodigoPostal = (v: string): boolean => /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/.test(v.trim());
const comprobarCp: Comprobacion = (v) => (typeof v === 'string' && esCodigoPostal(v) ? null : MENSAJES_COMERCIAL.cpIncorrecto);

/** Teléfono: cifras, espacios, guiones, puntos, paréntesis y '+' inicial, con 6 a 15 cifras. */
export const esTelefono = (v: string): boolean => {
  const t = v.trim();
  const cifras = t.replace(/\D/g, '').length;
  return /^\+?[\d\s().-]+$/.test(t) && cifras >= 6 && cifras <= 15;
};
const comprobarTelefono: Comprobacion = (v) => (typeof v === 'string' && esTelefono(v) ? null : MENSAJES_COMERCIAL.telefonoIncorrecto);
const comprobarTelefonoOpcional: Comprobacion = (v) => (v === null || v === undefined || v === '' ? null : comprobarTelefono(v));

const numeroQue =
  (valido: (n: number) => boolean, mensaje: string): Comprobacion =>
  (v) =>
    typeof v === 'number' && Number.isFinite(v) && valido(v) ? null : mensaje;
const numeroOpcionalQue =
  (valido: (n: number) => boolean, mensaje: string): Comprobacion =>
  (v) =>
    v === null || v === undefined ? null : numeroQue(valido, mensaje)(v);

const observaciones = textoOpcionalHasta(MAX_OBSERVACIONES);

const DIRECCION: Readonly<Record<string, Comprobacion>> = {
  direccion: textoRequerido(MAX_NOMBRE),
  cp: comprobarCp,
  poblacion: textoRequerido(100),
  provincia: textoRequerido(100),
  observaciones,
};

/** Línea con precio (operación, presupuesto): descripción, unidades > 0, precio ≥ 0 y descuento 0–100. */
const LINEA: Readonly<Record<string, Comprobacion>> = {
  descripcion: textoRequerido(MAX_NOMBRE),
  unidades: numeroQue((n) => n > 0, MENSAJES_COMERCIAL.unidades),
  precio: numeroQue((n) => n >= 0, MENSAJES_COMERCIAL.precio),
  dto: numeroQue((n) => n >= 0 && n <= 100, MENSAJES_COMERCIAL.dto),
};

const TELEFONO: Readonly<Record<string, Comprobacion>> = { numero: comprobarTelefono, descripcion: textoOpcionalHasta(100) };

export const VALIDACIONES_COMERCIAL: Partial<Record<Coleccion, Readonly<Record<string, Comprobacion>>>> = {
  clientepotencial: {
    nombre: textoRequerido(MAX_NOMBRE),
    nif: comprobarDocumentoOpcional,
    email: comprobarEmailOpcional,
    actividad: textoOpcionalHasta(100),
    interes: textoOpcionalHasta(MAX_NOMBRE),
    observaciones,
  },
  telefonopotencial: TELEFONO,
  telefono: TELEFONO,
  direccionpotencial: DIRECCION,
  direccion: DIRECCION,
  cuentabancaria: { iban: comprobarIban, titular: textoRequerido(MAX_NOMBRE), bic: textoOpcionalHasta(11), referencia_mandato: textoOpcionalHasta(35), observaciones },
  representante: { nombre: textoRequerido(MAX_NOMBRE), dni: comprobarDniNie, cargo: textoOpcionalHasta(100), telefono: comprobarTelefonoOpcional, email: comprobarEmailOpcional, observaciones },
  estudiofinanciero: { entidad: textoOpcionalHasta(100), calificacion: textoOpcionalHasta(20), limite_credito: numeroOpcionalQue((n) => n >= 0, MENSAJES_COMERCIAL.importe), observaciones },
  operacioncrm: {
    titulo: textoRequerido(MAX_NOMBRE),
    descripcion: observaciones,
    probabilidad: numeroQue((n) => n >= 0 && n <= 100, MENSAJES_COMERCIAL.probabilidad),
    importe_estimado: numeroQue((n) => n >= 0, MENSAJES_COMERCIAL.importe),
    motivo_perdida: textoOpcionalHasta(500),
    origen: textoOpcionalHasta(100),
  },
  loperacioncrm: LINEA,
  contactooperacion: { resumen: textoRequerido(2000), persona: textoOpcionalHasta(MAX_NOMBRE) },
  cita: { asunto: textoRequerido(MAX_NOMBRE), lugar: textoOpcionalHasta(MAX_NOMBRE), observaciones },
  // Presupuestos y contratos (issue 15).
  presupuestocli: { titulo: textoRequerido(MAX_NOMBRE), condiciones: textoOpcionalHasta(20000), observaciones, motivo_rechazo: textoOpcionalHasta(500) },
  lpresupuestocli: LINEA,
  cuotapresupuesto: { importe: numeroQue((n) => n >= 0, MENSAJES_COMERCIAL.importe) },
  ubicacionpresupuesto: { descripcion: textoRequerido(MAX_NOMBRE), planta: textoOpcionalHasta(60), unidades: numeroQue((n) => n > 0, MENSAJES_COMERCIAL.unidades), observaciones },
  subsispresupuesto: { descripcion: textoRequerido(MAX_NOMBRE), observaciones },
  mantpresupuesto: { concepto: textoRequerido(MAX_NOMBRE), importe: numeroQue((n) => n >= 0, MENSAJES_COMERCIAL.importe), observaciones },
  contrato: { titulo: textoRequerido(MAX_NOMBRE), condiciones: textoOpcionalHasta(20000), observaciones },
  cuotacontrato: { observaciones },
  serviciocontratado: { concepto: textoRequerido(MAX_NOMBRE), importe: numeroQue((n) => n >= 0, MENSAJES_COMERCIAL.importe), observaciones },
};

type Documento = Readonly<Record<string, unknown>>;
const tieneValor = (v: unknown): boolean => typeof v === 'string' && v.length > 0;
const conDueno = (d: Documento): string | null => (tieneValor(d.idcliente) || tieneValor(d.idcliente_potencial) ? null : MENSAJES_COMERCIAL.sinDueno);

/** Reglas sobre el documento entero (después de mezclar los cambios): la primera que falle. */
export const VALIDACIONES_DOCUMENTO: Partial<Record<Coleccion, readonly ((d: Documento) => string | null)[]>> = {
  cuentabancaria: [conDueno, (d) => (d.remesable === true && !tieneValor(d.fmandato) ? MENSAJES_COMERCIAL.remesableSinMandato : null)],
  representante: [conDueno],
  estudiofinanciero: [conDueno],
  operacioncrm: [conDueno, (d) => (d.etapa === 'perdida' && !tieneValor(d.motivo_perdida) ? MENSAJES_COMERCIAL.perdidaSinMotivo : null)],
  presupuestocli: [conDueno, (d) => (tieneValor(d.idcliente) && tieneValor(d.idcliente_potencial) ? MENSAJES_COMERCIAL.dosDuenos : null)],
  cita: [conDueno, (d) => (typeof d.inicio === 'string' && typeof d.fin === 'string' && Date.parse(d.fin) < Date.parse(d.inicio) ? MENSAJES_COMERCIAL.finAntesDeInicio : null)],
};
