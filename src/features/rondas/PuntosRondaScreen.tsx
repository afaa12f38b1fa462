/**
 * Puntos de una ronda programada (/rondas/rondas-programadas/{id}/puntos): la tabla de sus puntos de
 * control en orden y la hoja de códigos QR en PDF, generada en el dispositivo (también sin conexión) al
 * pulsar 'Descargar PDF', 'Compartir' o 'Imprimir' (AccionesPdf): una etiqueta por punto.
 */
import { Link } from '@tanstack/react-router';
import { useVigia } from '../../app/VigiaProvider';
import { Documento } from '../../ui/documento/Documento';
import { AccionesPdf } from '../cierre/AccionesPdf';
import { usePuntosRonda } from './consultas';
import { pdfHojaQr } from './datos-hoja-qr';
import { VolverProgramadas } from './enlaces';
import type { RondaProgramada } from './rondas';
import { TEXTOS_RONDAS as T } from './rondas.labels';
import { TablaPuntos } from './TablaPuntos';

export function PuntosRondaScreen({ idronda_programada }: { idronda_programada: string }) {
  return (
    <Documento coleccion="rondaprogramada" id={idronda_programada} nombre="Ronda" volver={<VolverProgramadas />}>
      {(ronda) => <PuntosRonda ronda={ronda} />}
    </Documento>
  );
}

function PuntosRonda({ ronda }: { ronda: RondaProgramada }) {
  const { db } = useVigia();
  const { idronda_programada } = ronda;
  const puntos = usePuntosRonda(idronda_programada);

  return (
    <div className="pantalla">
      <h1 id="titulo-puntos">{T.tituloPuntos(ronda.nombre)}</h1>
      {puntos === undefined ? <p role="status">{T.cargando}</p> : <TablaPuntos puntos={puntos} etiquetadaPor="titulo-puntos" />}
      {puntos !== undefined && puntos.length > 0 && (
        <AccionesPdf generar={() => pdfHojaQr(db, idronda_programada)} tituloCompartir={`Códigos QR de la ronda ${ronda.nombre}`} titulo={T.hojaQr} nota={T.hojaQrNota} />
      )}
      <nav className="botonera" aria-label={T.enlaces}>
        <Link to="/rondas/rondas-programadas/$idronda_programada" params={{ idronda_programada }}>
          {T.volverProgramada}
        </Link>
      </nav>
    </div>
  );
}
