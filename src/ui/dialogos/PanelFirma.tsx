/**
 * Panel de firma (signature_pad): lienzo de 250 px de alto a todo el ancho, con 'Borrar firma'. Cada
 * trazo avisa con la firma actual (PNG en data URL y si está vacía); `firmaABlob` la pasa a Blob.
 * El lienzo se ajusta a la densidad de píxeles y a los cambios de ancho conservando los trazos.
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import SignaturePad from 'signature_pad';
import './dialogos.css';

export const ALTO_FIRMA_PX = 250;

export type Firma = { vacia: true } | { vacia: false; dataUrl: string };

export interface PanelFirmaProps {
  /** Texto del campo (lo leen los lectores de pantalla); por defecto 'Firma'. */
  etiqueta?: string;
  alCambiar: (firma: Firma) => void;
  isDisabled?: boolean;
}

/** La firma como Blob PNG (para guardarla como fichero). */
export const firmaABlob = async (dataUrl: string): Promise<Blob> => (await fetch(dataUrl)).blob();

export function PanelFirma({ etiqueta = 'Firma', alCambiar, isDisabled = false }: PanelFirmaProps) {
  const lienzo = useRef<HTMLCanvasElement>(null);
  const panel = useRef<SignaturePad | null>(null);
  const [vacia, setVacia] = useState(true);
  // El `alCambiar` del último render, sin volver a crear el panel cuando cambia.
  const avisarCambio = useEffectEvent((firma: Firma) => alCambiar(firma));

  useEffect(() => {
    const canvas = lienzo.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: '#10243a', backgroundColor: 'rgba(0,0,0,0)' });
    panel.current = pad;
    const avisar = () => {
      const estaVacia = pad.isEmpty();
      setVacia(estaVacia);
      avisarCambio(estaVacia ? { vacia: true } : { vacia: false, dataUrl: pad.toDataURL('image/png') });
    };
    const ajustar = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const ancho = canvas.offsetWidth;
      if (ancho === 0 || canvas.width === Math.round(ancho * ratio)) return;
      const trazos = pad.toData();
      canvas.width = Math.round(ancho * ratio);
      canvas.height = Math.round(ALTO_FIRMA_PX * ratio);
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      if (trazos.length > 0) pad.fromData(trazos);
    };
    ajustar();
    const observador = new ResizeObserver(ajustar);
    observador.observe(canvas);
    pad.addEventListener('endStroke', avisar);
    return () => {
      observador.disconnect();
      pad.removeEventListener('endStroke', avisar);
      pad.off();
      panel.current = null;
    };
  }, []);

  useEffect(() => {
    const pad = panel.current;
    if (!pad) return;
    if (isDisabled) pad.off();
    else pad.on();
  }, [isDisabled]);

  const borrar = () => {
    panel.current?.clear();
    setVacia(true);
    alCambiar({ vacia: true });
  };

  return (
    <div className="firma" role="group" aria-label={etiqueta} aria-disabled={isDisabled || undefined}>
      <canvas
        ref={lienzo}
        className="firma-lienzo"
        style={{ height: ALTO_FIRMA_PX }}
        role="img"
        aria-label={vacia ? `${etiqueta}: sin firmar. Firma con el dedo o el ratón` : `${etiqueta}: firmado`}
      />
      <div className="firma-pie">
        <span className="firma-estado" aria-live="polite">
          {vacia ? 'Sin firma' : 'Firmado'}
        </span>
        <Button className="boton" onPress={borrar} isDisabled={isDisabled || vacia}>
          Borrar firma
        </Button>
      </div>
    </div>
  );
}
