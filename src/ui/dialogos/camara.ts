/**
 * Acceso a la cámara para la cámara de fotos y el lector de QR: getUserMedia con la cámara trasera
 * preferida (facingMode 'environment', ideal: en un portátil vale la que haya), errores traducidos a
 * mensajes claros y parada de las pistas al cerrar o desmontar.
 */
import { useEffect, useState, type RefObject } from 'react';

export const MENSAJES_CAMARA = {
  noSoportada: 'Este navegador no puede usar la cámara (hace falta una conexión segura, https).',
  sinCamara: 'No hay ninguna cámara disponible en este dispositivo.',
  permisoDenegado: 'No se ha dado permiso para usar la cámara. Actívalo en los ajustes del navegador y vuelve a intentarlo.',
  ocupada: 'La cámara está siendo usada por otra aplicación.',
  otro: 'No se ha podido abrir la cámara.',
} as const;

export type EstadoCamara = { fase: 'abriendo' } | { fase: 'lista' } | { fase: 'error'; mensaje: string };

export const mensajeErrorCamara = (error: unknown): string => {
  const nombre = error instanceof DOMException || error instanceof Error ? error.name : '';
  switch (nombre) {
    case 'NotAllowedError':
    case 'SecurityError':
      return MENSAJES_CAMARA.permisoDenegado;
    case 'NotFoundError':
    case 'OverconstrainedError':
    case 'DevicesNotFoundError':
      return MENSAJES_CAMARA.sinCamara;
    case 'NotReadableError':
    case 'TrackStartError':
      return MENSAJES_CAMARA.ocupada;
    default:
      return MENSAJES_CAMARA.otro;
  }
};

const mediosDelNavegador = (): MediaDevices | undefined => (typeof navigator === 'undefined' ? undefined : navigator.mediaDevices);

/** El estado al activarse: abriendo, o el error directamente si el navegador no tiene getUserMedia. */
const estadoAlActivar = (): EstadoCamara =>
  mediosDelNavegador()?.getUserMedia ? { fase: 'abriendo' } : { fase: 'error', mensaje: MENSAJES_CAMARA.noSoportada };

/** Abre la cámara mientras `activa` y la conecta al <video>; la para al desactivarse o desmontarse. */
export const useCamara = (video: RefObject<HTMLVideoElement | null>, activa: boolean): EstadoCamara => {
  const [estado, setEstado] = useState<EstadoCamara>(() => (activa ? estadoAlActivar() : { fase: 'abriendo' }));
  // Cada vez que se activa vuelve a 'abriendo' en el mismo render (no en el efecto, que va después).
  const [activaAntes, setActivaAntes] = useState(activa);
  if (activaAntes !== activa) {
    setActivaAntes(activa);
    if (activa) setEstado(estadoAlActivar());
  }

  useEffect(() => {
    if (!activa) return;
    const medios = mediosDelNavegador();
    // Sin getUserMedia el estado ya es el error 'noSoportada' (estadoAlActivar).
    if (!medios?.getUserMedia) return;
    let vigente = true;
    let flujo: MediaStream | null = null;
    let conectado: HTMLVideoElement | null = null;
    medios
      .getUserMedia({ video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 }, height: { ideal: 1080 } }, audio: false })
      .then(async (f) => {
        if (!vigente) {
          f.getTracks().forEach((p) => p.stop());
          return;
        }
        flujo = f;
        const v = video.current;
        if (!v) return;
        conectado = v;
        v.srcObject = f;
        v.muted = true;
        v.playsInline = true;
        await v.play();
        if (vigente) setEstado({ fase: 'lista' });
      })
      .catch((error: unknown) => {
        if (vigente) setEstado({ fase: 'error', mensaje: mensajeErrorCamara(error) });
      });
    return () => {
      vigente = false;
      flujo?.getTracks().forEach((p) => p.stop());
      // El <video> al que se conectó el flujo (si sigue montado es el mismo que video.current).
      if (conectado) conectado.srcObject = null;
    };
  }, [activa, video]);

  return estado;
};
