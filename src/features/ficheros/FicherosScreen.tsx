/**
 * Ficheros de un registro (/ficheros/{id}/{idtabla}): los adjuntos activos, si su contenido está en el
 * dispositivo o solo en el servidor, y si su alta está aún en la cola. 'Añadir fichero' lleva al alta.
 * FicherosParteScreen es el atajo desde el parte en el modo sin conexión
 * (/offline/partes/{idparte_trabajo}/ficheros): los del parte.
 */
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { puede } from '../../app/permisos';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { formatearBytes, formatearFechaHora } from '../../lib/formato';
import { useDocumentosPendientes } from '../sincronizacion/consultas';
import { refDoc } from '../../../replication/tx';
import { useRegistroFichero } from './consultas';
import { RegistroDeFicheros } from './RegistroDeFicheros';
import { TEXTOS_FICHEROS as T } from './ficheros.labels';

export interface FicherosScreenProps {
  id: string;
  /** El idtabla de la dirección, tal cual (un entero en texto). */
  idtabla: string;
}

/** idtabla de parte_trabajo (especificación, sección 3). */
const IDTABLA_PARTE = 269;

export function FicherosScreen({ id, idtabla: idtablaTexto }: FicherosScreenProps) {
  const idtabla = Number.parseInt(idtablaTexto, 10);
  return (
    <RegistroDeFicheros idtabla={idtabla} id={id}>
      <ListaFicheros id={id} idtabla={idtabla} />
    </RegistroDeFicheros>
  );
}

function ListaFicheros({ id, idtabla }: { id: string; idtabla: number }) {
  const { db, sesion } = useVigia();
  const { resultado: encontrados, cargando } = useRxQuery(
    () => db.fichero.find({ selector: { id: { $eq: id }, idtabla: { $eq: idtabla }, estado: { $gt: 0 } } }),
    [db, id, idtabla],
  );
  const ficheros = useMemo(() => encontrados && [...encontrados].sort((a, b) => b.creado.localeCompare(a.creado)), [encontrados]);
  const ids = useMemo(() => (ficheros ?? []).map((f) => f.idfichero), [ficheros]);
  const { resultado: locales } = useRxQuery(() => db.ficherocontenido.findByIds(ids), [db, ids]);
  const pendientes = useDocumentosPendientes();
  const registro = useRegistroFichero(idtabla, id);

  return (
    <div className="pantalla">
      <h1>{T.titulo}</h1>
      {registro !== undefined && <p>{`${T.de}: ${registro}`}</p>}
      {puede(sesion.usuario, 'fichero', 'insertar') && (
        <div className="botonera">
          <Link to="/ficheros/$id/$idtabla/add" params={{ id, idtabla: String(idtabla) }} className="boton boton-primario">
            {T.anadir}
          </Link>
        </div>
      )}
      {cargando && ficheros === undefined ? (
        <p className="cargando" role="status">Cargando ficheros…</p>
      ) : (ficheros ?? []).length === 0 ? (
        <p className="vacio">{T.sinFicheros}</p>
      ) : (
        <ul className="lista-simple" aria-label={T.titulo}>
          {(ficheros ?? []).map((f) => (
            <li key={f.idfichero} className="tarjeta">
              <Link to="/ficheros/$id/$idtabla/$idfichero" params={{ id, idtabla: String(idtabla), idfichero: f.idfichero }}>
                {f.nombre}
              </Link>
              <span>{` · ${formatearBytes(f.tamano)} · ${formatearFechaHora(f.creado)} · `}</span>
              <span>{locales?.has(f.idfichero) ? T.enDispositivo : T.soloServidor}</span>
              {pendientes.has(refDoc('fichero', f.idfichero)) && <span className="etiqueta-pendiente">{` · ${T.pendienteSubir}`}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export interface FicherosParteScreenProps {
  idparte_trabajo: string;
}

/** Los ficheros de un parte, desde su ficha en el modo sin conexión. */
export function FicherosParteScreen({ idparte_trabajo }: FicherosParteScreenProps) {
  return <FicherosScreen id={idparte_trabajo} idtabla={String(IDTABLA_PARTE)} />;
}
