/**
 * Comprobaciones por campo que los mutadores hacen en los dos lados, además del esquema JSON: lo que el
 * esquema no puede decir (la letra de control de un NIF). El formulario muestra el mismo mensaje antes de
 * encolar; el servidor lo repite porque no se fía del dispositivo.
 */
import type { Coleccion } from '../schemas';
import { comprobarDocumento, comprobarDocumentoOpcional } from './documento-identidad';
import { ErrorNegocio } from './errores';
import { VALIDACIONES_SISTEMA } from './validacion-sistemas';

type Comprobacion = (valor: unknown) => string | null;

export const VALIDACIONES_CAMPO: Partial<Record<Coleccion, Readonly<Record<string, Comprobacion>>>> = {
  cliente: { nif: comprobarDocumentoOpcional },
  empleado: { nif: comprobarDocumentoOpcional },
  firma: { dni: comprobarDocumento },
  sistema: VALIDACIONES_SISTEMA,
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
