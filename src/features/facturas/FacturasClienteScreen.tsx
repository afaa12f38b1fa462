/**
 * Facturas de un cliente (/facturas/clientes/{idcliente}): tabla con número, fechas, concepto, total,
 * cobrado y pendiente en EUR y el estado de la deuda; filtro por estado y totales en el pie.
 */
import { Link } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import type { DocDe } from '../../../schemas';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { formatearMoneda } from '../../lib/formato';
import { Documento } from '../../ui/documento/Documento';
import { TablaHija, type ColumnaTablaHija } from '../../ui/tabla/TablaHija';
import { etiquetaEstadoDeuda, pendienteFactura, totalesFacturas } from './deuda';
import { ESTADOS_DEUDA, ETIQUETA_FILTRO_ESTADO, etiquetasEstadoDeuda, etiquetasFactura, SIN_FACTURAS, TITULO_FACTURAS, TODOS_LOS_ESTADOS, VOLVER_CLIENTE } from './facturas.labels';

type Factura = DocDe<'factura'>;

const columnas: readonly ColumnaTablaHija<Factura>[] = [
  { id: 'numero', cabecera: etiquetasFactura.numero, tipo: 'codigo', valor: (f) => f.numero, cabeceraFila: true },
  { id: 'fecha', cabecera: etiquetasFactura.fecha, tipo: 'fecha', valor: (f) => f.fecha },
  { id: 'fvencimiento', cabecera: etiquetasFactura.fvencimiento, tipo: 'fecha', valor: (f) => f.fvencimiento },
  { id: 'concepto', cabecera: etiquetasFactura.concepto, tipo: 'texto', valor: (f) => f.concepto ?? '' },
  { id: 'estado_deuda', cabecera: etiquetasFactura.estado_deuda, tipo: 'texto', valor: (f) => etiquetaEstadoDeuda(f.estado_deuda) },
  { id: 'total', cabecera: etiquetasFactura.total, tipo: 'importe', valor: (f) => f.total, pie: (fs) => formatearMoneda(totalesFacturas(fs).total), testIdPie: 'total-facturas' },
  { id: 'cobrado', cabecera: etiquetasFactura.cobrado, tipo: 'importe', valor: (f) => f.cobrado, pie: (fs) => formatearMoneda(totalesFacturas(fs).cobrado), testIdPie: 'total-cobrado' },
  {
    id: 'pendiente',
    cabecera: etiquetasFactura.pendiente,
    tipo: 'importe',
    valor: pendienteFactura,
    pie: (fs) => formatearMoneda(totalesFacturas(fs).pendiente),
    testIdPie: 'total-pendiente',
  },
];

export function FacturasClienteScreen({ idcliente }: { idcliente: string }) {
  return (
    <Documento coleccion="cliente" id={idcliente} nombre="Cliente" volver={<Link to="/clientes/">Volver a Clientes</Link>}>
      {(cliente) => <Facturas cliente={cliente} />}
    </Documento>
  );
}

function Facturas({ cliente }: { cliente: DocDe<'cliente'> }) {
  const { db } = useVigia();
  const { idcliente } = cliente;
  const idTitulo = useId();
  const idFiltro = useId();
  const [estado, setEstado] = useState('');
  const { resultado } = useRxQuery(() => db.factura.find({ selector: { idcliente: { $eq: idcliente }, estado: { $gt: 0 } }, sort: [{ fecha: 'desc' }] }), [db, idcliente]);
  const filas = useMemo(() => (resultado ?? []).filter((f) => estado === '' || String(f.estado_deuda) === estado), [resultado, estado]);
  return (
    <div className="pantalla">
      <h1 id={idTitulo}>{`${TITULO_FACTURAS} de ${cliente.nombre}`}</h1>
      <p>
        <label htmlFor={idFiltro}>{ETIQUETA_FILTRO_ESTADO}</label>{' '}
        <select id={idFiltro} value={estado} onChange={(e) => setEstado(e.target.value)}>
          <option value="">{TODOS_LOS_ESTADOS}</option>
          {ESTADOS_DEUDA.map((e) => (
            <option key={e} value={String(e)}>
              {etiquetasEstadoDeuda[e]}
            </option>
          ))}
        </select>
      </p>
      <TablaHija
        etiquetadaPor={idTitulo}
        columnas={columnas}
        filas={filas}
        claveFila={(f) => f.idfactura}
        vacio={resultado === undefined ? undefined : SIN_FACTURAS}
        etiquetaPie="Total"
      />
      <p>
        <Link to="/clientes/$idcliente" params={{ idcliente }}>
          {VOLVER_CLIENTE}
        </Link>
      </p>
    </div>
  );
}
