/**
 * Subir un parte ahora (/partes/{idparte_trabajo}/subir): los cambios de la cola que tocan el parte o lo
 * suyo, 'Subir ahora' (sincroniza en ese momento) y el resultado: cuántos han subido y, de los que el
 * servidor rechazó, por qué, con enlace a la entrada para reintentarla o descartarla. 'Subir ahora' es una
 * acción (useAccion): ocupado, sin red o sin subir nada por un error del motor, el error junto al botón.
 */
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { MENSAJES } from '../../../replication/errores';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { plural } from '../../lib/formato';
import { useAccion } from '../../ui/accion/useAccion';
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
  // Lo que subió la última vez: se queda a la vista (role="status") hasta la siguiente.
  const [resultado, setResultado] = useState<string | null>(null);

  const leer = useCallback(() => entradasDeParte(db, idparte_trabajo), [db, idparte_trabajo]);
  useEffect(() => {
    let vivo = true;
    void leer().then((e) => vivo && setEntradas(e));
    return () => {
      vivo = false;
    };
  }, [leer, cola]);

  const subir = useAccion({
    ejecutar: async () => {
      setResultado(null);
      if (!navigator.onLine) throw new Error(MENSAJES.sinInternet);
      const antes = await leer();
      await motor.sincronizarAhora();
      const despues = await leer();
      const quedan = new Set(despues.map((e) => e.idsync_upload));
      const subidos = antes.filter((e) => !quedan.has(e.idsync_upload)).length;
      const fallidos = despues.filter((e) => e.estado === 'fallido').length;
      const estado = motor.estado;
      if (subidos === 0 && despues.some((e) => e.estado !== 'fallido') && estado.error) throw new Error(estado.error);
      return TEXTOS_SUBIR.resultado(subidos, fallidos);
    },
    alTerminar: (texto) => setResultado(texto),
  });
  const subiendo = subir.ocupado;

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
        <button className="boton boton-primario" {...subir.boton()}>
          {subiendo ? TEXTOS_SUBIR.subiendo : TEXTOS_SUBIR.subir}
        </button>
      </div>
      {subiendo && <progress aria-label={TEXTOS_SUBIR.subiendo} />}
      {resultado && <p role="status">{resultado}</p>}
      {subir.aviso}
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
