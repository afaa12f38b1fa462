/**
 * Materiales de un contrato (/contratos/{id}/materiales), solo lectura: las líneas del presupuesto que se
 * instalan, con su subsistema, y al pie el total; debajo, base · IVA · total por tipo de IVA
 * (totalesPresupuesto, la misma regla que el presupuesto).
 */
import { useMemo } from 'react';
import { totalesPresupuesto } from '../../../replication/presupuestos';
import { useMaterialesContrato } from './consultas';
import type { Contrato, MaterialContrato } from './contratos';
import { TEXTOS_CONTRATOS, TEXTOS_MATERIALES as T } from './contratos.labels';
import { TablaLineasIva } from './lineas-iva';
import { MarcoContrato } from './MarcoContrato';

export function ContratoMaterialesScreen({ idcontrato }: { idcontrato: string }) {
  return (
    <MarcoContrato idcontrato={idcontrato} titulo={T.titulo}>
      {(contrato) => <MaterialesContrato contrato={contrato} />}
    </MarcoContrato>
  );
}

const subsistema = (m: MaterialContrato): string | null | undefined => m.subsistema;

function MaterialesContrato({ contrato }: { contrato: Contrato }) {
  const materiales = useMaterialesContrato(contrato.idcontrato);
  const totales = useMemo(() => totalesPresupuesto(materiales ?? []), [materiales]);
  if (materiales === undefined) return <p role="status">{TEXTOS_CONTRATOS.cargando}</p>;
  return (
    <TablaLineasIva
      titulo={T.tabla}
      filas={materiales}
      claveFila={(m) => m.idmaterial_contrato}
      subsistema={subsistema}
      vacio={T.vacio}
      etiquetaPie={T.total}
      totales={totales}
    />
  );
}
