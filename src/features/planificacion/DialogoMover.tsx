/**
 * 'Mover…': la alternativa de teclado y lector de pantalla a arrastrar un parte en el planificador.
 * Elige técnico (o 'Sin asignar') y fecha (dd/mm/aaaa) y 'Mover' encola el mismo parteTrabajo.planificarSync
 * que soltar la tarjeta.
 */
import { useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { esFechaValida, MENSAJES_PLANIFICACION } from '../../../replication/mutadores-planificacion';
import { useCerrarAlNavegar } from '../../app/navegacion';
import { fechaValida, requeridoValor } from '../../lib/validacion';
import { CampoFecha, CampoSeleccion, type OpcionSeleccion } from '../../ui/formulario/campos';
import { useFormulario } from '../../ui/formulario/useFormulario';
import type { Parte, Tecnico } from './planificacion';
import { diaDelParte } from '../../../replication/mutadores-planificacion';
import { TEXTOS_PLANIFICACION } from './planificacion.labels';

/** Valor del selector para 'Sin asignar'. */
const SIN_ASIGNAR = '';

interface ValoresMover {
  idtecnico: string;
  fecha: string | null;
}

const diaExistente = (v: string | null): string | null => (v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v) && !esFechaValida(v) ? MENSAJES_PLANIFICACION.fechaNoValida : null);

const VALIDADORES = { fecha: [requeridoValor, fechaValida, diaExistente] } as const;

export interface DialogoMoverProps {
  parte: Parte;
  tecnicos: readonly Tecnico[];
  alMover: (idtecnico: string | null, fecha: string) => Promise<void>;
  alCerrar: () => void;
}

export function DialogoMover({ parte, tecnicos, alMover, alCerrar }: DialogoMoverProps) {
  useCerrarAlNavegar(true, alCerrar);
  const [guardando, setGuardando] = useState(false);
  const f = useFormulario<ValoresMover>({
    valores: { idtecnico: parte.idtecnico ?? SIN_ASIGNAR, fecha: diaDelParte(parte) },
    validadores: VALIDADORES,
  });
  const opciones: OpcionSeleccion[] = [
    ...tecnicos.map((t) => ({ valor: t.idtecnico, etiqueta: t.nombre })),
    { valor: SIN_ASIGNAR, etiqueta: TEXTOS_PLANIFICACION.sinAsignar },
  ];

  const mover = async (): Promise<void> => {
    if (!f.intentar() || f.visibles.fecha === null) return;
    setGuardando(true);
    try {
      await alMover(f.visibles.idtecnico === SIN_ASIGNAR ? null : f.visibles.idtecnico, f.visibles.fecha);
      f.guardado(f.cambios);
      alCerrar();
    } finally {
      setGuardando(false);
    }
  };

  return (
    <ModalOverlay className="dialogo-fondo" isOpen isDismissable={!guardando} onOpenChange={(abrir) => !abrir && alCerrar()}>
      <Modal className="dialogo">
        <Dialog className="dialogo-contenido">
          <Heading slot="title" className="dialogo-titulo">
            {TEXTOS_PLANIFICACION.moverParte(parte.numero)}
          </Heading>
          <form
            className="formulario"
            onSubmit={(ev) => {
              ev.preventDefault();
              void mover();
            }}
          >
            <CampoSeleccion etiqueta={TEXTOS_PLANIFICACION.tecnico} valor={f.visibles.idtecnico} alCambiar={(v) => f.cambiar('idtecnico', v)} opciones={opciones} desactivado={guardando} />
            <CampoFecha etiqueta={TEXTOS_PLANIFICACION.fecha} requerido valor={f.visibles.fecha} alCambiar={(v) => f.cambiar('fecha', v)} error={f.error('fecha')} desactivado={guardando} />
            <div className="dialogo-botones">
              <Button className="boton" onPress={alCerrar} isDisabled={guardando}>
                {TEXTOS_PLANIFICACION.cancelar}
              </Button>
              <Button type="submit" className="boton boton-primario" isDisabled={guardando}>
                {TEXTOS_PLANIFICACION.moverBoton}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
