/**
 * Mantenimiento de un presupuesto (/presupuestos/{id}/mant): los servicios periódicos (concepto,
 * periodicidad, importe sin IVA y observaciones) y, debajo, el coste anual (Σ importe × cobros al año, en
 * céntimos exactos); 'Añadir mantenimiento', 'Modificar' y 'Eliminar' (TablaEditable) con el permiso de
 * mant_presupuesto y mientras el presupuesto sea editable.
 */
import { useMemo } from 'react';
import { puede } from '../../app/permisos';
import { useVigia } from '../../app/VigiaProvider';
import { formatearMoneda } from '../../lib/formato';
import { TablaEditable } from '../../ui/tabla/TablaEditable';
import { COLUMNAS_MANT, formularioMant, valoresMant } from './mant-formulario';
import { costeAnual } from './mantenimiento';
import { MarcoPresupuesto } from './MarcoPresupuesto';
import { useMantPresupuesto, type MantPresupuesto, type Presupuesto } from './presupuestos';
import { TEXTOS_MANT as T } from './subpantallas.labels';

export function PresupuestoMantScreen({ idpresupuestocli }: { idpresupuestocli: string }) {
  return (
    <MarcoPresupuesto idpresupuestocli={idpresupuestocli} titulo={T.titulo}>
      {(presupuesto, editable) => <Mantenimiento presupuesto={presupuesto} editable={editable} />}
    </MarcoPresupuesto>
  );
}

const claveFila = (m: MantPresupuesto): string => m.idmant_presupuesto;
const nombreFila = (m: MantPresupuesto): string => m.concepto;

function Mantenimiento({ presupuesto, editable }: { presupuesto: Presupuesto; editable: boolean }) {
  const { motor, sesion } = useVigia();
  const { idpresupuestocli } = presupuesto;
  const mantenimientos = useMantPresupuesto(idpresupuestocli);
  const formulario = useMemo(() => formularioMant(motor, idpresupuestocli), [motor, idpresupuestocli]);
  const u = sesion.usuario;
  return (
    <TablaEditable
      filas={mantenimientos}
      claveFila={claveFila}
      nombreFila={nombreFila}
      columnas={COLUMNAS_MANT}
      textos={T.tabla}
      permisos={{
        anadir: editable && puede(u, 'mant_presupuesto', 'insertar'),
        modificar: editable && puede(u, 'mant_presupuesto', 'editar'),
        eliminar: editable && puede(u, 'mant_presupuesto', 'borrar'),
      }}
      formulario={formulario}
      valores={valoresMant}
      eliminar={(f) => motor.mutate('mantPresupuesto.deleteSync', { id: f.idmant_presupuesto })}
      testIdFila="mantenimiento"
      resumen={
        <p aria-live="polite" data-testid="coste-anual">
          {T.costeAnual(formatearMoneda(costeAnual(mantenimientos ?? [])))}
        </p>
      }
    />
  );
}
