/**
 * El presupuesto del que nace un contrato (/contratos/{id}/presupuestos/{idpresupuestocli}), solo lectura:
 * la revisión congelada que se aceptó o firmó (la de número más alto; si no hay, la última), con su número,
 * título, fecha, formas de pago, importes y sus líneas (con su subsistema y el total al pie). La copia
 * se lee con las guardas del presupuesto (leerCopiaRevision): si no tiene la forma esperada, se dice.
 */
import { useMemo } from 'react';
import { nombreEstado, nombreFormaPago } from '../../../replication/presupuestos';
import { declararTarjeta } from '../../ui/detalle/tarjeta-entidad';
import { TarjetaEntidad } from '../../ui/detalle/TarjetaEntidad';
import { formatearFecha, formatearFechaHora, formatearMoneda } from '../../lib/formato';
import { etiquetasContrato, etiquetasRevision as E, TEXTOS_CONTRATOS, TEXTOS_PRESUPUESTO as T } from './contratos.labels';
import { EnlacePresupuesto } from './EnlacePresupuesto';
import { TablaLineasIva } from './lineas-iva';
import { MarcoContrato } from './MarcoContrato';
import { leerCopiaRevision, type CopiaRevision } from '../presupuestos/copia-revision';
import { useRevisionesPresupuesto, type RevisionPresupuesto } from '../presupuestos/presupuestos';
import { revisionDelContrato, subsistemaDeLinea } from './revision';

export interface ContratoPresupuestoScreenProps {
  idcontrato: string;
  idpresupuestocli: string;
}

export function ContratoPresupuestoScreen({ idcontrato, idpresupuestocli }: ContratoPresupuestoScreenProps) {
  return (
    <MarcoContrato idcontrato={idcontrato} titulo={T.titulo}>
      {(contrato) => (contrato.idpresupuestocli === idpresupuestocli ? <PresupuestoCongelado idpresupuestocli={idpresupuestocli} /> : <p className="vacio">{T.noEsDelContrato}</p>)}
    </MarcoContrato>
  );
}

interface Congelado {
  revision: RevisionPresupuesto;
  copia: CopiaRevision;
}

const tarjetaRevision = declararTarjeta<Congelado>([
  { etiqueta: E.numero, valor: ({ copia }) => copia.presupuesto.numero },
  { etiqueta: E.titulo, valor: ({ copia }) => copia.presupuesto.titulo },
  { etiqueta: E.fecha, valor: ({ copia }) => formatearFecha(copia.presupuesto.fecha) },
  { etiqueta: E.revision, valor: ({ revision }) => T.revision(revision.numero, nombreEstado(revision.estado_presupuesto)) },
  { etiqueta: E.congelada, valor: ({ revision }) => formatearFechaHora(revision.fecha) },
  { etiqueta: etiquetasContrato.forma_pago, valor: ({ copia }) => nombreFormaPago(copia.presupuesto.forma_pago) },
  { etiqueta: etiquetasContrato.forma_pago_cuotas, valor: ({ copia }) => nombreFormaPago(copia.presupuesto.forma_pago_cuotas) },
  { etiqueta: E.base, valor: ({ revision }) => formatearMoneda(revision.base) },
  { etiqueta: E.cuota_iva, valor: ({ revision }) => formatearMoneda(revision.cuota_iva) },
  { etiqueta: E.total, valor: ({ revision }) => formatearMoneda(revision.total) },
]);

function PresupuestoCongelado({ idpresupuestocli }: { idpresupuestocli: string }) {
  const revisiones = useRevisionesPresupuesto(idpresupuestocli);
  const revision = useMemo(() => (revisiones === undefined ? undefined : revisionDelContrato(revisiones)), [revisiones]);
  const copia = useMemo(() => (revision ? leerCopiaRevision(revision.copia) : null), [revision]);
  const subsistema = useMemo(() => (copia ? subsistemaDeLinea(copia) : () => null), [copia]);
  if (revision === undefined) return <p role="status">{TEXTOS_CONTRATOS.cargando}</p>;
  return (
    <>
      {revision === null ? (
        <p className="vacio">{T.sinRevision}</p>
      ) : copia === null ? (
        <p className="alerta alerta-error" role="alert">
          {T.copiaIlegible}
        </p>
      ) : (
        <>
          <TarjetaEntidad declaracion={tarjetaRevision} doc={{ revision, copia }} titulo={T.datos} />
          <TablaLineasIva
            titulo={T.lineas}
            filas={copia.lineas}
            claveFila={(l) => l.idlpresupuestocli}
            subsistema={subsistema}
            vacio={T.vacioLineas}
            etiquetaPie={T.total}
            totales={revision}
          />
        </>
      )}
      <EnlacePresupuesto idpresupuestocli={idpresupuestocli} />
    </>
  );
}
