/**
 * Diálogo 'Enviar correo electrónico': destinatarios (validados), asunto, plantilla (rellena asunto y
 * mensaje), mensaje y 'Cancelar' / 'Enviar'. Quien lo abre pasa `enviar`, que devuelve el texto a
 * mostrar (p. ej. que el mensaje quedó en la bandeja de salida); los fallos se muestran sin cerrar.
 */
import { useId, useState, type FormEvent } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { CAMPO_REQUERIDO } from '../../lib/validacion';
import { separarDestinatarios, validarDestinatarios, type MensajeCorreo, type PlantillaCorreo } from './correo';
import './dialogos.css';

export interface DialogoCorreoProps {
  abierto: boolean;
  alCerrar: () => void;
  destinatarios?: readonly string[];
  plantillas: readonly PlantillaCorreo[];
  /** Plantilla elegida al abrir (rellena asunto y mensaje). */
  plantillaInicial?: string;
  enviar: (m: MensajeCorreo) => Promise<string>;
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

type Estado = { fase: 'editando' } | { fase: 'enviando' } | { fase: 'error'; mensaje: string } | { fase: 'enviado'; mensaje: string };

function FormularioCorreo({ alCerrar, destinatarios = [], plantillas, plantillaInicial, enviar }: Omit<DialogoCorreoProps, 'abierto'>) {
  const id = useId();
  const inicial = plantillas.find((p) => p.id === plantillaInicial);
  const [para, setPara] = useState(destinatarios.join(', '));
  const [plantilla, setPlantilla] = useState(inicial?.id ?? '');
  const [asunto, setAsunto] = useState(inicial?.asunto ?? '');
  const [cuerpo, setCuerpo] = useState(inicial?.cuerpo ?? '');
  const [intento, setIntento] = useState(false);
  const [estado, setEstado] = useState<Estado>({ fase: 'editando' });

  const errorPara = validarDestinatarios(para);
  const errorAsunto = asunto.trim() === '' ? CAMPO_REQUERIDO : null;
  const verErrorPara = intento && errorPara !== null;
  const verErrorAsunto = intento && errorAsunto !== null;
  const enviando = estado.fase === 'enviando';

  const elegirPlantilla = (valor: string) => {
    setPlantilla(valor);
    const p = plantillas.find((x) => x.id === valor);
    if (p) {
      setAsunto(p.asunto);
      setCuerpo(p.cuerpo);
    }
  };

  const alEnviar = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setIntento(true);
    if (errorPara !== null) {
      document.getElementById(`${id}-para`)?.focus();
      return;
    }
    if (errorAsunto !== null) {
      document.getElementById(`${id}-asunto`)?.focus();
      return;
    }
    setEstado({ fase: 'enviando' });
    try {
      const mensaje = await enviar({ para: separarDestinatarios(para), asunto: asunto.trim(), cuerpo });
      setEstado({ fase: 'enviado', mensaje });
    } catch (error) {
      setEstado({ fase: 'error', mensaje: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <>
      <Heading slot="title" className="dialogo-titulo">
        Enviar correo electrónico
      </Heading>
      {estado.fase === 'enviado' ? (
        <>
          <div role="status" className="alerta alerta-exito">
            {estado.mensaje}
          </div>
          <div className="dialogo-botones">
            <Button className="boton boton-primario" onPress={alCerrar} autoFocus>
              Cerrar
            </Button>
          </div>
        </>
      ) : (
        <form className="correo-formulario" onSubmit={(e) => void alEnviar(e)} noValidate>
          <div className="campo">
            <label htmlFor={`${id}-para`}>Destinatarios</label>
            <input
              id={`${id}-para`}
              type="email"
              multiple
              autoComplete="email"
              value={para}
              onChange={(e) => setPara(e.target.value)}
              aria-invalid={verErrorPara || undefined}
              aria-describedby={verErrorPara ? `${id}-para-error` : `${id}-para-ayuda`}
              disabled={enviando}
            />
            {verErrorPara ? (
              <p className="campo-error" id={`${id}-para-error`}>
                {errorPara}
              </p>
            ) : (
              <p className="nota" id={`${id}-para-ayuda`}>
                Separa varias direcciones con comas.
              </p>
            )}
          </div>
          <div className="campo">
            <label htmlFor={`${id}-plantilla`}>Plantilla</label>
            <select id={`${id}-plantilla`} value={plantilla} onChange={(e) => elegirPlantilla(e.target.value)} disabled={enviando}>
              <option value="">Sin plantilla</option>
              {plantillas.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.nombre}
                </option>
              ))}
            </select>
          </div>
          <div className="campo">
            <label htmlFor={`${id}-asunto`}>Asunto</label>
            <input
              id={`${id}-asunto`}
              value={asunto}
              maxLength={200}
              onChange={(e) => setAsunto(e.target.value)}
              aria-invalid={verErrorAsunto || undefined}
              aria-describedby={verErrorAsunto ? `${id}-asunto-error` : undefined}
              disabled={enviando}
            />
            {verErrorAsunto && (
              <p className="campo-error" id={`${id}-asunto-error`}>
                {errorAsunto}
              </p>
            )}
          </div>
          <div className="campo">
            <label htmlFor={`${id}-cuerpo`}>Mensaje</label>
            <textarea id={`${id}-cuerpo`} rows={10} value={cuerpo} onChange={(e) => setCuerpo(e.target.value)} disabled={enviando} />
          </div>
          {estado.fase === 'error' && (
            <div role="alert" className="alerta alerta-error">
              {estado.mensaje}
            </div>
          )}
          <div className="dialogo-botones">
            <Button className="boton" onPress={alCerrar} isDisabled={enviando}>
              Cancelar
            </Button>
            <Button type="submit" className="boton boton-primario" isDisabled={enviando}>
              Enviar
            </Button>
          </div>
        </form>
      )}
    </>
  );
}
