/**
 * Un fichero (/ficheros/{id}/{idtabla}/{idfichero}): sus datos, la vista previa si es una imagen y
 * 'Descargar'. El contenido sale del dispositivo o, si no está, del servidor (y queda guardado); sin
 * conexión y sin copia local: 'El fichero no está disponible'. 'Eliminar' (useAccion) pide Confirmación,
 * anuncia 'Fichero eliminado' y vuelve a la lista. El registro del fichero llega por la carcasa de
 * documento (cargando, no está, sin permiso, anulado); sus datos, en la tarjeta declarada (tarjetaFichero).
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { crearClienteRpc } from '../../../replication/cliente';
import { puede } from '../../app/permisos';
import { useVigia } from '../../app/VigiaProvider';
import { descargarBlob } from '../../lib/descarga';
import { formatearBytes } from '../../lib/formato';
import { useAccion } from '../../ui/accion/useAccion';
import { tarjetaDe } from '../../ui/detalle/tarjeta-entidad';
import { TarjetaEntidad } from '../../ui/detalle/TarjetaEntidad';
import { Documento } from '../../ui/documento/Documento';
import type { DocumentoDe } from '../../ui/documento/useDocumento';
import { describirTipoMime } from '../../lib/tipos-mime';
import { useRegistroFichero } from './consultas';
import { obtenerContenido } from './contenido';
import { etiquetasFichero, TEXTOS_FICHEROS as T } from './ficheros.labels';

export interface FicheroScreenProps {
  id: string;
  /** El idtabla de la dirección, tal cual (un entero en texto). */
  idtabla: string;
  idfichero: string;
}

/** Los datos del fichero en su ficha; de qué registro es ('De') llega de fuera. */
export const tarjetaFichero = tarjetaDe('fichero', etiquetasFichero, [
  { campo: 'nombre' },
  { campo: 'tipo', valor: (f) => describirTipoMime(f.tipo) },
  { campo: 'tamano', valor: (f) => formatearBytes(f.tamano) },
  { campo: 'creado' },
  { externo: 'de' },
]);

type Contenido = { fase: 'cargando' } | { fase: 'listo'; blob: Blob; url: string } | { fase: 'error'; mensaje: string };

export function FicheroScreen({ id, idtabla, idfichero }: FicheroScreenProps) {
  return (
    <Documento
      coleccion="fichero"
      id={idfichero}
      nombre="Fichero"
      volver={
        <Link to="/ficheros/$id/$idtabla" params={{ id, idtabla }}>
          {T.volver}
        </Link>
      }
    >
      {(fichero) => <FichaFichero fichero={fichero} id={id} idtabla={Number.parseInt(idtabla, 10)} />}
    </Documento>
  );
}

interface FichaFicheroProps {
  fichero: DocumentoDe<'fichero'>;
  id: string;
  idtabla: number;
}

function FichaFichero({ fichero, id, idtabla }: FichaFicheroProps) {
  const { db, sesion } = useVigia();
  const navegar = useNavigate();
  const { idfichero } = fichero;
  const [contenido, setContenido] = useState<Contenido>({ fase: 'cargando' });
  const token = sesion.token;
  const rpc = useMemo(() => crearClienteRpc({ url: `${window.location.origin}/api/`, token: () => token, timeoutMs: 60_000 }), [token]);
  // El registro del propio fichero (no el de la dirección, que podría no coincidir).
  const registro = useRegistroFichero(fichero.idtabla, fichero.id);

  useEffect(() => {
    let vivo = true;
    let url: string | null = null;
    obtenerContenido(db, rpc, idfichero).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        if (vivo) setContenido({ fase: 'listo', blob, url });
      },
      (e: unknown) => vivo && setContenido({ fase: 'error', mensaje: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      vivo = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [db, rpc, idfichero]);

  const eliminar = useAccion({
    ejecutar: async () => {
      await db.mutate('fichero.deleteSync', { id: idfichero });
      await db.ficherocontenido.findOne(idfichero).remove().catch(() => undefined);
    },
    confirmar: { texto: T.confirmarEliminar(fichero.nombre) },
    exito: T.eliminado,
    alTerminar: () => navegar({ to: '/ficheros/$id/$idtabla', params: { id, idtabla: String(idtabla) } }),
  });

  return (
    <div className="pantalla">
      <h1>{fichero.nombre}</h1>
      <TarjetaEntidad declaracion={tarjetaFichero} doc={fichero} titulo={T.fichero} externos={{ de: registro ?? '…' }} />
      {contenido.fase === 'cargando' && <p className="cargando" role="status">{T.cargando}</p>}
      {contenido.fase === 'error' && <p className="alerta-error" role="alert">{contenido.mensaje}</p>}
      {contenido.fase === 'listo' && fichero.tipo.startsWith('image/') && (
        <img className="vista-previa" src={contenido.url} alt={fichero.nombre} />
      )}
      <div className="botonera">
        <button
          type="button"
          className="boton boton-primario"
          disabled={contenido.fase !== 'listo'}
          onClick={() => contenido.fase === 'listo' && descargarBlob(contenido.blob, fichero.nombre)}
        >
          {T.descargar}
        </button>
        {puede(sesion.usuario, 'fichero', 'borrar') && (
          <button className="boton" {...eliminar.boton()}>
            {T.eliminar}
          </button>
        )}
      </div>
      {eliminar.aviso}
      {eliminar.dialogo}
    </div>
  );
}
