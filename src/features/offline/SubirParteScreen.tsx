/**
 * Subir un parte ahora (/partes/{idparte_trabajo}/subir): los cambios de la cola que tocan el parte o lo
 * suyo, 'Subir ahora' (sincroniza en ese momento) y el resultado: cuántos han subido y, de los que el
 * servidor rechazó, por qué, con enlace a la entrada para reintentarla o descartarla.
 */
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { MENSAJES } from '../../../replication/errores';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { plural } from '../../lib/formato';
import { describirCambio } from '../sincronizacion/metodos';
import { entradasDeParte, type EntradaParte } from './descargas';
import { MarcoParteOffline } from './MarcoParteOffline';

export const TEXTOS_SUBIR = {
  titulo: 'Subir parte',
  sinCambios: 'No hay cambios de este parte por subir',
  subir: 'Subir ahora',
  subiendo: 'Subiendo…',
  resultado: (subidos: number, fallidos: number) =>
    `${plural(subidos, 'cambio subido', 'cambios subidos')}` + (fallidos > 0 ? `; ${plural(fallidos, 'cambio fallido', 'cambios fallidos')}` : ''),
} as const;

export interface SubirParteScreenProps {
  idparte_trabajo: string;
}

function Contenido({ idparte_trabajo }: SubirParteScreenProps) {
  const { db, motor } = useVigia();
  const { resultado: cola } = useRxQuery(() => db.syncupload.find(), [db]);
  const [entradas, setEntradas] = useState<EntradaParte[] | null>(null);
  const [subiendo, setSubiendo] = useState(false);
  const [resultado, setResultado] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const leer = useCallback(() => entradasDeParte(db, idparte_trabajo), [db, idparte_trabajo]);
  useEffect(() => {
    let vivo = true;
    void leer().then((e) => vivo && setEntradas(e));
    return () => {
      vivo = false;
    };
  }, [leer, cola]);

  const subir = async () => {
    setError(null);
    setResultado(null);
    if (!navigator.onLine) {
      setError(MENSAJES.sinInternet);
      return;
    }
    const antes = await leer();
    setSubiendo(true);
    try {
      await motor.sincronizarAhora();
      const despues = await leer();
      const quedan = new Set(despues.map((e) => e.idsync_upload));
      const subidos = antes.filter((e) => !quedan.has(e.idsync_upload)).length;
      const fallidos = despues.filter((e) => e.estado === 'fallido').length;
      const estado = motor.estado;
      if (subidos === 0 && despues.some((e) => e.estado !== 'fallido') && estado.error) setError(estado.error);
      else setResultado(TEXTOS_SUBIR.resultado(subidos, fallidos));
    } finally {
      setSubiendo(false);
    }
  };

  if (entradas === null) return <p className="cargando" role="status">Cargando cambios…</p>;
  return (
    <>
      {entradas.length === 0 ? (
        <p className="vacio">{TEXTOS_SUBIR.sinCambios}</p>
      ) : (
        <ul className="lista-simple" aria-label="Cambios por subir">
          {entradas.map((e) => (
            <li key={e.idsync_upload} className="tarjeta">
              <Link to="/sincronizacion/sync-uploads/$idsync_upload" params={{ idsync_upload: e.idsync_upload }}>{describirCambio(e.metodo, e.params).accion}</Link>
              <span>{e.estado === 'fallido' ? ` · Fallido: ${e.error ?? ''}` : ' · Pendiente'}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="botonera">
        <button type="button" className="boton boton-primario" onClick={() => void subir()} disabled={subiendo} aria-busy={subiendo}>
          {subiendo ? TEXTOS_SUBIR.subiendo : TEXTOS_SUBIR.subir}
        </button>
      </div>
      {subiendo && <progress aria-label={TEXTOS_SUBIR.subiendo} />}
      {resultado && <p role="status">{resultado}</p>}
      {error && <p className="alerta-error" role="alert">{error}</p>}
    </>
  );
}

export function SubirParteScreen({ idparte_trabajo }: SubirParteScreenProps) {
  return (
    <MarcoParteOffline idparte_trabajo={idparte_trabajo} titulo={TEXTOS_SUBIR.titulo}>
      {() => <Contenido idparte_trabajo={idparte_trabajo} />}
    </MarcoParteOffline>
  );
}
