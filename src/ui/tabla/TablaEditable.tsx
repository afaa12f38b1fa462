/**
 * Tabla hija con alta, modificación y baja en la misma pantalla: la TablaHija con una columna de
 * acciones ('Modificar', 'Eliminar' tras Confirmación), 'Añadir …' debajo y el formulario declarado en una
 * tarjeta que recibe el foco al abrirse (alta o la fila elegida) y se cierra al guardar o cancelar. Las
 * filas de un presupuesto (líneas, ubicaciones, subsistemas, mantenimiento, cuotas) y las de una operación
 * la usan igual; cada una solo declara columnas, formulario y textos.
 */
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAccion } from '../accion/useAccion';
import type { DeclaracionFormulario } from '../formulario/declaracion';
import { FormularioDeclarado } from '../formulario/FormularioDeclarado';
import { useSnackbar } from '../Snackbar';
import type { RowData } from '@tanstack/react-table';
import { TablaHija, type ColumnaTablaHija } from './TablaHija';

export interface TextosTablaEditable {
  /** Nombre de la tabla (caption). */
  tabla: string;
  vacio: string;
  anadir: string;
  /** Título del formulario de alta. */
  nueva: string;
  modificar: string;
  eliminar: string;
  acciones: string;
  tituloModificar: (nombre: string) => string;
  confirmarEliminar: (nombre: string) => string;
  anadida: string;
  guardada: string;
  eliminada: string;
  etiquetaPie?: string;
}

export interface TablaEditableProps<T, V> {
  filas: readonly T[] | undefined;
  claveFila: (fila: T) => string;
  /** Cómo se nombra la fila en botones y confirmaciones (su descripción). */
  nombreFila: (fila: T) => string;
  columnas: readonly ColumnaTablaHija<T>[];
  textos: TextosTablaEditable;
  permisos: { anadir: boolean; modificar: boolean; eliminar: boolean };
  /** La declaración del formulario (alta si la fila es null). */
  formulario: DeclaracionFormulario<V, T | null>;
  valores: (fila: T | null) => V;
  eliminar: (fila: T) => Promise<unknown>;
  /** Lo que el formulario enseña con los valores actuales (el importe de la línea). */
  pie?: (valores: V) => ReactNode;
  /** data-testid de cada fila. */
  testIdFila?: string;
  /** Lo que va entre la tabla y 'Añadir' (un resumen de totales). */
  resumen?: ReactNode;
  /** Botones junto a 'Añadir' (repartir cuotas…). */
  masAcciones?: ReactNode;
}

export function TablaEditable<T extends RowData, V>(p: TablaEditableProps<T, V>) {
  const { textos: T, permisos, nombreFila } = p;
  const [editando, setEditando] = useState<{ fila: T | null } | null>(null);
  const eliminar = useAccion<T, void>({
    ejecutar: (f) => p.eliminar(f).then(() => undefined),
    confirmar: (f) => ({ texto: T.confirmarEliminar(nombreFila(f)) }),
    exito: T.eliminada,
  });
  const { pedir: pedirEliminar } = eliminar;

  const columnas = useMemo<readonly ColumnaTablaHija<T>[]>(
    () =>
      permisos.modificar || permisos.eliminar
        ? [
            ...p.columnas,
            {
              id: 'acciones',
              cabecera: T.acciones,
              tipo: 'acciones',
              celda: (f: T) => (
                <span className="acciones-fila">
                  {permisos.modificar && (
                    <button type="button" className="boton" aria-label={`${T.modificar}: ${nombreFila(f)}`} onClick={() => setEditando({ fila: f })}>
                      {T.modificar}
                    </button>
                  )}
                  {permisos.eliminar && (
                    <button type="button" className="boton boton-peligro" aria-label={`${T.eliminar}: ${nombreFila(f)}`} onClick={() => pedirEliminar(f)}>
                      {T.eliminar}
                    </button>
                  )}
                </span>
              ),
            },
          ]
        : p.columnas,
    [p.columnas, permisos.modificar, permisos.eliminar, pedirEliminar, nombreFila, T],
  );

  if (p.filas === undefined) return <p role="status">Cargando…</p>;
  const testId = p.testIdFila;
  return (
    <>
      <TablaHija
        titulo={T.tabla}
        columnas={columnas}
        filas={p.filas}
        claveFila={p.claveFila}
        atributosFila={testId ? () => ({ 'data-testid': testId }) : undefined}
        vacio={T.vacio}
        etiquetaPie={T.etiquetaPie}
      />
      {p.resumen}
      {eliminar.aviso}
      {(permisos.anadir || p.masAcciones) && (
        <div className="botonera">
          {permisos.anadir && (
            <button type="button" className="boton boton-primario" onClick={() => setEditando({ fila: null })}>
              {T.anadir}
            </button>
          )}
          {p.masAcciones}
        </div>
      )}
      {editando && (
        <FormularioFila
          key={editando.fila === null ? 'nueva' : p.claveFila(editando.fila)}
          titulo={editando.fila === null ? T.nueva : T.tituloModificar(nombreFila(editando.fila))}
          fila={editando.fila}
          formulario={p.formulario}
          valores={p.valores}
          pie={p.pie}
          exito={editando.fila === null ? T.anadida : T.guardada}
          alTerminar={() => setEditando((actual) => (actual === editando ? null : actual))}
        />
      )}
      {eliminar.dialogo}
    </>
  );
}

interface FormularioFilaProps<T, V> {
  titulo: string;
  fila: T | null;
  formulario: DeclaracionFormulario<V, T | null>;
  valores: (fila: T | null) => V;
  pie?: (valores: V) => ReactNode;
  exito: string;
  alTerminar: () => void;
}

function FormularioFila<T, V>({ titulo, fila, formulario, valores, pie, exito, alTerminar }: FormularioFilaProps<T, V>) {
  const { mostrar } = useSnackbar();
  const id = useId();
  const refTitulo = useRef<HTMLHeadingElement>(null);
  useEffect(() => refTitulo.current?.focus(), []);
  // Los valores iniciales se fijan al abrir: la fila viva puede cambiar mientras se edita.
  const [iniciales] = useState(() => valores(fila));
  return (
    <section className="tarjeta" aria-labelledby={id}>
      <h2 id={id} ref={refTitulo} tabIndex={-1}>
        {titulo}
      </h2>
      <FormularioDeclarado
        declaracion={formulario}
        valores={iniciales}
        registro={fila}
        modo={fila === null ? 'alta' : 'edicion'}
        pie={pie}
        despues={() => {
          mostrar({ mensaje: exito });
          alTerminar();
        }}
        alCancelar={alTerminar}
      />
    </section>
  );
}
