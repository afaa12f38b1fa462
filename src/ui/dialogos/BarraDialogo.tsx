/** Barra superior de los diálogos a pantalla completa: el título (para lectores de pantalla) y 'Cerrar'. */
import type { ReactNode } from 'react';
import { Button, Heading } from 'react-aria-components';

export interface BarraDialogoProps {
  titulo: ReactNode;
  alCerrar: () => void;
}

export function BarraDialogo({ titulo, alCerrar }: BarraDialogoProps) {
  return (
    <div className="dialogo-barra">
      <Heading slot="title" className="dialogo-titulo">
        {titulo}
      </Heading>
      <Button className="boton" onPress={alCerrar}>
        Cerrar
      </Button>
    </div>
  );
}
