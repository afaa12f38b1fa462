/**
 * 'Enviar correo…' de una ficha: el botón, el diálogo de correo con el destinatario y la plantilla ya
 * puestos y la bandeja de salida (useEnviarCorreo) del registro del que habla (idtabla + id). Lo usan
 * el parte, la operación y la cita.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import type { PlantillaCorreo } from './correo';
import { DialogoCorreo } from './DialogoCorreo';
import { useEnviarCorreo, type OrigenCorreo } from './useEnviarCorreo';

export interface BotonCorreoProps {
  origen: OrigenCorreo;
  etiqueta: string;
  email: string | null;
  plantillas: readonly PlantillaCorreo[];
  plantillaInicial?: string;
}

export function BotonCorreo({ origen, etiqueta, email, plantillas, plantillaInicial }: BotonCorreoProps) {
  const [abierto, setAbierto] = useState(false);
  const enviar = useEnviarCorreo(origen);
  return (
    <>
      <Button className="boton" onPress={() => setAbierto(true)}>
        {etiqueta}
      </Button>
      <DialogoCorreo
        abierto={abierto}
        alCerrar={() => setAbierto(false)}
        destinatarios={email ? [email] : []}
        plantillas={plantillas}
        plantillaInicial={plantillaInicial}
        enviar={enviar}
      />
    </>
  );
}
