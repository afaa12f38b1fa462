/** Diálogo de orden de una lista ('Ordenar', botones 'Cancelar' y 'Aceptar'): una opción de las declaradas. */
import { useState } from 'react';
import { Button, Dialog, Heading, Label, Modal, ModalOverlay, Radio, RadioGroup } from 'react-aria-components';
import type { OpcionOrden } from './tipos';

export interface DialogoOrdenProps<T> {
  abierto: boolean;
  ordenes: readonly OpcionOrden<T>[];
  valor: string;
  alAceptar: (orden: string) => void;
  alCerrar: () => void;
}

export function DialogoOrden<T>({ abierto, ordenes, valor, alAceptar, alCerrar }: DialogoOrdenProps<T>) {
  return (
    <ModalOverlay className="dialogo-fondo" isOpen={abierto} isDismissable onOpenChange={(abrir) => !abrir && alCerrar()}>
      <Modal className="dialogo">
        <Dialog className="dialogo-contenido">
          <ContenidoOrden ordenes={ordenes} valor={valor} alAceptar={alAceptar} alCerrar={alCerrar} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function ContenidoOrden<T>({ ordenes, valor, alAceptar, alCerrar }: Omit<DialogoOrdenProps<T>, 'abierto'>) {
  const [elegido, setElegido] = useState(valor);
  return (
    <>
      <Heading slot="title" className="dialogo-titulo">
        Ordenar
      </Heading>
      <RadioGroup className="grupo-opciones" value={elegido} onChange={setElegido}>
        <Label className="solo-lectores">Ordenar por</Label>
        {ordenes.map((o) => (
          <Radio key={o.id} value={o.id} className="opcion-radio">
            {o.etiqueta}
          </Radio>
        ))}
      </RadioGroup>
      <div className="dialogo-botones">
        <Button className="boton" onPress={alCerrar}>
          Cancelar
        </Button>
        <Button className="boton boton-primario" onPress={() => alAceptar(elegido)}>
          Aceptar
        </Button>
      </div>
    </>
  );
}
