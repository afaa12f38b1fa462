/**
 * Ficha de una ronda programada (/rondas/rondas-programadas/{id}): sus datos (puesto, hora, duración, días,
 * si los puntos van en orden), sus puntos en orden y 'Empezar ronda' (permiso ronda_realizada/insertar):
 * un id nuevo, ronda.iniciarSync (también sin conexión) y a /rondas/realizar/{id}. Si el vigilante ya tiene
 * una ronda en curso, el enlace 'Continuar la ronda en curso' y, antes de empezar otra, la 'Confirmación'.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { puede } from '../../app/permisos';
import { useVigia } from '../../app/VigiaProvider';
import { useAccion } from '../../ui/accion/useAccion';
import { tarjetaDe } from '../../ui/detalle/tarjeta-entidad';
import { TarjetaEntidad } from '../../ui/detalle/TarjetaEntidad';
import { Documento } from '../../ui/documento/Documento';
import './rondas.css';
import { useNombrePuesto, usePuntosRonda, useRondaEnCurso, useRondaProgramada } from './consultas';
import { TablaPuntos } from './TablaPuntos';
import { VolverProgramadas } from './enlaces';
import { nombresDias, textoDias, type RondaProgramada } from './rondas';
import { etiquetasRondaProgramada, TEXTOS_RONDAS as T } from './rondas.labels';

export const tarjetaRondaProgramada = tarjetaDe('rondaprogramada', etiquetasRondaProgramada, [
  { campo: 'nombre' },
  { externo: 'puesto' },
  { campo: 'hora_inicio' },
  { campo: 'duracion_min', valor: (r) => T.minutos(r.duracion_min) },
  { campo: 'dias', valor: (r) => `${textoDias(r.dias)} (${nombresDias(r.dias)})` },
  { campo: 'ordenada' },
  { campo: 'observaciones', ancho: true },
]);

export function RondaProgramadaScreen({ idronda_programada }: { idronda_programada: string }) {
  return (
    <Documento coleccion="rondaprogramada" id={idronda_programada} nombre="Ronda" volver={<VolverProgramadas />}>
      {(ronda) => <FichaRondaProgramada ronda={ronda} />}
    </Documento>
  );
}

function FichaRondaProgramada({ ronda }: { ronda: RondaProgramada }) {
  const { motor, sesion } = useVigia();
  const navegar = useNavigate();
  const { idronda_programada } = ronda;
  const puntos = usePuntosRonda(idronda_programada);
  const enCurso = useRondaEnCurso();
  const programadaEnCurso = useRondaProgramada(enCurso?.idronda_programada);
  const puesto = useNombrePuesto(ronda.idpuesto_servicio);

  const empezar = useAccion<void, string>({
    ejecutar: async () => {
      const idronda_realizada = crypto.randomUUID();
      await motor.mutate('ronda.iniciarSync', { idronda_realizada, idronda_programada });
      return idronda_realizada;
    },
    confirmar: () => (enCurso ? { texto: T.confirmarOtra(programadaEnCurso?.nombre ?? T.cargando), aceptar: T.empezarOtra } : null),
    exito: T.empezada,
    alTerminar: (idronda_realizada) => navegar({ to: '/rondas/realizar/$idronda_realizada', params: { idronda_realizada } }),
  });

  return (
    <div className="pantalla">
      <h1>{T.titulo(ronda.nombre)}</h1>
      <TarjetaEntidad declaracion={tarjetaRondaProgramada} doc={ronda} titulo={T.datosProgramada} externos={{ puesto }} />

      {(enCurso || puede(sesion.usuario, 'ronda_realizada', 'insertar')) && (
        <div className="botonera">
          {puede(sesion.usuario, 'ronda_realizada', 'insertar') && (
            <button className="boton boton-primario boton-ronda" {...empezar.boton()}>
              {T.empezar}
            </button>
          )}
          {enCurso && (
            <Link to="/rondas/realizar/$idronda_realizada" params={{ idronda_realizada: enCurso.idronda_realizada }} className="boton">
              {T.continuar}
            </Link>
          )}
        </div>
      )}
      {empezar.aviso}
      {empezar.dialogo}

      <section className="tarjeta" aria-labelledby="puntos-ronda">
        <h2 id="puntos-ronda">{T.puntosTitulo}</h2>
        {puntos === undefined ? <p role="status">{T.cargando}</p> : <TablaPuntos puntos={puntos} etiquetadaPor="puntos-ronda" />}
      </section>

      <nav className="botonera" aria-label={T.enlaces}>
        <Link to="/rondas/rondas-programadas/$idronda_programada/puntos" params={{ idronda_programada }} className="boton">
          {T.verPuntos}
        </Link>
        <VolverProgramadas />
      </nav>
    </div>
  );
}
