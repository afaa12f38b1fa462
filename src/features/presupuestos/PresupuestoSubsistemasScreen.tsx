/**
 * Subsistemas de un presupuesto (/presupuestos/{id}/subsistemas): número, descripción (intrusión, CCTV…),
 * cuántas líneas lleva y su importe (suma de sus líneas en céntimos exactos), con los totales al pie y,
 * debajo, lo que va sin subsistema; 'Añadir subsistema' (propone el número siguiente al mayor),
 * 'Modificar' y 'Eliminar' (TablaEditable; uno con líneas no se borra: se ve el error del mutador) con el
 * permiso de subsis_presupuesto y mientras el presupuesto sea editable.
 */
import { useMemo } from 'react';
import { sumaCentimos } from '../../../replication/presupuestos';
import { puede } from '../../app/permisos';
import { useVigia } from '../../app/VigiaProvider';
import { formatearEntero, formatearMoneda, plural } from '../../lib/formato';
import { TablaEditable } from '../../ui/tabla/TablaEditable';
import type { ColumnaTablaHija } from '../../ui/tabla/TablaHija';
import { MarcoPresupuesto } from './MarcoPresupuesto';
import { useLineasPresupuesto, useSubsistemasPresupuesto, type LineaPresupuesto, type Presupuesto, type SubsistemaPresupuesto } from './presupuestos';
import { etiquetasSubsistema as E, PALABRAS_LINEA, TEXTOS_SUBSISTEMAS as T } from './subpantallas.labels';
import { agruparPorSubsistema, formularioSubsistema, valoresSubsistema, type GrupoSubsistema } from './subsistema-formulario';

export function PresupuestoSubsistemasScreen({ idpresupuestocli }: { idpresupuestocli: string }) {
  return (
    <MarcoPresupuesto idpresupuestocli={idpresupuestocli} titulo={T.titulo}>
      {(presupuesto, editable) => <Subsistemas presupuesto={presupuesto} editable={editable} />}
    </MarcoPresupuesto>
  );
}

const claveFila = (s: SubsistemaPresupuesto): string => s.idsubsis_presupuesto;
const nombreFila = (s: SubsistemaPresupuesto): string => s.descripcion;
const SIN_SUBSISTEMAS: readonly SubsistemaPresupuesto[] = [];

function Subsistemas({ presupuesto, editable }: { presupuesto: Presupuesto; editable: boolean }) {
  const { motor, sesion } = useVigia();
  const { idpresupuestocli } = presupuesto;
  const subsistemas = useSubsistemasPresupuesto(idpresupuestocli);
  const lineas = useLineasPresupuesto(idpresupuestocli);
  const grupos = useMemo(() => agruparPorSubsistema(subsistemas ?? SIN_SUBSISTEMAS, lineas ?? []), [subsistemas, lineas]);
  const columnas = useMemo<readonly ColumnaTablaHija<SubsistemaPresupuesto>[]>(() => {
    const porId = new Map<string, GrupoSubsistema<SubsistemaPresupuesto, LineaPresupuesto>>();
    for (const g of grupos) if (g.subsistema) porId.set(g.subsistema.idsubsis_presupuesto, g);
    const lineasDe = (s: SubsistemaPresupuesto): number => porId.get(s.idsubsis_presupuesto)?.lineas.length ?? 0;
    const importeDe = (s: SubsistemaPresupuesto): number => porId.get(s.idsubsis_presupuesto)?.importe ?? 0;
    return [
      { id: 'numero', cabecera: E.numero, tipo: 'numero', valor: (s) => s.numero },
      { id: 'descripcion', cabecera: E.descripcion, tipo: 'texto', cabeceraFila: true, valor: (s) => s.descripcion },
      { id: 'lineas', cabecera: E.lineas, tipo: 'numero', valor: lineasDe, pie: (ss) => formatearEntero(ss.reduce((n, s) => n + lineasDe(s), 0)), testIdPie: 'total-lineas' },
      {
        id: 'importe',
        cabecera: E.importe,
        tipo: 'importe',
        valor: importeDe,
        testId: 'importe',
        pie: (ss) => formatearMoneda(sumaCentimos(ss.map(importeDe))),
        testIdPie: 'total',
      },
      { id: 'observaciones', cabecera: E.observaciones, tipo: 'texto', valor: (s) => s.observaciones ?? '' },
    ];
  }, [grupos]);
  const formulario = useMemo(() => formularioSubsistema(motor, idpresupuestocli, subsistemas ?? SIN_SUBSISTEMAS), [motor, idpresupuestocli, subsistemas]);
  const valores = useMemo(() => (s: SubsistemaPresupuesto | null) => valoresSubsistema(s, subsistemas ?? SIN_SUBSISTEMAS), [subsistemas]);
  const sueltas = grupos.find((g) => g.subsistema === null);
  const u = sesion.usuario;
  return (
    <TablaEditable
      filas={subsistemas}
      claveFila={claveFila}
      nombreFila={nombreFila}
      columnas={columnas}
      textos={T.tabla}
      permisos={{
        anadir: editable && puede(u, 'subsis_presupuesto', 'insertar'),
        modificar: editable && puede(u, 'subsis_presupuesto', 'editar'),
        eliminar: editable && puede(u, 'subsis_presupuesto', 'borrar'),
      }}
      formulario={formulario}
      valores={valores}
      eliminar={(f) => motor.mutate('subsisPresupuesto.deleteSync', { id: f.idsubsis_presupuesto })}
      testIdFila="subsistema"
      resumen={
        sueltas && (
          <p data-testid="sin-subsistema">
            {T.sinSubsistema(plural(sueltas.lineas.length, PALABRAS_LINEA.una, PALABRAS_LINEA.varias), formatearMoneda(sueltas.importe))}
          </p>
        )
      }
    />
  );
}
