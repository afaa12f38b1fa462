/**
 * Formulario declarado de la operación comercial, el mismo para el alta y la edición: titular (solo en
 * el alta: cliente o cliente potencial de la delegación), título, descripción, etapa, probabilidad,
 * fecha prevista de cierre, importe estimado y, si la etapa es 'Perdida', el motivo (obligatorio, con
 * el texto del servidor). El alta manda operacionCrm.insertSync con la delegación del titular y el
 * comercial de la sesión; la edición, operacionCrm.updateSync con solo lo cambiado (y la fecha de cierre
 * al cerrar o reabrir).
 */
import type { DocDe } from '../../../schemas';
import type { MotorSync } from '../../../replication/cliente';
import { MENSAJES_COMERCIAL } from '../../../replication/validacion-comercial';
import { declararFormulario, type CampoDeclarado } from '../../ui/formulario/declaracion';
import { duenoDe, ETAPAS, esEtapa, fcierreAlCambiar, type Operacion, type Titular } from './operaciones';
import { ETIQUETAS_ETAPA, etiquetasOperacion, TEXTOS_OPERACIONES } from './operaciones.labels';
import { SelectorTitular } from './titulares';
import { createElement } from 'react';
import { textoONulo } from '../../lib/texto';

export interface ValoresOperacion {
  titular: Titular | null;
  titulo: string;
  descripcion: string;
  etapa: string;
  probabilidad: number | null;
  fprevista_cierre: string | null;
  importe_estimado: number | null;
  motivo_perdida: string;
}

/** Enlaces opcionales de una operación nueva (la de un sistema o una orden). */
export interface OrigenOperacion {
  idsistema?: string | null;
  idorden_trabajo?: string | null;
}

export const valoresOperacionNueva = (titular: Titular | null): ValoresOperacion => ({
  titular,
  titulo: '',
  descripcion: '',
  etapa: 'nueva',
  probabilidad: 10,
  fprevista_cierre: null,
  importe_estimado: 0,
  motivo_perdida: '',
});

export const valoresDeOperacion = (o: Operacion): ValoresOperacion => ({
  titular: null,
  titulo: o.titulo,
  descripcion: o.descripcion ?? '',
  etapa: o.etapa,
  probabilidad: o.probabilidad,
  fprevista_cierre: o.fprevista_cierre ?? null,
  importe_estimado: o.importe_estimado,
  motivo_perdida: o.motivo_perdida ?? '',
});

const entre0y100 = (v: number | null): string | null => (v !== null && (v < 0 || v > 100) ? MENSAJES_COMERCIAL.probabilidad : null);

export interface DependenciasOperacion {
  motor: Pick<MotorSync, 'mutate'>;
  /** Alta (con titular) o edición. */
  modo: 'alta' | 'edicion';
  idcomercial: string | null;
  /** 'YYYY-MM-DD' de hoy (fecha de alta y de cierre). */
  hoy: string;
  origen?: OrigenOperacion;
  /** El id de la operación nueva (en el alta). */
  nuevoId?: () => string;
}

export const camposOperacion = (modo: 'alta' | 'edicion'): readonly CampoDeclarado<ValoresOperacion>[] => [
  {
    campo: 'titular',
    tipo: 'propio',
    etiqueta: etiquetasOperacion.titular,
    requerido: true,
    visible: () => modo === 'alta',
    pintar: (p) => createElement(SelectorTitular, p),
  },
  { campo: 'titulo', tipo: 'texto', etiqueta: etiquetasOperacion.titulo, requerido: true, maximo: 200, normalizar: (v) => v.trim() },
  { campo: 'descripcion', tipo: 'area', etiqueta: etiquetasOperacion.descripcion, maximo: 4000, filas: 4 },
  { campo: 'etapa', tipo: 'seleccion', etiqueta: etiquetasOperacion.etapa, requerido: true, opciones: ETAPAS.map((e) => ({ valor: e, etiqueta: ETIQUETAS_ETAPA[e] })) },
  { campo: 'probabilidad', tipo: 'numero', etiqueta: etiquetasOperacion.probabilidad, requerido: true, decimales: 0, reglas: [entre0y100] },
  { campo: 'fprevista_cierre', tipo: 'fecha', etiqueta: etiquetasOperacion.fprevista_cierre },
  {
    campo: 'importe_estimado',
    tipo: 'importe',
    etiqueta: etiquetasOperacion.importe_estimado,
    requerido: true,
    reglas: [(v) => (v !== null && v < 0 ? MENSAJES_COMERCIAL.importe : null)],
  },
  {
    campo: 'motivo_perdida',
    tipo: 'area',
    etiqueta: etiquetasOperacion.motivo_perdida,
    maximo: 500,
    filas: 3,
    requerido: true,
    mensajeRequerido: MENSAJES_COMERCIAL.perdidaSinMotivo,
    visible: (v) => v.etapa === 'perdida',
  },
];

/** El documento de operacionCrm.insertSync a partir de los valores (ya validados). */
export const documentoOperacion = (
  v: ValoresOperacion,
  titular: Titular,
  d: Pick<DependenciasOperacion, 'idcomercial' | 'hoy' | 'origen'>,
  idoperacioncrm: string,
): Omit<Operacion, 'actualizado'> => {
  const etapa = esEtapa(v.etapa) ? v.etapa : 'nueva';
  return {
    idoperacioncrm,
    titulo: v.titulo.trim(),
    descripcion: textoONulo(v.descripcion),
    ...duenoDe(titular),
    idsistema: d.origen?.idsistema ?? null,
    idorden_trabajo: d.origen?.idorden_trabajo ?? null,
    idparte_trabajo: null,
    idpresupuestocli: null,
    iddelegacion: titular.iddelegacion,
    idcomercial: d.idcomercial,
    idtecnico: null,
    etapa,
    probabilidad: v.probabilidad ?? 0,
    fecha_alta: d.hoy,
    fprevista_cierre: v.fprevista_cierre,
    fcierre: fcierreAlCambiar(null, etapa, null, d.hoy),
    motivo_perdida: etapa === 'perdida' ? textoONulo(v.motivo_perdida) : null,
    origen: null,
    importe_estimado: v.importe_estimado ?? 0,
    estado: 1,
  };
};

/** Los cambios de operacionCrm.updateSync: lo cambiado, el motivo solo si está perdida y la fecha de cierre. */
export const cambiosOperacion = (c: Partial<ValoresOperacion>, actual: Operacion, hoy: string): Partial<DocDe<'operacioncrm'>> => {
  const cambios: Partial<DocDe<'operacioncrm'>> = {};
  if (c.titulo !== undefined) cambios.titulo = c.titulo.trim();
  if (c.descripcion !== undefined) cambios.descripcion = textoONulo(c.descripcion);
  if (c.probabilidad !== undefined) cambios.probabilidad = c.probabilidad ?? 0;
  if (c.fprevista_cierre !== undefined) cambios.fprevista_cierre = c.fprevista_cierre;
  if (c.importe_estimado !== undefined) cambios.importe_estimado = c.importe_estimado ?? 0;
  if (c.motivo_perdida !== undefined) cambios.motivo_perdida = textoONulo(c.motivo_perdida);
  if (c.etapa !== undefined && esEtapa(c.etapa) && c.etapa !== actual.etapa) {
    cambios.etapa = c.etapa;
    const fcierre = fcierreAlCambiar(actual.etapa, c.etapa, actual.fcierre ?? null, hoy);
    if (fcierre !== (actual.fcierre ?? null)) cambios.fcierre = fcierre;
    if (c.etapa !== 'perdida' && actual.motivo_perdida) cambios.motivo_perdida = null;
  }
  return cambios;
};

export const formularioOperacion = ({ motor, modo, idcomercial, hoy, origen, nuevoId = () => crypto.randomUUID() }: DependenciasOperacion) =>
  declararFormulario<ValoresOperacion, Operacion | null>({
    entidad: 'operacioncrm',
    campos: camposOperacion(modo),
    mensaje: modo === 'alta' ? TEXTOS_OPERACIONES.anadida : TEXTOS_OPERACIONES.guardada,
    boton: modo === 'alta' ? 'Añadir' : 'Guardar',
    enviar: ({ valores, cambios, registro }) => {
      if (registro !== null) return motor.mutate('operacionCrm.updateSync', { id: registro.idoperacioncrm, cambios: cambiosOperacion(cambios, registro, hoy) });
      if (valores.titular === null) return Promise.reject(new Error('Campo requerido'));
      return motor.mutate('operacionCrm.insertSync', { doc: documentoOperacion(valores, valores.titular, { idcomercial, hoy, origen }, nuevoId()) });
    },
  });
