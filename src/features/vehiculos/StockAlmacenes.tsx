/**
 * /vehiculos/stock para el almacén: las existencias de los almacenes que gestiona (los centrales y las
 * furgonetas de su delegación), uno cada vez con su selector, y de cada artículo, sus movimientos
 * (fecha, motivo, unidades con signo, descripción y si salió sin existencias) en una tabla que se abre
 * desde la fila. Lee por el índice idalmacen (existencias y movimientos) y el catálogo por id.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { usePorIds } from '../../app/usePorIds';
import { useVigia } from '../../app/VigiaProvider';
import { AvisoDescargando, useDescargaPendiente, useRecibidosDescarga } from '../../ui/documento/AvisoDescargando';
import { CampoSeleccion, CampoTexto } from '../../ui/formulario/campos';
import { TablaHija, type ColumnaTablaHija } from '../../ui/tabla/TablaHija';
import { useAlmacenes, useExistencias, type Almacen, type Articulo } from '../offline/consultas';
import { etiquetasTipoAlmacen } from '../offline/offline.labels';
import { useMovimientosArticulo } from './consultas';
import { almacenesGestionados, almacenInicial, filasExistencias, unidadesConSigno, type FilaExistencias } from './stock-almacen';
import { ETIQUETAS_MOTIVO_STOCK, etiquetasEstadoStock, SIN_RESULTADOS, TEXTOS_STOCK_ALMACEN as T } from './vehiculos.labels';
import './vehiculos.css';

export function StockAlmacenes() {
  const { sesion } = useVigia();
  const { iddelegacion, idalmacen: delUsuario } = sesion.usuario;
  const almacenes = useAlmacenes();
  const descargaPendiente = useDescargaPendiente();
  const recibidos = useRecibidosDescarga();
  const gestionados = useMemo(() => (almacenes ? almacenesGestionados(almacenes.lista, iddelegacion, delUsuario) : undefined), [almacenes, iddelegacion, delUsuario]);
  const [elegido, setElegido] = useState<string | null>(null);
  const idalmacen = elegido ?? almacenInicial(gestionados ?? [], delUsuario);
  const almacen = gestionados?.find((a) => a.idalmacen === idalmacen) ?? null;
  return (
    <div className="pantalla">
      <h1>{T.titulo}</h1>
      {gestionados === undefined ? (
        <p className="cargando" role="status">
          {T.cargando}
        </p>
      ) : gestionados.length === 0 || almacen === null ? (
        descargaPendiente ? <AvisoDescargando recibidos={recibidos} /> : <p className="vacio">{T.sinAlmacenes}</p>
      ) : (
        <>
          <CampoSeleccion
            etiqueta={T.almacen}
            valor={idalmacen}
            alCambiar={setElegido}
            opciones={gestionados.map((a) => ({ valor: a.idalmacen, etiqueta: `${a.nombre} (${etiquetasTipoAlmacen[a.tipo]})` }))}
          />
          <ExistenciasAlmacen key={almacen.idalmacen} almacen={almacen} />
        </>
      )}
    </div>
  );
}

function ExistenciasAlmacen({ almacen }: { almacen: Almacen }) {
  const id = useId();
  const [busqueda, setBusqueda] = useState('');
  const [abierto, setAbierto] = useState<string | null>(null);
  const existencias = useExistencias(almacen.idalmacen);
  const catalogo = usePorIds('articulo', existencias?.keys() ?? []);
  const filas = useMemo(() => (existencias && catalogo ? filasExistencias(existencias, catalogo, busqueda) : undefined), [existencias, catalogo, busqueda]);
  if (!filas || !existencias || !catalogo) {
    return (
      <p className="cargando" role="status">
        {T.cargando}
      </p>
    );
  }
  const articulo = abierto === null ? null : (catalogo.get(abierto) ?? null);
  const columnas: readonly ColumnaTablaHija<FilaExistencias<Articulo>>[] = [
    { id: 'articulo', cabecera: T.articulo, tipo: 'texto', valor: (f) => `${f.articulo.codigo} · ${f.articulo.descripcion}`, cabeceraFila: true },
    { id: 'unidades', cabecera: T.unidades, tipo: 'numero', valor: (f) => f.unidades },
    { id: 'estado', cabecera: T.estado, tipo: 'texto', valor: (f) => etiquetasEstadoStock[f.estado] },
    {
      id: 'acciones',
      cabecera: T.acciones,
      tipo: 'acciones',
      celda: (f) => (
        <button
          type="button"
          className="boton"
          aria-label={T.verMovimientosDe(f.articulo.codigo)}
          aria-expanded={abierto === f.articulo.idarticulo}
          onClick={() => setAbierto(abierto === f.articulo.idarticulo ? null : f.articulo.idarticulo)}
        >
          {T.verMovimientos}
        </button>
      ),
    },
  ];
  return (
    <>
      {articulo && <MovimientosArticulo almacen={almacen} articulo={articulo} alCerrar={() => setAbierto(null)} />}
      <section className="tarjeta" aria-labelledby={id}>
        <h2 id={id}>{T.tabla(almacen.nombre)}</h2>
        {existencias.size === 0 ? (
          <p className="vacio">{T.vacio}</p>
        ) : (
          <>
            <CampoTexto etiqueta="Buscar artículo" tipo="search" autoComplete="off" valor={busqueda} alCambiar={setBusqueda} />
            <TablaHija
              etiquetadaPor={id}
              vacio={SIN_RESULTADOS}
              columnas={columnas}
              filas={filas}
              claveFila={(f) => f.articulo.idarticulo}
              atributosFila={(f) => ({ className: f.estado === 'negativo' ? 'fila-negativa' : f.estado === 'agotado' ? 'fila-agotada' : undefined })}
            />
          </>
        )}
      </section>
    </>
  );
}

function MovimientosArticulo({ almacen, articulo, alCerrar }: { almacen: Almacen; articulo: Articulo; alCerrar: () => void }) {
  const id = useId();
  const titulo = useRef<HTMLHeadingElement>(null);
  const movimientos = useMovimientosArticulo(almacen.idalmacen, articulo.idarticulo);
  // Al abrirse (o pasar a otro artículo), el foco va a su título: se ve y el lector lo anuncia.
  useEffect(() => titulo.current?.focus(), [articulo.idarticulo]);
  type Movimiento = NonNullable<typeof movimientos>[number];
  const columnas: readonly ColumnaTablaHija<Movimiento>[] = [
    { id: 'fecha', cabecera: T.fecha, tipo: 'fechaHora', valor: (m) => m.fecha },
    { id: 'motivo', cabecera: T.motivo, tipo: 'texto', valor: (m) => ETIQUETAS_MOTIVO_STOCK[m.motivo] },
    { id: 'unidades', cabecera: T.unidades, tipo: 'numero', valor: (m) => m.unidades, celda: (m) => unidadesConSigno(m.unidades) },
    { id: 'descripcion', cabecera: T.descripcion, tipo: 'texto', valor: (m) => m.descripcion },
    { id: 'sin_existencias', cabecera: T.sinExistencias, tipo: 'texto', valor: (m) => (m.sin_existencias ? T.si : '') },
  ];
  return (
    <section className="tarjeta" aria-labelledby={id}>
      <h2 id={id} ref={titulo} tabIndex={-1}>
        {T.movimientosDe(`${articulo.codigo} · ${articulo.descripcion}`, almacen.nombre)}
      </h2>
      {movimientos === undefined ? (
        <p className="cargando" role="status">
          {T.cargandoMovimientos}
        </p>
      ) : (
        <TablaHija
          etiquetadaPor={id}
          vacio={T.sinMovimientos}
          columnas={columnas}
          filas={movimientos}
          claveFila={(m) => m.idmovimiento_stock}
          atributosFila={(m) => ({ className: m.sin_existencias ? 'fila-negativa' : undefined })}
        />
      )}
      <div className="botonera">
        <button type="button" className="boton" onClick={alCerrar}>
          {T.cerrarMovimientos}
        </button>
      </div>
    </section>
  );
}
