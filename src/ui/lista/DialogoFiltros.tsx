/**
 * Diálogo de filtros de una lista ('Filtros', botones 'Filtrar' y 'Cancelar'): un formulario declarado con
 * una selección por filtro de opciones y una fecha por filtro de fecha. Edita una copia de los valores;
 * solo 'Filtrar' los aplica (una fecha mal escrita no deja). Modal accesible de react-aria-components (foco atrapado, Escape).
 */
import { useMemo, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { declararFormulario, type CampoDeclarado } from '../formulario/declaracion';
import { FormularioDeclarado } from '../formulario/FormularioDeclarado';
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

type ValoresFiltros = Record<string, string | null>;

/** Los filtros de la lista como formulario declarado: cada filtro de opciones, una selección; cada fecha, una fecha. */
const declaracionFiltros = <T,>(filtros: readonly FiltroLista<T>[], alFiltrar: (valores: Record<string, string>) => void) =>
  declararFormulario<ValoresFiltros>({
    campos: filtros.map((f): CampoDeclarado<ValoresFiltros> =>
      f.tipo === 'opciones'
        ? { campo: f.id, tipo: 'seleccion', etiqueta: f.etiqueta, opciones: [{ valor: '', etiqueta: f.todas }, ...f.opciones] }
        : { campo: f.id, tipo: 'fecha', etiqueta: f.etiqueta },
    ),
    boton: 'Filtrar',
    enviar: ({ valores }) => {
      alFiltrar(Object.fromEntries(Object.entries(valores).map(([id, v]) => [id, v ?? ''])));
      return Promise.resolve();
    },
  });

function ContenidoFiltros<T>({ filtros, valores, alFiltrar, alCerrar }: Omit<DialogoFiltrosProps<T>, 'abierto'>) {
  const declaracion = useMemo(() => declaracionFiltros(filtros, alFiltrar), [filtros, alFiltrar]);
  // Fechas vacías como null; el resto, tal cual (el borrador empieza en los valores aplicados).
  const [iniciales] = useState<ValoresFiltros>(() =>
    Object.fromEntries(filtros.map((f) => [f.id, f.tipo === 'opciones' ? (valores[f.id] ?? '') : valores[f.id] ? (valores[f.id] ?? null) : null])),
  );
  return (
    <>
      <Heading slot="title" className="dialogo-titulo">
        Filtros
      </Heading>
      <FormularioDeclarado
        declaracion={declaracion}
        valores={iniciales}
        registro={undefined}
        modo="alta"
        alCancelar={alCerrar}
      />
    </>
  );
}
