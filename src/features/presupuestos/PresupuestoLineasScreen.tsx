/**
 * Líneas de un presupuesto (/presupuestos/{id}/lineas): subsistema, descripción, unidades, precio, dto.,
 * IVA e importe con la base al pie y el resumen base · IVA · total (totalesPresupuesto, al céntimo);
 * añadir, modificar y eliminar (tras Confirmación) mientras el presupuesto es editable. Sin conexión también.
 */
import { useMemo } from 'react';
import { totalesPresupuesto } from '../../../replication/presupuestos';
import { importeLinea } from '../../../schemas';
import { puede } from '../../app/permisos';
import { useVigia } from '../../app/VigiaProvider';
import { formatearMoneda } from '../../lib/formato';
import { TablaEditable } from '../../ui/tabla/TablaEditable';
import type { ColumnaTablaHija } from '../../ui/tabla/TablaHija';
import { formatearDto } from '../ordenes/TablaLineas';
import { etiquetasLinea as E, formularioLineaPresupuesto, importeValoresLinea, valoresLineaPresupuesto } from './linea-presupuesto-formulario';
import { MarcoPresupuesto } from './MarcoPresupuesto';
import { useLineasPresupuesto, useSubsistemasPresupuesto, type LineaPresupuesto, type Presupuesto } from './presupuestos';
import { TEXTOS_PRESUPUESTOS } from './presupuestos.labels';

const TEXTOS = {
  tabla: 'Líneas del presupuesto',
  vacio: 'El presupuesto no tiene líneas',
  anadir: 'Añadir línea',
  nueva: 'Nueva línea',
  modificar: 'Modificar',
  eliminar: 'Eliminar',
  acciones: E.acciones,
  tituloModificar: (n: string) => `Modificar la línea ${n}`,
  confirmarEliminar: (n: string) => `¿Eliminar la línea «${n}»?`,
  anadida: 'Línea añadida',
  guardada: 'Línea guardada',
  eliminada: 'Línea eliminada',
  etiquetaPie: 'Base imponible',
} as const;

export function PresupuestoLineasScreen({ idpresupuestocli }: { idpresupuestocli: string }) {
  return (
    <MarcoPresupuesto idpresupuestocli={idpresupuestocli} titulo={TEXTOS_PRESUPUESTOS.lineas}>
      {(p, editable) => <Lineas presupuesto={p} editable={editable} />}
    </MarcoPresupuesto>
  );
}

function Lineas({ presupuesto, editable }: { presupuesto: Presupuesto; editable: boolean }) {
  const { motor, db, sesion } = useVigia();
  const { idpresupuestocli } = presupuesto;
  const lineas = useLineasPresupuesto(idpresupuestocli);
  const subsistemas = useSubsistemasPresupuesto(idpresupuestocli);
  const siguienteOrden = (lineas ?? []).reduce((m, l) => Math.max(m, l.orden), 0) + 10;
  const formulario = useMemo(
    () => formularioLineaPresupuesto({ motor, idpresupuestocli, subsistemas: subsistemas ?? [], siguienteOrden }),
    [motor, idpresupuestocli, subsistemas, siguienteOrden],
  );
  const nombreSubsistema = useMemo(() => new Map((subsistemas ?? []).map((s) => [s.idsubsis_presupuesto, `${s.numero}. ${s.descripcion}`])), [subsistemas]);
  const totales = useMemo(() => totalesPresupuesto(lineas ?? []), [lineas]);
  const columnas = useMemo<readonly ColumnaTablaHija<LineaPresupuesto>[]>(
    () => [
      { id: 'subsistema', cabecera: E.subsistema, tipo: 'texto', valor: (l) => nombreSubsistema.get(l.idsubsis_presupuesto ?? '') ?? '' },
      { id: 'descripcion', cabecera: E.descripcion, tipo: 'texto', cabeceraFila: true, valor: (l) => l.descripcion },
      { id: 'unidades', cabecera: E.unidades, tipo: 'numero', valor: (l) => l.unidades },
      { id: 'precio', cabecera: E.precio, tipo: 'importe', valor: (l) => l.precio },
      { id: 'dto', cabecera: E.dto, tipo: 'numero', valor: (l) => l.dto, celda: (l) => formatearDto(l.dto) },
      { id: 'iva', cabecera: E.iva, tipo: 'numero', valor: (l) => l.iva },
      {
        id: 'importe',
        cabecera: E.importe,
        tipo: 'importe',
        valor: (l) => importeLinea(l.precio, l.dto, l.unidades),
        testId: 'importe',
        pie: (ls) => formatearMoneda(totalesPresupuesto(ls).base),
        testIdPie: 'base',
      },
    ],
    [nombreSubsistema],
  );
  const u = sesion.usuario;
  return (
    <TablaEditable
      filas={lineas}
      claveFila={(l) => l.idlpresupuestocli}
      nombreFila={(l) => l.descripcion}
      columnas={columnas}
      textos={TEXTOS}
      testIdFila="linea"
      permisos={{
        anadir: editable && puede(u, 'lpresupuestocli', 'insertar'),
        modificar: editable && puede(u, 'lpresupuestocli', 'editar'),
        eliminar: editable && puede(u, 'lpresupuestocli', 'borrar'),
      }}
      formulario={formulario}
      valores={valoresLineaPresupuesto}
      eliminar={(l) => db.mutate('lpresupuestoCli.deleteSync', { id: l.idlpresupuestocli })}
      pie={(v) => (
        <p aria-live="polite" data-testid="importe-linea">
          {`${E.importe}: ${formatearMoneda(importeValoresLinea(v))}`}
        </p>
      )}
      resumen={
        <p aria-live="polite" data-testid="resumen-totales">
          {`Base ${formatearMoneda(totales.base)} · IVA ${formatearMoneda(totales.cuota_iva)} · Total ${formatearMoneda(totales.total)}`}
        </p>
      }
    />
  );
}
