/**
 * Añadir un tiempo trabajado a mano (/tiempos/add y /offline/partes/{idparte_trabajo}/tiempos/add): el
 * formulario declarado de tiempo-formulario.ts (parte, fijo en la ruta offline; fecha; hora de inicio y de
 * fin con el selector de 24 horas; observaciones) con la duración calculada al pie. Guarda con
 * tiempoTrabajado.insertSync (en el dispositivo al instante, al servidor cuando haya conexión) y vuelve al
 * resumen del parte o a /tiempos/.
 */
import { useCallback } from 'react';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia, type ContextoVigia } from '../../app/VigiaProvider';
import { AltaDeclarada, type Destino } from '../../ui/marco/EdicionDeclarada';
import { MarcoRegistro } from '../../ui/marco/MarcoRegistro';
import { useSnackbar } from '../../ui/Snackbar';
import { useOpcionesPartePendiente } from './CronometroScreens';
import { calcularTiempo, formularioTiempo, valoresTiempo, type ValoresTiempo } from './tiempo-formulario';
import { formatearDuracion } from './tiempos';
import { TITULOS_TIEMPOS } from './tiempos.labels';
import './tiempos.css';

export interface TiempoAddScreenProps {
  /** El parte de la ruta offline (/offline/partes/{idparte_trabajo}/tiempos/add); sin él, en /tiempos/add, se elige. */
  idparte_trabajo?: string;
}

/** La duración calculada al pie, mientras las horas escritas la dan. */
const pie = (v: ValoresTiempo) => {
  const calculo = calcularTiempo(v);
  return (
    calculo.ok && (
      <p aria-live="polite" data-testid="duracion">
        Duración: {formatearDuracion(calculo.minutos)}
      </p>
    )
  );
};

export function TiempoAddScreen({ idparte_trabajo }: TiempoAddScreenProps) {
  const idparteFijo = idparte_trabajo ?? null;
  const { db, sesion } = useVigia();
  const { mostrar } = useSnackbar();
  const idtecnico = sesion.usuario.idtecnico ?? null;
  const opcionesParte = useOpcionesPartePendiente(idparteFijo);
  const { resultado: parteFijo } = useRxQuery(() => (idparteFijo ? db.partetrabajo.findOne(idparteFijo) : null), [db, idparteFijo]);
  const valores = useCallback(() => valoresTiempo(idparteFijo, new Date()), [idparteFijo]);
  const formulario = useCallback(
    (vigia: ContextoVigia) => formularioTiempo({ db: vigia.db, idtecnico, idparteFijo, opcionesParte, avisar: (mensaje) => mostrar({ mensaje }) }),
    [idtecnico, idparteFijo, opcionesParte, mostrar],
  );
  // Guardado, al resumen del parte (ruta offline) o a la lista de tiempos; el enlace de al lado, igual.
  const destino: Destino = idparteFijo ? { to: '/offline/partes/$idparte_trabajo/resumen', params: { idparte_trabajo: idparteFijo } } : { to: '/tiempos/' };
  return (
    <MarcoRegistro titulo={TITULOS_TIEMPOS.add} subtitulo={idparteFijo && parteFijo ? `Parte ${parteFijo.numero} · ${parteFijo.descripcion}` : undefined}>
      <AltaDeclarada
        etiqueta="Tiempo trabajado"
        encabezado
        formulario={formulario}
        valores={valores}
        registro={undefined}
        pie={pie}
        ficha={() => destino}
        volver={idparteFijo ? 'Volver al resumen' : 'Cancelar'}
        destinoVolver={destino}
      />
    </MarcoRegistro>
  );
}
