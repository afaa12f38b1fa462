/**
 * Movimientos de caja (/movimientos-caja/?idcaja=&periodo=): arriba, la caja elegida (el técnico tiene la
 * suya; el almacén, la de la oficina y las de los técnicos de su delegación), el periodo, el saldo actual
 * al céntimo y el gráfico del saldo en el periodo; debajo, la lista declarada de los movimientos del
 * periodo, el más reciente primero: fecha, concepto, categoría (el cobro de un parte lleva la marca del
 * parte, con enlace si el usuario ve partes), ingreso o gasto y el saldo tras cada uno. El saldo actual es
 * el consolidado de la caja y el de cada movimiento se calcula hacia atrás desde él (useSaldosCaja), no
 * sobre la página que se ve: el dispositivo solo tiene los movimientos de su ventana de historia y el pie
 * de la lista dice desde cuándo (y trae el mes anterior con conexión). Filtros por tipo y
 * categoría; 'Nuevo movimiento' con la caja ya elegida si el usuario puede insertar. Todo es reactivo: un
 * cobro en efectivo que baja del servidor aparece con su saldo sin recargar.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import { puede } from '../../app/permisos';
import { useVigia } from '../../app/VigiaProvider';
import { formatearFechaHora, formatearMoneda } from '../../lib/formato';
import { AvisoDescargando, useDescargaPendiente, useRecibidosDescarga } from '../../ui/documento/AvisoDescargando';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import type { ColumnaLista, DefinicionLista, FiltroLista, OpcionOrden } from '../../ui/lista/tipos';
import { useCajasUsuario, useSaldosCaja, type SaldosCaja } from './consultas';
import { GraficoSaldo } from './GraficoSaldo';
import {
  esDeCobro,
  esPeriodo,
  inicioPeriodo,
  nombreCategoria,
  OPCIONES_CATEGORIA,
  OPCIONES_PERIODO,
  OPCIONES_TIPO_MOVIMIENTO,
  PERIODO_POR_DEFECTO,
  serieSaldo,
  type Caja,
  type MovimientoCaja,
  type Periodo,
} from './movimientos-caja';
import { etiquetasMovimientoCaja as E, TEXTOS_CAJA as T } from './movimientos-caja.labels';
import { SaldosContexto, SaldoTras } from './SaldoTras';
import './movimientos-caja.css';

/** La marca del cobro de un parte: enlace al parte si el usuario ve partes; si no, su número. */
function MarcaParte({ idparte_trabajo, numero, enlazar }: { idparte_trabajo: string; numero: string | undefined; enlazar: boolean }) {
  const texto = numero === undefined ? T.parteSinNumero : T.parte(numero);
  return enlazar ? (
    <Link to="/partes/$idparte_trabajo" params={{ idparte_trabajo }} className="enlace-celda-caja" data-testid="marca-parte">
      {texto}
    </Link>
  ) : (
    <span className="etiqueta etiqueta-neutra" data-testid="marca-parte">
      {texto}
    </span>
  );
}

const columnasDe = (puedeVerPartes: boolean): readonly ColumnaLista<MovimientoCaja>[] => [
  { id: 'fecha', cabecera: E.fecha, celda: ({ doc }) => formatearFechaHora(doc.fecha) },
  { id: 'concepto', cabecera: E.concepto, principal: true, celda: ({ doc }) => doc.concepto },
  {
    id: 'categoria',
    cabecera: E.categoria,
    celda: ({ doc, relacionados: r }) => (
      <span className="categoria-caja">
        {nombreCategoria(doc.categoria)}
        {doc.idparte_trabajo && <MarcaParte idparte_trabajo={doc.idparte_trabajo} numero={r.parte} enlazar={puedeVerPartes} />}
      </span>
    ),
  },
  { id: 'ingreso', cabecera: E.ingreso, celda: ({ doc }) => (doc.tipo === 'ingreso' ? <span className="importe-caja">{formatearMoneda(doc.importe)}</span> : '') },
  { id: 'gasto', cabecera: E.gasto, celda: ({ doc }) => (doc.tipo === 'gasto' ? <span className="importe-caja">{formatearMoneda(doc.importe)}</span> : '') },
  { id: 'saldo', cabecera: E.saldo, celda: ({ doc }) => <SaldoTras idmovcaja={doc.idmovcaja} /> },
];

const ordenes: readonly OpcionOrden<MovimientoCaja>[] = [
  { id: 'fecha-reciente', etiqueta: T.fechaReciente, campo: 'fecha', direccion: 'desc' },
  { id: 'fecha-antigua', etiqueta: T.fechaAntigua, campo: 'fecha', direccion: 'asc' },
  { id: 'importe-mayor', etiqueta: T.importeMayor, campo: 'importe', direccion: 'desc' },
];

const filtros: readonly FiltroLista<MovimientoCaja>[] = [
  { tipo: 'opciones', id: 'tipo', etiqueta: E.tipo, campo: 'tipo', todas: T.todosTipos, opciones: OPCIONES_TIPO_MOVIMIENTO },
  { tipo: 'opciones', id: 'categoria', etiqueta: E.categoria, campo: 'categoria', todas: T.todasCategorias, opciones: OPCIONES_CATEGORIA },
];

export interface DefinicionCaja {
  id: string;
  idcaja: string;
  /** Comienzo del periodo (instante ISO); null, todos. */
  desde: string | null;
  puedeVerPartes: boolean;
}

export const definicionMovimientosCaja = ({ id, idcaja, desde, puedeVerPartes }: DefinicionCaja): DefinicionLista<MovimientoCaja> => ({
  id,
  coleccion: (db) => db.movimientocaja,
  selectorBase: desde === null ? { idcaja: { $eq: idcaja }, estado: { $gt: 0 } } : { idcaja: { $eq: idcaja }, estado: { $gt: 0 }, fecha: { $gte: desde } },
  columnas: columnasDe(puedeVerPartes),
  relacionados: [{ id: 'parte', coleccion: 'partetrabajo', clave: 'idparte_trabajo', campo: 'numero' }],
  busqueda: [{ campo: 'concepto' }, { campo: 'observaciones' }, { relacionado: 'parte' }],
  filtros,
  ordenes,
  nombre: { singular: 'movimiento', plural: 'movimientos' },
  vacio: T.vacio,
  enlace: (doc, contenido) => (
    <Link to="/movimientos-caja/$idmovcaja" params={{ idmovcaja: doc.idmovcaja }} className="enlace-fila">
      {contenido}
    </Link>
  ),
  etiquetaFila: (doc) => `${formatearFechaHora(doc.fecha)} ${doc.concepto}${esDeCobro(doc) ? ` (${T.cobroDeParte})` : ''}`,
  // Los movimientos son historia de su mes (decisión 70): el pie dice desde cuándo los tiene el dispositivo.
  historial: true,
});

export interface MovimientosCajaScreenProps {
  idcaja?: string;
  periodo?: string;
}

export function MovimientosCajaScreen({ idcaja, periodo }: MovimientosCajaScreenProps) {
  const cajas = useCajasUsuario(idcaja);
  const descargando = useDescargaPendiente();
  const recibidos = useRecibidosDescarga();
  const elegido = esPeriodo(periodo) ? periodo : PERIODO_POR_DEFECTO;
  const caja = idcaja === undefined ? cajas?.[0] : cajas?.find((c) => c.idcaja === idcaja);
  if (cajas !== undefined && caja !== undefined) return <ListaCaja key={caja.idcaja} caja={caja} cajas={cajas} periodo={elegido} />;
  return (
    <div className="pantalla">
      <h1>{T.titulo}</h1>
      {cajas === undefined ? (
        <p className="cargando" role="status">
          {T.cargando}
        </p>
      ) : descargando ? (
        <AvisoDescargando recibidos={recibidos} className="vacio" />
      ) : (
        <p className="vacio">{idcaja === undefined ? T.sinCajas : T.cajaNoEsta}</p>
      )}
    </div>
  );
}

function ListaCaja({ caja, cajas, periodo }: { caja: Caja; cajas: readonly Caja[]; periodo: Periodo }) {
  const { sesion } = useVigia();
  const usuario = sesion.usuario;
  const saldos = useSaldosCaja(caja);
  // Las 00:00 del primer día del periodo: el mismo texto todo el día (la definición no cambia en cada pintado).
  const desde = inicioPeriodo(periodo, new Date());
  const puedeVerPartes = puede(usuario, 'parte_trabajo', 'visualizar');
  const definicion = useMemo(
    () => definicionMovimientosCaja({ id: `movimientos-caja:${usuario.idusuario}:${caja.idcaja}`, idcaja: caja.idcaja, desde, puedeVerPartes }),
    [usuario.idusuario, caja.idcaja, desde, puedeVerPartes],
  );
  const acciones = (
    <>
      {puede(usuario, 'movimiento_caja', 'insertar') && (
        <Link to="/movimientos-caja/add" search={{ idcaja: caja.idcaja }} className="boton boton-primario">
          {T.nuevo}
        </Link>
      )}
      <ResumenCaja caja={caja} cajas={cajas} periodo={periodo} desde={desde} saldos={saldos} />
    </>
  );
  return (
    <SaldosContexto.Provider value={saldos?.porMovimiento}>
      <ListaScreen titulo={T.titulo} definicion={definicion} acciones={acciones} />
    </SaldosContexto.Provider>
  );
}

interface ResumenCajaProps {
  caja: Caja;
  cajas: readonly Caja[];
  periodo: Periodo;
  desde: string | null;
  saldos: SaldosCaja | undefined;
}

/** La caja y el periodo elegidos, el saldo actual y el gráfico del saldo en el periodo. */
function ResumenCaja({ caja, cajas, periodo, desde, saldos }: ResumenCajaProps) {
  const navegar = useNavigate();
  const id = useId();
  const serie = useMemo(() => saldos && serieSaldo(saldos.actual, saldos.movimientos, desde, new Date(), undefined, saldos.desde), [saldos, desde]);
  const ir = (idcaja: string, p: Periodo) => void navegar({ to: '/movimientos-caja/', search: { idcaja, periodo: p } });
  return (
    <section className="resumen-caja tarjeta" aria-label={T.resumen}>
      <div className="resumen-caja-selectores">
        <div className="campo">
          <label htmlFor={`${id}-caja`}>{T.caja}</label>
          <select id={`${id}-caja`} value={caja.idcaja} onChange={(e) => ir(e.target.value, periodo)}>
            {cajas.map((c) => (
              <option key={c.idcaja} value={c.idcaja}>
                {c.nombre}
              </option>
            ))}
          </select>
        </div>
        <div className="campo">
          <label htmlFor={`${id}-periodo`}>{T.periodo}</label>
          <select id={`${id}-periodo`} value={periodo} onChange={(e) => ir(caja.idcaja, esPeriodo(e.target.value) ? e.target.value : PERIODO_POR_DEFECTO)}>
            {OPCIONES_PERIODO.map((o) => (
              <option key={o.valor} value={o.valor}>
                {o.etiqueta}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="resumen-caja-saldo">
        <p className="saldo-caja">
          <span>{T.saldoActual}</span>{' '}
          <strong data-testid="saldo-caja" className={saldos !== undefined && saldos.actual < 0 ? 'saldo-negativo' : undefined}>
            {saldos === undefined ? T.cargando : formatearMoneda(saldos.actual)}
          </strong>
        </p>
        <p className="nota">{T.saldoInicial(formatearMoneda(caja.saldo_inicial))}</p>
      </div>
      {serie !== undefined && <GraficoSaldo serie={serie} />}
    </section>
  );
}
