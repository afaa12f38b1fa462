/**
 * Formulario declarado de un mantenimiento del presupuesto (alta y modificación): concepto, periodicidad
 * (PERIODICIDADES), importe sin IVA (≥ 0) y observaciones, con los textos de error del servidor. Manda
 * mantPresupuesto.insertSync / updateSync. Sus columnas sirven a la tabla editable y a la revisión congelada.
 */
import type { MotorSync } from '../../../replication/cliente';
import { MAX_NOMBRE, MAX_OBSERVACIONES, MENSAJES_COMERCIAL } from '../../../replication/validacion-comercial';
import { declararFormulario } from '../../ui/formulario/declaracion';
import type { ColumnaTablaHija } from '../../ui/tabla/TablaHija';
import { esPeriodicidad, nombrePeriodicidad, OPCIONES_PERIODICIDAD } from './mantenimiento';
import type { MantPresupuesto } from './presupuestos';
import { etiquetasMant as E, TEXTOS_MANT as T } from './subpantallas.labels';
import { recortar } from '../../lib/texto';

export interface ValoresMant {
  concepto: string;
  /** Una de PERIODICIDADES. */
  periodicidad: string;
  importe: number | null;
  observaciones: string;
}

export const valoresMant = (m: MantPresupuesto | null): ValoresMant =>
  m
    ? { concepto: m.concepto, periodicidad: m.periodicidad, importe: m.importe, observaciones: m.observaciones ?? '' }
    : { concepto: '', periodicidad: 'mensual', importe: null, observaciones: '' };

export const formularioMant = (motor: Pick<MotorSync, 'mutate'>, idpresupuestocli: string, nuevoId: () => string = () => crypto.randomUUID()) =>
  declararFormulario<ValoresMant, MantPresupuesto | null>({
    entidad: 'mantpresupuesto',
    campos: [
      { campo: 'concepto', tipo: 'texto', etiqueta: E.concepto, ayuda: E.ayudaConcepto, requerido: true, maximo: MAX_NOMBRE, normalizar: recortar },
      {
        campo: 'periodicidad',
        tipo: 'seleccion',
        etiqueta: E.periodicidad,
        requerido: true,
        mensajeRequerido: T.eligePeriodicidad,
        opciones: OPCIONES_PERIODICIDAD,
        reglas: [(v) => (esPeriodicidad(v) ? null : T.eligePeriodicidad)],
      },
      { campo: 'importe', tipo: 'importe', etiqueta: E.importe, requerido: true, reglas: [(v) => (v !== null && v < 0 ? MENSAJES_COMERCIAL.importe : null)] },
      { campo: 'observaciones', tipo: 'area', etiqueta: E.observaciones, maximo: MAX_OBSERVACIONES, normalizar: recortar },
    ],
    boton: T.boton,
    enviar: ({ valores, cambios, registro }) => {
      if (!esPeriodicidad(valores.periodicidad)) return Promise.reject(new Error(T.eligePeriodicidad));
      if (registro !== null) {
        const c: Partial<MantPresupuesto> = {};
        if (cambios.concepto !== undefined) c.concepto = cambios.concepto;
        if (cambios.periodicidad !== undefined) c.periodicidad = valores.periodicidad;
        if (cambios.importe !== undefined && cambios.importe !== null) c.importe = cambios.importe;
        if (cambios.observaciones !== undefined) c.observaciones = cambios.observaciones || null;
        return motor.mutate('mantPresupuesto.updateSync', { id: registro.idmant_presupuesto, cambios: c });
      }
      const doc = {
        idmant_presupuesto: nuevoId(),
        idpresupuestocli,
        concepto: valores.concepto,
        periodicidad: valores.periodicidad,
        importe: valores.importe ?? 0,
        observaciones: valores.observaciones || null,
        estado: 1,
      } satisfies MantPresupuesto;
      return motor.mutate('mantPresupuesto.insertSync', { doc });
    },
  });

/** Las columnas de una tabla de mantenimiento. */
export const COLUMNAS_MANT: readonly ColumnaTablaHija<MantPresupuesto>[] = [
  { id: 'concepto', cabecera: E.concepto, tipo: 'texto', cabeceraFila: true, valor: (m) => m.concepto },
  { id: 'periodicidad', cabecera: E.periodicidad, tipo: 'texto', valor: (m) => nombrePeriodicidad(m.periodicidad) },
  { id: 'importe', cabecera: E.importe, tipo: 'importe', valor: (m) => m.importe, testId: 'importe' },
  { id: 'observaciones', cabecera: E.observaciones, tipo: 'texto', valor: (m) => m.observaciones ?? '' },
];
