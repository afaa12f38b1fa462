/**
 * Turnos de un puesto (/puestos-servicio/{id}/turnos): los códigos que se escriben en el cuadrante con su
 * entrada, salida y horas; la supervisión los añade, modifica y elimina (tras Confirmación) con los
 * mutadores genéricos, también sin conexión.
 */
import { useMemo } from 'react';
import { puede } from '../../app/permisos';
import { useVigia } from '../../app/VigiaProvider';
import { formatearNumero } from '../../lib/formato';
import { TablaEditable } from '../../ui/tabla/TablaEditable';
import type { ColumnaTablaHija } from '../../ui/tabla/TablaHija';
import { useTurnosDePuesto, type Puesto, type TurnoPuesto } from './consultas';
import { MarcoPuesto } from './MarcoPuesto';
import { etiquetasTurno as E, TEXTOS_TURNOS as T } from './puestos.labels';
import { formularioTurno, horasTurno, valoresTurno } from './turno-formulario';

const columnas: readonly ColumnaTablaHija<TurnoPuesto>[] = [
  { id: 'codigo', cabecera: E.codigo, tipo: 'codigo', cabeceraFila: true, valor: (t) => t.codigo },
  { id: 'descripcion', cabecera: E.descripcion, tipo: 'texto', valor: (t) => t.descripcion },
  { id: 'hora_inicio', cabecera: E.hora_inicio, tipo: 'codigo', valor: (t) => t.hora_inicio },
  { id: 'hora_fin', cabecera: E.hora_fin, tipo: 'codigo', valor: (t) => t.hora_fin },
  { id: 'horas', cabecera: E.horas, tipo: 'numero', valor: (t) => horasTurno(t.hora_inicio, t.hora_fin), celda: (t) => {
      const h = horasTurno(t.hora_inicio, t.hora_fin);
      return h === null ? '' : formatearNumero(h);
    },
  },
];

export function PuestoTurnosScreen({ idpuesto_servicio }: { idpuesto_servicio: string }) {
  return <MarcoPuesto idpuesto_servicio={idpuesto_servicio} titulo={T.titulo}>{(p) => <Turnos puesto={p} />}</MarcoPuesto>;
}

function Turnos({ puesto }: { puesto: Puesto }) {
  const { motor, sesion } = useVigia();
  const { idpuesto_servicio } = puesto;
  const turnos = useTurnosDePuesto(idpuesto_servicio);
  const ordenados = useMemo(() => (turnos === undefined ? undefined : [...turnos].sort((a, b) => a.codigo.localeCompare(b.codigo))), [turnos]);
  const formulario = useMemo(() => formularioTurno(motor, idpuesto_servicio, turnos ?? []), [motor, idpuesto_servicio, turnos]);
  const u = sesion.usuario;
  return (
    <TablaEditable
      filas={ordenados}
      claveFila={(t) => t.idturno_puesto}
      nombreFila={(t) => `${t.codigo} (${t.descripcion})`}
      columnas={columnas}
      textos={T}
      testIdFila="turno"
      permisos={{ anadir: puede(u, 'turno_puesto', 'insertar'), modificar: puede(u, 'turno_puesto', 'editar'), eliminar: puede(u, 'turno_puesto', 'borrar') }}
      formulario={formulario}
      valores={valoresTurno}
      eliminar={(t) => motor.mutate('turnoPuesto.deleteSync', { id: t.idturno_puesto })}
    />
  );
}
