/** Documentos de identidad españoles con su control correcto (DNI, NIE, CIF) y matrículas. */
import type { Aleatorio } from './prng';

const LETRAS_DNI = 'TRWAGMYFPDXBNJZSQVHLCKE';
const LETRAS_CONTROL_CIF = 'JABCDEFGHI';

/** DNI: 8 dígitos y la letra del resto entre 23. */
export const dni = (r: Aleatorio): string => {
  const n = r.entero(1_000_000, 79_999_999);
  return `${String(n).padStart(8, '0')}${LETRAS_DNI.charAt(n % 23)}`;
};

/** NIE: X/Y/Z (0/1/2) + 7 dígitos y la letra del número completo. */
export const nie = (r: Aleatorio): string => {
  const inicial = r.elegir(['X', 'Y', 'Z'] as const);
  const cuerpo = r.digitos(7);
  const n = Number(`${'XYZ'.indexOf(inicial)}${cuerpo}`);
  return `${inicial}${cuerpo}${LETRAS_DNI.charAt(n % 23)}`;
};

/** Forma jurídica por la letra inicial del CIF. */
export type LetraCif = 'A' | 'B' | 'E' | 'G' | 'H' | 'P' | 'Q' | 'S';
/** Letras cuyo control es siempre una letra (el resto, un dígito). */
const CONTROL_LETRA: readonly LetraCif[] = ['P', 'Q', 'S'];

/** Dígito de control de los 7 dígitos centrales de un CIF. */
export const controlCif = (digitos: string): number => {
  let suma = 0;
  for (let i = 0; i < digitos.length; i++) {
    const d = Number(digitos.charAt(i));
    if (i % 2 === 0) {
      const doble = d * 2;
      suma += Math.floor(doble / 10) + (doble % 10);
    } else {
      suma += d;
    }
  }
  return (10 - (suma % 10)) % 10;
};

/** CIF: letra de la forma jurídica, 2 dígitos de provincia, 5 de número y el control. */
export const cif = (r: Aleatorio, letra: LetraCif, codProvincia: string): string => {
  const digitos = `${codProvincia}${r.digitos(5)}`;
  const c = controlCif(digitos);
  return `${letra}${digitos}${CONTROL_LETRA.includes(letra) ? LETRAS_CONTROL_CIF.charAt(c) : String(c)}`;
};

/** Matrícula actual (desde 2000): 4 dígitos y 3 consonantes sin Ñ ni Q. */
export const matricula = (r: Aleatorio): string => `${r.digitos(4)} ${r.caracteres(3, 'BCDFGHJKLMNPRSTVWXYZ')}`;
