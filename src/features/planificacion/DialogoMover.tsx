/**
 * 'Mover…': la alternativa de teclado y lector de pantalla a arrastrar un parte en el planificador.
 * Elige técnico (o 'Sin asignar') y fecha (dd/mm/aaaa) y 'Mover' encola el mismo parteTrabajo.planificarSync
 * que soltar la tarjeta.
 */
import { useMemo } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { diaDelParte, esFechaValida, MENSAJES_PLANIFICACION } from '../../../replication/mutadores/planificacion';
import { useCerrarAlNavegar } from '../../app/navegacion';
import type { OpcionSeleccion } from '../../ui/formulario/campos';
import { declararFormulario } from '../../ui/formulario/declaracion';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import type { Parte, Tecnico } from './planificacion';
import { TEXTOS_PLANIFICACION } from './planificacion.labels';

/** Valor del selector para 'Sin asignar'. */
const SIN_ASIGNAR = '';

interface ValoresMover {
  idtecnico: string;
  fecha: string | null;
}

const diaExistente = (v: string | null): string | null => (v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v) && !esFechaValida(v) ? MENSAJES_PLANIFICACION.fechaNoValida : null);

export interface DialogoMoverProps {
  parte: Parte;
  tecnicos: readonly Tecnico[];
  alMover: (idtecnico: string | null, fecha: string) => Promise<void>;
  alCerrar: () => void;
}

export function DialogoMover({ parte, tecnicos, alMover, alCerrar }: DialogoMoverProps) {
  useCerrarAlNavegar(true, alCerrar);
  const valores = useMemo<ValoresMover>(() => ({ idtecnico: parte.idtecnico ?? SIN_ASIGNAR, fecha: diaDelParte(parte) }), [parte]);
  const declaracion = useMemo(() => {
    const opciones: OpcionSeleccion[] = [
      ...tecnicos.map((t) => ({ valor: t.idtecnico, etiqueta: t.nombre })),
      { valor: SIN_ASIGNAR, etiqueta: TEXTOS_PLANIFICACION.sinAsignar },
    ];
    return declararFormulario<ValoresMover>({
      campos: [
        { campo: 'idtecnico', tipo: 'seleccion', etiqueta: TEXTOS_PLANIFICACION.tecnico, opciones },
        { campo: 'fecha', tipo: 'fecha', etiqueta: TEXTOS_PLANIFICACION.fecha, requerido: true, reglas: [diaExistente] },
      ],
      boton: TEXTOS_PLANIFICACION.moverBoton,
      enviar: ({ valores: v }) => (v.fecha === null ? Promise.resolve() : alMover(v.idtecnico === SIN_ASIGNAR ? null : v.idtecnico, v.fecha)),
    });
  }, [tecnicos, alMover]);

  return (
    <ModalOverlay className="dialogo-fondo" isOpen isDismissable onOpenChange={(abrir) => !abrir && alCerrar()}>
      <Modal className="dialogo">
        <Dialog className="dialogo-contenido">
          <Heading slot="title" className="dialogo-titulo">
            {TEXTOS_PLANIFICACION.moverParte(parte.numero)}
          </Heading>
          <FormularioDeclarado
            declaracion={declaracion}
            valores={valores}
            registro={undefined}
            modo="alta"
            despues={alCerrar}
            alCancelar={alCerrar}
          />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
