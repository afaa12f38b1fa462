/**
 * Comprobaciones por campo que los mutadores hacen en los dos lados, además del esquema JSON: lo que el
 * esquema no puede decir (la letra de control de un NIF, un correo electrónico bien formado). El formulario muestra el mismo mensaje antes de
 * encolar; el servidor lo repite porque no se fía del dispositivo.
 */
import type { Coleccion } from '../schemas';
import { comprobarEmailOpcional } from './correo-valido';
import { comprobarDocumento, comprobarDocumentoOpcional } from './documento-identidad';
import { ErrorNegocio } from './errores';
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

/** Lanza ErrorNegocio('validacion') con el primer mensaje de los campos presentes en `campos`. */
export const validarCampos = (c: Coleccion, campos: Readonly<Record<string, unknown>>): void => {
  const reglas = VALIDACIONES_CAMPO[c];
  if (!reglas) return;
  for (const [campo, comprobar] of Object.entries(reglas)) {
    if (!(campo in campos)) continue;
    const error = comprobar(campos[campo]);
    if (error !== null) throw new ErrorNegocio('validacion', error);
  }
};

const REGLAS_DOCUMENTO: Partial<Record<Coleccion, readonly ((d: Readonly<Record<string, unknown>>) => string | null)[]>> = {
  ...VALIDACIONES_DOCUMENTO,
  ...VALIDACIONES_DOCUMENTO_CAJA,
};

/** Lanza ErrorNegocio('validacion') si el documento entero (ya con los cambios) incumple una regla entre campos. */
export const validarDocumentoEntero = (c: Coleccion, doc: Readonly<Record<string, unknown>>): void => {
  for (const regla of REGLAS_DOCUMENTO[c] ?? []) {
    const error = regla(doc);
    if (error !== null) throw new ErrorNegocio('validacion', error);
  }
};
