/**
 * Lo que las pantallas de la caja leen del dispositivo: las cajas del usuario (las de su delegación y la
 * suya, ordenadas), todos los movimientos activos de una caja (por su índice; el saldo acumulado se calcula
 * sobre todos, no sobre la página que se ve) con sus saldos, y los justificantes de un movimiento.
 */
import { useMemo } from 'react';
import { saldoCaja, saldosAcumulados } from '../../../replication/caja';
import { usePorIds } from '../../app/usePorIds';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { IDTABLA_MOVIMIENTO_CAJA, ordenarCajas, selectorCajas, type Caja, type MovimientoCaja } from './movimientos-caja';

/**
 * Las cajas que el usuario puede elegir y, si la dirección pide otra (el administrador abre la de un técnico
 * de otra delegación), también esa, leída por id: elegir otra caja de la lista no cambia la consulta.
 * undefined mientras se leen.
 */
export const useCajasUsuario = (pedida?: string): readonly Caja[] | undefined => {
  const { db, sesion } = useVigia();
  const { iddelegacion, idtecnico } = sesion.usuario;
  const selector = useMemo(() => selectorCajas({ iddelegacion, idtecnico }), [iddelegacion, idtecnico]);
  const { resultado } = useRxQuery(() => db.caja.find({ selector }), [db, selector]);
  const fuera = resultado !== undefined && pedida !== undefined && !resultado.some((c) => c.idcaja === pedida);
  const pedidas = usePorIds('caja', fuera && pedida !== undefined ? [pedida] : []);
  return useMemo(() => {
    if (resultado === undefined || pedidas === undefined) return undefined;
    const extra = [...pedidas.values()].filter((c) => c.estado > 0);
    return ordenarCajas([...resultado, ...extra], idtecnico);
  }, [resultado, pedidas, idtecnico]);
};

export interface SaldosCaja {
  movimientos: readonly MovimientoCaja[];
  /** Saldo tras cada movimiento activo (por idmovcaja). */
  porMovimiento: ReadonlyMap<string, number>;
  actual: number;
}

/** Todos los movimientos activos de la caja y sus saldos (reactivo); undefined mientras se leen. */
export const useSaldosCaja = (caja: Pick<Caja, 'idcaja' | 'saldo_inicial'> | undefined): SaldosCaja | undefined => {
  const { db } = useVigia();
  const idcaja = caja?.idcaja;
  const { resultado } = useRxQuery(
    () => (idcaja === undefined ? null : db.movimientocaja.find({ selector: { idcaja: { $eq: idcaja }, estado: { $gt: 0 } } })),
    [db, idcaja],
  );
  const saldoInicial = caja?.saldo_inicial;
  return useMemo(() => {
    if (resultado === undefined || saldoInicial === undefined) return undefined;
    return { movimientos: resultado, porMovimiento: saldosAcumulados(saldoInicial, resultado), actual: saldoCaja(saldoInicial, resultado) };
  }, [resultado, saldoInicial]);
};

/** Los justificantes activos de un movimiento, el más reciente primero; undefined mientras se leen. */
export const useJustificantes = (idmovcaja: string) => {
  const { db } = useVigia();
  const { resultado } = useRxQuery(
    () => db.fichero.find({ selector: { id: { $eq: idmovcaja }, idtabla: { $eq: IDTABLA_MOVIMIENTO_CAJA }, estado: { $gt: 0 } } }),
    [db, idmovcaja],
  );
  return useMemo(() => resultado && [...resultado].sort((a, b) => b.creado.localeCompare(a.creado)), [resultado]);
};
