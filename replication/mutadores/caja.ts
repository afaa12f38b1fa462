/**
 * Caja (issue 17): las reglas de escritura de los movimientos genéricos (movimientoCaja.insertSync /
 * updateSync): la caja tiene que estar abierta y el movimiento de un cobro no se toca a mano. El movimiento de un cobro lo escribe cobro.insertSync
 * (replication/mutadores/tecnico.ts) en la caja del técnico que cobra, en la misma Tx que el cobro.
 */
import { MENSAJES_CAJA } from '../caja';
import type { ReglasEscritura } from '../reglas-escritura';

export const REGLAS_ESCRITURA_CAJA: ReglasEscritura = {
  movimientocaja: {
    padre: { coleccion: 'caja', campo: 'idcaja' },
    bloqueo: (caja) => (typeof caja.estado === 'number' && caja.estado > 0 ? null : MENSAJES_CAJA.cajaCerrada),
    documento: (mov) => (typeof mov.idcobro === 'string' && mov.idcobro !== '' ? MENSAJES_CAJA.deCobro : null),
  },
};
