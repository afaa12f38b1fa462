/**
 * Formulario declarado de una línea de la operación (alta y modificación): descripción, unidades,
 * precio y descuento, con los textos de error del servidor; el pie enseña el importe de la línea
 * (importeLinea, la misma regla que guarda `derivar`). Manda loperacionCrm.insertSync / updateSync.
 */
import type { MotorSync } from '../../../replication/cliente';
import { MENSAJES_COMERCIAL } from '../../../replication/validacion-comercial';
import { importeLinea } from '../../../schemas';
import { declararFormulario } from '../../ui/formulario/declaracion';
import type { LineaOperacion } from './operaciones';
import { etiquetasLineaOperacion as E } from './operaciones.labels';

export interface ValoresLinea {
  descripcion: string;
  unidades: number | null;
  precio: number | null;
  dto: number | null;
}

export const valoresLinea = (l: LineaOperacion | null): ValoresLinea =>
  l ? { descripcion: l.descripcion, unidades: l.unidades, precio: l.precio, dto: l.dto } : { descripcion: '', unidades: 1, precio: null, dto: 0 };

/** El importe que tendrá la línea con estos valores (0 si falta alguno). */
export const importeDeValores = (v: ValoresLinea): number => (v.unidades === null || v.precio === null ? 0 : importeLinea(v.precio, v.dto ?? 0, v.unidades));

export const formularioLinea = (motor: Pick<MotorSync, 'mutate'>, idoperacioncrm: string, nuevoId: () => string = () => crypto.randomUUID()) =>
  declararFormulario<ValoresLinea, LineaOperacion | null>({
    entidad: 'loperacioncrm',
    campos: [
      { campo: 'descripcion', tipo: 'texto', etiqueta: E.descripcion, requerido: true, maximo: 200, normalizar: (v) => v.trim() },
      { campo: 'unidades', tipo: 'numero', etiqueta: E.unidades, requerido: true, decimales: 2, reglas: [(v) => (v !== null && v <= 0 ? MENSAJES_COMERCIAL.unidades : null)] },
      { campo: 'precio', tipo: 'importe', etiqueta: E.precio, requerido: true, reglas: [(v) => (v !== null && v < 0 ? MENSAJES_COMERCIAL.precio : null)] },
      { campo: 'dto', tipo: 'numero', etiqueta: E.dto, requerido: true, decimales: 2, reglas: [(v) => (v !== null && (v < 0 || v > 100) ? MENSAJES_COMERCIAL.dto : null)] },
    ],
    boton: 'Guardar línea',
    enviar: ({ valores, cambios, registro }) => {
      if (registro !== null) {
        const c: Partial<LineaOperacion> = {};
        if (cambios.descripcion !== undefined) c.descripcion = cambios.descripcion;
        if (cambios.unidades !== undefined && cambios.unidades !== null) c.unidades = cambios.unidades;
        if (cambios.precio !== undefined && cambios.precio !== null) c.precio = cambios.precio;
        if (cambios.dto !== undefined && cambios.dto !== null) c.dto = cambios.dto;
        return motor.mutate('loperacionCrm.updateSync', { id: registro.idloperacioncrm, cambios: c });
      }
      const doc = {
        idloperacioncrm: nuevoId(),
        idoperacioncrm,
        idarticulo: null,
        descripcion: valores.descripcion,
        unidades: valores.unidades ?? 1,
        precio: valores.precio ?? 0,
        dto: valores.dto ?? 0,
        estado: 1,
      };
      return motor.mutate('loperacionCrm.insertSync', { doc });
    },
  });
