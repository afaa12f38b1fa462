/**
 * Comprobaciones por campo que los mutadores hacen en los dos lados, además del esquema JSON: lo que el
 * esquema no puede decir (la letra de control de un NIF, un correo electrónico bien formado). El formulario muestra el mismo mensaje antes de
 * encolar; el servidor lo repite porque no se fía del dispositivo.
 */
import { importeLinea, type Coleccion } from '../schemas';
import { camposDineroDe } from '../schemas/campos-dinero';
import { camposFirmaDe } from '../schemas/campos-firma';
import { comprobarDinero } from '../schemas/dinero';
import { comprobarEmailOpcional } from './correo-valido';
import { comprobarDocumento, comprobarDocumentoOpcional } from './documento-identidad';
import { ErrorNegocio } from './errores';
import { comprobarFirmaPng, comprobarFirmaPngEntera, MENSAJES_FIRMA_PNG, type FalloFirmaPng } from './firma-png';
import { textoOpcionalHasta, textoRequerido, VALIDACIONES_SISTEMA } from './validacion-sistemas';
import { VALIDACIONES_COMERCIAL, VALIDACIONES_DOCUMENTO } from './validacion-comercial';
import { VALIDACIONES_VIGILANCIA } from './validacion-vigilancia';
import { VALIDACIONES_CAJA, VALIDACIONES_DOCUMENTO_CAJA } from './caja';

/** Longitudes de los textos del parte, de sus notas y de sus tiempos (las mismas en las pantallas). */
export const MAX_DESCRIPCION_PARTE = 500;
export const MAX_OBSERVACIONES_PARTE = 4000;
export const MAX_CLASIFICACION_PARTE = 60;
export const MAX_TEXTO_NOTA = 4000;
export const MAX_OBSERVACIONES_TIEMPO = 2000;

type Comprobacion = (valor: unknown) => string | null;

export const VALIDACIONES_CAMPO: Partial<Record<Coleccion, Readonly<Record<string, Comprobacion>>>> = {
  cliente: { nif: comprobarDocumentoOpcional, email: comprobarEmailOpcional },
  empleado: { nif: comprobarDocumentoOpcional, email: comprobarEmailOpcional },
  firma: { dni: comprobarDocumento },
  partetrabajo: {
    descripcion: textoRequerido(MAX_DESCRIPCION_PARTE),
    observaciones: textoOpcionalHasta(MAX_OBSERVACIONES_PARTE),
    clasificacion: textoRequerido(MAX_CLASIFICACION_PARTE),
  },
  nota: { texto: textoRequerido(MAX_TEXTO_NOTA) },
  tiempotrabajado: { observaciones: textoOpcionalHasta(MAX_OBSERVACIONES_TIEMPO) },
  sistema: VALIDACIONES_SISTEMA,
  ...VALIDACIONES_COMERCIAL,
  ...VALIDACIONES_VIGILANCIA,
  ...VALIDACIONES_CAJA,
};

/**
 * El primer error de los campos de dinero presentes en `campos` (los que su esquema declara con
 * `importeEur`/`precioEur`, schemas/campos-dinero.ts), con el campo: número finito, sus decimales (2 un
 * importe, 4 un precio) y ±9.999.999.999,99 €. Lo heredan todas las colecciones y todos los mutadores
 * que pasan por validarCampos.
 */
export const errorDinero = (c: Coleccion, campos: Readonly<Record<string, unknown>>): string | null => {
  for (const [campo, tipo] of camposDineroDe(c)) {
    if (!(campo in campos)) continue;
    const error = comprobarDinero(tipo)(campos[campo]);
    if (error !== null) return `El campo ${campo}: ${error}`;
  }
  return null;
};

/** Las imágenes de firma presentes en `campos` (los que su esquema declara con `imagenFirma`, schemas/campos-firma.ts). */
const imagenesFirma = (c: Coleccion, campos: Readonly<Record<string, unknown>>): unknown[] =>
  camposFirmaDe(c).filter((campo) => campo in campos && campos[campo] !== null).map((campo) => campos[campo]);

const falloFirma = (fallo: FalloFirmaPng | null): void => {
  if (fallo !== null) throw new ErrorNegocio('validacion', MENSAJES_FIRMA_PNG[fallo]);
};

/**
 * La regla entera de las firmas (replication/firma-png.ts, con la imagen descomprimida) sobre toda imagen de
 * firma presente en `campos`; null no es una firma (una checklist reabierta). La llaman los mutadores que
 * escriben una colección con firma (los genéricos de alta y cambio, checklistOt.firmarSync), en los dos
 * lados; validarCampos ya hace la parte síncrona de la misma regla.
 */
export const validarImagenesFirma = async (c: Coleccion, campos: Readonly<Record<string, unknown>>): Promise<void> => {
  for (const imagen of imagenesFirma(c, campos)) falloFirma(typeof imagen === 'string' ? await comprobarFirmaPngEntera(imagen) : 'noValida');
};

/** Lanza ErrorNegocio('validacion') con el primer mensaje de los campos presentes en `campos`. */
export const validarCampos = (c: Coleccion, campos: Readonly<Record<string, unknown>>): void => {
  // Primero las reglas propias (su mensaje es el que enseña el formulario), después la de dinero de todos.
  for (const [campo, comprobar] of Object.entries(VALIDACIONES_CAMPO[c] ?? {})) {
    if (!(campo in campos)) continue;
    const error = comprobar(campos[campo]);
    if (error !== null) throw new ErrorNegocio('validacion', error);
  }
  const dinero = errorDinero(c, campos);
  if (dinero !== null) throw new ErrorNegocio('validacion', dinero);
  // La parte síncrona de la regla de las firmas (la de los formularios); validarImagenesFirma, la entera.
  for (const imagen of imagenesFirma(c, campos)) falloFirma(typeof imagen === 'string' ? comprobarFirmaPng(imagen) : 'noValida');
};

const REGLAS_DOCUMENTO: Partial<Record<Coleccion, readonly ((d: Readonly<Record<string, unknown>>) => string | null)[]>> = {
  ...VALIDACIONES_DOCUMENTO,
  ...VALIDACIONES_DOCUMENTO_CAJA,
};

/** Líneas cuyo importe calcula `derivar` (schemas/index.ts): el importe que saldría también tiene su límite. */
const LINEAS_CON_IMPORTE: ReadonlySet<Coleccion> = new Set<Coleccion>(['lpartetrabajo', 'lordentrabajo', 'loperacioncrm', 'lpresupuestocli']);
const comprobarImporte = comprobarDinero('importe');
const errorImporteDerivado = (c: Coleccion, d: Readonly<Record<string, unknown>>): string | null => {
  if (!LINEAS_CON_IMPORTE.has(c) || typeof d.precio !== 'number' || typeof d.dto !== 'number' || typeof d.unidades !== 'number') return null;
  const error = comprobarImporte(importeLinea(d.precio, d.dto, d.unidades));
  return error === null ? null : `El importe de la línea (precio × (1 − dto/100) × unidades): ${error}`;
};

/** Lanza ErrorNegocio('validacion') si el documento entero (ya con los cambios) incumple una regla entre campos. */
export const validarDocumentoEntero = (c: Coleccion, doc: Readonly<Record<string, unknown>>): void => {
  const derivado = errorImporteDerivado(c, doc);
  if (derivado !== null) throw new ErrorNegocio('validacion', derivado);
  for (const regla of REGLAS_DOCUMENTO[c] ?? []) {
    const error = regla(doc);
    if (error !== null) throw new ErrorNegocio('validacion', error);
  }
};
