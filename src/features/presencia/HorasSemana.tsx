/**
 * Horas trabajadas de una semana (supervisión): por persona y día y el total de la semana, en la gráfica de
 * barras (GraficaHoras) y en la tabla de cifras, con 'Semana anterior' / 'Esta semana' / 'Semana
 * siguiente' y el filtro por empleado. Lee los fichajes de esa semana por el índice de hora (y de
 * empleado si se elige uno) y los nombres por id; las horas salen de las reglas compartidas (tramos).
 */
import { useId, useMemo, useState } from 'react';
import { formatearMinutos } from '../../../replication/presencia';
import { usePorIds } from '../../app/usePorIds';
import { CampoSeleccion } from '../../ui/formulario/campos';
import { NavegacionSemana } from '../../ui/semana/NavegacionSemana';
import { useSemana } from '../../ui/semana/useSemana';
import { TablaHija, type ColumnaTablaHija } from '../../ui/tabla/TablaHija';
import { useFichajesEntre, useOpcionesEmpleados } from './consultas';
import { GraficaHoras, type FilaGrafica } from './GraficaHoras';
import { horasMinutos } from './informe';
import { desplazarSemana, diasDeSemana, fechaCorta, horasSemana, lunesDeHoy, nombreEmpleado, rangoConsulta } from './presencia';
import { DIAS_SEMANA, DIAS_SEMANA_LARGOS, TEXTOS_PRESENCIA as T } from './presencia.labels';

/** El id de la sección (el botón 'Horas de la semana' de la cabecera lleva aquí). */
export const SECCION_HORAS = 'horas-semana';

const columnaDia = (i: number): ColumnaTablaHija<FilaGrafica> => ({
  id: `dia-${i}`,
  cabecera: DIAS_SEMANA[i] ?? '',
  tipo: 'numero',
  valor: (f) => f.minutos[i] ?? 0,
  celda: (f) => <abbr title={`${DIAS_SEMANA_LARGOS[i] ?? ''}: ${formatearMinutos(f.minutos[i] ?? 0)}`}>{horasMinutos(f.minutos[i] ?? 0)}</abbr>,
  pie: (filas) => horasMinutos(filas.reduce((s, f) => s + (f.minutos[i] ?? 0), 0)),
});

const COLUMNAS: readonly ColumnaTablaHija<FilaGrafica>[] = [
  { id: 'nombre', cabecera: T.empleadoFiltro, tipo: 'texto', cabeceraFila: true, valor: (f) => f.nombre },
  ...Array.from({ length: 7 }, (_, i) => columnaDia(i)),
  {
    id: 'total',
    cabecera: T.totalSemana,
    tipo: 'numero',
    valor: (f) => f.total,
    celda: (f) => <strong>{formatearMinutos(f.total)}</strong>,
    pie: (filas) => <strong>{formatearMinutos(filas.reduce((s, f) => s + f.total, 0))}</strong>,
  },
];

export function HorasSemana() {
  const id = useId();
  const semana = useSemana(() => lunesDeHoy(), desplazarSemana);
  const [idempleado, setIdempleado] = useState('');
  const opciones = useOpcionesEmpleados();
  const dias = useMemo(() => diasDeSemana(semana.lunes), [semana.lunes]);
  const primero = dias[0] ?? semana.lunes;
  const ultimo = dias[6] ?? semana.lunes;
  const { desde, hasta } = rangoConsulta(primero, ultimo);
  const fichajes = useFichajesEntre(desde, hasta, idempleado || null);
  const horas = useMemo(() => (fichajes === undefined ? undefined : horasSemana(fichajes, semana.lunes, new Date().toISOString())), [fichajes, semana.lunes]);
  const empleados = usePorIds('empleado', (horas ?? []).map((h) => h.idempleado));
  const filas: FilaGrafica[] = (horas ?? [])
    .map((h) => {
      const e = empleados?.get(h.idempleado);
      return { ...h, nombre: e ? nombreEmpleado(e) : empleados === undefined ? T.cargando : T.noEsta };
    })
    .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));

  return (
    <section className="tarjeta presencia-horas" id={SECCION_HORAS} aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`} tabIndex={-1}>
        {T.horas}
      </h2>
      <p className="nota">{T.horasNota}</p>
      <NavegacionSemana semana={semana} />
      <h3 id={`${id}-semana`}>{T.semana(fechaCorta(primero), fechaCorta(ultimo))}</h3>
      <CampoSeleccion
        etiqueta={T.empleadoFiltro}
        nombre="idempleado-horas"
        valor={idempleado}
        alCambiar={setIdempleado}
        opciones={[{ valor: '', etiqueta: T.todosEmpleados }, ...(opciones ?? [])]}
      />
      {horas === undefined ? (
        <p role="status">{T.cargando}</p>
      ) : filas.length === 0 ? (
        <p className="vacio">{T.sinHoras}</p>
      ) : (
        <>
          <GraficaHoras filas={filas} dias={dias} />
          <TablaHija columnas={COLUMNAS} filas={filas} claveFila={(f) => f.idempleado} etiquetadaPor={`${id}-semana`} etiquetaPie="Total" />
        </>
      )}
    </section>
  );
}
