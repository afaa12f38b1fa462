/**
 * Documentos de identidad españoles con sus letras y dígitos de control reales (Orden del Ministerio del
 * Interior para DNI/NIE; Real Decreto 1065/2007 para el CIF / NIF de personas jurídicas). Compartido:
 * lo usan los formularios (src/lib/validacion.ts) y los mutadores en los dos lados, así que el servidor
 * rechaza el mismo NIF que la pantalla.
 */

export const DNI_INCORRECTO = 'El DNI no es correcto';

const LETRAS_DNI = 'TRWAGMYFPDXBNJZSQVHLCKE';

export const normalizarDocumento = (valor: string): string => valor.replace(/[\s.-]/g, '').toUpperCase();

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

/** Para los mutadores: 'El DNI no es correcto' si el valor no es un documento válido; vacío o null valen. */
export const comprobarDocumentoOpcional = (valor: unknown): string | null =>
  valor === null || valor === undefined || (typeof valor === 'string' && valor.trim() === '') ? null
    : typeof valor === 'string' && esDocumentoIdentidad(valor) ? null : DNI_INCORRECTO;

/** Para los mutadores: 'El DNI no es correcto' si falta o no es un documento válido. */
export const comprobarDocumento = (valor: unknown): string | null =>
  typeof valor === 'string' && esDocumentoIdentidad(valor) ? null : DNI_INCORRECTO;
