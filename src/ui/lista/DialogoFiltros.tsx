/**
 * Diálogo de filtros de una lista ('Filtros', botones 'Cancelar' y 'Filtrar'). Edita una copia de los
 * valores; solo 'Filtrar' los aplica. Modal accesible de react-aria-components (foco atrapado, Escape).
 */
import { useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { fechaValida } from '../../lib/validacion';
import { CampoFecha, CampoSeleccion } from '../formulario/campos';
import type { FiltroLista } from './tipos';

export interface DialogoFiltrosProps<T> {
  abierto: boolean;
  filtros: readonly FiltroLista<T>[];
  valores: Readonly<Record<string, string>>;
  alFiltrar: (valores: Record<string, string>) => void;
  alCerrar: () => void;
}

export function DialogoFiltros<T>({ abierto, filtros, valores, alFiltrar, alCerrar }: DialogoFiltrosProps<T>) {
  return (
    <ModalOverlay className="dialogo-fondo" isOpen={abierto} isDismissable onOpenChange={(abrir) => !abrir && alCerrar()}>
      <Modal className="dialogo">
        <Dialog className="dialogo-contenido">
          {/* El contenido se monta al abrir: el borrador empieza siempre en los valores aplicados. */}
          <ContenidoFiltros filtros={filtros} valores={valores} alFiltrar={alFiltrar} alCerrar={alCerrar} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function ContenidoFiltros<T>({ filtros, valores, alFiltrar, alCerrar }: Omit<DialogoFiltrosProps<T>, 'abierto'>) {
  const [borrador, setBorrador] = useState<Record<string, string>>({ ...valores });
  const [intentado, setIntentado] = useState(false);
  const errorFecha = (id: string): string | null => fechaValida(borrador[id] === '' || borrador[id] === undefined ? null : borrador[id]);
  const hayErrores = filtros.some((f) => f.tipo !== 'opciones' && errorFecha(f.id) !== null);
  const poner = (id: string, v: string) => setBorrador((b) => ({ ...b, [id]: v }));

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setIntentado(true);
        if (!hayErrores) alFiltrar(borrador);
      }}
    >
      <Heading slot="title" className="dialogo-titulo">
        Filtros
      </Heading>
      {filtros.map((f) =>
        f.tipo === 'opciones' ? (
          <CampoSeleccion
            key={f.id}
            etiqueta={f.etiqueta}
            valor={borrador[f.id] ?? ''}
            alCambiar={(v) => poner(f.id, v)}
            opciones={[{ valor: '', etiqueta: f.todas }, ...f.opciones]}
          />
        ) : (
          <CampoFecha
            key={f.id}
            etiqueta={f.etiqueta}
            valor={borrador[f.id] ? (borrador[f.id] ?? null) : null}
            alCambiar={(v) => poner(f.id, v ?? '')}
            error={intentado ? errorFecha(f.id) : null}
          />
        ),
      )}
      <div className="dialogo-botones">
        <Button className="boton" onPress={alCerrar}>
          Cancelar
        </Button>
        <Button className="boton boton-primario" type="submit">
          Filtrar
        </Button>
      </div>
    </form>
  );
}
