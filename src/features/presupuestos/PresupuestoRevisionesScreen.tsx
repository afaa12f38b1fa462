/**
 * Historia de un presupuesto: la lista de sus revisiones (/presupuestos/{id}/revisiones: número, fecha y
 * hora, motivo, estado al congelarla y total, cada una con su enlace) y la revisión congelada
 * (/presupuestos/{id}/revisiones/{idrevision}): sus datos, las líneas por subsistema con sus subtotales,
 * los importes con el desglose del IVA (totalesPresupuesto sobre las líneas copiadas), las cuotas, las
 * ubicaciones, el mantenimiento con su coste anual y lo que ha cambiado el presupuesto desde entonces
 * (total y número de líneas). Si la copia no tiene la forma esperada, se dice en vez de enseñarla a medias.
 */
import { Link } from '@tanstack/react-router';
import { useId, useMemo, type ReactNode } from 'react';
import { nombreEstado, nombreFormaPago, sumaCentimos, totalesPresupuesto } from '../../../replication/presupuestos';
import { formatearEntero, formatearFecha, formatearFechaHora, formatearMoneda, plural } from '../../lib/formato';
import { declararTarjeta } from '../../ui/detalle/tarjeta-entidad';
import { TarjetaEntidad } from '../../ui/detalle/TarjetaEntidad';
import { Documento, MarcoDocumento } from '../../ui/documento/Documento';
import { TablaHija, type ColumnaTablaHija } from '../../ui/tabla/TablaHija';
import { formatearDto } from '../ordenes/TablaLineas';
import { compararConActual, leerCopiaRevision, type CopiaRevision } from './copia-revision';
import { COLUMNAS_MANT } from './mant-formulario';
import { costeAnual } from './mantenimiento';
import { MarcoPresupuesto } from './MarcoPresupuesto';
import { useLineasPresupuesto, useRevisionesPresupuesto, type CuotaPresupuesto, type LineaPresupuesto, type RevisionPresupuesto, type SubsistemaPresupuesto } from './presupuestos';
import {
  etiquetasCuotaRevision as EC,
  etiquetasImpuesto as EI,
  etiquetasLineaRevision as EL,
  etiquetasRevision as ER,
  PALABRAS_LINEA,
  TEXTOS_MANT,
  TEXTOS_REVISION as TV,
  TEXTOS_REVISIONES as TR,
} from './subpantallas.labels';
import { agruparPorSubsistema } from './subsistema-formulario';
import { columnasUbicacion } from './ubicacion-formulario';

// ── La lista de revisiones ───────────────────────────────────────────────────────────────────────────

export function PresupuestoRevisionesScreen({ idpresupuestocli }: { idpresupuestocli: string }) {
  return (
    <MarcoPresupuesto idpresupuestocli={idpresupuestocli} titulo={TR.titulo}>
      {(presupuesto) => <Revisiones idpresupuestocli={presupuesto.idpresupuestocli} />}
    </MarcoPresupuesto>
  );
}

function Revisiones({ idpresupuestocli }: { idpresupuestocli: string }) {
  const revisiones = useRevisionesPresupuesto(idpresupuestocli);
  const columnas = useMemo<readonly ColumnaTablaHija<RevisionPresupuesto>[]>(
    () => [
      {
        id: 'numero',
        cabecera: ER.numero,
        tipo: 'numero',
        cabeceraFila: true,
        valor: (r) => r.numero,
        celda: (r) => (
          <Link to="/presupuestos/$idpresupuestocli/revisiones/$idrevision_presupuesto" params={{ idpresupuestocli, idrevision_presupuesto: r.idrevision_presupuesto }}>
            {TR.nombre(r.numero)}
          </Link>
        ),
      },
      { id: 'fecha', cabecera: ER.fecha, tipo: 'fechaHora', valor: (r) => r.fecha },
      { id: 'motivo', cabecera: ER.motivo, tipo: 'texto', valor: (r) => r.motivo },
      { id: 'estado', cabecera: ER.estado, tipo: 'texto', valor: (r) => nombreEstado(r.estado_presupuesto) },
      { id: 'total', cabecera: ER.total, tipo: 'importe', valor: (r) => r.total, testId: 'total' },
    ],
    [idpresupuestocli],
  );
  if (revisiones === undefined) return <p role="status">Cargando…</p>;
  return (
    <TablaHija
      titulo={TR.tabla}
      columnas={columnas}
      filas={revisiones}
      claveFila={(r) => r.idrevision_presupuesto}
      atributosFila={() => ({ 'data-testid': 'revision' })}
      vacio={TR.vacio}
    />
  );
}

// ── Una revisión congelada ───────────────────────────────────────────────────────────────────────────

export function PresupuestoRevisionScreen({ idpresupuestocli, idrevision_presupuesto }: { idpresupuestocli: string; idrevision_presupuesto: string }) {
  const volver = (
    <Link to="/presupuestos/$idpresupuestocli/revisiones" params={{ idpresupuestocli }}>
      {TR.volver}
    </Link>
  );
  return (
    <Documento coleccion="revisionpresupuesto" id={idrevision_presupuesto} nombre={TV.nombre} volver={volver} mensajeNoEsta={TV.noEsta}>
      {(revision) =>
        revision.idpresupuestocli === idpresupuestocli ? (
          <MarcoPresupuesto idpresupuestocli={idpresupuestocli} titulo={TV.titulo(revision.numero)}>
            {() => (
              <>
                <Revision revision={revision} />
                <p>{volver}</p>
              </>
            )}
          </MarcoPresupuesto>
        ) : (
          // La revisión es de otro presupuesto: para esta dirección, no está.
          <MarcoDocumento estado={{ fase: 'noEsta' }} nombre={TV.nombre} volver={volver} mensajeNoEsta={TV.noEsta}>
            {() => null}
          </MarcoDocumento>
        )
      }
    </Documento>
  );
}

interface DatosRevision {
  revision: RevisionPresupuesto;
  copia: CopiaRevision;
}

const tarjetaRevision = declararTarjeta<DatosRevision>([
  { etiqueta: TV.numero, valor: (d) => d.copia.presupuesto.numero },
  { etiqueta: TV.revision, valor: (d) => formatearEntero(d.revision.numero) },
  { etiqueta: TV.titulo_presupuesto, valor: (d) => d.copia.presupuesto.titulo, ancho: true },
  { etiqueta: TV.fecha, valor: (d) => formatearFecha(d.copia.presupuesto.fecha) },
  { etiqueta: TV.congelada, valor: (d) => formatearFechaHora(d.revision.fecha) },
  { etiqueta: TV.estado, valor: (d) => nombreEstado(d.revision.estado_presupuesto) },
  { etiqueta: TV.motivo, valor: (d) => d.revision.motivo, ancho: true },
  { etiqueta: TV.forma_pago, valor: (d) => nombreFormaPago(d.copia.presupuesto.forma_pago) },
  { etiqueta: TV.forma_pago_cuotas, valor: (d) => nombreFormaPago(d.copia.presupuesto.forma_pago_cuotas) },
]);

function Revision({ revision }: { revision: RevisionPresupuesto }) {
  const copia = useMemo(() => leerCopiaRevision(revision.copia), [revision.copia]);
  if (copia === null) {
    return (
      <p className="alerta-error" role="alert" data-testid="copia-ilegible">
        {TV.ilegible}
      </p>
    );
  }
  return (
    <>
      <TarjetaEntidad declaracion={tarjetaRevision} doc={{ revision, copia }} titulo={TV.datos} />
      <Comparacion idpresupuestocli={revision.idpresupuestocli} copia={copia} />
      <LineasPorSubsistema copia={copia} />
      <Importes copia={copia} />
      <Cuotas cuotas={copia.cuotas} />
      <Ubicaciones copia={copia} />
      <Mantenimiento copia={copia} />
    </>
  );
}

/** Una sección con su título (h2), que nombra también la tabla de dentro. */
function Seccion({ titulo, children }: { titulo: string; children: (idTitulo: string) => ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{titulo}</h2>
      {children(id)}
    </section>
  );
}

function Comparacion({ idpresupuestocli, copia }: { idpresupuestocli: string; copia: CopiaRevision }) {
  const actuales = useLineasPresupuesto(idpresupuestocli);
  return (
    <Seccion titulo={TV.comparar}>
      {() => {
        if (actuales === undefined) return <p role="status">{TV.cargandoActual}</p>;
        const c = compararConActual(copia.lineas, actuales);
        const lineas = (n: number) => plural(n, PALABRAS_LINEA.una, PALABRAS_LINEA.varias);
        return (
          <ul data-testid="comparacion">
            <li>
              {c.diferenciaTotal === 0
                ? TV.totalIgual(formatearMoneda(c.totalActual))
                : TV.totalDistinto(formatearMoneda(c.totalRevision), formatearMoneda(c.totalActual), formatearMoneda(Math.abs(c.diferenciaTotal)), c.diferenciaTotal > 0)}
            </li>
            <li>
              {c.diferenciaLineas === 0
                ? TV.lineasIguales(formatearEntero(c.lineasActual))
                : TV.lineasDistintas(lineas(c.lineasRevision), lineas(c.lineasActual), formatearEntero(Math.abs(c.diferenciaLineas)), c.diferenciaLineas > 0)}
            </li>
          </ul>
        );
      }}
    </Seccion>
  );
}

const COLUMNAS_LINEA: readonly ColumnaTablaHija<LineaPresupuesto>[] = [
  { id: 'descripcion', cabecera: EL.descripcion, tipo: 'texto', cabeceraFila: true, valor: (l) => l.descripcion },
  { id: 'unidades', cabecera: EL.unidades, tipo: 'numero', valor: (l) => l.unidades },
  { id: 'precio', cabecera: EL.precio, tipo: 'importe', valor: (l) => l.precio },
  { id: 'dto', cabecera: EL.dto, tipo: 'numero', valor: (l) => l.dto, celda: (l) => formatearDto(l.dto) },
  { id: 'iva', cabecera: EL.iva, tipo: 'numero', valor: (l) => l.iva, celda: (l) => formatearDto(l.iva) },
  {
    id: 'importe',
    cabecera: EL.importe,
    tipo: 'importe',
    valor: (l) => l.importe,
    testId: 'importe',
    pie: (ls) => formatearMoneda(sumaCentimos(ls.map((l) => l.importe))),
    testIdPie: 'subtotal',
  },
];

const tituloGrupo = (s: SubsistemaPresupuesto | null): string => (s ? `${s.numero}. ${s.descripcion}` : TV.sinSubsistema);

function LineasPorSubsistema({ copia }: { copia: CopiaRevision }) {
  const grupos = useMemo(() => agruparPorSubsistema(copia.subsistemas, copia.lineas).filter((g) => g.lineas.length > 0), [copia]);
  return (
    <Seccion titulo={TV.lineas}>
      {() =>
        grupos.length === 0 ? (
          <p className="vacio">{TV.sinLineas}</p>
        ) : (
          grupos.map((g) => <GrupoLineas key={g.subsistema?.idsubsis_presupuesto ?? ''} titulo={tituloGrupo(g.subsistema)} lineas={g.lineas} />)
        )
      }
    </Seccion>
  );
}

function GrupoLineas({ titulo, lineas }: { titulo: string; lineas: readonly LineaPresupuesto[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id} data-testid="grupo-subsistema">
      <h3 id={id}>{titulo}</h3>
      <TablaHija etiquetadaPor={id} columnas={COLUMNAS_LINEA} filas={lineas} claveFila={(l) => l.idlpresupuestocli} etiquetaPie={TV.subtotal} />
    </section>
  );
}

interface Impuesto {
  tipo: number;
  base: number;
  cuota: number;
}

function Importes({ copia }: { copia: CopiaRevision }) {
  const totales = useMemo(() => totalesPresupuesto(copia.lineas), [copia]);
  const columnas = useMemo<readonly ColumnaTablaHija<Impuesto>[]>(
    () => [
      { id: 'tipo', cabecera: EI.tipo, tipo: 'numero', cabeceraFila: true, valor: (i) => i.tipo, celda: (i) => formatearDto(i.tipo) },
      { id: 'base', cabecera: EI.base, tipo: 'importe', valor: (i) => i.base, pie: () => formatearMoneda(totales.base), testIdPie: 'base' },
      { id: 'cuota', cabecera: EI.cuota, tipo: 'importe', valor: (i) => i.cuota, pie: () => formatearMoneda(totales.cuota_iva), testIdPie: 'cuota-iva' },
    ],
    [totales],
  );
  return (
    <Seccion titulo={TV.totales}>
      {(id) => (
        <>
          <TablaHija etiquetadaPor={id} columnas={columnas} filas={totales.impuestos} claveFila={(i) => String(i.tipo)} etiquetaPie={ER.total} />
          <p data-testid="total-revision">
            <strong>{TV.totalConIva(formatearMoneda(totales.total))}</strong>
          </p>
        </>
      )}
    </Seccion>
  );
}

const COLUMNAS_CUOTA: readonly ColumnaTablaHija<CuotaPresupuesto>[] = [
  { id: 'numero', cabecera: EC.numero, tipo: 'numero', cabeceraFila: true, valor: (c) => c.numero },
  { id: 'fecha', cabecera: EC.fecha, tipo: 'fecha', valor: (c) => c.fecha },
  { id: 'importe', cabecera: EC.importe, tipo: 'importe', valor: (c) => c.importe, pie: (cs) => formatearMoneda(sumaCentimos(cs.map((c) => c.importe))), testIdPie: 'total-cuotas' },
  { id: 'forma_pago', cabecera: EC.forma_pago, tipo: 'texto', valor: (c) => nombreFormaPago(c.forma_pago) },
];

function Cuotas({ cuotas }: { cuotas: readonly CuotaPresupuesto[] }) {
  return (
    <Seccion titulo={TV.cuotas}>
      {(id) => <TablaHija etiquetadaPor={id} columnas={COLUMNAS_CUOTA} filas={cuotas} claveFila={(c) => c.idcuota_presupuesto} vacio={TV.sinCuotas} etiquetaPie={ER.total} />}
    </Seccion>
  );
}

function Ubicaciones({ copia }: { copia: CopiaRevision }) {
  const columnas = useMemo(() => {
    const descripcion = new Map(copia.lineas.map((l) => [l.idlpresupuestocli, l.descripcion]));
    return columnasUbicacion((id) => (id ? (descripcion.get(id) ?? '') : ''));
  }, [copia]);
  return (
    <Seccion titulo={TV.ubicaciones}>
      {(id) => (
        <TablaHija etiquetadaPor={id} columnas={columnas} filas={copia.ubicaciones} claveFila={(u) => u.idubicacion_presupuesto} vacio={TV.sinUbicaciones} etiquetaPie={ER.total} />
      )}
    </Seccion>
  );
}

function Mantenimiento({ copia }: { copia: CopiaRevision }) {
  return (
    <Seccion titulo={TV.mant}>
      {(id) => (
        <>
          <TablaHija etiquetadaPor={id} columnas={COLUMNAS_MANT} filas={copia.mantenimientos} claveFila={(m) => m.idmant_presupuesto} vacio={TV.sinMant} />
          {copia.mantenimientos.length > 0 && <p data-testid="coste-anual">{TEXTOS_MANT.costeAnual(formatearMoneda(costeAnual(copia.mantenimientos)))}</p>}
        </>
      )}
    </Seccion>
  );
}
