/**
 * Reglas puras de los formularios pequeños del modo sin conexión: el número de teléfono y los cambios
 * del material del sistema como `cambios` de materialSistema.updateSync.
 */
import type { DocDe } from '../../../schemas';

export { TELEFONO_INCORRECTO, telefono as telefonoValido } from '../../lib/validacion';

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
