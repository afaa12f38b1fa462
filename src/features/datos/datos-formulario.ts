/**
 * El formulario de datos personalizados, construido de las definiciones (campodato) de una tabla para el
 * hook genérico (useFormulario): un valor de formulario por campo según su tipo, un validador por campo
 * (errorValorDato, el mismo que aplica dato.guardarSync en los dos lados), la conversión de los cambios
 * a los `valores` del mutador y el valor formateado para la ficha (números y fechas en es-ES).
 */
import { errorValorDato, sinDato, type CampoDato, type ValorDato } from '../../../replication/mutadores-datos';
import { formatearFecha } from '../../lib/formato';
import type { Normalizadores, Validadores } from '../../ui/formulario/useFormulario';
import { NO, SI } from './datos.labels';

/** Valor de un campo en el formulario: texto y opción → string; número → number|null (NaN = mal escrito); fecha → 'YYYY-MM-DD'|null o el texto escrito; sí/no → boolean. */
export type ValorFormularioDato = string | number | boolean | null;
export type ValoresDatos = Record<string, ValorFormularioDato>;

export type DefinicionCampo = Pick<CampoDato, 'idcampo_dato' | 'etiqueta' | 'tipo' | 'requerido' | 'opciones' | 'max' | 'orden'>;

/** Valor guardado → valor del formulario del tipo del campo (un valor de otro tipo se muestra vacío). */
export const valorParaFormulario = (campo: DefinicionCampo, valor: ValorDato | undefined): ValorFormularioDato => {
  switch (campo.tipo) {
    case 'texto':
    case 'opcion':
      return typeof valor === 'string' ? valor : '';
    case 'numero':
      return typeof valor === 'number' ? valor : null;
    case 'fecha':
      return typeof valor === 'string' ? valor : null;
    case 'booleano':
      return valor === true;
  }
};

/** Valores del formulario de un registro: uno por campo definido, con lo guardado o vacío. */
export const valoresDeDatos = (campos: readonly DefinicionCampo[], guardados: ReadonlyMap<string, ValorDato>): ValoresDatos =>
  Object.fromEntries(campos.map((c) => [c.idcampo_dato, valorParaFormulario(c, guardados.get(c.idcampo_dato))]));

/** Un validador por campo: el error de errorValorDato (un número NaN o una fecha mal escrita no pasan). */
export const validadoresDatos = (campos: readonly DefinicionCampo[]): Validadores<ValoresDatos> =>
  Object.fromEntries(campos.map((c) => [c.idcampo_dato, [(v: ValorFormularioDato) => errorValorDato(c, v)]]));

/** Forma canónica para comparar con lo guardado: textos sin espacios en los extremos. */
export const normalizadoresDatos = (campos: readonly DefinicionCampo[]): Normalizadores<ValoresDatos> =>
  Object.fromEntries(campos.filter((c) => c.tipo === 'texto').map((c) => [c.idcampo_dato, (v: ValorFormularioDato) => (typeof v === 'string' ? v.trim() : v)]));

/** Los cambios (ya validados) como `valores` de dato.guardarSync: vacío → null. */
export const aValoresDato = (cambios: Partial<ValoresDatos>): Record<string, ValorDato> => {
  const valores: Record<string, ValorDato> = {};
  for (const [idcampo, v] of Object.entries(cambios)) {
    if (v === undefined) continue;
    valores[idcampo] = sinDato(v) ? null : v;
  }
  return valores;
};

const numero = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 6 });

/** Valor guardado como texto para la ficha; null si no hay dato (la tarjeta lo oculta tras 'Ver campos sin datos'). */
export const formatearValorDato = (campo: DefinicionCampo, valor: ValorDato | undefined): string | null => {
  if (valor === undefined || sinDato(valor)) return null;
  switch (campo.tipo) {
    case 'numero':
      return typeof valor === 'number' ? numero.format(valor) : String(valor);
    case 'fecha':
      return typeof valor === 'string' ? formatearFecha(valor) : String(valor);
    case 'booleano':
      return valor === true ? SI : valor === false ? NO : String(valor);
    case 'texto':
    case 'opcion':
      return String(valor);
  }
};
