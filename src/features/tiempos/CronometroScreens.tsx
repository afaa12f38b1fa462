/**
 * Pantallas del cronómetro: iniciar en un parte (/offline/tiempos/cronometro-iniciar/{idparte_trabajo} y
 * /tiempos/iniciar, que deja elegir el parte) y detener (/offline/tiempos/cronometro-detener y
 * /tiempos/detener). El reloj en marcha se ve en todas; solo hay un cronómetro por técnico. El parte de
 * cronometro-iniciar llega por la carcasa de documento (cargando, no está, sin permiso, anulado).
 */
import { Link } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { formatearHora } from '../../lib/formato';
import { Documento } from '../../ui/documento/Documento';
import { useAccion } from '../../ui/accion/useAccion';
import { CampoSeleccion } from '../../ui/formulario/campos';
import { useCronometro, useTranscurrido } from './cronometro';
import { formatearDuracion, formatearReloj, type Tiempo } from './tiempos';
import { MENSAJES_TIEMPOS, TITULOS_TIEMPOS } from './tiempos.labels';
import './tiempos.css';

export interface RelojCronometroProps {
  tiempo: Tiempo;
  numeroParte: string | null;
}

/** El cronómetro en marcha: parte, hora de inicio y el reloj que avanza cada segundo. */
export function RelojCronometro({ tiempo, numeroParte }: RelojCronometroProps) {
  const id = useId();
  const ms = useTranscurrido(tiempo.inicio);
  return (
    <section className="tarjeta" aria-labelledby={id} data-testid="cronometro-en-marcha">
      <h2 id={id}>Cronómetro en marcha</h2>
      <p>
        Parte {numeroParte ?? tiempo.idparte_trabajo}, desde las {formatearHora(tiempo.inicio)}
      </p>
      <p className="reloj-cronometro" role="timer" aria-label={`Tiempo transcurrido ${formatearReloj(ms)}`} data-testid="reloj">
        {formatearReloj(ms)}
      </p>
    </section>
  );
}

/** El parte del cronómetro en marcha (para mostrar su número). */
const useParte = (idparte: string | null) => {
  const { db } = useVigia();
  return useRxQuery(() => (idparte ? db.partetrabajo.findOne(idparte) : null), [db, idparte]);
};

interface PanelIniciarProps {
  /** El parte en el que iniciar ('' si aún no se ha elegido). */
  idparte: string;
}

function PanelIniciar({ idparte }: PanelIniciarProps) {
  const { estado, iniciar, detener } = useCronometro();
  const enMarcha = estado?.tipo === 'en-marcha' ? estado.tiempo : null;
  const { resultado: parteEnMarcha } = useParte(enMarcha?.idparte_trabajo ?? null);
  const { resultado: parte } = useParte(idparte === '' ? null : idparte);
  const numero = (id: string): string => (id === parteEnMarcha?.idparte_trabajo ? parteEnMarcha.numero : id);
  // Una sola acción para los dos botones: mientras uno corre, el otro tampoco se puede pulsar.
  const accion = useAccion<'iniciar' | 'detener', string>({
    ejecutar: async (que) => {
      if (que === 'iniciar') {
        await iniciar(idparte, numero);
        return MENSAJES_TIEMPOS.iniciado;
      }
      return MENSAJES_TIEMPOS.detenido(formatearDuracion(await detener()));
    },
    exito: (mensaje) => mensaje,
  });
  const ocupado = accion.ocupado;

  if (estado === undefined) return <p role="status">Cargando…</p>;
  const otroParte = enMarcha !== null && enMarcha.idparte_trabajo !== idparte;
  const parteNoPendiente = parte !== undefined && parte !== null && parte.estado !== 1;
  return (
    <>
      {enMarcha && <RelojCronometro tiempo={enMarcha} numeroParte={parteEnMarcha?.numero ?? null} />}
      {enMarcha && otroParte && idparte !== '' && (
        <div role="alert" className="alerta alerta-error">
          {MENSAJES_TIEMPOS.cronometroEnMarcha(parteEnMarcha?.numero ?? enMarcha.idparte_trabajo)}
        </div>
      )}
      {parteNoPendiente && !enMarcha && (
        <div role="alert" className="alerta alerta-error">
          {MENSAJES_TIEMPOS.parteNoPendiente}
        </div>
      )}
      {accion.aviso}
      <div className="botonera">
        {!enMarcha && (
          <button className="boton boton-primario" {...accion.boton('iniciar', ocupado || idparte === '' || parteNoPendiente)}>
            {TITULOS_TIEMPOS.iniciar}
          </button>
        )}
        {enMarcha && (
          <button className="boton boton-primario" {...accion.boton('detener')}>
            {TITULOS_TIEMPOS.detener}
          </button>
        )}
        <Link to="/tiempos/" className="boton">
          {TITULOS_TIEMPOS.lista}
        </Link>
      </div>
    </>
  );
}

export interface CronometroIniciarScreenProps {
  idparte_trabajo: string;
}

export function CronometroIniciarScreen({ idparte_trabajo }: CronometroIniciarScreenProps) {
  return (
    <Documento coleccion="partetrabajo" id={idparte_trabajo} nombre="Parte" volver={<Link to="/offline/">Volver a los partes del dispositivo</Link>}>
      {(parte) => (
        <div className="pantalla">
          <h1>{TITULOS_TIEMPOS.iniciar}</h1>
          <p>
            Parte {parte.numero} · {parte.descripcion}
          </p>
          <PanelIniciar idparte={idparte_trabajo} />
        </div>
      )}
    </Documento>
  );
}

/** /tiempos/iniciar: elegir uno de mis partes pendientes e iniciar el cronómetro en él. */
export function TiemposIniciarScreen() {
  const opciones = useOpcionesPartePendiente();
  const [idparte, setIdparte] = useState('');
  return (
    <div className="pantalla">
      <h1>{TITULOS_TIEMPOS.iniciar}</h1>
      <CampoSeleccion etiqueta="Parte" requerido valor={idparte} alCambiar={setIdparte} opciones={opciones} />
      <PanelIniciar idparte={idparte} />
    </div>
  );
}

/** Opciones de parte: los partes pendientes del técnico de la sesión, con una primera opción vacía. */
export const useOpcionesPartePendiente = (incluir: string | null = null): { valor: string; etiqueta: string }[] => {
  const { db, sesion } = useVigia();
  const idtecnico = sesion.usuario.idtecnico ?? null;
  const { resultado } = useRxQuery(
    () => db.partetrabajo.find({ selector: { estado: { $eq: 1 }, ...(idtecnico ? { idtecnico: { $eq: idtecnico } } : {}) }, sort: [{ fecha_desc: 'asc' }] }),
    [db, idtecnico],
  );
  return useMemo(() => {
    const partes = (resultado ?? []).map((p) => ({ valor: p.idparte_trabajo, etiqueta: `Parte ${p.numero} · ${p.descripcion}` }));
    const conIncluido = incluir && !partes.some((p) => p.valor === incluir) ? [{ valor: incluir, etiqueta: `Parte ${incluir}` }, ...partes] : partes;
    return [{ valor: '', etiqueta: 'Elige un parte' }, ...conIncluido];
  }, [resultado, incluir]);
};

export function CronometroDetenerScreen() {
  const { estado, detener } = useCronometro();
  const enMarcha = estado?.tipo === 'en-marcha' ? estado.tiempo : null;
  const { resultado: parte } = useParte(enMarcha?.idparte_trabajo ?? null);
  const [detenido, setDetenido] = useState<{ minutos: number; idparte: string; numero: string | null } | null>(null);
  // El parte se toma al pulsar: al detenerse, el cronómetro deja de estar en marcha y su consulta cambia.
  const alDetener = useAccion<{ idparte: string; numero: string | null }, number>({
    ejecutar: () => detener(),
    exito: (minutos) => MENSAJES_TIEMPOS.detenido(formatearDuracion(minutos)),
    alTerminar: (minutos, delParte) => setDetenido({ minutos, ...delParte }),
  });

  return (
    <div className="pantalla">
      <h1>{TITULOS_TIEMPOS.detener}</h1>
      {estado === undefined && <p role="status">Cargando…</p>}
      {enMarcha && <RelojCronometro tiempo={enMarcha} numeroParte={parte?.numero ?? null} />}
      {detenido && (
        <p role="status" className="alerta" data-testid="cronometro-detenido">
          {MENSAJES_TIEMPOS.detenido(formatearDuracion(detenido.minutos))} en el parte {detenido.numero ?? detenido.idparte}
        </p>
      )}
      {estado?.tipo === 'parado' && !detenido && <p className="vacio">{MENSAJES_TIEMPOS.sinCronometro}</p>}
      {alDetener.aviso}
      <div className="botonera">
        {enMarcha && (
          <button className="boton boton-primario" {...alDetener.boton({ idparte: enMarcha.idparte_trabajo, numero: parte?.numero ?? null })}>
            {TITULOS_TIEMPOS.detener}
          </button>
        )}
        <Link to="/tiempos/" className="boton">
          {TITULOS_TIEMPOS.lista}
        </Link>
      </div>
    </div>
  );
}
