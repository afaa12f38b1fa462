/**
 * Lo que las pantallas de la caja leen del dispositivo: las cajas del usuario (las de su delegación y la
 * suya, ordenadas), los movimientos activos de una caja que hay en el dispositivo (por su índice; el saldo
 * tras cada uno se calcula hacia atrás desde el saldo consolidado de la caja, no sobre la página que se ve)
 * con sus saldos, y los justificantes de un movimiento.
 */
import { useMemo } from 'react';
import { historialVivo } from '../../../replication/cliente';
import { saldoCaja, saldosHaciaAtras } from '../../../replication/caja';
import { usePorIds } from '../../app/usePorIds';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { IDTABLA_MOVIMIENTO_CAJA, inicioHistoriaEntera, ordenarCajas, selectorCajas, type Caja, type MovimientoCaja } from './movimientos-caja';

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
  /** Saldo tras cada movimiento activo (por idmovcaja) desde `desde`; los anteriores no tienen. */
  porMovimiento: ReadonlyMap<string, number>;
  actual: number;
  /** Desde cuándo tiene el dispositivo todos los movimientos (null: todos los que tiene cuentan). */
  desde: string | null;
}

/** Desde cuándo tiene el dispositivo la historia entera (`inicioHistoriaEntera`); undefined mientras se lee. */
export const useInicioHistoria = (): string | null | undefined => {
  const { db } = useVigia();
  const { resultado: estado } = useRxQuery(() => db.sync.findOne('estado'), [db]);
  const meses = useMemo(() => (estado === undefined ? undefined : [...(estado?.ventana ?? []), ...historialVivo(estado?.historial).map((h) => h.mes)]), [estado]);
  return useMemo(() => (meses === undefined ? undefined : inicioHistoriaEntera(meses, new Date())), [meses]);
};

/**
 * Los movimientos activos de la caja que hay en el dispositivo y sus saldos (reactivo); undefined mientras se
 * leen. El saldo actual es el consolidado de la caja (`caja.saldo`) y el de cada movimiento se calcula hacia
 * atrás desde él (`saldosHaciaAtras`): con solo la ventana de historia salen los mismos que con todos. Una
 * caja sin saldo consolidado aún (null: la app se actualizó y la caja no ha vuelto a bajar) suma los
 * movimientos del dispositivo, que entonces aún los tiene todos.
 */
export const useSaldosCaja = (caja: Pick<Caja, 'idcaja' | 'saldo_inicial' | 'saldo'> | undefined): SaldosCaja | undefined => {
  const { db } = useVigia();
  const idcaja = caja?.idcaja;
  const { resultado } = useRxQuery(
    () => (idcaja === undefined ? null : db.movimientocaja.find({ selector: { idcaja: { $eq: idcaja }, estado: { $gt: 0 } } })),
    [db, idcaja],
  );
  const inicio = useInicioHistoria();
  const saldoInicial = caja?.saldo_inicial;
  const consolidado = caja?.saldo;
  return useMemo(() => {
    if (resultado === undefined || saldoInicial === undefined || consolidado === undefined || inicio === undefined) return undefined;
    const actual = consolidado ?? saldoCaja(saldoInicial, resultado);
    const desde = consolidado === null ? null : inicio;
    return { movimientos: resultado, porMovimiento: saldosHaciaAtras(actual, resultado, desde), actual, desde };
  }, [resultado, saldoInicial, consolidado, inicio]);
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
