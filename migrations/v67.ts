/**
 * Versión 67 (issue 32, los movimientos de caja en la ventana de historia; las demás colecciones siguen
 * donde estaban): la caja guarda su saldo consolidado (`saldo`, que mantienen los mutadores de sus
 * movimientos) y el movimiento su último cambio (`actualizado`, que con su fecha decide su mes de historia).
 * Una caja de antes queda con `saldo` null: el dispositivo aún tiene todos sus movimientos y la pantalla
 * suma esos hasta que baja la caja con su saldo (la migración 168 del servidor anota todas las cajas en el
 * registro). Un movimiento de antes toma como último cambio su fecha, como hace la 168 en el servidor.
 */
import type { ColeccionCualquiera } from '../schemas';
import type { CambioEsquema, DocMigrado, PasoMigracion } from './tipos';

/** Lo que la 67 cambió, por colección (sirve para derivar los esquemas 66). */
export const CAMBIOS_V67: Partial<Record<ColeccionCualquiera, CambioEsquema>> = {
  caja: { campos: ['saldo'] },
  movimientocaja: { campos: ['actualizado'] },
};

/** Una caja de la 66 en la 67: sin saldo consolidado aún (null), que llega con la próxima descarga. */
export const cajaV67: PasoMigracion = (doc: DocMigrado) => ({ ...doc, saldo: null });

/** Un movimiento de la 66 en la 67: su último cambio conocido es su fecha. */
export const movimientoCajaV67: PasoMigracion = (doc: DocMigrado) => ({ ...doc, actualizado: doc.fecha });

export const pasosV67: Partial<Record<ColeccionCualquiera, PasoMigracion>> = { caja: cajaV67, movimientocaja: movimientoCajaV67 };
