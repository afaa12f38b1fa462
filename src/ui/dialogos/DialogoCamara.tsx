/**
 * Cámara a pantalla completa ('Cámara'): vista previa de la cámara trasera, 'Hacer foto', revisión
 * ('Repetir' / 'Usar foto') y la foto reducida a ≤ 1024×1024 (src/lib/imagen.ts) para quien la pidió.
 */
import { useRef, useState } from 'react';
import { Button, Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { escalarImagen, type ImagenEscalada } from '../../lib/imagen';
import { useCamara } from './camara';
import { BarraDialogo } from './BarraDialogo';
import './dialogos.css';

export interface DialogoCamaraProps {
  abierto: boolean;
  alCerrar: () => void;
  /** La foto aceptada, ya reducida. El diálogo se cierra después. */
  alCapturar: (foto: ImagenEscalada) => void;
}

export function DialogoCamara({ abierto, alCerrar, alCapturar }: DialogoCamaraProps) {
  return (
    <ModalOverlay className="dialogo-fondo" isOpen={abierto} isDismissable onOpenChange={(a) => !a && alCerrar()}>
      <Modal className="dialogo dialogo-completo">
        <Dialog className="dialogo-contenido dialogo-contenido-completo">
          <ContenidoCamara alCerrar={alCerrar} alCapturar={alCapturar} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function ContenidoCamara({ alCerrar, alCapturar }: Omit<DialogoCamaraProps, 'abierto'>) {
  const video = useRef<HTMLVideoElement>(null);
  const [foto, setFoto] = useState<ImagenEscalada | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const estado = useCamara(video, foto === null);

  const hacerFoto = async () => {
    const v = video.current;
    if (!v || v.videoWidth === 0) return;
    setOcupado(true);
    setError(null);
    try {
      setFoto(await escalarImagen(v, { ancho: v.videoWidth, alto: v.videoHeight }));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setOcupado(false);
    }
  };

  return (
    <>
      <BarraDialogo titulo="Cámara" alCerrar={alCerrar} />
      <div className="camara-vista">
        {foto ? (
          <img src={foto.dataUrl} alt={`Foto tomada (${foto.ancho}×${foto.alto} px)`} className="camara-medio" />
        ) : (
          <video ref={video} className="camara-medio" muted playsInline aria-label="Imagen de la cámara" />
        )}
        {!foto && estado.fase === 'abriendo' && (
          <p className="camara-aviso" role="status">
            Abriendo la cámara…
          </p>
        )}
        {!foto && estado.fase === 'error' && (
          <div role="alert" className="alerta alerta-error camara-aviso">
            {estado.mensaje}
          </div>
        )}
      </div>
      {error && (
        <div role="alert" className="alerta alerta-error">
          {error}
        </div>
      )}
      <div className="dialogo-botones">
        {foto ? (
          <>
            <Button className="boton" onPress={() => setFoto(null)}>
              Repetir
            </Button>
            <Button className="boton boton-primario" onPress={() => alCapturar(foto)}>
              Usar foto
            </Button>
          </>
        ) : (
          <Button className="boton boton-primario" onPress={() => void hacerFoto()} isDisabled={estado.fase !== 'lista' || ocupado}>
            Hacer foto
          </Button>
        )}
      </div>
    </>
  );
}
