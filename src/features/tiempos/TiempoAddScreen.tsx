/**
 * Añadir un tiempo trabajado a mano (/tiempos/add y /offline/partes/{idparte_trabajo}/tiempos/add): el
 * formulario declarado de tiempo-formulario.ts (parte, fijo en la ruta offline; fecha; hora de inicio y de
 * fin con el selector de 24 horas; observaciones) con la duración calculada al pie. Guarda con
 * tiempoTrabajado.insertSync (en el dispositivo al instante, al servidor cuando haya conexión) y vuelve al
 * resumen del parte o a /tiempos/.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { useSnackbar } from '../../ui/Snackbar';
import { useOpcionesPartePendiente } from './CronometroScreens';
import { calcularTiempo, formularioTiempo, valoresTiempo } from './tiempo-formulario';
import { formatearDuracion } from './tiempos';
import { TITULOS_TIEMPOS } from './tiempos.labels';
import './tiempos.css';

export interface TiempoAddScreenProps {
  /** El parte de la ruta offline (/offline/partes/{idparte_trabajo}/tiempos/add); sin él, en /tiempos/add, se elige. */
  idparte_trabajo?: string;
}

export function TiempoAddScreen({ idparte_trabajo }: TiempoAddScreenProps) {
  const idparteFijo = idparte_trabajo ?? null;
  const { db, sesion } = useVigia();
  const { mostrar } = useSnackbar();
  const navegar = useNavigate();
  const id = useId();
  const idtecnico = sesion.usuario.idtecnico ?? null;
  const opcionesParte = useOpcionesPartePendiente(idparteFijo);
  const { resultado: parteFijo } = useRxQuery(() => (idparteFijo ? db.partetrabajo.findOne(idparteFijo) : null), [db, idparteFijo]);
  const valores = useMemo(() => valoresTiempo(idparteFijo, new Date()), [idparteFijo]);
  const declaracion = useMemo(
    () => formularioTiempo({ db, idtecnico, idparteFijo, opcionesParte, avisar: (mensaje) => mostrar({ mensaje }) }),
    [db, idtecnico, idparteFijo, opcionesParte, mostrar],
  );

  return (
    <div className="pantalla">
      <h1>{TITULOS_TIEMPOS.add}</h1>
      {idparteFijo && parteFijo && (
        <p>
          Parte {parteFijo.numero} · {parteFijo.descripcion}
        </p>
      )}
      <section className="tarjeta" aria-labelledby={`${id}-titulo`}>
        <h2 id={`${id}-titulo`}>Tiempo trabajado</h2>
        <FormularioDeclarado
          declaracion={declaracion}
          valores={valores}
          registro={undefined}
          modo="alta"
          pie={(v) => {
            const calculo = calcularTiempo(v);
            return (
              calculo.ok && (
                <p aria-live="polite" data-testid="duracion">
                  Duración: {formatearDuracion(calculo.minutos)}
                </p>
              )
            );
          }}
          despues={() =>
            idparteFijo ? navegar({ to: '/offline/partes/$idparte_trabajo/resumen', params: { idparte_trabajo: idparteFijo } }) : navegar({ to: '/tiempos/' })
          }
          acciones={
            idparteFijo ? (
              <Link to="/offline/partes/$idparte_trabajo/resumen" params={{ idparte_trabajo: idparteFijo }} className="boton">
                Volver al resumen
              </Link>
            ) : (
              <Link to="/tiempos/" className="boton">
                Cancelar
              </Link>
            )
          }
        />
      </section>
    </div>
  );
}
