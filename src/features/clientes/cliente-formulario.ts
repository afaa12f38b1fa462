/**
 * Formulario de edición del cliente, declarado para el hook genérico (src/ui/formulario/useFormulario):
 * NIF (DNI, NIE o CIF), correo electrónico y observaciones, sus validadores y la conversión de los
 * cambios al `cambios` de `cliente.updateSync` (vacío → null; el NIF en mayúsculas y sin separadores).
 */
import type { DocDe } from '../../../schemas';
import { dni, email, maximoDe } from '../../lib/validacion';
import type { Normalizadores, Validadores } from '../../ui/formulario/useFormulario';

export const MAX_OBSERVACIONES_CLIENTE = 4000;

/** Campos editables en esta pantalla. */
export interface ValoresCliente {
  nif: string;
  email: string;
  observaciones: string;
}

export const valoresDeCliente = (doc: DocDe<'cliente'>): ValoresCliente => ({
  nif: doc.nif ?? '',
  email: doc.email ?? '',
  observaciones: doc.observaciones ?? '',
});

export const validadoresCliente: Validadores<ValoresCliente> = {
  nif: [dni],
  email: [email],
  observaciones: [maximoDe(MAX_OBSERVACIONES_CLIENTE)],
};

/** '12.345.678-z ' → '12345678Z'. */
export const normalizarNif = (v: string): string => v.replace(/[\s.-]/g, '').toUpperCase();

export const normalizadoresCliente: Normalizadores<ValoresCliente> = {
  nif: normalizarNif,
  email: (v) => v.trim(),
  observaciones: (v) => (v.trim() === '' ? '' : v),
};

export interface CambiosCliente {
  nif?: string | null;
  email?: string | null;
  observaciones?: string | null;
}

const oNulo = (v: string): string | null => (v === '' ? null : v);

/** Los cambios del formulario (ya validados y normalizados) como `cambios` de cliente.updateSync. */
export const aCambiosCliente = (c: Partial<ValoresCliente>): CambiosCliente => {
  const cambios: CambiosCliente = {};
  if (c.nif !== undefined) cambios.nif = oNulo(c.nif);
  if (c.email !== undefined) cambios.email = oNulo(c.email);
  if (c.observaciones !== undefined) cambios.observaciones = oNulo(c.observaciones);
  return cambios;
};
