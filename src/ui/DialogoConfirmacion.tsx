/**
 * Diálogo de confirmación compartido ('Confirmación', botones 'Cancelar' / 'Aceptar'). Modal accesible
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
}

export function DialogoConfirmacion({ abierto, children, alAceptar, alCancelar, ocupado = false }: DialogoConfirmacionProps) {
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
            Confirmación
          </Heading>
          <div className="dialogo-texto">{children}</div>
          <div className="dialogo-botones">
            <Button className="boton" onPress={alCancelar} isDisabled={ocupado} autoFocus>
              Cancelar
            </Button>
            <Button className="boton boton-primario" onPress={alAceptar} isDisabled={ocupado}>
              Aceptar
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
