/**
 * /offline/partes/{id}/almacenes: existencias de los artículos del parte (sus líneas y las de su orden)
 * en la furgoneta del técnico, en los almacenes centrales de su delegación y, juntas en una columna, en
 * las furgonetas de sus compañeros.
 */
import { useMemo } from 'react';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { TablaHija, type ColumnaTablaHija } from '../../ui/tabla/TablaHija';
import { SIN_DOCUMENTOS, usePorIds } from '../../app/usePorIds';
import { useAlmacenes, useLineasParte, useStockArticulos, type Almacen, type Parte } from './consultas';
import { disponibles, enOtrasFurgonetas, existenciasPorArticulo, type EnOtrasFurgonetas } from './existencias';
import { formatearUnidades } from '../ordenes/TablaLineas';
import { MarcoParteOffline } from './MarcoParteOffline';
import { etiquetasTipoAlmacen, TITULO_ALMACENES } from './offline.labels';
import { textoArticulo } from './SelectorArticulo';

/** '7 uds. en 3: Furgoneta 12 (4), Furgoneta 3 (2)…' o 'Ninguna'. */
export const textoOtrasFurgonetas = (e: EnOtrasFurgonetas): string => {
  if (e.furgonetas === 0) return 'Ninguna';
  const detalle = e.mayores.map((f) => `${f.nombre} (${formatearUnidades(f.unidades)})`).join(', ');
  return `${formatearUnidades(e.unidades)} uds. en ${e.furgonetas}: ${detalle}${e.furgonetas > e.mayores.length ? '…' : ''}`;
};

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
  const catalogo = usePorIds('articulo', idarticulos) ?? SIN_DOCUMENTOS;
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
  const existenciasDe = (idalmacen: string) => porAlmacen.get(idalmacen) ?? new Map<string, number>();
  // Una columna para la furgoneta, una por almacén central y una para todas las furgonetas de los
  // compañeros: la tabla no crece con la delegación (a escala 100, unas 40 furgonetas por delegación).
  const { furgoneta } = almacenes;
  const centrales = almacenes.lista.filter((a) => a !== furgoneta && a.tipo === 'central');
  const companeros = almacenes.lista
    .filter((a) => a !== furgoneta && a.tipo !== 'central')
    .map((a) => ({ nombre: a.nombre, existencias: existenciasDe(a.idalmacen) }));
  const columnaAlmacen = (alm: Almacen, cabecera: string): ColumnaTablaHija<FilaArticulo> => ({
    id: `almacen-${alm.idalmacen}`,
    cabecera,
    tipo: 'numero',
    valor: ({ idarticulo }) => disponibles(existenciasDe(alm.idalmacen), idarticulo),
  });
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
    ...(furgoneta ? [columnaAlmacen(furgoneta, `${furgoneta.nombre} (${etiquetasTipoAlmacen.vehiculo})`)] : []),
    ...centrales.map((alm) => columnaAlmacen(alm, alm.nombre)),
    ...(companeros.length === 0
      ? []
      : [
          {
            id: 'otras-furgonetas',
            cabecera: `Otras furgonetas (${companeros.length})`,
            tipo: 'texto',
            valor: ({ idarticulo }) => textoOtrasFurgonetas(enOtrasFurgonetas(idarticulo, companeros)),
          } satisfies ColumnaTablaHija<FilaArticulo>,
        ]),
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
