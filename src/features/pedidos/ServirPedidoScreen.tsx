/**
 * Servir un pedido (/pedidos/{idpedidocli}/servir) o una de sus líneas (/pedidos/lineas/{idlpedidocli}/servir):
 * la cabecera (cliente o técnico y su furgoneta de destino), el almacén de origen (los centrales de la
 * delegación del pedido; por defecto, el del usuario), las líneas con lo pedido, lo servido, lo pendiente
 * y las existencias en ese almacén, el formulario de lo que se sirve (FormularioServir) y las entregas
 * del pedido en vivo. Servir encola pedido.servirSync y se aplica en el dispositivo al momento, sin red
 * también. Una línea servida entera no se puede volver a servir (se dice por qué).
 */
import { Link } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import { ETIQUETAS_SITUACION, MENSAJES_PEDIDOS, pendienteLinea } from '../../../replication/pedidos';
import { idStock, type DocDe } from '../../../schemas';
import { usePorIds } from '../../app/usePorIds';
import { useVigia } from '../../app/VigiaProvider';
import { formatearFechaHora } from '../../lib/formato';
import { tarjetaDe } from '../../ui/detalle/tarjeta-entidad';
import { TarjetaEntidad } from '../../ui/detalle/TarjetaEntidad';
import { Documento } from '../../ui/documento/Documento';
import { CampoSeleccion } from '../../ui/formulario/campos';
import { TablaHija, type ColumnaTablaHija } from '../../ui/tabla/TablaHija';
import { useAlmacenesOrigen, useEntregasPedido, useExistenciasPedido, useLineasPedido, type Almacen, type EntregaPedido, type LineaPedido } from './consultas';
import { FormularioServir } from './FormularioServir';
import { columnasPedido as C, etiquetasPedido, ETIQUETAS_NO_SERVIBLE, ETIQUETAS_TIPO_PEDIDO, TEXTOS_PEDIDOS as T } from './pedidos.labels';
import { almacenPorDefecto, estadoLinea, motivoNoServible, seriesServidas } from './servir';
import './pedidos.css';

type Pedido = DocDe<'pedidocli'>;

export const tarjetaPedido = tarjetaDe('pedidocli', etiquetasPedido, [
  { campo: 'numero' },
  { campo: 'tipo', valor: (p) => ETIQUETAS_TIPO_PEDIDO[p.tipo] },
  { campo: 'situacion', valor: (p) => ETIQUETAS_SITUACION[p.situacion] },
  { campo: 'fecha' },
  { campo: 'fecha_entrega' },
  { externo: 'cliente' },
  { externo: 'tecnico' },
  { externo: 'furgoneta' },
  { campo: 'observaciones', ancho: true },
]);

const volver = <Link to="/pedidos/">{T.volverLista}</Link>;

export function ServirPedidoScreen({ idpedidocli }: { idpedidocli: string }) {
  return (
    <Documento coleccion="pedidocli" id={idpedidocli} nombre="Pedido" volver={volver}>
      {(p) => <ServirPedido pedido={p} idlpedidocli={null} />}
    </Documento>
  );
}

export function ServirLineaScreen({ idlpedidocli }: { idlpedidocli: string }) {
  return (
    <Documento coleccion="lpedidocli" id={idlpedidocli} nombre="Línea del pedido" volver={volver}>
      {(l) => (
        <Documento coleccion="pedidocli" id={l.idpedidocli} nombre="Pedido" volver={volver}>
          {(p) => <ServirPedido pedido={p} idlpedidocli={l.idlpedidocli} />}
        </Documento>
      )}
    </Documento>
  );
}

/** El nombre de un registro leído por id: el texto, «cargando» o «no está». */
const nombreDe = <D,>(id: string | null, docs: ReadonlyMap<string, D> | undefined, nombre: (d: D) => string): string | null => {
  if (id === null) return null;
  if (docs === undefined) return T.cargando;
  const d = docs.get(id);
  return d ? nombre(d) : T.noEsta;
};

/** Por qué no se puede servir nada del pedido (o de la línea) ahora, o null. */
const bloqueoDe = (pedido: Pedido, lineas: readonly LineaPedido[], origenes: readonly Almacen[], linea: LineaPedido | null): string | null => {
  if (pedido.estado <= 0) return MENSAJES_PEDIDOS.anulado;
  if (pedido.tipo === 'tecnico' && !pedido.idalmacen_destino) return MENSAJES_PEDIDOS.sinFurgoneta;
  if (origenes.length === 0) return T.sinAlmacen;
  if (linea) return motivoNoServible(linea);
  if (lineas.length === 0) return T.sinLineas;
  return lineas.some((l) => pendienteLinea(l) > 0) ? null : MENSAJES_PEDIDOS.yaServido;
};

function ServirPedido({ pedido, idlpedidocli }: { pedido: Pedido; idlpedidocli: string | null }) {
  const { db, sesion } = useVigia();
  const idLineas = useId();
  const todas = useLineasPedido(pedido.idpedidocli);
  const entregas = useEntregasPedido(pedido.idpedidocli);
  const origenes = useAlmacenesOrigen(pedido.iddelegacion);
  const [elegido, setElegido] = useState<string | null>(null);
  const [vuelta, setVuelta] = useState(0);
  const idalmacen = elegido ?? almacenPorDefecto(origenes ?? [], sesion.usuario.idalmacen);

  const lineas = useMemo(() => (todas ? (idlpedidocli === null ? todas : todas.filter((l) => l.idlpedidocli === idlpedidocli)) : undefined), [todas, idlpedidocli]);
  const idarticulos = useMemo(() => [...new Set((lineas ?? []).map((l) => l.idarticulo))], [lineas]);
  const idorigenes = useMemo(() => (origenes ?? []).map((a) => a.idalmacen), [origenes]);
  const existencias = useExistenciasPedido(idarticulos, idorigenes);
  const clientes = usePorIds('cliente', pedido.idcliente ? [pedido.idcliente] : []);
  const tecnicos = usePorIds('tecnico', pedido.idtecnico ? [pedido.idtecnico] : []);
  const almacenesEntregas = usePorIds('almacen', [...(entregas ?? []).map((e) => e.idalmacen), pedido.idalmacen_destino ?? '']);
  const yaServidos = useMemo(() => seriesServidas(entregas ?? []), [entregas]);

  const origen = origenes?.find((a) => a.idalmacen === idalmacen) ?? null;
  const furgoneta = nombreDe(pedido.idalmacen_destino ?? null, almacenesEntregas, (a) => a.nombre);
  const externos = {
    cliente: nombreDe(pedido.idcliente ?? null, clientes, (c) => c.nombre),
    tecnico: nombreDe(pedido.idtecnico ?? null, tecnicos, (t) => t.nombre),
    furgoneta,
  };
  const titulo = idlpedidocli === null ? T.servirPedido(pedido.numero) : T.servirLinea(pedido.numero);
  const cargado = lineas !== undefined && origenes !== undefined && existencias !== undefined && entregas !== undefined;
  const linea = idlpedidocli === null ? null : (lineas?.[0] ?? null);

  const columnasLineas: readonly ColumnaTablaHija<LineaPedido>[] = [
    { id: 'articulo', cabecera: C.articulo, tipo: 'texto', valor: (l) => l.descripcion, cabeceraFila: true },
    { id: 'pedidas', cabecera: C.pedidas, tipo: 'numero', valor: (l) => l.unidades },
    { id: 'servidas', cabecera: C.servidas, tipo: 'numero', valor: (l) => l.servidas },
    { id: 'pendientes', cabecera: C.pendientes, tipo: 'numero', valor: (l) => pendienteLinea(l) },
    { id: 'existencias', cabecera: C.existencias(origen?.nombre ?? C.almacen), tipo: 'numero', valor: (l) => existencias?.get(idStock(idalmacen, l.idarticulo)) ?? 0 },
    {
      id: 'acciones',
      cabecera: C.acciones,
      tipo: 'acciones',
      celda: (l) => {
        const estado = estadoLinea(l);
        if (estado !== 'servible') return <span className="motivo-no-servible" title={motivoNoServible(l) ?? undefined}>{ETIQUETAS_NO_SERVIBLE[estado]}</span>;
        return idlpedidocli === null ? (
          <Link to="/pedidos/lineas/$idlpedidocli/servir" params={{ idlpedidocli: l.idlpedidocli }} aria-label={T.servirEsta(l.descripcion)}>
            {T.servirEstaTexto}
          </Link>
        ) : null;
      },
    },
  ];

  const bloqueo = cargado ? bloqueoDe(pedido, lineas, origenes, linea) : null;
  return (
    <div className="pantalla">
      <h1>{titulo}</h1>
      <TarjetaEntidad declaracion={tarjetaPedido} doc={pedido} titulo={T.datos} externos={externos} />
      {!cargado ? (
        <p className="cargando" role="status">
          {T.cargando}
        </p>
      ) : (
        <>
          {origenes.length > 0 && (
            <CampoSeleccion
              etiqueta={T.almacenOrigen}
              valor={idalmacen}
              alCambiar={setElegido}
              opciones={origenes.map((a) => ({ valor: a.idalmacen, etiqueta: a.nombre }))}
            />
          )}
          <section className="tarjeta" aria-labelledby={idLineas}>
            <h2 id={idLineas}>{T.lineas}</h2>
            <TablaHija etiquetadaPor={idLineas} columnas={columnasLineas} filas={lineas} claveFila={(l) => l.idlpedidocli} vacio={T.sinLineas} />
          </section>
          {bloqueo !== null ? (
            <p className="vacio" role="note">
              {bloqueo}
            </p>
          ) : (
            origen && (
              <FormularioServir
                key={`${vuelta}`}
                idpedidocli={pedido.idpedidocli}
                lineas={lineas}
                almacen={origen}
                existencias={existencias}
                yaServidos={yaServidos}
                destino={pedido.tipo === 'tecnico' ? (furgoneta ?? '') : (externos.cliente ?? '')}
                mensaje={idlpedidocli === null ? T.hecho : T.hechoLinea}
                enviar={(params) => db.mutate('pedido.servirSync', params)}
                despues={() => setVuelta((n) => n + 1)}
              />
            )
          )}
          <Entregas entregas={idlpedidocli === null ? entregas : entregas.filter((e) => e.idlpedidocli === idlpedidocli)} lineas={todas ?? []} almacenes={almacenesEntregas} deLinea={idlpedidocli !== null} />
        </>
      )}
      <nav className="botonera" aria-label={T.pedido(pedido.numero)}>
        {idlpedidocli !== null && (
          <Link to="/pedidos/$idpedidocli/servir" params={{ idpedidocli: pedido.idpedidocli }}>
            {T.servirEntero}
          </Link>
        )}
        {volver}
      </nav>
    </div>
  );
}

function Entregas({
  entregas, lineas, almacenes, deLinea,
}: { entregas: readonly EntregaPedido[]; lineas: readonly LineaPedido[]; almacenes: ReadonlyMap<string, Almacen> | undefined; deLinea: boolean }) {
  const id = useId();
  const descripciones = new Map(lineas.map((l) => [l.idlpedidocli, l.descripcion]));
  const columnas: readonly ColumnaTablaHija<EntregaPedido>[] = [
    { id: 'fecha', cabecera: C.fecha, tipo: 'fechaHora', valor: (e) => e.fecha },
    { id: 'articulo', cabecera: C.articulo, tipo: 'texto', valor: (e) => descripciones.get(e.idlpedidocli) ?? T.lineaDeOtro },
    { id: 'almacen', cabecera: C.almacen, tipo: 'texto', valor: (e) => nombreDe(e.idalmacen, almacenes, (a) => a.nombre) ?? '' },
    { id: 'unidades', cabecera: C.unidades, tipo: 'numero', valor: (e) => e.unidades },
    { id: 'series', cabecera: C.series, tipo: 'codigo', valor: (e) => e.numeros_serie.join(', ') },
    { id: 'usuario', cabecera: C.usuario, tipo: 'texto', valor: (e) => e.usuario },
    { id: 'recibido', cabecera: C.recibido, tipo: 'texto', valor: (e) => (e.recibido ? formatearFechaHora(e.recibido) : T.pendienteSubir) },
  ];
  return (
    <section className="tarjeta" aria-labelledby={id}>
      <h2 id={id}>{T.entregas}</h2>
      <TablaHija
        etiquetadaPor={id}
        columnas={columnas}
        filas={entregas}
        claveFila={(e) => e.identrega_pedido}
        vacio={deLinea ? T.sinEntregasLinea : T.sinEntregas}
        atributosFila={(e) => ({ 'data-identrega': e.identrega_pedido })}
      />
    </section>
  );
}
