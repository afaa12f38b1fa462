/**
 * /vehiculos/stock: las existencias de mi furgoneta frente al almacén central de su delegación. Los
 * artículos en negativo (salió más de lo que constaba) van primero y resaltados como 'por conciliar', y
 * debajo, las salidas que quedaron registradas sin existencias para que el almacén las concilie. Con la
 * app del almacén, en cambio, las existencias de sus almacenes y de las furgonetas de su delegación
 * (StockAlmacenes).
 */
import { useId, useMemo, useState } from 'react';
import { formatearFechaHora } from '../../lib/formato';
import { CampoTexto } from '../../ui/formulario/campos';
import { TablaHija, type ColumnaTablaHija } from '../../ui/tabla/TablaHija';
import { formatearUnidades } from '../ordenes/TablaLineas';
import { tieneAccesoApp } from '../../app/permisos';
import { usePorIds } from '../../app/usePorIds';
import { useVigia } from '../../app/VigiaProvider';
import { useExistencias } from '../offline/consultas';
import { usePorConciliar } from './consultas';
import { MarcoVehiculo, type VehiculoCargado } from './MarcoVehiculo';
import { StockAlmacenes } from './StockAlmacenes';
import { compararStock, type FilaStock } from './vehiculos';
import { etiquetasEstadoStock, FURGONETA_VACIA, SIN_CENTRAL, SIN_RESULTADOS, titulosVehiculo } from './vehiculos.labels';

const columnasStock = (nombreCentral: string): readonly ColumnaTablaHija<FilaStock>[] => [
  { id: 'articulo', cabecera: 'Artículo', tipo: 'texto', valor: (f) => `${f.articulo.codigo} · ${f.articulo.descripcion}`, cabeceraFila: true },
  { id: 'furgoneta', cabecera: 'Furgoneta', tipo: 'numero', valor: (f) => f.furgoneta },
  { id: 'central', cabecera: nombreCentral, tipo: 'numero', valor: (f) => f.central },
  { id: 'estado', cabecera: 'Estado', tipo: 'texto', valor: (f) => etiquetasEstadoStock[f.estado] },
];

export function StockVehiculoScreen() {
  const { sesion } = useVigia();
  if (tieneAccesoApp(sesion.usuario, 'almacen')) return <StockAlmacenes />;
  return <MarcoVehiculo titulo={titulosVehiculo.stock}>{(v) => <Stock v={v} />}</MarcoVehiculo>;
}

function Stock({ v }: { v: VehiculoCargado }) {
  const id = useId();
  const idConciliar = useId();
  const [busqueda, setBusqueda] = useState('');
  const furgoneta = useExistencias(v.furgoneta.idalmacen);
  const central = useExistencias(v.central?.idalmacen ?? '');
  const porConciliar = usePorConciliar(v.furgoneta.idalmacen);
  const catalogo = usePorIds('articulo', [...(furgoneta?.keys() ?? []), ...(porConciliar ?? []).map((m) => m.idarticulo)]);
  const filas = useMemo(
    () => (furgoneta && central && catalogo ? compararStock(furgoneta, central, catalogo, busqueda) : undefined),
    [furgoneta, central, catalogo, busqueda],
  );
  if (!filas || !furgoneta || !catalogo) {
    return (
      <p className="cargando" role="status">
        Cargando existencias…
      </p>
    );
  }
  const negativos = filas.filter((f) => f.estado === 'negativo').length;
  const nombreCentral = v.central?.nombre ?? SIN_CENTRAL;
  return (
    <>
      {negativos > 0 && (
        <p role="alert" className="alerta alerta-error">
          {`${negativos === 1 ? 'Un artículo está' : `${negativos} artículos están`} en negativo en la furgoneta: el almacén tiene que conciliarlos.`}
        </p>
      )}
      <section className="tarjeta" aria-labelledby={id}>
        <h2 id={id}>{`${v.furgoneta.nombre} y ${nombreCentral}`}</h2>
        {furgoneta.size === 0 ? (
          <p className="vacio">{FURGONETA_VACIA}</p>
        ) : (
          <>
            <CampoTexto etiqueta="Buscar artículo" tipo="search" autoComplete="off" valor={busqueda} alCambiar={setBusqueda} />
            <TablaHija
              titulo="Existencias de la furgoneta y del almacén central"
              vacio={SIN_RESULTADOS}
              columnas={columnasStock(nombreCentral)}
              filas={filas}
              claveFila={(f) => f.articulo.idarticulo}
              atributosFila={(f) => ({ className: f.estado === 'negativo' ? 'fila-negativa' : f.estado === 'agotado' ? 'fila-agotada' : undefined })}
            />
          </>
        )}
      </section>
      {porConciliar && porConciliar.length > 0 && (
        <section className="tarjeta" aria-labelledby={idConciliar}>
          <h2 id={idConciliar}>Salidas por conciliar</h2>
          <ul>
            {porConciliar.map((m) => (
              <li key={m.idmovimiento_stock}>
                {`${formatearFechaHora(m.fecha)} · ${catalogo.get(m.idarticulo)?.descripcion ?? `Artículo ${m.idarticulo}`} · ${formatearUnidades(m.unidades)} · ${m.descripcion}`}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
