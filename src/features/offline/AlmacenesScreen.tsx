/**
 * /offline/partes/{id}/almacenes: existencias de los artículos del parte (sus líneas y las de su orden)
 * en la furgoneta del técnico y en los demás almacenes de su delegación.
 */
import { useMemo } from 'react';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { TablaHija, type ColumnaTablaHija } from '../../ui/tabla/TablaHija';
import { SIN_ARTICULOS, useAlmacenes, useArticulosPorId, useLineasParte, useStockArticulos, type Parte } from './consultas';
import { disponibles, existenciasPorArticulo } from './existencias';
import { MarcoParteOffline } from './MarcoParteOffline';
import { etiquetasTipoAlmacen, TITULO_ALMACENES } from './offline.labels';
import { textoArticulo } from './SelectorArticulo';

/** Una fila: un artículo del parte o de su orden. */
interface FilaArticulo {
  idarticulo: string;
}

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
  const catalogo = useArticulosPorId(idarticulos) ?? SIN_ARTICULOS;
  const idalmacenes = useMemo(() => (almacenes?.lista ?? []).map((a) => a.idalmacen), [almacenes]);
  const stock = useStockArticulos(idarticulos, idalmacenes);

  if (!almacenes || lineas === undefined || lineasOrden === undefined) {
    return (
      <p className="cargando" role="status">
        Cargando existencias…
      </p>
    );
  }
  if (idarticulos.length === 0) return <p className="vacio">El parte y su orden no tienen artículos</p>;

  const porAlmacen = new Map(almacenes.lista.map((a) => [a.idalmacen, existenciasPorArticulo(stock ?? [], a.idalmacen)]));
  const columnas: readonly ColumnaTablaHija<FilaArticulo>[] = [
    {
      id: 'articulo',
      cabecera: 'Artículo',
      tipo: 'texto',
      cabeceraFila: true,
      valor: ({ idarticulo }) => {
        const a = catalogo.get(idarticulo);
        return a ? textoArticulo(a) : `Artículo ${idarticulo}`;
      },
    },
    ...almacenes.lista.map(
      (alm): ColumnaTablaHija<FilaArticulo> => ({
        id: `almacen-${alm.idalmacen}`,
        cabecera: alm === almacenes.furgoneta ? `${alm.nombre} (${etiquetasTipoAlmacen.vehiculo})` : alm.nombre,
        tipo: 'numero',
        valor: ({ idarticulo }) => disponibles(porAlmacen.get(alm.idalmacen) ?? new Map(), idarticulo),
      }),
    ),
  ];
  return (
    <TablaHija
      titulo="Existencias de los artículos del parte por almacén"
      columnas={columnas}
      filas={idarticulos.map((idarticulo) => ({ idarticulo }))}
      claveFila={(f) => f.idarticulo}
    />
  );
}
