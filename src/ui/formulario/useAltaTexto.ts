/**
 * Alta de un registro que es solo un texto (una acción del parte, una acción correctora): el texto
 * requerido y con máximo, el error que se enseña tras el primer intento, el envío encolado con su aviso
 * y el error del servidor o del mutador para AvisosFormulario. Tras guardar se vacía el campo.
 */
import { useState, type FormEvent } from 'react';
import { maximoDe, requerido } from '../../lib/validacion';
import { useSnackbar } from '../Snackbar';

export interface OpcionesAltaTexto {
  maximo: number;
  /** Encola el alta con el texto ya recortado. */
  enviar: (texto: string) => Promise<unknown>;
  /** Aviso tras guardar. */
  mensaje: string;
  /** Tras guardar y avisar (cerrar el formulario). */
  alTerminar?: () => void;
}

export interface AltaTexto {
  texto: string;
  cambiar: (texto: string) => void;
  /** Error del campo, solo tras intentar guardar. */
  errorCampo: string | null;
  errorGuardar: string | null;
  guardando: boolean;
  enviar: (e: FormEvent<HTMLFormElement>) => void;
}

export function useAltaTexto({ maximo, enviar, mensaje, alTerminar }: OpcionesAltaTexto): AltaTexto {
  const { mostrar } = useSnackbar();
  const [texto, setTexto] = useState('');
  const [intentado, setIntentado] = useState(false);
  const [errorGuardar, setErrorGuardar] = useState<string | null>(null);
  const [guardando, setGuardando] = useState(false);
  const errorCampo = requerido(texto) ?? maximoDe(maximo)(texto);

  const ejecutar = async (): Promise<void> => {
    setIntentado(true);
    if (errorCampo) return;
    setGuardando(true);
    setErrorGuardar(null);
    try {
      await enviar(texto.trim());
      mostrar({ mensaje });
      setTexto('');
      setIntentado(false);
      alTerminar?.();
    } catch (err) {
      setErrorGuardar(err instanceof Error ? err.message : String(err));
    } finally {
      setGuardando(false);
    }
  };

  return {
    texto,
    cambiar: setTexto,
    errorCampo: intentado ? errorCampo : null,
    errorGuardar,
    guardando,
    enviar: (e) => {
      e.preventDefault();
      void ejecutar();
    },
  };
}
