/**
 * Formulario declarado de la cita, el mismo para el alta y la edición: cliente o cliente potencial y
 * operación (solo en el alta y si no vienen fijados por la operación), asunto, tipo, fecha y hora de
 * inicio y de fin ('La cita no puede acabar antes de empezar'), lugar, observaciones y, al modificarla,
 * si está realizada. El alta manda cita.insertSync con la delegación del titular y el comercial de la
 * sesión; la edición, cita.updateSync con solo lo cambiado.
 */
import { createElement } from 'react';
import type { MotorSync } from '../../../replication/cliente';
import type { DocDe } from '../../../schemas';
import type { OpcionSeleccion } from '../../ui/formulario/campos';
import { declararFormulario, type CampoDeclarado } from '../../ui/formulario/declaracion';
import { duenoDe, type Titular } from '../operaciones/operaciones';
import { SelectorTitular } from '../operaciones/titulares';
import { fechaLocal } from '../tiempos/tiempos';
import { errorFinCita, horaLocal, instantesCita, type Cita, type MomentosCita } from './citas';
import { ETIQUETAS_TIPO_CITA, etiquetasCita as E, TEXTOS_CITAS, type TipoCita } from './citas.labels';
import { textoONulo } from '../../lib/texto';

export interface ValoresCita extends MomentosCita {
  titular: Titular | null;
  idoperacioncrm: string;
  asunto: string;
  tipo: string;
  lugar: string;
  observaciones: string;
  realizada: boolean;
}

const TIPOS = Object.keys(ETIQUETAS_TIPO_CITA) as TipoCita[];
const esTipo = (v: string): v is TipoCita => (TIPOS as string[]).includes(v);

/** Lo que llega fijado al alta: el titular elegido por la ruta o la operación (con su titular). */
export interface PreseleccionCita {
  titular: Titular | null;
  idoperacioncrm: string | null;
}

export const valoresCitaNueva = (p: PreseleccionCita, ahora: Date): ValoresCita => ({
  titular: p.titular,
  idoperacioncrm: p.idoperacioncrm ?? '',
  asunto: '',
  tipo: 'visita',
  fecha_inicio: fechaLocal(ahora),
  hora_inicio: '',
  fecha_fin: fechaLocal(ahora),
  hora_fin: '',
  lugar: '',
  observaciones: '',
  realizada: false,
});

export const valoresDeCita = (c: Cita): ValoresCita => ({
  titular: null,
  idoperacioncrm: c.idoperacioncrm ?? '',
  asunto: c.asunto,
  tipo: c.tipo,
  fecha_inicio: fechaLocal(c.inicio),
  hora_inicio: horaLocal(c.inicio),
  fecha_fin: fechaLocal(c.fin),
  hora_fin: horaLocal(c.fin),
  lugar: c.lugar ?? '',
  observaciones: c.observaciones ?? '',
  realizada: c.realizada,
});

export interface DependenciasCita {
  motor: Pick<MotorSync, 'mutate'>;
  modo: 'alta' | 'edicion';
  idcomercial: string | null;
  /** La operación viene fijada (operaciones/{id}/citas): no se eligen titular ni operación. */
  operacionFija: boolean;
  /** Operaciones que se pueden elegir para un titular (las abiertas suyas). */
  opcionesOperacion?: (titular: Titular | null) => readonly OpcionSeleccion[];
  nuevoId?: () => string;
}

export const camposCita = (d: Pick<DependenciasCita, 'modo' | 'operacionFija' | 'opcionesOperacion'>): readonly CampoDeclarado<ValoresCita>[] => {
  const eligeTitular = d.modo === 'alta' && !d.operacionFija;
  return [
    {
      campo: 'titular',
      tipo: 'propio',
      etiqueta: E.titular,
      requerido: true,
      visible: () => eligeTitular,
      pintar: (p) => createElement(SelectorTitular, p),
      rellena: () => ({ idoperacioncrm: '' }),
    },
    {
      campo: 'idoperacioncrm',
      tipo: 'seleccion',
      etiqueta: E.idoperacioncrm,
      visible: () => eligeTitular,
      opciones: (v) => [{ valor: '', etiqueta: TEXTOS_CITAS.sinOperacion }, ...(d.opcionesOperacion?.(v.titular) ?? [])],
    },
    { campo: 'asunto', tipo: 'texto', etiqueta: E.asunto, requerido: true, maximo: 200, normalizar: (v) => v.trim() },
    { campo: 'tipo', tipo: 'seleccion', etiqueta: E.tipo, requerido: true, opciones: TIPOS.map((t) => ({ valor: t, etiqueta: ETIQUETAS_TIPO_CITA[t] })) },
    {
      campo: 'fecha_inicio',
      tipo: 'fecha',
      etiqueta: E.fecha_inicio,
      requerido: true,
      rellena: (valor, v) => (valor !== null && (v.fecha_fin === null || v.fecha_fin < valor) ? { fecha_fin: valor } : {}),
    },
    { campo: 'hora_inicio', tipo: 'hora', etiqueta: E.hora_inicio, requerido: true, pasoMinutos: 5 },
    { campo: 'fecha_fin', tipo: 'fecha', etiqueta: E.fecha_fin, requerido: true },
    { campo: 'hora_fin', tipo: 'hora', etiqueta: E.hora_fin, requerido: true, pasoMinutos: 5, reglas: [(_h, v) => errorFinCita(v)] },
    { campo: 'lugar', tipo: 'texto', etiqueta: E.lugar, maximo: 200 },
    { campo: 'observaciones', tipo: 'area', etiqueta: E.observaciones, maximo: 4000, filas: 3 },
    { campo: 'realizada', tipo: 'casilla', etiqueta: E.realizada, visible: () => d.modo === 'edicion' },
  ];
};

/** El documento de cita.insertSync (valores ya validados). */
export const documentoCita = (v: ValoresCita, titular: Titular, idcomercial: string | null, idcita: string): DocDe<'cita'> | null => {
  const { inicio, fin } = instantesCita(v);
  if (inicio === null || fin === null) return null;
  return {
    idcita,
    asunto: v.asunto.trim(),
    tipo: esTipo(v.tipo) ? v.tipo : 'visita',
    inicio,
    fin,
    lugar: textoONulo(v.lugar),
    ...duenoDe(titular),
    idoperacioncrm: v.idoperacioncrm === '' ? null : v.idoperacioncrm,
    iddelegacion: titular.iddelegacion,
    idcomercial,
    realizada: false,
    observaciones: textoONulo(v.observaciones),
    estado: 1,
  };
};

/** Los cambios de cita.updateSync: inicio y fin juntos si cambia alguna de sus partes. */
export const cambiosCita = (c: Partial<ValoresCita>, v: ValoresCita): Partial<DocDe<'cita'>> => {
  const cambios: Partial<DocDe<'cita'>> = {};
  if (c.asunto !== undefined) cambios.asunto = c.asunto.trim();
  if (c.tipo !== undefined && esTipo(c.tipo)) cambios.tipo = c.tipo;
  if (c.lugar !== undefined) cambios.lugar = textoONulo(c.lugar);
  if (c.observaciones !== undefined) cambios.observaciones = textoONulo(c.observaciones);
  if (c.realizada !== undefined) cambios.realizada = c.realizada;
  if (c.fecha_inicio !== undefined || c.hora_inicio !== undefined || c.fecha_fin !== undefined || c.hora_fin !== undefined) {
    const { inicio, fin } = instantesCita(v);
    if (inicio !== null) cambios.inicio = inicio;
    if (fin !== null) cambios.fin = fin;
  }
  return cambios;
};

export const formularioCita = ({ motor, modo, idcomercial, operacionFija, opcionesOperacion, nuevoId = () => crypto.randomUUID() }: DependenciasCita) =>
  declararFormulario<ValoresCita, Cita | null>({
    entidad: 'cita',
    campos: camposCita({ modo, operacionFija, opcionesOperacion }),
    mensaje: modo === 'alta' ? TEXTOS_CITAS.anadida : TEXTOS_CITAS.guardada,
    boton: modo === 'alta' ? 'Añadir' : 'Guardar',
    enviar: ({ valores, cambios, registro }) => {
      if (registro !== null) return motor.mutate('cita.updateSync', { id: registro.idcita, cambios: cambiosCita(cambios, valores) });
      const doc = valores.titular === null ? null : documentoCita(valores, valores.titular, idcomercial, nuevoId());
      if (doc === null) return Promise.reject(new Error('Campo requerido'));
      return motor.mutate('cita.insertSync', { doc });
    },
  });
