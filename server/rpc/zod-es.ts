/**
 * Resumen en español de los fallos de validación de zod, con la ruta de cada campo
 * (p. ej. `doc.lineas[2].precio: Entrada inválida: se esperaba número, recibido texto`).
 */
import type { z } from 'zod';
import { es } from 'zod/locales';

/** Mapa de mensajes en español para pasar a `safeParse(x, { error })`. */
export const erroresEnEspanol = es().localeError;

const MAX_FALLOS = 5;

export const rutaDeCampo = (ruta: readonly PropertyKey[]): string => {
  let texto = '';
  for (const parte of ruta) {
    if (typeof parte === 'number') texto += `[${parte}]`;
    else texto += texto === '' ? String(parte) : `.${String(parte)}`;
  }
  return texto;
};

export const resumirFallos = (fallos: readonly z.core.$ZodIssue[]): string => {
  const partes = fallos.slice(0, MAX_FALLOS).map((f) => {
    const ruta = rutaDeCampo(f.path);
    return ruta === '' ? f.message : `${ruta}: ${f.message}`;
  });
  const resto = fallos.length - MAX_FALLOS;
  if (resto > 0) partes.push(`y ${resto} error${resto === 1 ? '' : 'es'} más`);
  return partes.join('; ');
};
