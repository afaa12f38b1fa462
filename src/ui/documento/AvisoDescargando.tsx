/**
 * Lo que se ve mientras la primera descarga sigue y lo pedido aún puede llegar: decir «no hay» o «no
 * está» sería falso unos segundos. Lo usan la carcasa de documento, las listas y las pantallas que
 * dependen de un registro que baja con la descarga (la furgoneta del técnico).
 */
import { useDatoSync } from '../../app/useEstadoSync';
import { formatearEntero } from '../../lib/formato';

/** true mientras no ha terminado la primera descarga de este dispositivo. */
export const useDescargaPendiente = (): boolean => useDatoSync((e) => e.ultimoPull === null);

/** Los documentos recibidos en la descarga en curso, o null. */
export const useRecibidosDescarga = (): number | null => useDatoSync((e) => e.progresoDescarga?.recibidos ?? null);

export function AvisoDescargando({ recibidos, className = 'descargando-documento' }: { recibidos: number | null; className?: string }) {
  return (
    <div role="status" className={className}>
      <p>{`Descargando los datos de este dispositivo…${recibidos !== null ? ` ${formatearEntero(recibidos)} documentos recibidos` : ''}`}</p>
      <progress aria-label="Descargando datos…" />
    </div>
  );
}
