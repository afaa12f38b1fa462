/**
 * Mensajes y comprobaciones de validación de formularios (especificación, sección 5). Cada validador
 * recibe el valor y devuelve el mensaje de error en español o null si vale; los campos vacíos solo los
 * rechaza `requerido` (el resto los da por buenos, para combinarlos: [requerido, email]).
 * DNI, NIE y CIF se comprueban con sus letras y dígitos de control reales (Orden del Ministerio del
 * Interior para DNI/NIE; Real Decreto 1065/2007 para el CIF / NIF de personas jurídicas).
 */

export const CAMPO_REQUERIDO = 'Campo requerido';
export const EMAIL_INCORRECTO = 'El correo electrónico no es correcto';
export const FICHERO_GRANDE = 'El fichero es demasiado grande';
export const DNI_INCORRECTO = 'El DNI no es correcto';
export const CONTRASENA_CORTA = 'La contraseña debe tener al menos 6 caracteres';
/** Longitud mínima de la contraseña (especificación, sección 5). */
export const MIN_CONTRASENA = 6;

export const mensajeMaximo = (n: number): string => `No puede ser mayor a ${n} caracteres.`;

/** Un validador: el mensaje de error o null. */
export type Validador<V> = (valor: V) => string | null;

const vacio = (valor: string): boolean => valor.trim() === '';

/** 'Campo requerido' si el texto está vacío (o solo tiene espacios), si no null. */
export const requerido = (valor: string): string | null => (vacio(valor) ? CAMPO_REQUERIDO : null);

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

/**
 * Correo electrónico: parte local y dominio con al menos un punto, sin espacios, una sola arroba,
 * etiquetas del dominio sin guiones en los extremos y dominio de primer nivel de 2 letras o más.
 */
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export const esEmail = (valor: string): boolean => {
  const t = valor.trim();
  if (!EMAIL.test(t)) return false;
  const local = t.slice(0, t.indexOf('@'));
  return local.length <= 64 && !local.startsWith('.') && !local.endsWith('.') && !local.includes('..');
};

export const email = (valor: string): string | null => (vacio(valor) || esEmail(valor) ? null : EMAIL_INCORRECTO);

/** 'El fichero es demasiado grande' si ocupa más de `maxBytes`. */
export const tamanoFichero = (bytes: number, maxBytes: number): string | null => (bytes > maxBytes ? FICHERO_GRANDE : null);

/** Contraseña de al menos 6 caracteres (vacía: la rechaza `requerido`). */
export const contrasena = (valor: string): string | null =>
  valor === '' || [...valor].length >= MIN_CONTRASENA ? null : CONTRASENA_CORTA;

const LETRAS_DNI = 'TRWAGMYFPDXBNJZSQVHLCKE';

const normalizarDocumento = (valor: string): string => valor.replace(/[\s.-]/g, '').toUpperCase();

/** DNI: 8 cifras y la letra del resto de dividir entre 23. */
export const esDni = (valor: string): boolean => {
  const m = /^(\d{8})([A-Z])$/.exec(normalizarDocumento(valor));
  return m !== null && LETRAS_DNI[Number(m[1]) % 23] === m[2];
};

/** NIE: X, Y o Z (0, 1, 2), 7 cifras y la letra del DNI que resulta. */
export const esNie = (valor: string): boolean => {
  const m = /^([XYZ])(\d{7})([A-Z])$/.exec(normalizarDocumento(valor));
  if (!m?.[1]) return false;
  const numero = Number(`${'XYZ'.indexOf(m[1])}${m[2]}`);
  return LETRAS_DNI[numero % 23] === m[3];
};

/**
 * CIF: letra de tipo de sociedad, 7 cifras y control. Suma de las cifras en posición par más, para las
 * impares, las cifras del doble; control = (10 − suma mod 10) mod 10, como cifra o como letra
 * 'JABCDEFGHI'[control]. P, Q, R, S, N y W llevan letra; A, B, E y H, cifra; el resto, cualquiera.
 */
export const esCif = (valor: string): boolean => {
  const m = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(normalizarDocumento(valor));
  if (!m?.[1] || !m[2] || !m[3]) return false;
  const [tipo, cifras, control] = [m[1], m[2], m[3]];
  let suma = 0;
  for (let i = 0; i < 7; i++) {
    const d = Number(cifras[i]);
    if (i % 2 === 1) suma += d;
    else {
      const doble = d * 2;
      suma += Math.floor(doble / 10) + (doble % 10);
    }
  }
  const digito = (10 - (suma % 10)) % 10;
  const letra = 'JABCDEFGHI'[digito];
  if ('PQRSNW'.includes(tipo)) return control === letra;
  if ('ABEH'.includes(tipo)) return control === String(digito);
  return control === String(digito) || control === letra;
};

/** Documento de identidad español: DNI, NIE o CIF con su control. */
export const esDocumentoIdentidad = (valor: string): boolean => esDni(valor) || esNie(valor) || esCif(valor);

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
