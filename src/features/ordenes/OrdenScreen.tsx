/**
 * Ficha de una orden de trabajo: tarjeta de datos (TarjetaDetalle con 'Ver campos sin datos': cliente,
 * sistema, fecha, prioridad, estado, descripción y observaciones), sus líneas con importes en EUR y el
 * total, y los enlaces a sus partes, material a instalar, material afectado y asignar.
 */
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { formatearFecha } from '../../lib/formato';
import { TarjetaDetalle } from '../../ui/detalle/TarjetaDetalle';
import type { DocumentoDe } from '../../ui/documento/useDocumento';
import { textoSistema } from '../partes/partes.labels';
import { DocumentoOrden, EnlacesOrden } from './orden-comun';
import { etiquetaEstadoOrden, etiquetaPrioridadOrden, etiquetasOrden, nombreOrden, SIN_LINEAS, TITULO_DATOS_ORDEN, TITULO_LINEAS_ORDEN } from './ordenes.labels';
import { TablaLineas, type LineaConImporte } from './TablaLineas';

export interface OrdenScreenProps {
  idorden_trabajo: string;
}

export function OrdenScreen({ idorden_trabajo }: OrdenScreenProps) {
  return <DocumentoOrden idorden_trabajo={idorden_trabajo}>{(orden) => <FichaOrden orden={orden} />}</DocumentoOrden>;
}

function FichaOrden({ orden }: { orden: DocumentoDe<'ordentrabajo'> }) {
  const { db } = useVigia();
  const { idorden_trabajo, idcliente, idsistema } = orden;
  const { resultado: cliente } = useRxQuery(() => (idcliente ? db.cliente.findOne(idcliente) : null), [db, idcliente]);
  const { resultado: sistema } = useRxQuery(() => (idsistema ? db.sistema.findOne(idsistema) : null), [db, idsistema]);
  const { resultado: lineas } = useRxQuery(() => db.lordentrabajo.find({ selector: { idorden_trabajo: { $eq: idorden_trabajo } } }), [db, idorden_trabajo]);
  const idLineas = useId();

  // RxDocument: sus campos son getters, se copian uno a uno (no con spread).
  const activas: LineaConImporte[] = (lineas ?? [])
    .filter((l) => l.estado > 0)
    .map((l) => ({ id: l.idlorden_trabajo, idarticulo: l.idarticulo, descripcion: l.descripcion, unidades: l.unidades, precio: l.precio, dto: l.dto, importe: l.importe, estado: l.estado }));

  return (
    <div className="pantalla">
      <h1>{nombreOrden(orden.numero)}</h1>
      <TarjetaDetalle
        titulo={TITULO_DATOS_ORDEN}
        campos={[
          {
            etiqueta: etiquetasOrden.cliente,
            valor: cliente ? (
              <Link to="/clientes/$idcliente" params={{ idcliente: cliente.idcliente }}>
                {`${cliente.nombre} (${cliente.codigo})`}
              </Link>
            ) : null,
          },
          { etiqueta: etiquetasOrden.sistema, valor: sistema ? textoSistema(sistema) : null },
          { etiqueta: etiquetasOrden.fecha, valor: formatearFecha(orden.fecha) },
          { etiqueta: etiquetasOrden.prioridad, valor: etiquetaPrioridadOrden(orden.prioridad) },
          { etiqueta: etiquetasOrden.estado, valor: etiquetaEstadoOrden(orden.estado) },
          { etiqueta: etiquetasOrden.descripcion, valor: orden.descripcion, ancho: true },
          { etiqueta: etiquetasOrden.observaciones, valor: orden.observaciones, ancho: true },
        ]}
      />

      <EnlacesOrden orden={orden} />

      <section className="tarjeta" aria-labelledby={idLineas}>
        <h2 id={idLineas}>{TITULO_LINEAS_ORDEN}</h2>
        {lineas === undefined ? (
          <p className="cargando" role="status">
            Cargando líneas…
          </p>
        ) : activas.length === 0 ? (
          <p className="vacio">{SIN_LINEAS}</p>
        ) : (
          <TablaLineas titulo={TITULO_LINEAS_ORDEN} lineas={activas} />
        )}
      </section>
    </div>
  );
}
