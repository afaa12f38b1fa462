/**
 * Formulario declarado de una novedad del parte (alta y modificación en la tabla editable): hora (de
 * entrada, la del dispositivo), tipo, descripción y actuación. Manda los genéricos novedad.insertSync /
 * updateSync (solo lo cambiado).
 */
import type { MotorSync } from '../../../replication/cliente';
import { MAX_TEXTO_NOVEDAD } from '../../../replication/mutadores/vigilancia';
import { declararFormulario } from '../../ui/formulario/declaracion';
import { esTipoNovedad, horaLocal, OPCIONES_TIPO_NOVEDAD, type Novedad } from './partes-novedad';
import { etiquetasNovedad as E, TEXTOS_NOVEDADES, TEXTOS_PARTES_NOVEDAD as T } from './partes-novedad.labels';
import { recortar, textoONulo } from '../../lib/texto';

export interface ValoresNovedad {
  hora: string;
  /** '' = sin elegir. */
  tipo: string;
  descripcion: string;
  actuacion: string;
}

export const valoresNovedad = (n: Novedad | null, ahora: Date): ValoresNovedad =>
  n === null
    ? { hora: horaLocal(ahora), tipo: '', descripcion: '', actuacion: '' }
    : { hora: n.hora, tipo: n.tipo, descripcion: n.descripcion, actuacion: n.actuacion ?? '' };

/** El documento de novedad.insertSync (valores ya validados). */
export const documentoNovedad = (v: ValoresNovedad, idparte_novedad: string, idnovedad: string): Novedad => {
  if (!esTipoNovedad(v.tipo)) throw new Error(T.eligeTipo);
  return { idnovedad, idparte_novedad, hora: v.hora, tipo: v.tipo, descripcion: v.descripcion.trim(), actuacion: textoONulo(v.actuacion), estado: 1 };
};

/** Los cambios de novedad.updateSync. */
export const cambiosNovedad = (c: Partial<ValoresNovedad>): Partial<Pick<Novedad, 'hora' | 'tipo' | 'descripcion' | 'actuacion'>> => {
  const cambios: Partial<Pick<Novedad, 'hora' | 'tipo' | 'descripcion' | 'actuacion'>> = {};
  if (c.hora !== undefined) cambios.hora = c.hora;
  if (c.tipo !== undefined && esTipoNovedad(c.tipo)) cambios.tipo = c.tipo;
  if (c.descripcion !== undefined) cambios.descripcion = c.descripcion.trim();
  if (c.actuacion !== undefined) cambios.actuacion = textoONulo(c.actuacion);
  return cambios;
};

export interface DependenciasNovedad {
  motor: Pick<MotorSync, 'mutate'>;
  idparte_novedad: string;
  nuevoId?: () => string;
}

export const formularioNovedad = ({ motor, idparte_novedad, nuevoId = () => crypto.randomUUID() }: DependenciasNovedad) =>
  declararFormulario<ValoresNovedad, Novedad | null>({
    entidad: 'novedad',
    campos: [
      { campo: 'hora', tipo: 'hora', etiqueta: E.hora, requerido: true },
      { campo: 'tipo', tipo: 'seleccion', etiqueta: E.tipo, requerido: true, mensajeRequerido: T.eligeTipo, opciones: [{ valor: '', etiqueta: T.eligeTipo }, ...OPCIONES_TIPO_NOVEDAD] },
      { campo: 'descripcion', tipo: 'area', etiqueta: E.descripcion, requerido: true, maximo: MAX_TEXTO_NOVEDAD, filas: 3, normalizar: recortar },
      { campo: 'actuacion', tipo: 'area', etiqueta: E.actuacion, maximo: MAX_TEXTO_NOVEDAD, filas: 3, normalizar: recortar },
    ],
    boton: TEXTOS_NOVEDADES.guardar,
    enviar: ({ valores, cambios, registro }) =>
      registro === null
        ? motor.mutate('novedad.insertSync', { doc: documentoNovedad(valores, idparte_novedad, nuevoId()) })
        : motor.mutate('novedad.updateSync', { id: registro.idnovedad, cambios: cambiosNovedad(cambios) }),
  });
