/**
 * Formulario de edición del sistema, declarado para el hook genérico (src/ui/formulario/useFormulario):
 * descripción (obligatoria), tipo y observaciones, sus validadores (los mismos límites que comprueba el
 * servidor en replication/validacion-sistemas.ts) y la conversión a `cambios` de sistema.updateSync.
 */
import type { DocDe } from '../../../schemas';
import { MAX_DESCRIPCION_SISTEMA, MAX_OBSERVACIONES_SISTEMA } from '../../../replication/validacion-sistemas';
import { maximoDe, requerido } from '../../lib/validacion';
import type { Normalizadores, Validadores } from '../../ui/formulario/useFormulario';
import { tiposSistema, type TipoSistema } from './sistemas.labels';

export { MAX_DESCRIPCION_SISTEMA, MAX_OBSERVACIONES_SISTEMA };

export interface ValoresSistema {
  descripcion: string;
  tipo: string;
  observaciones: string;
}

export const valoresDeSistema = (doc: DocDe<'sistema'>): ValoresSistema => ({
  descripcion: doc.descripcion,
  tipo: doc.tipo,
  observaciones: doc.observaciones ?? '',
});

const esTipo = (v: string): v is TipoSistema => (tiposSistema as readonly string[]).includes(v);
const tipoValido = (v: string): string | null => (esTipo(v) ? null : 'Elige un tipo de sistema');

export const validadoresSistema: Validadores<ValoresSistema> = {
  descripcion: [requerido, maximoDe(MAX_DESCRIPCION_SISTEMA)],
  tipo: [tipoValido],
  observaciones: [maximoDe(MAX_OBSERVACIONES_SISTEMA)],
};

export const normalizadoresSistema: Normalizadores<ValoresSistema> = {
  descripcion: (v) => v.trim(),
  observaciones: (v) => (v.trim() === '' ? '' : v),
};

export interface CambiosSistema {
  descripcion?: string;
  tipo?: TipoSistema;
  observaciones?: string | null;
}

/** Los cambios del formulario (ya validados y normalizados) como `cambios` de sistema.updateSync. */
export const aCambiosSistema = (c: Partial<ValoresSistema>): CambiosSistema => {
  const cambios: CambiosSistema = {};
  if (c.descripcion !== undefined) cambios.descripcion = c.descripcion;
  if (c.tipo !== undefined && esTipo(c.tipo)) cambios.tipo = c.tipo;
  if (c.observaciones !== undefined) cambios.observaciones = c.observaciones === '' ? null : c.observaciones;
  return cambios;
};
