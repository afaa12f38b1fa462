/**
 * Reglas puras de los formularios pequeños del modo sin conexión: el número de teléfono y los cambios
 * del material del sistema como `cambios` de materialSistema.updateSync.
 */
import type { DocDe } from '../../../schemas';

export const TELEFONO_INCORRECTO = 'El teléfono no es correcto';

/** Cifras, espacios, guiones, puntos, paréntesis y '+' inicial, con al menos 6 cifras; vacío lo dice 'requerido'. */
export const telefonoValido = (v: string): string | null => {
  const t = v.trim();
  if (t === '') return null;
  return /^\+?[\d\s().-]+$/.test(t) && t.replace(/\D/g, '').length >= 6 ? null : TELEFONO_INCORRECTO;
};

export interface ValoresMaterial {
  numserie: string;
  ubicacion: string;
  descripcion: string;
}

export const valoresDeMaterial = (m: Pick<DocDe<'materialsistema'>, 'numserie' | 'ubicacion' | 'descripcion'>): ValoresMaterial => ({
  numserie: m.numserie ?? '',
  ubicacion: m.ubicacion ?? '',
  descripcion: m.descripcion,
});

/** Cambios del formulario como `cambios` de materialSistema.updateSync (vacío → null salvo la descripción). */
export const aCambiosMaterial = (c: Partial<ValoresMaterial>): Record<string, string | null> => {
  const cambios: Record<string, string | null> = {};
  if (c.numserie !== undefined) cambios.numserie = c.numserie === '' ? null : c.numserie;
  if (c.ubicacion !== undefined) cambios.ubicacion = c.ubicacion === '' ? null : c.ubicacion;
  if (c.descripcion !== undefined) cambios.descripcion = c.descripcion;
  return cambios;
};
