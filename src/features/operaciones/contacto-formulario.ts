/**
 * Formulario declarado de un contacto de seguimiento de la operación: fecha y hora (se guardan como
 * instante), tipo (llamada, visita, correo, reunión, mensaje), persona y resumen. Manda
 * contactoOperacion.insertSync con el comercial de la sesión.
 */
import type { MotorSync } from '../../../replication/cliente';
import type { DocDe } from '../../../schemas';
import { declararFormulario } from '../../ui/formulario/declaracion';
import { fechaLocal, instanteLocal } from '../tiempos/tiempos';
import { ETIQUETAS_TIPO_CONTACTO, etiquetasContacto as E, TEXTOS_CONTACTOS, type TipoContacto } from './operaciones.labels';
import { textoONulo } from '../../lib/texto';

export interface ValoresContacto {
  fecha: string | null;
  hora: string;
  tipo: string;
  persona: string;
  resumen: string;
}

const TIPOS = Object.keys(ETIQUETAS_TIPO_CONTACTO) as TipoContacto[];
const esTipo = (v: string): v is TipoContacto => (TIPOS as string[]).includes(v);

export const valoresContacto = (ahora: Date): ValoresContacto => ({ fecha: fechaLocal(ahora), hora: '', tipo: 'llamada', persona: '', resumen: '' });

/** El documento del contacto (valores ya validados). */
export const documentoContacto = (v: ValoresContacto, idoperacioncrm: string, idcomercial: string | null, id: string): DocDe<'contactooperacion'> => ({
  idcontacto_operacion: id,
  idoperacioncrm,
  fecha: instanteLocal(v.fecha ?? '', v.hora) ?? new Date().toISOString(),
  tipo: esTipo(v.tipo) ? v.tipo : 'llamada',
  persona: textoONulo(v.persona),
  resumen: v.resumen.trim(),
  idcomercial,
  estado: 1,
});

export const formularioContacto = (motor: Pick<MotorSync, 'mutate'>, idoperacioncrm: string, idcomercial: string | null) =>
  declararFormulario<ValoresContacto>({
    entidad: 'contactooperacion',
    campos: [
      { campo: 'fecha', tipo: 'fecha', etiqueta: E.fecha, requerido: true },
      { campo: 'hora', tipo: 'hora', etiqueta: E.hora, requerido: true, pasoMinutos: 5 },
      { campo: 'tipo', tipo: 'seleccion', etiqueta: E.tipo, requerido: true, opciones: TIPOS.map((t) => ({ valor: t, etiqueta: ETIQUETAS_TIPO_CONTACTO[t] })) },
      { campo: 'persona', tipo: 'texto', etiqueta: E.persona, maximo: 200 },
      { campo: 'resumen', tipo: 'area', etiqueta: E.resumen, requerido: true, maximo: 2000, filas: 4 },
    ],
    mensaje: TEXTOS_CONTACTOS.anadido,
    boton: 'Añadir',
    enviar: ({ valores }) => motor.mutate('contactoOperacion.insertSync', { doc: documentoContacto(valores, idoperacioncrm, idcomercial, crypto.randomUUID()) }),
  });
