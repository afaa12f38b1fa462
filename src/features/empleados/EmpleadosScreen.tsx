/**
 * Lista de empleados (/empleados/): nombre, apellidos, NIF y delegación; búsqueda por nombre, apellidos
 * y NIF, filtro por delegación (las del dispositivo) y orden por apellidos o nombre.
 */
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { DocDe } from '../../../schemas';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import type { ColumnaLista, DefinicionLista, OpcionOrden } from '../../ui/lista/tipos';
import { etiquetasEmpleado as E, TEXTOS_EMPLEADOS as T } from './empleados.labels';

type Empleado = DocDe<'empleado'>;

const ordenes: readonly OpcionOrden<Empleado>[] = [
  { id: 'apellidos', etiqueta: E.apellidos, campo: 'apellidos', direccion: 'asc' },
  { id: 'nombre', etiqueta: E.nombre, campo: 'nombre', direccion: 'asc' },
];

const columnas: readonly ColumnaLista<Empleado>[] = [
  { id: 'nombre', cabecera: E.nombre, principal: true, celda: ({ doc }) => `${doc.nombre} ${doc.apellidos}` },
  { id: 'nif', cabecera: E.nif, celda: ({ doc }) => doc.nif ?? '' },
  { id: 'email', cabecera: E.email, celda: ({ doc }) => doc.email ?? '' },
  { id: 'delegacion', cabecera: E.delegacion, celda: ({ relacionados: r }) => r.delegacion ?? T.delegacionNoDescargada },
];

export function EmpleadosScreen() {
  const { db, sesion } = useVigia();
  const { idusuario } = sesion.usuario;
  const { resultado: delegaciones } = useRxQuery(() => db.delegacion.find({ selector: { estado: { $gt: 0 } } }), [db]);
  const opciones = useMemo(
    () => (delegaciones ?? []).map((d) => ({ valor: d.iddelegacion, etiqueta: d.nombre })).sort((a, b) => a.etiqueta.localeCompare(b.etiqueta, 'es')),
    [delegaciones],
  );
  const definicion = useMemo<DefinicionLista<Empleado>>(
    () => ({
      id: `empleados:${idusuario}`,
      coleccion: (d) => d.empleado,
      selectorBase: {},
      columnas,
      relacionados: [{ id: 'delegacion', coleccion: 'delegacion', clave: 'iddelegacion', campo: 'nombre' }],
      busqueda: [{ campo: 'nombre' }, { campo: 'apellidos' }, { campo: 'nif' }],
      filtros: [{ tipo: 'opciones', id: 'delegacion', etiqueta: E.delegacion, campo: 'iddelegacion', todas: T.todasDelegaciones, opciones }],
      ordenes,
      nombre: { singular: 'empleado', plural: 'empleados' },
      vacio: T.vacio,
      enlace: (doc, contenido) => (
        <Link to="/empleados/$idempleado" params={{ idempleado: doc.idempleado }} className="enlace-fila">
          {contenido}
        </Link>
      ),
      etiquetaFila: (doc) => `Empleado ${doc.nombre} ${doc.apellidos}`,
    }),
    [idusuario, opciones],
  );
  return <ListaScreen titulo={T.titulo} definicion={definicion} />;
}
