/**
 * /offline/partes/{id}/almacenes: existencias de los artículos del parte (sus líneas y las de su orden)
 * en la furgoneta del técnico y en los demás almacenes del dispositivo.
 */
import { useMemo } from 'react';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { formatearUnidades } from '../ordenes/TablaLineas';
import { porId, useAlmacenes, useArticulos, useLineasParte, useStockArticulos, type Parte } from './consultas';
import { disponibles, existenciasPorArticulo } from './existencias';
import { MarcoParteOffline } from './MarcoParteOffline';
import { etiquetasTipoAlmacen, TITULO_ALMACENES } from './offline.labels';
import { textoArticulo } from './SelectorArticulo';

export interface AlmacenesScreenProps {
  idparte_trabajo: string;
}

export function AlmacenesScreen({ idparte_trabajo }: AlmacenesScreenProps) {
  return (
    <MarcoParteOffline idparte_trabajo={idparte_trabajo} titulo={TITULO_ALMACENES}>
      {(parte) => <ExistenciasParte parte={parte} />}
    </MarcoParteOffline>
  );
}

function ExistenciasParte({ parte }: { parte: Parte }) {
  const { db } = useVigia();
  const lineas = useLineasParte(parte.idparte_trabajo);
  const { resultado: lineasOrden } = useRxQuery(
    () => db.lordentrabajo.find({ selector: { idorden_trabajo: { $eq: parte.idorden_trabajo }, estado: { $gt: 0 } } }),
    [db, parte.idorden_trabajo],
  );
  const idarticulos = useMemo(() => [...new Set([...(lineas ?? []), ...(lineasOrden ?? [])].map((l) => l.idarticulo))], [lineas, lineasOrden]);
  const almacenes = useAlmacenes();
  const articulos = useArticulos();
  const catalogo = useMemo(() => porId(articulos), [articulos]);
  const stock = useStockArticulos(idarticulos);

  if (!almacenes || lineas === undefined || lineasOrden === undefined) {
    return (
      <p className="cargando" role="status">
        Cargando existencias…
      </p>
    );
  }
  if (idarticulos.length === 0) return <p className="vacio">El parte y su orden no tienen artículos</p>;

  const porAlmacen = new Map(almacenes.lista.map((a) => [a.idalmacen, existenciasPorArticulo(stock ?? [], a.idalmacen)]));
  return (
    <div className="tabla-desplazable" tabIndex={0} role="region" aria-label="Tabla: existencias por almacén">
      <table className="tabla-datos">
        <caption className="solo-lectores">Existencias de los artículos del parte por almacén</caption>
        <thead>
          <tr>
            <th scope="col">Artículo</th>
            {almacenes.lista.map((a) => (
              <th key={a.idalmacen} scope="col" className="numerica">
                {a === almacenes.furgoneta ? `${a.nombre} (${etiquetasTipoAlmacen.vehiculo})` : a.nombre}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {idarticulos.map((ida) => {
            const a = catalogo.get(ida);
            return (
              <tr key={ida}>
                <th scope="row">{a ? textoArticulo(a) : `Artículo ${ida}`}</th>
                {almacenes.lista.map((alm) => (
                  <td key={alm.idalmacen} className="numerica">
                    {formatearUnidades(disponibles(porAlmacen.get(alm.idalmacen) ?? new Map(), ida))}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
