/**
 * El envío de un formulario de edición, uno solo para todas las pantallas: valida (y lleva el foco al
 * primer campo con error), no hace nada si no hay cambios, manda los cambios (una mutación encolada),
 * suelta el borrador de lo guardado, avisa con el mensaje y sigue (por ejemplo, vuelve a la ficha).
 * Un error al guardar queda en `errorGuardar` para AvisosFormulario y el borrador no se pierde.
 */
import { useState, type FormEvent } from 'react';
import { useSnackbar } from '../Snackbar';
import type { Formulario } from './useFormulario';

export interface OpcionesGuardar<V> {
  f: Formulario<V>;
  /** Manda los cambios (p. ej. `db.mutate('cliente.updateSync', …)`). */
  enviar: (cambios: Partial<V>) => Promise<void>;
  /** Aviso tras guardar ('Cambios guardados'). */
  mensaje: string;
  /** Lleva el foco al campo con error (el primero). */
  enfocar?: (campo: keyof V) => void;
  /** Tras guardar y avisar (navegar a la ficha). */
  despues?: () => Promise<void>;
}

export interface Guardar {
  guardar: (e: FormEvent<HTMLFormElement>) => void;
  guardando: boolean;
  errorGuardar: string | null;
  /** Se intentó guardar con errores: AvisosFormulario pide revisarlos. */
  mostrarRevision: boolean;
  /** Vuelve a los valores guardados y olvida el intento fallido. */
  deshacer: () => void;
}

export function useGuardar<V>({ f, enviar, mensaje, enfocar, despues }: OpcionesGuardar<V>): Guardar {
  const { mostrar } = useSnackbar();
  const [guardando, setGuardando] = useState(false);
  const [errorGuardar, setErrorGuardar] = useState<string | null>(null);
  const [intentoFallido, setIntentoFallido] = useState(false);

  const ejecutar = async (): Promise<void> => {
    if (!f.intentar()) {
      setIntentoFallido(true);
      if (f.primerCampoConError !== null) enfocar?.(f.primerCampoConError);
      return;
    }
    setIntentoFallido(false);
    if (!f.modificado) return;
    setGuardando(true);
    setErrorGuardar(null);
    try {
      const cambios = f.cambios;
      await enviar(cambios);
      f.guardado(cambios);
      mostrar({ mensaje });
      await despues?.();
    } catch (err) {
      setErrorGuardar(err instanceof Error ? err.message : String(err));
    } finally {
      setGuardando(false);
    }
  };

  return {
    guardar: (e) => {
      e.preventDefault();
      void ejecutar();
    },
    guardando,
    errorGuardar,
    mostrarRevision: intentoFallido && !f.valido,
    deshacer: () => {
      f.deshacer();
      setIntentoFallido(false);
    },
  };
}
