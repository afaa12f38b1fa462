/**
 * Formulario de edición del sistema, declarado (src/ui/formulario/declaracion.ts): descripción
 * (obligatoria), tipo y observaciones, con los mismos límites que comprueba el servidor
 * (replication/validacion-sistemas.ts); guardar manda `sistema.updateSync` con solo lo cambiado.
 */
import type { DocDe } from '../../../schemas';
import { MAX_DESCRIPCION_SISTEMA, MAX_OBSERVACIONES_SISTEMA } from '../../../replication/validacion-sistemas';
import type { MotorSync } from '../../../replication/cliente';
import { declararFormulario } from '../../ui/formulario/declaracion';
import { etiquetasSistema, etiquetasTipoSistema, TEXTOS_SISTEMAS, tiposSistema, type TipoSistema } from './sistemas.labels';
import { recortar, vacioSiEnBlanco } from '../../lib/texto';

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

const opcionesTipo = tiposSistema.map((t) => ({ valor: t, etiqueta: etiquetasTipoSistema[t] }));

export const formularioSistema = (motor: Pick<MotorSync, 'mutate'>) =>
  declararFormulario<ValoresSistema, DocDe<'sistema'>>({
    entidad: 'sistema',
    campos: [
      { campo: 'descripcion', tipo: 'texto', etiqueta: etiquetasSistema.descripcion, requerido: true, maximo: MAX_DESCRIPCION_SISTEMA, normalizar: recortar },
      { campo: 'tipo', tipo: 'seleccion', etiqueta: etiquetasSistema.tipo, requerido: false, opciones: opcionesTipo, reglas: [tipoValido] },
      {
        campo: 'observaciones',
        tipo: 'area',
        etiqueta: etiquetasSistema.observaciones,
        filas: 6,
        maximo: MAX_OBSERVACIONES_SISTEMA,
        normalizar: vacioSiEnBlanco,
      },
    ],
    mensaje: TEXTOS_SISTEMAS.guardado,
    enviar: ({ cambios, registro }) => motor.mutate('sistema.updateSync', { id: registro.idsistema, cambios: aCambiosSistema(cambios) }),
  });
