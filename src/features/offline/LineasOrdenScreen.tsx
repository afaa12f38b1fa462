/**
 * /offline/ordenes/{idorden_trabajo}/lineas: las líneas de la orden con importes y total (TablaLineas)
 * y, por línea, el enlace a su escandallo; /offline/ordenes/{id}/lineas/{idlorden_trabajo}/escandallo:
 * los componentes de una línea (lorden_trabajo_detalle). Todo del dispositivo, sin red; la orden y la
 * línea, con la carcasa de documento (cargando, no está, sin permiso).
 */
import { Link } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import { SIN_DOCUMENTOS, usePorIds } from '../../app/usePorIds';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { formatearMoneda } from '../../lib/formato';
import { Documento, MarcoDocumento } from '../../ui/documento/Documento';
import type { EstadoDocumento } from '../../ui/documento/estado-documento';
import { useDocumento, type DocumentoDe } from '../../ui/documento/useDocumento';
import { TablaHija } from '../../ui/tabla/TablaHija';
import { nombreOrden } from '../ordenes/ordenes.labels';
import { formatearUnidades, TablaLineas } from '../ordenes/TablaLineas';
import { lineaConImporte } from './MaterialInstalarScreen';
import { TITULO_ESCANDALLO, TITULO_LINEAS_ORDEN } from './offline.labels';
import { textoArticulo } from './SelectorArticulo';
import './offline.css';

type Orden = DocumentoDe<'ordentrabajo'>;
type LineaOrden = DocumentoDe<'lordentrabajo'>;

export interface LineasOrdenScreenProps {
  idorden_trabajo: string;
}

export function LineasOrdenScreen({ idorden_trabajo }: LineasOrdenScreenProps) {
  return (
    <Documento coleccion="ordentrabajo" id={idorden_trabajo} nombre="Orden" volver={<Link to="/offline/">Volver a los partes del dispositivo</Link>}>
      {(orden) => <LineasOrden orden={orden} />}
    </Documento>
  );
}

function LineasOrden({ orden }: { orden: Orden }) {
  const { db } = useVigia();
  const id = useId();
  const { idorden_trabajo } = orden;
  const { resultado: lineas } = useRxQuery(
    () => db.lordentrabajo.find({ selector: { idorden_trabajo: { $eq: idorden_trabajo } }, sort: [{ idlorden_trabajo: 'asc' }] }),
    [db, idorden_trabajo],
  );
  const filas = useMemo(() => (lineas ?? []).map((l) => lineaConImporte(l.idlorden_trabajo, l)), [lineas]);
  const activas = filas.filter((l) => l.estado > 0);
  return (
    <div className="pantalla">
      <h1>{TITULO_LINEAS_ORDEN}</h1>
      <p>{`${nombreOrden(orden.numero)} · ${orden.descripcion}`}</p>
      {lineas === undefined ? null : activas.length === 0 ? (
        <p className="vacio">La orden no tiene líneas</p>
      ) : (
        <>
          <TablaLineas titulo={TITULO_LINEAS_ORDEN} lineas={activas} />
          <nav className="tarjeta" aria-labelledby={id}>
            <h2 id={id}>{TITULO_ESCANDALLO}</h2>
            <ul className="secciones-offline">
              {activas.map((l) => (
                <li key={l.id}>
                  <Link to="/offline/ordenes/$idorden_trabajo/lineas/$idlorden_trabajo/escandallo" params={{ idorden_trabajo, idlorden_trabajo: l.id }} className="boton">
                    {`${l.descripcion} (${formatearMoneda(l.importe)})`}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </>
      )}
    </div>
  );
}

export interface EscandalloScreenProps {
  idorden_trabajo: string;
  idlorden_trabajo: string;
}

export function EscandalloScreen({ idorden_trabajo, idlorden_trabajo }: EscandalloScreenProps) {
  const documento = useDocumento('lordentrabajo', idlorden_trabajo);
  // Una línea de otra orden no es de esta dirección: para la pantalla, no está.
  const estado: EstadoDocumento<LineaOrden> =
    (documento.fase === 'listo' || documento.fase === 'anulado') && documento.doc.idorden_trabajo !== idorden_trabajo ? { fase: 'noEsta' } : documento;
  return (
    <MarcoDocumento
      estado={estado}
      nombre="Línea de la orden"
      volver={
        <Link to="/offline/ordenes/$idorden_trabajo/lineas" params={{ idorden_trabajo }}>
          {TITULO_LINEAS_ORDEN}
        </Link>
      }
    >
      {(linea) => <Escandallo linea={linea} />}
    </MarcoDocumento>
  );
}

function Escandallo({ linea }: { linea: LineaOrden }) {
  const { db } = useVigia();
  const { idorden_trabajo, idlorden_trabajo } = linea;
  const { resultado: detalle } = useRxQuery(
    () => db.lordentrabajodetalle.find({ selector: { idlorden_trabajo: { $eq: idlorden_trabajo }, estado: { $gt: 0 } }, sort: [{ idlorden_trabajo_detalle: 'asc' }] }),
    [db, idlorden_trabajo],
  );
  const catalogo = usePorIds('articulo', (detalle ?? []).map((d) => d.idarticulo)) ?? SIN_DOCUMENTOS;
  return (
    <div className="pantalla">
      <h1>{TITULO_ESCANDALLO}</h1>
      <p>
        <Link to="/offline/ordenes/$idorden_trabajo/lineas" params={{ idorden_trabajo }}>
          {TITULO_LINEAS_ORDEN}
        </Link>
        {` · ${linea.descripcion} × ${formatearUnidades(linea.unidades)}`}
      </p>
      {detalle !== undefined && (
        <TablaHija
          titulo={TITULO_ESCANDALLO}
          vacio="La línea no tiene escandallo"
          columnas={[
            {
              id: 'articulo',
              cabecera: 'Artículo',
              tipo: 'texto',
              valor: (d) => {
                const a = catalogo.get(d.idarticulo);
                return a ? textoArticulo({ codigo: a.codigo, descripcion: d.descripcion }) : d.descripcion;
              },
            },
            { id: 'unidades', cabecera: 'Unidades', tipo: 'numero', valor: (d) => d.unidades },
          ]}
          filas={detalle}
          claveFila={(d) => d.idlorden_trabajo_detalle}
        />
      )}
    </div>
  );
}
