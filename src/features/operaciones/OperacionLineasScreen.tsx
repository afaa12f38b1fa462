/**
 * Líneas de una operación (/operaciones/{id}/lineas): TablaHija con descripción, unidades, precio,
 * dto. %, importe y el total al pie (al céntimo, totalesLineas), más el resumen bruto · descuento ·
 * total; 'Añadir línea', 'Modificar' y 'Eliminar' (tras Confirmación) con un formulario declarado que
 * enseña el importe de la línea mientras se escribe. Todo en el dispositivo, sin conexión.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { importeLinea } from '../../../schemas';
import { puede } from '../../app/permisos';
import { useVigia } from '../../app/VigiaProvider';
import { formatearMoneda } from '../../lib/formato';
import { useAccion } from '../../ui/accion/useAccion';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { useSnackbar } from '../../ui/Snackbar';
import { TablaHija, type ColumnaTablaHija } from '../../ui/tabla/TablaHija';
import { formatearDto } from '../ordenes/TablaLineas';
import { formularioLinea, importeDeValores, valoresLinea } from './linea-formulario';
import { useLineasOperacion } from './lineas';
import { MarcoOperacion } from './MarcoOperacion';
import { totalesLineas, type LineaOperacion, type Operacion } from './operaciones';
import { etiquetasLineaOperacion as E, TEXTOS_LINEAS as T } from './operaciones.labels';

export function OperacionLineasScreen({ idoperacioncrm }: { idoperacioncrm: string }) {
  return (
    <MarcoOperacion idoperacioncrm={idoperacioncrm} titulo={T.titulo}>
      {(operacion) => <LineasOperacion operacion={operacion} />}
    </MarcoOperacion>
  );
}

function LineasOperacion({ operacion }: { operacion: Operacion }) {
  const { db, sesion } = useVigia();
  const { idoperacioncrm } = operacion;
  const lineas = useLineasOperacion(idoperacioncrm);
  const [editando, setEditando] = useState<LineaOperacion | 'nueva' | null>(null);
  const puedeEditar = puede(sesion.usuario, 'loperacioncrm', 'editar');
  const puedeAnadir = puede(sesion.usuario, 'loperacioncrm', 'insertar');
  const puedeEliminar = puede(sesion.usuario, 'loperacioncrm', 'borrar');
  const eliminar = useAccion<LineaOperacion, void>({
    ejecutar: (l) => db.mutate('loperacionCrm.deleteSync', { id: l.idloperacioncrm }).then(() => undefined),
    confirmar: (l) => ({ texto: T.confirmarEliminar(l.descripcion) }),
    exito: T.eliminada,
  });
  const { pedir: pedirEliminar } = eliminar;
  const totales = useMemo(() => totalesLineas(lineas ?? []), [lineas]);

  const columnas = useMemo<readonly ColumnaTablaHija<LineaOperacion>[]>(
    () => [
      { id: 'descripcion', cabecera: E.descripcion, tipo: 'texto', cabeceraFila: true, valor: (l) => l.descripcion },
      { id: 'unidades', cabecera: E.unidades, tipo: 'numero', valor: (l) => l.unidades },
      { id: 'precio', cabecera: E.precio, tipo: 'importe', valor: (l) => l.precio },
      { id: 'dto', cabecera: E.dto, tipo: 'numero', valor: (l) => l.dto, celda: (l) => formatearDto(l.dto) },
      {
        id: 'importe',
        cabecera: E.importe,
        tipo: 'importe',
        valor: (l) => importeLinea(l.precio, l.dto, l.unidades),
        testId: 'importe',
        pie: (ls) => formatearMoneda(totalesLineas(ls).total),
        testIdPie: 'total',
      },
      ...(puedeEditar || puedeEliminar
        ? [
            {
              id: 'acciones',
              cabecera: E.acciones,
              tipo: 'acciones' as const,
              celda: (l: LineaOperacion) => (
                <span className="acciones-fila">
                  {puedeEditar && (
                    <button type="button" className="boton" aria-label={`${T.modificar}: ${l.descripcion}`} onClick={() => setEditando(l)}>
                      {T.modificar}
                    </button>
                  )}
                  {puedeEliminar && (
                    <button type="button" className="boton boton-peligro" aria-label={`${T.eliminar}: ${l.descripcion}`} onClick={() => pedirEliminar(l)}>
                      {T.eliminar}
                    </button>
                  )}
                </span>
              ),
            },
          ]
        : []),
    ],
    [puedeEditar, puedeEliminar, pedirEliminar],
  );

  if (lineas === undefined) return <p role="status">Cargando…</p>;
  return (
    <>
      <TablaHija
        titulo={T.tabla}
        columnas={columnas}
        filas={lineas}
        claveFila={(l) => l.idloperacioncrm}
        atributosFila={() => ({ 'data-testid': 'linea' })}
        vacio={T.vacio}
        etiquetaPie={T.etiquetaPie}
      />
      <p aria-live="polite" data-testid="resumen-totales">
        {T.resumenTotales(formatearMoneda(totales.bruto), formatearMoneda(totales.descuento), formatearMoneda(totales.total))}
      </p>
      {eliminar.aviso}
      {puedeAnadir && (
        <div className="botonera">
          <button type="button" className="boton boton-primario" onClick={() => setEditando('nueva')}>
            {T.anadir}
          </button>
        </div>
      )}
      {editando && (
        <FormularioLinea
          key={editando === 'nueva' ? 'nueva' : editando.idloperacioncrm}
          idoperacioncrm={idoperacioncrm}
          linea={editando === 'nueva' ? null : editando}
          alTerminar={() => setEditando((actual) => (actual === editando ? null : actual))}
        />
      )}
      {eliminar.dialogo}
    </>
  );
}

interface FormularioLineaProps {
  idoperacioncrm: string;
  linea: LineaOperacion | null;
  alTerminar: () => void;
}

function FormularioLinea({ idoperacioncrm, linea, alTerminar }: FormularioLineaProps) {
  const { motor } = useVigia();
  const { mostrar } = useSnackbar();
  const id = useId();
  const refTitulo = useRef<HTMLHeadingElement>(null);
  useEffect(() => refTitulo.current?.focus(), []);
  const declaracion = useMemo(() => formularioLinea(motor, idoperacioncrm), [motor, idoperacioncrm]);
  const valores = useMemo(() => valoresLinea(linea), [linea]);
  return (
    <section className="tarjeta" aria-labelledby={id}>
      <h2 id={id} ref={refTitulo} tabIndex={-1}>
        {linea ? T.modificarTitulo(linea.descripcion) : T.nueva}
      </h2>
      <FormularioDeclarado
        declaracion={declaracion}
        valores={valores}
        registro={linea}
        modo={linea ? 'edicion' : 'alta'}
        pie={(v) => (
          <p aria-live="polite" data-testid="importe-linea">
            {`${T.importeLinea}: ${formatearMoneda(importeDeValores(v))}`}
          </p>
        )}
        despues={() => {
          mostrar({ mensaje: linea ? T.guardada : T.anadida });
          alTerminar();
        }}
        alCancelar={alTerminar}
      />
    </section>
  );
}
