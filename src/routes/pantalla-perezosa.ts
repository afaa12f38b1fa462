/**
 * El componente de una ruta cargado bajo demanda (su chunk), con `preload` para el router y la precarga.
 * Sustituye a `lazyRouteComponent` de TanStack Router, que ante un chunk que no llega recarga la página
 * entera una vez: sin conexión y sin service worker que la sirva, esa recarga cambia la app por la página
 * de error del navegador (ERR_INTERNET_DISCONNECTED) y el trabajador se queda sin app hasta que vuelva la
 * red (issue 30). Aquí un fallo de carga nunca recarga: el error sube al `errorComponent` de la ruta
 * (PantallaNoCargada: 'No se ha podido abrir esta pantalla', 'Reintentar' y la vuelta al menú), y
 * 'Reintentar' vuelve a pedir el chunk (un fallo no se guarda: la promesa se descarta).
 */
import { createElement, use, type ComponentType, type ReactElement } from 'react';

export type ComponentePerezoso<P extends object> = ((props: P) => ReactElement) & { preload: () => Promise<void> };

export const componentePerezoso = <P extends object>(importar: () => Promise<ComponentType<P>>): ComponentePerezoso<P> => {
  let carga: Promise<void> | undefined;
  let componente: ComponentType<P> | undefined;
  let error: unknown;
  let hayError = false;

  const cargar = (): Promise<void> => {
    if (componente) return Promise.resolve();
    if (!carga) {
      hayError = false;
      error = undefined;
      carga = importar().then(
        (c) => {
          componente = c;
        },
        (e: unknown) => {
          // Se olvida la promesa: el siguiente intento ('Reintentar', otra navegación) vuelve a pedir el chunk.
          carga = undefined;
          error = e;
          hayError = true;
        },
      );
    }
    return carga;
  };

  function Perezosa(props: P): ReactElement {
    // El error se queda hasta el siguiente intento (cargar(), que el router llama en cada carga de la ruta:
    // 'Reintentar', otra navegación): React puede repetir el render de un componente que lanzó, y repetirlo
    // no debe volver a pedir el chunk ni suspender sin fin.
    if (hayError) throw error instanceof Error ? error : new Error(String(error));
    if (!componente) {
      use(cargar());
      // Si la carga falló, `use` ya no suspende: se lanza el error de la carga al límite de la ruta.
      if (!componente) throw error instanceof Error ? error : new Error('No se ha podido cargar la pantalla');
    }
    return createElement(componente, props);
  }

  return Object.assign(Perezosa, { preload: cargar });
};
