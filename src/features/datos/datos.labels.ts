import type { TipoCampoDato } from '../../../replication/mutadores/datos';

/** Nombre de cada tipo de campo de datos personalizados (para ayudas y listados). */
export const etiquetasTipoCampoDato: Record<TipoCampoDato, string> = {
  texto: 'Texto',
  numero: 'Número',
  fecha: 'Fecha',
  booleano: 'Sí / no',
  opcion: 'Opción de una lista',
};

export const TITULO_DATOS = 'Datos personalizados';
export const TITULO_EDITAR_DATOS = 'Modificar datos personalizados';
export const ENLACE_MODIFICAR_DATOS = 'Modificar';
export const VOLVER_DATOS = 'Volver a los datos';
export const SIN_CAMPOS = 'No hay campos personalizados definidos para este tipo de registro';
export const DATOS_GUARDADOS = 'Datos guardados';
export const SIN_ELEGIR = '(sin elegir)';
export const SI = 'Sí';
export const NO = 'No';
