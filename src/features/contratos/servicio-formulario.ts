/**
 * Formulario declarado de un servicio contratado nuevo (mantenimiento, conexión a CRA…): concepto,
 * periodicidad, importe (no negativo), fecha de alta (hoy, si no se cambia) y observaciones. Manda
 * servicioContratado.insertSync con un id del dispositivo; darlo de baja pone la fecha de baja de hoy.
 */
import type { MotorSync } from '../../../replication/cliente';
import { MENSAJES_COMERCIAL } from '../../../replication/validacion-comercial';
import { declararFormulario } from '../../ui/formulario/declaracion';
import { esPeriodicidad, OPCIONES_PERIODICIDAD, type ServicioContratado } from './contratos';
import { etiquetasServicio as E, TEXTOS_SERVICIOS as T } from './contratos.labels';
import { textoONulo } from '../../lib/texto';

export interface ValoresServicio {
  concepto: string;
  periodicidad: string;
  importe: number | null;
  fecha_alta: string | null;
  observaciones: string;
}

export const valoresServicioNuevo = (hoy: string): ValoresServicio => ({ concepto: '', periodicidad: '', importe: null, fecha_alta: hoy, observaciones: '' });

/** El servicio de insertSync (valores ya validados). */
export const documentoServicio = (v: ValoresServicio, idcontrato: string, id: string): ServicioContratado => ({
  idservicio_contratado: id,
  idcontrato,
  concepto: v.concepto.trim(),
  periodicidad: esPeriodicidad(v.periodicidad) ? v.periodicidad : 'mensual',
  importe: v.importe ?? 0,
  fecha_alta: v.fecha_alta ?? '',
  fecha_baja: null,
  observaciones: textoONulo(v.observaciones),
  estado: 1,
});

/** 'Dar de baja': la fecha de baja de hoy. */
export const cambiosBaja = (hoy: string): Pick<ServicioContratado, 'fecha_baja'> => ({ fecha_baja: hoy });

export const formularioServicio = (motor: Pick<MotorSync, 'mutate'>, idcontrato: string, nuevoId: () => string = () => crypto.randomUUID()) =>
  declararFormulario<ValoresServicio>({
    entidad: 'serviciocontratado',
    campos: [
      { campo: 'concepto', tipo: 'texto', etiqueta: E.concepto, maximo: 200, normalizar: (v) => v.trim() },
      { campo: 'periodicidad', tipo: 'seleccion', etiqueta: E.periodicidad, opciones: [{ valor: '', etiqueta: T.elige }, ...OPCIONES_PERIODICIDAD] },
      { campo: 'importe', tipo: 'importe', etiqueta: E.importe, requerido: true, reglas: [(v) => (v !== null && v < 0 ? MENSAJES_COMERCIAL.importe : null)] },
      { campo: 'fecha_alta', tipo: 'fecha', etiqueta: E.fecha_alta },
      { campo: 'observaciones', tipo: 'area', etiqueta: E.observaciones, maximo: 4000, filas: 3 },
    ],
    mensaje: T.anadido,
    boton: 'Añadir',
    enviar: ({ valores }) => motor.mutate('servicioContratado.insertSync', { doc: documentoServicio(valores, idcontrato, nuevoId()) }),
  });
