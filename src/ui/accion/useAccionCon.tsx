/**
 * Acciones: un botón que ejecuta una operación asíncrona (casi siempre `motor.mutate(...)`). useAccion
 * lleva lo que antes se escribía a mano con `setOcupado(true) … finally`: ocupado (aria-busy, desactivado,
 * una pulsación más no la repite), el error en castellano junto al botón (role="alert"), la
 * 'Confirmación' antes de las destructivas (el DialogoConfirmacion compartido) y el resultado anunciado
 * (el snackbar, que es una región role="status" aria-live="polite").
 *
 * El parámetro P es lo que la acción necesita de la pulsación (la nota que se elimina, la respuesta que se
 * guarda); `void` si no necesita nada. `pedir(p)` es lo que llama el botón (pregunta si hay confirmación);
 * `ejecutar(p)` ejecuta ya, sin preguntar. Las funciones devueltas son estables entre renders.
 *
 * Este módulo es el mecanismo sin el diálogo: useAccion (useAccion.tsx) le pasa DialogoConfirmacion, y
 * useAccionDiferida (lo que se ve desde el arranque, como la cabecera) el diálogo diferido, para que los
 * modales de react-aria no vayan con la entrada.
 */
import { useCallback, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { DialogoConfirmacionProps } from '../DialogoConfirmacion';
import { useSnackbar } from '../Snackbar';

/** El texto de la 'Confirmación' de una acción destructiva. */
export interface ConfirmacionAccion {
  /** Pregunta que se muestra ('¿Eliminar la nota? Esta acción no se puede deshacer.'). */
  texto: ReactNode;
  /** Título del diálogo; 'Confirmación' si no se da. */
  titulo?: string;
  /** Texto del botón que confirma; 'Aceptar' si no se da. */
  aceptar?: string;
}

export interface OpcionesAccion<P, R> {
  /** La operación. Si falla, su mensaje es el error que se muestra. */
  ejecutar: (p: P) => Promise<R>;
  /** Lo que se anuncia al terminar bien (snackbar); null o sin dar, nada. */
  exito?: string | ((resultado: R, p: P) => string | null);
  /**
   * Pedir 'Confirmación' antes de ejecutar (acciones destructivas). La función puede devolver null: esa
   * pulsación se ejecuta sin preguntar (cerrar sesión solo pregunta si queda algo sin subir).
   */
  confirmar?: ConfirmacionAccion | ((p: P) => ConfirmacionAccion | null);
  /** Tras terminar bien (y tras el anuncio): cerrar un panel, navegar… */
  alTerminar?: (resultado: R, p: P) => void | Promise<void>;
  /**
   * Se admiten varias a la vez: cada pulsación se ejecuta aunque haya otra en curso (el motor aplica las
   * mutaciones en orden). Por defecto, mientras hay una en curso las demás se ignoran.
   */
  simultaneas?: boolean;
  /** Texto del error a partir de lo lanzado (por defecto, el mensaje del Error). */
  mensajeError?: (error: unknown) => string;
  /**
   * Varios botones con una acción (el parámetro dice cuál: 'descargar' | 'imprimir'): mientras corre, todos
   * desactivados, pero aria-busy solo en el pulsado (se compara con Object.is). Por defecto, en todos.
   */
  ocupadoSoloElPulsado?: boolean;
}

/** Cómo acabó una ejecución: hecha (con su resultado) o no (falló, se canceló o ya había otra en curso). */
export type ResultadoAccion<R> = { hecho: true; valor: R } | { hecho: false; error: string | null };

/** Props de un <button> que lanza la acción. */
export interface PropsBotonAccion {
  type: 'button';
  disabled: boolean;
  'aria-busy': boolean;
  onClick: () => void;
}

export interface Accion<P, R> {
  /** Hay una ejecución en curso. */
  ocupado: boolean;
  /** El error de la última ejecución (null si fue bien o aún no se ha ejecutado). */
  error: string | null;
  /** Lo que hace el botón: con confirmación abre el diálogo; sin ella, ejecuta. */
  pedir: (p: P) => void;
  /** Ejecuta ya, sin confirmación. */
  ejecutar: (p: P) => Promise<ResultadoAccion<R>>;
  limpiarError: () => void;
  /** El error para poner junto al botón (role="alert"), o null. */
  aviso: ReactNode;
  /** El diálogo de confirmación (null si la acción no la pide): se pinta una vez, en cualquier sitio. */
  dialogo: ReactNode;
  /** Props del botón: type, disabled (ocupado u `otraCausa`), aria-busy y onClick (= pedir(p)). */
  boton: (p: P, desactivado?: boolean) => PropsBotonAccion;
}

/** Mensaje de error por defecto: el del Error (los mutadores y el servidor ya lo dan en castellano). */
export const mensajeDeError = (error: unknown): string => {
  if (error instanceof Error && error.message !== '') return error.message;
  if (typeof error === 'string' && error !== '') return error;
  return 'No se ha podido completar la acción';
};

/** El aviso de error de una acción (el mismo marcado que el resto de avisos de error). */
export function AvisoErrorAccion({ error }: { error: string | null }) {
  if (error === null) return null;
  return (
    <div role="alert" className="alerta alerta-error">
      {error}
    </div>
  );
}

/** La confirmación de una pulsación (null: sin confirmación). */
const confirmacionDe = <P, R>(opciones: OpcionesAccion<P, R>, p: P): ConfirmacionAccion | null =>
  typeof opciones.confirmar === 'function' ? opciones.confirmar(p) : (opciones.confirmar ?? null);

/**
 * El mecanismo de useAccion con el diálogo de confirmación que se le pase (DialogoConfirmacion o el
 * diferido). Las pantallas usan useAccion o useAccionDiferida.
 */
export function useAccionCon<P, R>(opciones: OpcionesAccion<P, R>, Dialogo: ComponentType<DialogoConfirmacionProps>): Accion<P, R> {
  const { mostrar } = useSnackbar();
  // Los parámetros de las ejecuciones en curso (con `ocupadoSoloElPulsado`, el botón que lleva aria-busy).
  const [enCurso, setEnCurso] = useState<readonly P[]>([]);
  const [error, setError] = useState<string | null>(null);
  // La confirmación pendiente lleva el parámetro con el que se pulsó (la nota que se va a eliminar) y el
  // texto de entonces (si al volver a pintar la función ya no pide confirmación, el diálogo no se vacía).
  const [pendiente, setPendiente] = useState<{ p: P; confirmacion: ConfirmacionAccion } | null>(null);
  // Ejecuciones en curso, al momento (el estado llega un render tarde: dos clics seguidos verían 0).
  const corriendo = useRef(0);
  // Siempre las opciones del último render, sin que cambien las funciones devueltas.
  const vigentes = useRef(opciones);
  useLayoutEffect(() => {
    vigentes.current = opciones;
  });

  const ejecutar = useCallback(
    async (p: P): Promise<ResultadoAccion<R>> => {
      const o = vigentes.current;
      if (corriendo.current > 0 && o.simultaneas !== true) return { hecho: false, error: null };
      corriendo.current++;
      setEnCurso((ps) => [...ps, p]);
      setError(null);
      try {
        const valor = await o.ejecutar(p);
        const mensaje = typeof o.exito === 'function' ? o.exito(valor, p) : (o.exito ?? null);
        if (mensaje) mostrar({ mensaje });
        await o.alTerminar?.(valor, p);
        return { hecho: true, valor };
      } catch (e) {
        const texto = (o.mensajeError ?? mensajeDeError)(e);
        setError(texto);
        return { hecho: false, error: texto };
      } finally {
        corriendo.current--;
        setEnCurso((ps) => {
          const i = ps.findIndex((q) => Object.is(q, p));
          return i < 0 ? ps : [...ps.slice(0, i), ...ps.slice(i + 1)];
        });
      }
    },
    [mostrar],
  );

  const pedir = useCallback(
    (p: P) => {
      if (corriendo.current > 0 && vigentes.current.simultaneas !== true) return;
      const confirmacion = confirmacionDe(vigentes.current, p);
      if (confirmacion) setPendiente({ p, confirmacion });
      else void ejecutar(p);
    },
    [ejecutar],
  );

  const limpiarError = useCallback(() => setError(null), []);

  const ocupado = enCurso.length > 0;
  // El texto al día (la cabecera cuenta lo que queda por subir) mientras el diálogo está abierto.
  const confirmacion = pendiente ? (confirmacionDe(opciones, pendiente.p) ?? pendiente.confirmacion) : null;
  const dialogo = opciones.confirmar ? (
    <Dialogo
      abierto={pendiente !== null}
      ocupado={ocupado}
      titulo={confirmacion?.titulo}
      etiquetaAceptar={confirmacion?.aceptar}
      alCancelar={() => setPendiente(null)}
      alAceptar={() => {
        if (!pendiente) return;
        // El diálogo sigue abierto (con los botones desactivados) hasta que la acción termina, bien o mal.
        void ejecutar(pendiente.p).finally(() => setPendiente(null));
      }}
    >
      {confirmacion?.texto}
    </Dialogo>
  ) : null;

  return {
    ocupado,
    error,
    pedir,
    ejecutar,
    limpiarError,
    aviso: <AvisoErrorAccion error={error} />,
    dialogo,
    boton: (p, desactivado = false) => ({
      type: 'button',
      disabled: ocupado || desactivado,
      'aria-busy': opciones.ocupadoSoloElPulsado === true ? enCurso.some((q) => Object.is(q, p)) : ocupado,
      onClick: () => pedir(p),
    }),
  };
}
