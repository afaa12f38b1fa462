/**
 * Formulario declarado de un servicio del puesto (alta y modificación): descripción, tipo, horario de
 * referencia (inicio y fin), días de la semana, vigilantes que pide, fecha de alta y observaciones. Manda
 * puestoServicioServicio.insertSync / updateSync (solo lo cambiado). Los días van como texto '1,2,3'
 * mientras se editan (así el formulario los compara) y como lista al guardar.
 */
import { createElement } from 'react';
import type { MotorSync } from '../../../replication/cliente';
import { declararFormulario } from '../../ui/formulario/declaracion';
import type { ServicioPuesto } from './consultas';
import { diasDeTexto, textoDeDias } from './dias';
import { etiquetasServicio as E, TEXTOS_SERVICIOS as T, TIPOS_SERVICIO } from './puestos.labels';
import { SelectorDias } from './SelectorDias';
import { recortar } from '../../lib/texto';

export type TipoServicio = keyof typeof TIPOS_SERVICIO;
const esTipo = (v: string): v is TipoServicio => Object.prototype.hasOwnProperty.call(TIPOS_SERVICIO, v);

export const nombreTipoServicio = (tipo: string): string => (esTipo(tipo) ? TIPOS_SERVICIO[tipo] : tipo);

export interface ValoresServicio {
  descripcion: string;
  tipo: string;
  hora_inicio: string;
  hora_fin: string;
  dias: string;
  vigilantes: number | null;
  fecha_alta: string | null;
  observaciones: string;
}

export const valoresServicio = (hoy: string) => (s: ServicioPuesto | null): ValoresServicio =>
  s
    ? {
        descripcion: s.descripcion,
        tipo: s.tipo,
        hora_inicio: s.hora_inicio,
        hora_fin: s.hora_fin,
        dias: textoDeDias(s.dias),
        vigilantes: s.vigilantes,
        fecha_alta: s.fecha_alta,
        observaciones: s.observaciones ?? '',
      }
    : { descripcion: '', tipo: '', hora_inicio: '', hora_fin: '', dias: '1,2,3,4,5,6,7', vigilantes: 1, fecha_alta: hoy, observaciones: '' };

/** Los cambios de updateSync a partir de lo cambiado en el formulario. */
export const cambiosServicio = (c: Partial<ValoresServicio>): Partial<ServicioPuesto> => {
  const salida: Partial<ServicioPuesto> = {};
  if (c.descripcion !== undefined) salida.descripcion = c.descripcion;
  if (c.tipo !== undefined && esTipo(c.tipo)) salida.tipo = c.tipo;
  if (c.hora_inicio !== undefined) salida.hora_inicio = c.hora_inicio;
  if (c.hora_fin !== undefined) salida.hora_fin = c.hora_fin;
  if (c.dias !== undefined) salida.dias = diasDeTexto(c.dias);
  if (c.vigilantes !== undefined && c.vigilantes !== null) salida.vigilantes = c.vigilantes;
  if (c.fecha_alta !== undefined && c.fecha_alta !== null) salida.fecha_alta = c.fecha_alta;
  if (c.observaciones !== undefined) salida.observaciones = c.observaciones === '' ? null : c.observaciones;
  return salida;
};

/** El servicio nuevo de insertSync (valores ya validados). */
export const documentoServicio = (v: ValoresServicio, idpuesto_servicio: string, id: string): ServicioPuesto => ({
  idpuesto_servicio_servicio: id,
  idpuesto_servicio,
  descripcion: v.descripcion,
  tipo: esTipo(v.tipo) ? v.tipo : 'vigilancia',
  hora_inicio: v.hora_inicio,
  hora_fin: v.hora_fin,
  dias: diasDeTexto(v.dias),
  vigilantes: v.vigilantes ?? 1,
  fecha_alta: v.fecha_alta ?? '',
  fecha_baja: null,
  observaciones: v.observaciones === '' ? null : v.observaciones,
  estado: 1,
});

const OPCIONES_TIPO = [{ valor: '', etiqueta: T.eligeTipo }, ...Object.entries(TIPOS_SERVICIO).map(([valor, etiqueta]) => ({ valor, etiqueta }))];

export const formularioServicio = (motor: Pick<MotorSync, 'mutate'>, idpuesto_servicio: string, nuevoId: () => string = () => crypto.randomUUID()) =>
  declararFormulario<ValoresServicio, ServicioPuesto | null>({
    entidad: 'puestoservicioservicio',
    campos: [
      { campo: 'descripcion', tipo: 'texto', etiqueta: E.descripcion, requerido: true, normalizar: recortar },
      { campo: 'tipo', tipo: 'seleccion', etiqueta: E.tipo, requerido: true, mensajeRequerido: T.eligeTipo, opciones: OPCIONES_TIPO },
      { campo: 'hora_inicio', tipo: 'hora', etiqueta: E.hora_inicio, requerido: true, pasoMinutos: 15 },
      { campo: 'hora_fin', tipo: 'hora', etiqueta: E.hora_fin, requerido: true, pasoMinutos: 15 },
      {
        campo: 'dias',
        tipo: 'propio',
        etiqueta: E.dias,
        requerido: true,
        mensajeRequerido: T.eligeDias,
        normalizar: (v) => textoDeDias(diasDeTexto(v)),
        pintar: ({ valor, alCambiar, error, etiqueta, requerido, desactivado }) => createElement(SelectorDias, { valor, alCambiar, error, etiqueta, requerido, desactivado }),
      },
      { campo: 'vigilantes', tipo: 'numero', etiqueta: E.vigilantes, requerido: true, decimales: 0, minimo: 1, maximoValor: 50 },
      { campo: 'fecha_alta', tipo: 'fecha', etiqueta: E.fecha_alta, requerido: true },
      { campo: 'observaciones', tipo: 'area', etiqueta: E.observaciones, maximo: 4000, filas: 3, normalizar: recortar },
    ],
    enviar: ({ valores, cambios, registro }) =>
      registro === null
        ? motor.mutate('puestoServicioServicio.insertSync', { doc: documentoServicio(valores, idpuesto_servicio, nuevoId()) })
        : motor.mutate('puestoServicioServicio.updateSync', { id: registro.idpuesto_servicio_servicio, cambios: cambiosServicio(cambios) }),
  });
