/**
 * Mensajes y comprobaciones de validación de formularios (especificación, sección 5). Cada validador
 * recibe el valor y devuelve el mensaje de error en español o null si vale; los campos vacíos solo los
 * rechaza `requerido` (el resto los da por buenos, para combinarlos: [requerido, email]).
 * DNI, NIE y CIF: replication/documento-identidad.ts, compartido con el servidor.
 */
import { esIban, IBAN_INCORRECTO } from '../../replication/iban';
import { DNI_INCORRECTO, esDocumentoIdentidad } from '../../replication/documento-identidad';
import { EMAIL_INCORRECTO, esEmail } from '../../replication/correo-valido';
import { comprobarTexto } from '../../replication/texto-seguro';
import { esHora, HORA_INCORRECTA } from '../../replication/fechas-validas';
import { CAMPO_REQUERIDO } from './requerido';

export { DNI_INCORRECTO, esCif, esDni, esDocumentoIdentidad, esNie } from '../../replication/documento-identidad';
export { EMAIL_INCORRECTO, esEmail } from '../../replication/correo-valido';
export { MENSAJE_TEXTO_NO_VALIDO } from '../../replication/texto-seguro';
export { CAMPO_REQUERIDO, requerido } from './requerido';

/** Texto con un carácter nulo o un sustituto suelto (replication/texto-seguro.ts): el servidor lo rechaza. */
export const textoValido = (valor: unknown): string | null => comprobarTexto(valor);

export const FICHERO_GRANDE = 'El fichero es demasiado grande';
export const CONTRASENA_CORTA = 'La contraseña debe tener al menos 6 caracteres';
/** Longitud mínima de la contraseña (especificación, sección 5). */
export const MIN_CONTRASENA = 6;

export const mensajeMaximo = (n: number): string => `No puede ser mayor a ${n} caracteres.`;

/** Un validador: el mensaje de error o null. */
export type Validador<V> = (valor: V) => string | null;

const vacio = (valor: string): boolean => valor.trim() === '';

/** 'Campo requerido' para valores de cualquier tipo: null, undefined, '' o solo espacios. */
export const requeridoValor = (valor: unknown): string | null =>
  valor === null || valor === undefined || (typeof valor === 'string' && vacio(valor)) ? CAMPO_REQUERIDO : null;

/** 'No puede ser mayor a {n} caracteres.' si el texto pasa de n caracteres, si no null. */
export const maximo = (valor: string, n: number): string | null => ([...valor].length > n ? mensajeMaximo(n) : null);

/** Validador de longitud máxima para usar en listas de validadores. */
export const maximoDe =
  (n: number): Validador<string> =>
  (valor) =>
    maximo(valor, n);

export const email = (valor: string): string | null => (vacio(valor) || esEmail(valor) ? null : EMAIL_INCORRECTO);

/** 'El fichero es demasiado grande' si ocupa más de `maxBytes`. */
export const tamanoFichero = (bytes: number, maxBytes: number): string | null => (bytes > maxBytes ? FICHERO_GRANDE : null);

/** Contraseña de al menos 6 caracteres (vacía: la rechaza `requerido`). */
export const contrasena = (valor: string): string | null =>
  valor === '' || [...valor].length >= MIN_CONTRASENA ? null : CONTRASENA_CORTA;

/** 'El DNI no es correcto' si no es un DNI, NIE o CIF válido (vacío: lo rechaza `requerido`). */
export const dni = (valor: string): string | null => (vacio(valor) || esDocumentoIdentidad(valor) ? null : DNI_INCORRECTO);

/** Aplica los validadores en orden y devuelve el primer error. */
export const primerError = <V>(valor: V, validadores: readonly Validador<V>[]): string | null => {
  for (const v of validadores) {
    const error = v(valor);
    if (error !== null) return error;
  }
  return null;
};

export const NUMERO_INCORRECTO = 'No es un número válido';
export const FECHA_INCORRECTA = 'La fecha no es correcta (dd/mm/aaaa)';

/** Un número leído de un campo (NaN = texto que no es un número). */
export const numeroValido = (valor: number | null): string | null => (valor !== null && Number.isNaN(valor) ? NUMERO_INCORRECTO : null);

/** Una fecha de un campo: 'YYYY-MM-DD' o null; cualquier otro texto es una fecha mal escrita. */
export const fechaValida = (valor: string | null): string | null => (valor === null || /^\d{4}-\d{2}-\d{2}$/.test(valor) ? null : FECHA_INCORRECTA);

export { esIban, IBAN_INCORRECTO };
export const TELEFONO_INCORRECTO = 'El teléfono no es correcto';
export { HORA_INCORRECTA };

/** 'El IBAN no es correcto' si no lo es (vacío: lo rechaza `requerido`). */
export const iban = (valor: string): string | null => (vacio(valor) || esIban(valor) ? null : IBAN_INCORRECTO);

/** Teléfono: cifras, espacios, guiones, puntos, paréntesis y '+' inicial, con al menos 6 cifras (vacío: lo rechaza `requerido`). */
export const telefono = (valor: string): string | null => {
  const t = valor.trim();
  if (t === '') return null;
  return /^\+?[\d\s().-]+$/.test(t) && t.replace(/\D/g, '').length >= 6 ? null : TELEFONO_INCORRECTO;
};

/** Hora 'hh:mm' de 00:00 a 23:59 (vacía: la rechaza `requerido`). */
export const horaValida = (valor: string): string | null => (vacio(valor) || esHora(valor) ? null : HORA_INCORRECTA);
