/**
 * Lista de llaveros (/custodia-llaves/llaveros): código, descripción, puesto (leído por id), número de
 * llaves, situación ('Dentro' / 'Fuera'), en poder de quién y la devolución prevista, con la etiqueta
 * 'Vencido' si está fuera y ya ha pasado (estaVencido). Búsqueda por código, descripción, en poder de y
 * puesto; filtro por situación; orden por código o por descripción. En la cabecera, 'Registrar
 * salida' y 'Registrar entrada' si el usuario puede registrar movimientos.
 */
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { puede } from '../../app/permisos';
import { useVigia } from '../../app/VigiaProvider';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import type { ColumnaLista, DefinicionLista, FiltroLista, OpcionOrden } from '../../ui/lista/tipos';
import { etiquetasLlavero as E, TEXTOS_LLAVES as T } from './custodia-llaves.labels';
import { Devolucion, Situacion } from './EtiquetasLlavero';
import { OPCIONES_SITUACION, type Llavero } from './llaveros';

const columnas: readonly ColumnaLista<Llavero>[] = [
  { id: 'codigo', cabecera: E.codigo, principal: true, celda: ({ doc }) => doc.codigo },
  { id: 'descripcion', cabecera: E.descripcion, celda: ({ doc }) => doc.descripcion },
  { id: 'puesto', cabecera: E.puesto, celda: ({ doc, relacionados: r }) => (doc.idpuesto_servicio ? (r.puesto ?? T.noEsta) : T.sinPuesto) },
  { id: 'numero_llaves', cabecera: E.numero_llaves, celda: ({ doc }) => doc.numero_llaves },
  { id: 'situacion', cabecera: E.situacion, celda: ({ doc }) => <Situacion llavero={doc} /> },
  { id: 'en_poder', cabecera: E.en_poder, celda: ({ doc }) => doc.en_poder ?? '' },
  { id: 'fprevista_devolucion', cabecera: E.fprevista_devolucion, celda: ({ doc }) => <Devolucion llavero={doc} /> },
];

const ordenes: readonly OpcionOrden<Llavero>[] = [
  { id: 'codigo', etiqueta: T.codigoAsc, campo: 'codigo', direccion: 'asc' },
  { id: 'descripcion', etiqueta: T.descripcionAsc, campo: 'descripcion', direccion: 'asc' },
];

const filtros: readonly FiltroLista<Llavero>[] = [
  { tipo: 'opciones', id: 'situacion', etiqueta: E.situacion, campo: 'situacion', todas: T.todasSituaciones, opciones: OPCIONES_SITUACION },
];

export const definicionLlaveros = (id: string): DefinicionLista<Llavero> => ({
  id,
  coleccion: (db) => db.llavero,
  selectorBase: { estado: { $gt: 0 } },
  columnas,
  relacionados: [{ id: 'puesto', coleccion: 'puestoservicio', clave: 'idpuesto_servicio', campo: 'nombre' }],
  busqueda: [{ campo: 'codigo' }, { campo: 'descripcion' }, { campo: 'en_poder' }, { relacionado: 'puesto' }],
  filtros,
  ordenes,
  nombre: { singular: 'llavero', plural: 'llaveros' },
  vacio: T.vacio,
  enlace: (doc, contenido) => (
    <Link to="/custodia-llaves/llaveros/$idllavero" params={{ idllavero: doc.idllavero }} className="enlace-fila">
      {contenido}
    </Link>
  ),
  etiquetaFila: (doc) => `${T.llavero(doc.codigo)} ${doc.descripcion}`,
});

export function LlaverosScreen() {
  const { sesion } = useVigia();
  const { idusuario } = sesion.usuario;
  const definicion = useMemo(() => definicionLlaveros(`llaveros:${idusuario}`), [idusuario]);
  const acciones = puede(sesion.usuario, 'movimiento_llave', 'insertar') ? (
    <>
      <Link to="/custodia-llaves/salida" className="boton boton-primario">
        {T.registrarSalida}
      </Link>
      <Link to="/custodia-llaves/entrada" className="boton">
        {T.registrarEntrada}
      </Link>
    </>
  ) : null;
  return <ListaScreen titulo={T.titulo} definicion={definicion} acciones={acciones} />;
}
