/**
 * Versión 65, solo de `movimientostock` (las demás siguen en la suya, decisión 46): el motivo 'pedido', la
 * salida del almacén al servir un pedido y la entrada en la furgoneta del técnico que lo pidió (issue 17).
 * Los documentos de la 64 valen tal cual: el paso es la identidad.
 */
import type { ColeccionCualquiera } from '../schemas';
import type { CambioEsquema, PasoMigracion } from './tipos';

/** Lo que la 65 cambió, por colección (sirve para derivar los esquemas anteriores). */
export const CAMBIOS_V65: Partial<Record<ColeccionCualquiera, CambioEsquema>> = {
  movimientostock: { antes: { motivo: { type: 'string', enum: ['instalacion', 'devolucion', 'descarga', 'ajuste'] } } },
};

export const pasosV65: Partial<Record<ColeccionCualquiera, PasoMigracion>> = {
  movimientostock: (doc) => doc,
};
