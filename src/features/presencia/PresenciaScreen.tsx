/**
 * Fichajes (/presencia/): arriba, el estado de quien ficha ('Dentro desde las 08:02' / 'Fuera') con el botón
 * grande de fichar; después la lista declarada de fichajes, el más reciente primero: día, hora, tipo,
 * posición, hora del dispositivo frente a la del servidor ('Pendiente de subir' mientras no ha llegado) y
 * las marcas de corrección. Quien ficha ve los suyos. La supervisión (presencia.editar) ve los de todos,
 * con el empleado en cada fila y su filtro, 'Quién está dentro ahora', 'Añadir fichaje olvidado' y las
 * horas de la semana por persona y día (gráfica y tabla). Al pie, el informe mensual en PDF y CSV.
 */
import { Link } from '@tanstack/react-router';
import { useMemo, useState, type ReactNode } from 'react';
import type { VigiaDatabase } from '../../../replication/cliente';
import { puede } from '../../app/permisos';
import { useVigia } from '../../app/VigiaProvider';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import { MarcaHora } from '../../ui/hora/MarcaHora';
import type { ColumnaLista, DefinicionLista, FiltroLista, OpcionOrden } from '../../ui/lista/tipos';
import type { OpcionSeleccion } from '../../ui/formulario/campos';
import { useOpcionesEmpleados } from './consultas';
import { EstadoFichaje } from './EstadoFichaje';
import { EtiquetaTipo, MarcasCorreccion } from './FilaFichaje';
import { FormularioCorreccion } from './FormularioCorreccion';
import { HorasSemana, SECCION_HORAS } from './HorasSemana';
import { IrASeccion } from './IrASeccion';
import { descripcionFichaje, diaJornada, fechaCorta, horaJornada, textoPosicion, textoRegistro, type Fichaje } from './presencia';
import { etiquetasFichaje as E, ETIQUETAS_TIPO_FICHAJE, TEXTOS_PRESENCIA as T } from './presencia.labels';
import { QuienDentro } from './QuienDentro';
import { SECCION_INFORME, SeccionInforme } from './SeccionInforme';
import './presencia.css';

const COLUMNAS_COMUNES: readonly ColumnaLista<Fichaje>[] = [
  {
    id: 'hora',
    cabecera: E.hora,
    celda: ({ doc }) => (
      <>
        {horaJornada(doc.hora)}
        <MarcaHora doc={doc} />
      </>
    ),
  },
  { id: 'tipo', cabecera: E.tipo, celda: ({ doc }) => <EtiquetaTipo fichaje={doc} /> },
  { id: 'posicion', cabecera: E.posicion, celda: ({ doc }) => textoPosicion(doc) },
  { id: 'registro', cabecera: E.registro, celda: ({ doc }) => textoRegistro(doc) },
  { id: 'correccion', cabecera: E.correccion, celda: ({ doc }) => <MarcasCorreccion fichaje={doc} /> },
];

const DIA: ColumnaLista<Fichaje> = { id: 'dia', cabecera: E.dia, principal: true, celda: ({ doc }) => fechaCorta(diaJornada(doc.hora)) };
const EMPLEADO: ColumnaLista<Fichaje> = {
  id: 'empleado',
  cabecera: E.empleado,
  // Mientras llegan los nombres (o si el empleado no está en el dispositivo), una raya.
  celda: ({ relacionados: r }) => (r.nombre === undefined ? '—' : `${r.nombre} ${r.apellidos ?? ''}`.trim()),
};

const ordenes: readonly OpcionOrden<Fichaje>[] = [
  { id: 'recientes', etiqueta: T.recientes, campo: 'hora', direccion: 'desc' },
  { id: 'antiguos', etiqueta: T.antiguos, campo: 'hora', direccion: 'asc' },
];

const FILTRO_TIPO: FiltroLista<Fichaje> = {
  tipo: 'opciones',
  id: 'tipo',
  etiqueta: E.tipo,
  campo: 'tipo',
  todas: T.todosTipos,
  opciones: [
    { valor: 'entrada', etiqueta: ETIQUETAS_TIPO_FICHAJE.entrada },
    { valor: 'salida', etiqueta: ETIQUETAS_TIPO_FICHAJE.salida },
  ],
};

const comun = {
  coleccion: (db: VigiaDatabase) => db.presencia,
  ordenes,
  nombre: { singular: T.fichaje, plural: T.fichajes },
  vacio: T.vacio,
  enlace: (doc: Fichaje, contenido: ReactNode) => (
    <Link to="/presencia/$idpresencia" params={{ idpresencia: doc.idpresencia }} className="enlace-fila">
      {contenido}
    </Link>
  ),
  etiquetaFila: (doc: Fichaje) => descripcionFichaje(doc),
  historial: true,
} satisfies Partial<DefinicionLista<Fichaje>>;

/** Los fichajes de quien ficha (su empleado). */
export const definicionPropia = (id: string, idempleado: string): DefinicionLista<Fichaje> => ({
  ...comun,
  id,
  selectorBase: { idempleado: { $eq: idempleado } },
  columnas: [DIA, ...COLUMNAS_COMUNES],
  relacionados: [],
  busqueda: [{ campo: 'motivo' }, { campo: 'autor' }, { campo: 'sin_posicion' }],
  filtros: [FILTRO_TIPO],
});

/** Los de todos, con el empleado de cada fila (leído por id) y su filtro. */
export const definicionSupervision = (id: string, empleados: readonly OpcionSeleccion[]): DefinicionLista<Fichaje> => ({
  ...comun,
  id,
  selectorBase: {},
  columnas: [DIA, EMPLEADO, ...COLUMNAS_COMUNES],
  relacionados: [
    { id: 'nombre', coleccion: 'empleado', clave: 'idempleado', campo: 'nombre' },
    { id: 'apellidos', coleccion: 'empleado', clave: 'idempleado', campo: 'apellidos' },
  ],
  busqueda: [{ relacionado: 'nombre' }, { relacionado: 'apellidos' }, { campo: 'motivo' }, { campo: 'autor' }],
  filtros: [
    { tipo: 'opciones', id: 'idempleado', etiqueta: E.empleado, campo: 'idempleado', todas: T.todosEmpleados, opciones: empleados },
    FILTRO_TIPO,
  ],
});

export function PresenciaScreen() {
  const { sesion } = useVigia();
  return puede(sesion.usuario, 'presencia', 'editar') ? <PresenciaSupervision /> : <PresenciaPropia />;
}

function PresenciaPropia() {
  const { sesion } = useVigia();
  const { idusuario, idempleado } = sesion.usuario;
  // Sin empleado no hay fichajes propios: la lista queda vacía y el estado lo explica.
  const definicion = useMemo(() => definicionPropia(`presencia:${idusuario}`, idempleado ?? ''), [idusuario, idempleado]);
  return (
    <>
      <ListaScreen
        titulo={T.titulo}
        definicion={definicion}
        acciones={
          <div className="presencia-cabecera">
            <EstadoFichaje />
            <nav className="botonera" aria-label={T.acciones}>
              <IrASeccion destino={SECCION_INFORME}>{T.informe}</IrASeccion>
            </nav>
          </div>
        }
      />
      <div className="pantalla presencia-secciones">
        <SeccionInforme />
      </div>
    </>
  );
}

function PresenciaSupervision() {
  const { sesion } = useVigia();
  const { idusuario } = sesion.usuario;
  const empleados = useOpcionesEmpleados();
  const [olvidado, setOlvidado] = useState(false);
  const definicion = useMemo(() => definicionSupervision(`presencia-supervision:${idusuario}`, empleados ?? []), [idusuario, empleados]);
  return (
    <>
      <ListaScreen
        titulo={T.titulo}
        definicion={definicion}
        acciones={
          <div className="presencia-cabecera">
            <EstadoFichaje />
            <QuienDentro />
            <nav className="botonera" aria-label={T.acciones}>
              <button type="button" className="boton" aria-expanded={olvidado} onClick={() => setOlvidado((v) => !v)}>
                {T.olvidado}
              </button>
              <IrASeccion destino={SECCION_HORAS}>{T.horas}</IrASeccion>
              <IrASeccion destino={SECCION_INFORME}>{T.informe}</IrASeccion>
            </nav>
            {olvidado && <FormularioCorreccion corrige={null} despues={() => setOlvidado(false)} alCancelar={() => setOlvidado(false)} />}
          </div>
        }
      />
      <div className="pantalla presencia-secciones">
        <HorasSemana />
        <SeccionInforme />
      </div>
    </>
  );
}
