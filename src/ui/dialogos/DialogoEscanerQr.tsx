/**
 * Lector de códigos QR a pantalla completa: la cámara trasera y, unas 8 veces por segundo
 * (requestAnimationFrame con pausa), el fotograma reducido a un canvas que jsQR intenta descodificar.
 * Al primer código leído llama a `alLeer` con el texto y deja de buscar.
 */
import jsQR from 'jsqr';
import { useEffect, useEffectEvent, useRef } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { useCamara } from './camara';
import { BarraDialogo } from './BarraDialogo';
import './dialogos.css';

/** Pausa entre intentos de lectura y lado máximo del fotograma que se analiza. */
const INTERVALO_MS = 120;
const LADO_ANALISIS = 800;

export interface DialogoEscanerQrProps {
  abierto: boolean;
  alCerrar: () => void;
  alLeer: (texto: string) => void;
  /** Título del diálogo; por defecto 'Escanear código'. */
  titulo?: string;
}

export function DialogoEscanerQr({ abierto, alCerrar, alLeer, titulo = 'Escanear código' }: DialogoEscanerQrProps) {
  return (
    <ModalOverlay className="dialogo-fondo" isOpen={abierto} isDismissable onOpenChange={(a) => !a && alCerrar()}>
      <Modal className="dialogo dialogo-completo">
        <Dialog className="dialogo-contenido dialogo-contenido-completo">
          <BarraDialogo titulo={titulo} alCerrar={alCerrar} />
          <Lector alLeer={alLeer} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function Lector({ alLeer }: Pick<DialogoEscanerQrProps, 'alLeer'>) {
  const video = useRef<HTMLVideoElement>(null);
  const estado = useCamara(video, true);
  // El `alLeer` del último render, sin reiniciar la lectura cuando cambia.
  const avisarLectura = useEffectEvent((texto: string) => alLeer(texto));

  useEffect(() => {
    if (estado.fase !== 'lista') return;
    const canvas = document.createElement('canvas');
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) return;
    let marco = 0;
    let ultimo = 0;
    let terminado = false;
    const paso = (ahora: number) => {
      if (terminado) return;
      marco = requestAnimationFrame(paso);
      const v = video.current;
      if (ahora - ultimo < INTERVALO_MS || !v || v.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || v.videoWidth === 0) return;
      ultimo = ahora;
      const escala = Math.min(1, LADO_ANALISIS / Math.max(v.videoWidth, v.videoHeight));
      canvas.width = Math.round(v.videoWidth * escala);
      canvas.height = Math.round(v.videoHeight * escala);
      ctx.drawImage(v, 0, 0, canvas.width, canvas.height);
      const datos = ctx.getImageData(0, 0, canvas.width, canvas.height);
      const codigo = jsQR(datos.data, datos.width, datos.height, { inversionAttempts: 'attemptBoth' });
      if (codigo && codigo.data.trim() !== '') {
        terminado = true;
        cancelAnimationFrame(marco);
        avisarLectura(codigo.data.trim());
      }
    };
    marco = requestAnimationFrame(paso);
    return () => {
      terminado = true;
      cancelAnimationFrame(marco);
    };
  }, [estado.fase]);

  return (
    <div className="camara-vista">
      <video ref={video} className="camara-medio" muted playsInline aria-label="Imagen de la cámara" />
      <div className="escaner-marco" aria-hidden="true" />
      {estado.fase === 'abriendo' && (
        <p className="camara-aviso" role="status">
          Abriendo la cámara…
        </p>
      )}
      {estado.fase === 'lista' && (
        <p className="camara-aviso" role="status">
          Apunta al código QR
        </p>
      )}
      {estado.fase === 'error' && (
        <div role="alert" className="alerta alerta-error camara-aviso">
          {estado.mensaje}
        </div>
      )}
    </div>
  );
}
