/**
 * Diálogo de confirmación compartido ('Confirmación', botones 'Cancelar' / 'Aceptar'; título y botón de
 * aceptar se pueden cambiar). Modal accesible
 * (react-aria-components): atrapa el foco, se cierra con Escape y devuelve el foco al botón que lo abrió.
 * Al navegar a otra pantalla se cierra solo (como 'Cancelar'; src/app/navegacion.ts).
 */
import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useCerrarAlNavegar } from '../app/navegacion';

export interface DialogoConfirmacionProps {
  abierto: boolean;
  /** Texto del diálogo; el título es siempre 'Confirmación'. */
  children: ReactNode;
  alAceptar: () => void;
  alCancelar: () => void;
  /** Mientras se ejecuta la acción, los botones quedan desactivados. */
  ocupado?: boolean;
  /** Título del diálogo ('Confirmación' si no se da). */
  titulo?: string;
  /** Texto del botón que confirma ('Aceptar' si no se da). */
  etiquetaAceptar?: string;
}

export function DialogoConfirmacion({ abierto, children, alAceptar, alCancelar, ocupado = false, titulo = 'Confirmación', etiquetaAceptar = 'Aceptar' }: DialogoConfirmacionProps) {
  useCerrarAlNavegar(abierto, alCancelar);
  return (
    <ModalOverlay
      className="dialogo-fondo"
      isOpen={abierto}
      isDismissable={!ocupado}
      onOpenChange={(abrir) => {
        if (!abrir) alCancelar();
      }}
    >
      <Modal className="dialogo">
        <Dialog className="dialogo-contenido">
          <Heading slot="title" className="dialogo-titulo">
            {titulo}
          </Heading>
          <div className="dialogo-texto">{children}</div>
          <div className="dialogo-botones">
            <Button className="boton" onPress={alCancelar} isDisabled={ocupado} autoFocus>
              Cancelar
            </Button>
            <Button className="boton boton-primario" onPress={alAceptar} isDisabled={ocupado}>
              {etiquetaAceptar}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
