/**
 * La cartera del comercial (/clientes/cartera): los clientes cuyo clientecomercial es del comercial de la
 * sesión, con sus sistemas activos y su deuda pendiente en EUR (facturas pendientes, de dudoso cobro o
 * parcialmente cobradas), los totales en el pie y tres cifras de resumen.
 */
import { Link } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import { usePorIds } from '../../app/usePorIds';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { formatearEntero, formatearMoneda } from '../../lib/formato';
import { TablaHija, type ColumnaTablaHija } from '../../ui/tabla/TablaHija';
import { filasCartera, resumenCartera, type FilaCartera } from './cartera';
import { etiquetasCartera, SIN_CARTERA, SIN_COMERCIAL, TITULO_CARTERA, VOLVER_LISTA } from './clientes.labels';

const columnas: readonly ColumnaTablaHija<FilaCartera>[] = [
  { id: 'codigo', cabecera: etiquetasCartera.codigo, tipo: 'codigo', valor: (f) => f.codigo },
  {
    id: 'nombre',
    cabecera: etiquetasCartera.nombre,
    tipo: 'texto',
    cabeceraFila: true,
    valor: (f) => f.nombre,
    celda: (f) => (
      <Link to="/clientes/$idcliente" params={{ idcliente: f.idcliente }}>
        {f.nombre}
      </Link>
    ),
  },
  { id: 'sistemas', cabecera: etiquetasCartera.sistemas, tipo: 'numero', valor: (f) => f.sistemas, pie: (fs) => formatearEntero(resumenCartera(fs).sistemas) },
  { id: 'deuda', cabecera: etiquetasCartera.deuda, tipo: 'importe', valor: (f) => f.deuda, pie: (fs) => formatearMoneda(resumenCartera(fs).deuda), testIdPie: 'deuda-cartera' },
  {
    id: 'facturas',
    cabecera: etiquetasCartera.facturas,
    tipo: 'acciones',
    celda: (f) => (
      <Link to="/facturas/clientes/$idcliente" params={{ idcliente: f.idcliente }} aria-label={`Facturas de ${f.nombre}`}>
        {etiquetasCartera.facturas}
      </Link>
    ),
  },
];

export function CarteraScreen() {
  const { db, sesion } = useVigia();
  const idTitulo = useId();
  const idcomercial = sesion.usuario.idcomercial;
  const { resultado: asignaciones } = useRxQuery(
    () => (idcomercial ? db.clientecomercial.find({ selector: { idcomercial: { $eq: idcomercial }, estado: { $gt: 0 } } }) : null),
    [db, idcomercial],
  );
  const ids = useMemo(() => [...new Set((asignaciones ?? []).map((a) => a.idcliente))].sort(), [asignaciones]);
  const clientes = usePorIds('cliente', ids);
  const { resultado: sistemas } = useRxQuery(() => db.sistema.find({ selector: { idcliente: { $in: ids } } }), [db, ids]);
  const { resultado: facturas } = useRxQuery(() => db.factura.find({ selector: { idcliente: { $in: ids } } }), [db, ids]);

  const filas = useMemo(() => {
    const docs = ids.flatMap((id) => {
      const c = clientes?.get(id);
      return c ? [c] : [];
    });
    docs.sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
    return filasCartera(docs, sistemas ?? [], facturas ?? []);
  }, [ids, clientes, sistemas, facturas]);
  const resumen = resumenCartera(filas);

  return (
    <div className="pantalla">
      <h1 id={idTitulo}>{TITULO_CARTERA}</h1>
      {!idcomercial ? (
        <p className="vacio">{SIN_COMERCIAL}</p>
      ) : (
        <>
          <dl className="detalle detalle-cifras resumen-cifras tarjeta">
            <div>
              <dt>{etiquetasCartera.clientes}</dt>
              <dd data-testid="cartera-clientes">{formatearEntero(resumen.clientes)}</dd>
            </div>
            <div>
              <dt>{etiquetasCartera.sistemas}</dt>
              <dd data-testid="cartera-sistemas">{formatearEntero(resumen.sistemas)}</dd>
            </div>
            <div>
              <dt>{etiquetasCartera.deuda}</dt>
              <dd data-testid="cartera-deuda">{formatearMoneda(resumen.deuda)}</dd>
            </div>
          </dl>
          <TablaHija
            etiquetadaPor={idTitulo}
            columnas={columnas}
            filas={filas}
            claveFila={(f) => f.idcliente}
            vacio={asignaciones === undefined ? undefined : SIN_CARTERA}
            etiquetaPie="Total"
          />
        </>
      )}
      <p>
        <Link to="/clientes/">{VOLVER_LISTA}</Link>
      </p>
    </div>
  );
}
