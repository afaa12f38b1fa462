/**
 * Lo que pasa tras cada navegación: la página vuelve arriba y se cierran los diálogos persistentes.
 * Los diálogos se apuntan con `useCerrarAlNavegar(abierto, cerrar)` (o `alNavegar` fuera de React); el
 * router llama a `trasNavegar()` cuando cambia la ruta (no solo la búsqueda ni el hash).
 */
import { useEffect, useEffectEvent } from 'react';

type OyenteNavegacion = () => void;

const oyentes = new Set<OyenteNavegacion>();

/** Llama a `oyente` tras cada navegación; devuelve la función que deja de escuchar. */
export const alNavegar = (oyente: OyenteNavegacion): (() => void) => {
  oyentes.add(oyente);
  return () => {
    oyentes.delete(oyente);
  };
};

/** Avisa a los diálogos abiertos de que ha habido una navegación. */
export const avisarNavegacion = (): void => {
  for (const oyente of [...oyentes]) oyente();
};

/** Un diálogo abierto se cierra (llamando a `cerrar`) en cuanto se navega a otra pantalla. */
export const useCerrarAlNavegar = (abierto: boolean, cerrar: () => void): void => {
  // Siempre el `cerrar` del último render, sin volver a apuntarse cada vez que cambia.
  const cerrarVigente = useEffectEvent(() => cerrar());
  useEffect(() => {
    if (!abierto) return;
    return alNavegar(() => cerrarVigente());
  }, [abierto]);
};

/** Lleva la página arriba del todo (ventana y contenedor del contenido). */
export const subirArriba = (): void => {
  window.scrollTo({ top: 0, left: 0 });
  document.getElementById('contenido')?.scrollTo({ top: 0, left: 0 });
};

/**
 * Tras cada cambio de ruta (router.ts lo llama en 'onResolved'): arriba del todo y diálogos cerrados.
 * El router vuelve a subir en 'onRendered', cuando la pantalla nueva ya está pintada (el cierre de un
 * diálogo devuelve el foco a su botón y puede desplazar la página).
 */
export const trasNavegar = (): void => {
  subirArriba();
  avisarNavegacion();
};

let focoPendiente = false;

/** Tras entrar, la primera pantalla con sesión lleva el foco a su contenido (no al <body>). */
export const pedirFocoAlEntrar = (): void => {
  focoPendiente = true;
};

/** ¿Hay que llevar el foco al contenido al montar el marco? (se consume una vez). */
export const tomarFocoAlEntrar = (): boolean => {
  const r = focoPendiente;
  focoPendiente = false;
  return r;
};
