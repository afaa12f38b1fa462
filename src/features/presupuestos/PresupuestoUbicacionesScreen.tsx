/**
 * Ubicaciones de un presupuesto (/presupuestos/{id}/ubicaciones): dónde va cada elemento (zona, planta,
 * la línea que lo instala, unidades y observaciones), con el total de unidades al pie; 'Añadir ubicación',
 * 'Modificar' y 'Eliminar' (TablaEditable) con el permiso de ubicacion_presupuesto y mientras el
 * presupuesto sea editable. El elemento se elige entre las líneas activas del presupuesto.
 */
import { useMemo } from 'react';
import { puede } from '../../app/permisos';
import { useVigia } from '../../app/VigiaProvider';
import { TablaEditable } from '../../ui/tabla/TablaEditable';
import { MarcoPresupuesto } from './MarcoPresupuesto';
import { useLineasPresupuesto, useUbicacionesPresupuesto, type Presupuesto, type UbicacionPresupuesto } from './presupuestos';
import { TEXTOS_UBICACIONES as T } from './subpantallas.labels';
import { columnasUbicacion, formularioUbicacion, valoresUbicacion } from './ubicacion-formulario';

export function PresupuestoUbicacionesScreen({ idpresupuestocli }: { idpresupuestocli: string }) {
  return (
    <MarcoPresupuesto idpresupuestocli={idpresupuestocli} titulo={T.titulo}>
      {(presupuesto, editable) => <Ubicaciones presupuesto={presupuesto} editable={editable} />}
    </MarcoPresupuesto>
  );
}

const claveFila = (u: UbicacionPresupuesto): string => u.idubicacion_presupuesto;
const nombreFila = (u: UbicacionPresupuesto): string => u.descripcion;

function Ubicaciones({ presupuesto, editable }: { presupuesto: Presupuesto; editable: boolean }) {
  const { motor, sesion } = useVigia();
  const { idpresupuestocli } = presupuesto;
  const ubicaciones = useUbicacionesPresupuesto(idpresupuestocli);
  const lineas = useLineasPresupuesto(idpresupuestocli);
  const columnas = useMemo(() => {
    const descripcion = new Map((lineas ?? []).map((l) => [l.idlpresupuestocli, l.descripcion]));
    return columnasUbicacion((id) => (id ? (descripcion.get(id) ?? '') : ''));
  }, [lineas]);
  const formulario = useMemo(() => formularioUbicacion(motor, idpresupuestocli, lineas ?? []), [motor, idpresupuestocli, lineas]);
  const u = sesion.usuario;
  return (
    <TablaEditable
      filas={ubicaciones}
      claveFila={claveFila}
      nombreFila={nombreFila}
      columnas={columnas}
      textos={T.tabla}
      permisos={{
        anadir: editable && puede(u, 'ubicacion_presupuesto', 'insertar'),
        modificar: editable && puede(u, 'ubicacion_presupuesto', 'editar'),
        eliminar: editable && puede(u, 'ubicacion_presupuesto', 'borrar'),
      }}
      formulario={formulario}
      valores={valoresUbicacion}
      eliminar={(f) => motor.mutate('ubicacionPresupuesto.deleteSync', { id: f.idubicacion_presupuesto })}
      testIdFila="ubicacion"
    />
  );
}
