/**
 * Servicios de un puesto (/puestos-servicio/{id}/servicios): descripción, tipo, horario, días y vigilantes
 * que pide; la supervisión los añade, modifica y elimina (tras Confirmación) con los mutadores genéricos,
 * también sin conexión. Cada servicio lleva a su cuadrante del mes en curso.
 */
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { puede } from '../../app/permisos';
import { useVigia } from '../../app/VigiaProvider';
import { TablaEditable } from '../../ui/tabla/TablaEditable';
import type { ColumnaTablaHija } from '../../ui/tabla/TablaHija';
import { TEXTOS_CUADRANTES } from '../cuadrantes/cuadrantes.labels';
import { paramsCuadrante } from '../cuadrantes/rejilla';
import { hoyLocal } from '../ordenes/asignar-parte';
import { useServiciosPuesto, type Puesto, type ServicioPuesto } from './consultas';
import { textoDias } from './dias';
import { MarcoPuesto } from './MarcoPuesto';
import { etiquetasServicio as E, TEXTOS_SERVICIOS as T } from './puestos.labels';
import { formularioServicio, nombreTipoServicio, valoresServicio } from './servicio-formulario';

export function PuestoServiciosScreen({ idpuesto_servicio }: { idpuesto_servicio: string }) {
  return <MarcoPuesto idpuesto_servicio={idpuesto_servicio} titulo={T.titulo}>{(p) => <Servicios puesto={p} />}</MarcoPuesto>;
}

const mesEnCurso = () => {
  const hoy = new Date();
  return { anio: hoy.getFullYear(), mes: hoy.getMonth() + 1 };
};

function Servicios({ puesto }: { puesto: Puesto }) {
  const { motor, sesion } = useVigia();
  const { idpuesto_servicio } = puesto;
  const servicios = useServiciosPuesto(idpuesto_servicio);
  const ordenados = useMemo(() => (servicios === undefined ? undefined : [...servicios].sort((a, b) => a.hora_inicio.localeCompare(b.hora_inicio) || a.descripcion.localeCompare(b.descripcion))), [servicios]);
  const formulario = useMemo(() => formularioServicio(motor, idpuesto_servicio), [motor, idpuesto_servicio]);
  const valores = useMemo(() => valoresServicio(hoyLocal()), []);
  const u = sesion.usuario;
  const verCuadrante = puede(u, 'cuadrante', 'editar');
  const columnas = useMemo<readonly ColumnaTablaHija<ServicioPuesto>[]>(() => {
    const mes = mesEnCurso();
    return [
      { id: 'descripcion', cabecera: E.descripcion, tipo: 'texto', cabeceraFila: true, valor: (s) => s.descripcion },
      { id: 'tipo', cabecera: E.tipo, tipo: 'texto', valor: (s) => nombreTipoServicio(s.tipo) },
      { id: 'horario', cabecera: E.horario, tipo: 'codigo', valor: (s) => `${s.hora_inicio}–${s.hora_fin}` },
      { id: 'dias', cabecera: E.dias, tipo: 'texto', valor: (s) => textoDias(s.dias), ordenable: false },
      { id: 'vigilantes', cabecera: E.vigilantes, tipo: 'numero', valor: (s) => s.vigilantes },
      ...(verCuadrante
        ? [
            {
              id: 'cuadrante',
              cabecera: E.cuadrante,
              tipo: 'acciones' as const,
              celda: (s: ServicioPuesto) => (
                <Link
                  to="/cuadrantes/$idpuesto_servicio/$idpuesto_servicio_servicio/$year/$month/edit"
                  params={paramsCuadrante(idpuesto_servicio, s.idpuesto_servicio_servicio, mes)}
                  aria-label={T.cuadranteDe(s.descripcion, TEXTOS_CUADRANTES.mes(mes))}
                >
                  {T.verCuadrante}
                </Link>
              ),
            },
          ]
        : []),
    ];
  }, [verCuadrante, idpuesto_servicio]);
  return (
    <TablaEditable
      filas={ordenados}
      claveFila={(s) => s.idpuesto_servicio_servicio}
      nombreFila={(s) => s.descripcion}
      columnas={columnas}
      textos={T}
      testIdFila="servicio"
      permisos={{
        anadir: puede(u, 'puesto_servicio_servicio', 'insertar'),
        modificar: puede(u, 'puesto_servicio_servicio', 'editar'),
        eliminar: puede(u, 'puesto_servicio_servicio', 'borrar'),
      }}
      formulario={formulario}
      valores={valores}
      eliminar={(s) => motor.mutate('puestoServicioServicio.deleteSync', { id: s.idpuesto_servicio_servicio })}
    />
  );
}
