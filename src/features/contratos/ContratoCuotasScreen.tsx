/**
 * Cuotas de un contrato (/contratos/{id}/cuotas): n.º (enlace a la cuota), vencimiento, forma de pago,
 * importe y si está cobrada (con la fecha de cobro); al pie, el total y lo pendiente de cobro, sumados en
 * céntimos exactos (resumenCuotas).
 */
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { nombreFormaPago } from '../../../replication/presupuestos';
import { formatearFecha, formatearMoneda } from '../../lib/formato';
import { TablaHija, type ColumnaTablaHija } from '../../ui/tabla/TablaHija';
import { useCuotasContrato } from './consultas';
import { resumenCuotas, type Contrato, type CuotaContrato } from './contratos';
import { etiquetasCuota as E, TEXTOS_CONTRATOS, TEXTOS_CUOTAS as T } from './contratos.labels';
import { MarcoContrato } from './MarcoContrato';

export function ContratoCuotasScreen({ idcontrato }: { idcontrato: string }) {
  return (
    <MarcoContrato idcontrato={idcontrato} titulo={T.titulo}>
      {(contrato) => <CuotasContrato contrato={contrato} />}
    </MarcoContrato>
  );
}

/** 'Sí, el 05/03/2025' o 'No'. */
export const textoCobrada = (q: Pick<CuotaContrato, 'cobrada' | 'fcobro'>): string =>
  q.cobrada ? (q.fcobro ? T.cobradaEl(formatearFecha(q.fcobro)) : TEXTOS_CONTRATOS.si) : TEXTOS_CONTRATOS.no;

function CuotasContrato({ contrato }: { contrato: Contrato }) {
  const { idcontrato } = contrato;
  const cuotas = useCuotasContrato(idcontrato);
  const columnas = useMemo<readonly ColumnaTablaHija<CuotaContrato>[]>(
    () => [
      {
        id: 'numero',
        cabecera: E.numero,
        tipo: 'numero',
        cabeceraFila: true,
        valor: (q) => q.numero,
        celda: (q) => (
          <Link to="/contratos/$idcontrato/cuotas/$idcontrato_cuota" params={{ idcontrato, idcontrato_cuota: q.idcontrato_cuota }} aria-label={T.cuota(q.numero)}>
            {q.numero}
          </Link>
        ),
      },
      { id: 'fecha', cabecera: E.fecha, tipo: 'fecha', valor: (q) => q.fecha },
      { id: 'forma_pago', cabecera: E.forma_pago, tipo: 'texto', valor: (q) => nombreFormaPago(q.forma_pago) },
      { id: 'importe', cabecera: E.importe, tipo: 'importe', valor: (q) => q.importe, pie: (qs) => formatearMoneda(resumenCuotas(qs).total), testIdPie: 'total' },
      {
        id: 'cobrada',
        cabecera: E.cobrada,
        tipo: 'texto',
        valor: textoCobrada,
        pie: (qs) => T.pendiente(formatearMoneda(resumenCuotas(qs).pendiente)),
        testIdPie: 'pendiente',
      },
    ],
    [idcontrato],
  );
  if (cuotas === undefined) return <p role="status">{TEXTOS_CONTRATOS.cargando}</p>;
  return (
    <TablaHija
      titulo={T.tabla}
      columnas={columnas}
      filas={cuotas}
      claveFila={(q) => q.idcontrato_cuota}
      atributosFila={() => ({ 'data-testid': 'cuota' })}
      vacio={T.vacio}
      etiquetaPie={T.total}
    />
  );
}
