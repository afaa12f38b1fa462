/**
 * Partes asignados: los partes del técnico de la sesión (sin idtecnico, usuario con ámbito sobre todo:
 * todos), con el filtro de estado en 'Pendiente' de entrada. Es una declaración para la lista genérica
 * (src/ui/lista): columnas, búsqueda por número, descripción y nombre del cliente (campo relacionado),
 * filtros de estado, clasificación y fechas, y orden por fecha (la más reciente usa la clave fecha_desc)
 * o por número.
 */
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { MangoQuerySelector } from 'rxdb';
import { refDoc } from '../../../replication/tx';
import type { DocDe } from '../../../schemas';
import { useVigia } from '../../app/VigiaProvider';
import { formatearFecha } from '../../lib/formato';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import type { CampoBusqueda, CampoRelacionado, ColumnaLista, DefinicionLista, FiltroLista, OpcionOrden } from '../../ui/lista/tipos';
import { useDocumentosPendientes } from '../sincronizacion/consultas';
import { EscanearParte } from './EscanearParte';
import { etiquetaClasificacionParte, etiquetaEstadoParte, etiquetasClasificacionParte, etiquetasEstadoParte, opcionesEstadoParte } from './partes.labels';

type Parte = DocDe<'partetrabajo'>;

const relacionados: readonly CampoRelacionado<Parte>[] = [{ id: 'cliente', coleccion: 'cliente', clave: 'idcliente', campo: 'nombre' }];

const busqueda: readonly CampoBusqueda<Parte>[] = [{ campo: 'numero' }, { campo: 'descripcion' }, { relacionado: 'cliente' }];

const filtros: readonly FiltroLista<Parte>[] = [
  {
    tipo: 'opciones',
    id: 'estado',
    etiqueta: 'Estado',
    campo: 'estado',
    numerico: true,
    todas: 'Todos los estados',
    opciones: opcionesEstadoParte.map((e) => ({ valor: String(e), etiqueta: etiquetasEstadoParte[e] })),
  },
  {
    tipo: 'opciones',
    id: 'clasificacion',
    etiqueta: 'Clasificación',
    campo: 'clasificacion',
    todas: 'Todas las clasificaciones',
    opciones: Object.entries(etiquetasClasificacionParte).map(([valor, etiqueta]) => ({ valor, etiqueta })),
  },
  { tipo: 'fecha-desde', id: 'desde', etiqueta: 'Fecha desde', campo: 'fecha' },
  { tipo: 'fecha-hasta', id: 'hasta', etiqueta: 'Fecha hasta', campo: 'fecha' },
];

const ordenes: readonly OpcionOrden<Parte>[] = [
  { id: 'fecha-reciente', etiqueta: 'Fecha más reciente', campo: 'fecha', direccion: 'desc' },
  { id: 'fecha-antigua', etiqueta: 'Fecha más antigua', campo: 'fecha', direccion: 'asc' },
  { id: 'numero', etiqueta: 'Número', campo: 'numero', direccion: 'asc' },
];

const columnas = (pendientes: ReadonlySet<string>): readonly ColumnaLista<Parte>[] => [
  { id: 'numero', cabecera: 'Número', principal: true, celda: ({ doc }) => `Parte ${doc.numero}` },
  { id: 'fecha', cabecera: 'Fecha', celda: ({ doc }) => formatearFecha(doc.fecha) },
  { id: 'cliente', cabecera: 'Cliente', celda: ({ relacionados: r }) => r.cliente ?? 'Cliente no descargado' },
  { id: 'descripcion', cabecera: 'Descripción', celda: ({ doc }) => doc.descripcion },
  { id: 'clasificacion', cabecera: 'Clasificación', celda: ({ doc }) => etiquetaClasificacionParte(doc.clasificacion) },
  {
    id: 'estado',
    cabecera: 'Estado',
    celda: ({ doc }) => (
      <span className="etiquetas-celda">
        <span className={`etiqueta etiqueta-estado-${doc.estado}`}>{etiquetaEstadoParte(doc.estado)}</span>
        {pendientes.has(refDoc('partetrabajo', doc.idparte_trabajo)) && <span className="etiqueta etiqueta-aviso">Pendiente de subir</span>}
      </span>
    ),
  },
];

export function PartesAsignadosScreen() {
  const { sesion } = useVigia();
  const { idtecnico, idusuario } = sesion.usuario;
  const pendientes = useDocumentosPendientes();

  const definicion = useMemo<DefinicionLista<Parte>>(() => {
    const selectorBase: MangoQuerySelector<Parte> = idtecnico ? { idtecnico: { $eq: idtecnico } } : {};
    return {
      id: `partes-asignados:${idusuario}`,
      coleccion: (db) => db.partetrabajo,
      selectorBase,
      columnas: columnas(pendientes),
      relacionados,
      busqueda,
      filtros,
      filtrosIniciales: { estado: '1' },
      ordenes,
      nombre: { singular: 'parte', plural: 'partes' },
      vacio: 'No tienes partes asignados',
      enlace: (doc, contenido) => (
        <Link to="/partes/$idparte_trabajo" params={{ idparte_trabajo: doc.idparte_trabajo }} className="enlace-fila">
          {contenido}
        </Link>
      ),
      etiquetaFila: (doc) => `Parte ${doc.numero}`,
    };
  }, [idtecnico, idusuario, pendientes]);

  return <ListaScreen titulo="Partes asignados" definicion={definicion} acciones={<EscanearParte />} />;
}
