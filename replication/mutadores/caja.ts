/**
 * Caja (issue 17): las reglas de escritura de los movimientos genéricos (movimientoCaja.insertSync /
 * updateSync): la caja tiene que estar abierta y el movimiento de un cobro no se toca a mano. El movimiento de un cobro lo escribe cobro.insertSync
 * (replication/mutadores/tecnico.ts) en la caja del técnico que cobra, en la misma Tx que el cobro.
 *
 * El saldo consolidado de la caja (issue 32, `caja.saldo`): cada alta, edición o anulación de un movimiento
 * le suma su diferencia (`sumarAlSaldoCaja`) en la misma Tx, en los dos lados. En el servidor el mutador se
 * vuelve a ejecutar con su estado (la caja leída `for update`, el movimiento de antes el suyo), así que dos
 * dispositivos que añaden movimientos sin conexión a la misma caja acaban con la suma de los dos.
 */
import { MENSAJES_CAJA, saldoCaja, saldoTrasCambio, type MovimientoSaldo } from '../caja';
import { noExiste } from '../mutador';
import type { ReglasEscritura } from '../reglas-escritura';
import type { Doc, Tx } from '../tx';

type MovimientoCambio = Pick<MovimientoSaldo, 'tipo' | 'importe' | 'estado'> & { idcaja: string };

const comoMovimiento = (d: Doc | null): MovimientoCambio | null =>
  d !== null && typeof d.idcaja === 'string' && (d.tipo === 'ingreso' || d.tipo === 'gasto') && typeof d.importe === 'number' && typeof d.estado === 'number'
    ? { idcaja: d.idcaja, tipo: d.tipo, importe: d.importe, estado: d.estado }
    : null;

/**
 * Suma al saldo consolidado de la caja lo que cambia un movimiento ya escrito en la Tx (alta: `antes` null).
 * Una caja sin saldo aún (null: un dispositivo que actualizó la app y no ha bajado la caja de nuevo, que
 * todavía tiene todos sus movimientos) lo toma de la suma de sus movimientos, ya con este escrito.
 */
export const sumarAlSaldoCaja = async (tx: Tx, cambio: { antes: Doc | null; despues: Doc | null }): Promise<void> => {
  const antes = comoMovimiento(cambio.antes);
  const despues = comoMovimiento(cambio.despues);
  const ids = [...new Set([antes?.idcaja, despues?.idcaja].filter((id): id is string => id !== undefined))];
  for (const idcaja of ids) {
    const caja = await tx.get('caja', idcaja);
    if (!caja) throw noExiste('caja', idcaja);
    const saldo =
      caja.saldo === null
        ? saldoCaja(caja.saldo_inicial, await tx.find('movimientocaja', { idcaja }))
        : saldoTrasCambio(caja.saldo, antes?.idcaja === idcaja ? antes : null, despues?.idcaja === idcaja ? despues : null);
    if (saldo !== caja.saldo) await tx.put('caja', { ...caja, saldo });
  }
};

export const REGLAS_ESCRITURA_CAJA: ReglasEscritura = {
  movimientocaja: {
    padre: { coleccion: 'caja', campo: 'idcaja' },
    bloqueo: (caja) => (typeof caja.estado === 'number' && caja.estado > 0 ? null : MENSAJES_CAJA.cajaCerrada),
    documento: (mov) => (typeof mov.idcobro === 'string' && mov.idcobro !== '' ? MENSAJES_CAJA.deCobro : null),
    alEscribir: (tx, cambio) => sumarAlSaldoCaja(tx, cambio),
  },
};
