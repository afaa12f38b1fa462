/**
 * Diálogo 'Enviar correo electrónico': destinatarios (validados), asunto, plantilla (rellena asunto y
 * mensaje), mensaje y 'Cancelar' / 'Enviar'. Quien lo abre pasa `enviar`, que devuelve lo que se muestra
 * después (el estado en vivo del correo en la bandeja de salida: useEnviarCorreo); los fallos se
 * muestran sin cerrar.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { declararFormulario } from '../formulario/declaracion';
import { FormularioDeclarado } from '../formulario/FormularioDeclarado';
import { separarDestinatarios, validarDestinatarios, type MensajeCorreo, type PlantillaCorreo } from './correo';
import './dialogos.css';

export interface DialogoCorreoProps {
  abierto: boolean;
  alCerrar: () => void;
  destinatarios?: readonly string[];
  plantillas: readonly PlantillaCorreo[];
  /** Plantilla elegida al abrir (rellena asunto y mensaje). */
  plantillaInicial?: string;
  enviar: (m: MensajeCorreo) => Promise<ReactNode>;
}

export function DialogoCorreo({ abierto, alCerrar, ...resto }: DialogoCorreoProps) {
  return (
    <ModalOverlay className="dialogo-fondo" isOpen={abierto} isDismissable onOpenChange={(a) => !a && alCerrar()}>
      <Modal className="dialogo dialogo-ancho">
        <Dialog className="dialogo-contenido">{abierto && <FormularioCorreo alCerrar={alCerrar} {...resto} />}</Dialog>
      </Modal>
    </ModalOverlay>
  );
}

interface ValoresCorreo {
  para: string;
  plantilla: string;
  asunto: string;
  cuerpo: string;
}

const MAX_ASUNTO = 200;

/** El formulario del correo, declarado: la plantilla rellena asunto y mensaje; `enviar` devuelve lo que se muestra. */
const formularioCorreo = (plantillas: readonly PlantillaCorreo[], enviar: (m: MensajeCorreo) => Promise<ReactNode>, alEnviado: (resultado: ReactNode) => void) =>
  declararFormulario<ValoresCorreo>({
    campos: [
      { campo: 'para', tipo: 'texto', etiqueta: 'Destinatarios', autoComplete: 'email', ayuda: 'Separa varias direcciones con comas.', reglas: [validarDestinatarios] },
      {
        campo: 'plantilla',
        tipo: 'seleccion',
        etiqueta: 'Plantilla',
        opciones: [{ valor: '', etiqueta: 'Sin plantilla' }, ...plantillas.map((p) => ({ valor: p.id, etiqueta: p.nombre }))],
        rellena: (id) => {
          const p = plantillas.find((x) => x.id === id);
          return p ? { asunto: p.asunto, cuerpo: p.cuerpo } : {};
        },
      },
      { campo: 'asunto', tipo: 'texto', etiqueta: 'Asunto', requerido: true, maximo: MAX_ASUNTO },
      { campo: 'cuerpo', tipo: 'area', etiqueta: 'Mensaje', filas: 10 },
    ],
    boton: 'Enviar',
    enviar: async ({ valores }) => alEnviado(await enviar({ para: separarDestinatarios(valores.para), asunto: valores.asunto.trim(), cuerpo: valores.cuerpo })),
  });

function FormularioCorreo({ alCerrar, destinatarios = [], plantillas, plantillaInicial, enviar }: Omit<DialogoCorreoProps, 'abierto'>) {
  const [enviado, setEnviado] = useState<{ resultado: ReactNode } | null>(null);
  const declaracion = useMemo(() => formularioCorreo(plantillas, enviar, (resultado) => setEnviado({ resultado })), [plantillas, enviar]);
  const [valores] = useState<ValoresCorreo>(() => {
    const inicial = plantillas.find((p) => p.id === plantillaInicial);
    return { para: destinatarios.join(', '), plantilla: inicial?.id ?? '', asunto: inicial?.asunto ?? '', cuerpo: inicial?.cuerpo ?? '' };
  });

  return (
    <>
      <Heading slot="title" className="dialogo-titulo">
        Enviar correo electrónico
      </Heading>
      {enviado !== null ? (
        <>
          <div role="status" className="correo-resultado">
            {enviado.resultado}
          </div>
          <div className="dialogo-botones">
            <Button className="boton boton-primario" onPress={alCerrar} autoFocus>
              Cerrar
            </Button>
          </div>
        </>
      ) : (
        <div className="correo-formulario">
          <FormularioDeclarado
            declaracion={declaracion}
            valores={valores}
            registro={undefined}
            modo="alta"
            alCancelar={alCerrar}
          />
        </div>
      )}
    </>
  );
}
