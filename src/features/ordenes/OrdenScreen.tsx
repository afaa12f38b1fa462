/**
 * Ficha de una orden de trabajo: tarjeta de datos (TarjetaEntidad con 'Ver campos sin datos': cliente,
 * sistema, fecha, prioridad, estado, descripción y observaciones), sus líneas con importes en EUR y el
 * total, y los enlaces a sus partes, material a instalar, material afectado y asignar.
 */
import { useId } from 'react';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { tarjetaDe } from '../../ui/detalle/tarjeta-entidad';
import { TarjetaEntidad } from '../../ui/detalle/TarjetaEntidad';
import type { DocumentoDe } from '../../ui/documento/useDocumento';
import { EnlaceGuardado } from '../../ui/enlace/EnlaceGuardado';
import { textoSistema } from '../partes/partes.labels';
import { DocumentoOrden, EnlacesOrden } from './orden-comun';
import { etiquetaEstadoOrden, etiquetaPrioridadOrden, etiquetasOrden, nombreOrden, SIN_LINEAS, TITULO_DATOS_ORDEN, TITULO_LINEAS_ORDEN } from './ordenes.labels';
import { TablaLineas, type LineaConImporte } from './TablaLineas';

export interface OrdenScreenProps {
  idorden_trabajo: string;
}

/** Los datos de la orden en su ficha; cliente (con su enlace) y sistema llegan de fuera. */
export const tarjetaOrden = tarjetaDe('ordentrabajo', etiquetasOrden, [
  { externo: 'cliente' },
  { externo: 'sistema' },
  { campo: 'fecha' },
  { campo: 'prioridad', valor: (o) => etiquetaPrioridadOrden(o.prioridad) },
  { campo: 'estado', valor: (o) => etiquetaEstadoOrden(o.estado) },
  { campo: 'descripcion', ancho: true },
  { campo: 'observaciones', ancho: true },
]);

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
      <TarjetaEntidad
        declaracion={tarjetaOrden}
        doc={orden}
        titulo={TITULO_DATOS_ORDEN}
        externos={{
          cliente: cliente ? (
            <EnlaceGuardado to="/clientes/$idcliente" params={{ idcliente: cliente.idcliente }} siNoPuede="texto">
              {`${cliente.nombre} (${cliente.codigo})`}
            </EnlaceGuardado>
          ) : null,
          sistema: sistema ? textoSistema(sistema) : null,
        }}
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
