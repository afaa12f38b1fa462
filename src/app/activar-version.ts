/**
 * Activar la versión nueva de la app (el service worker que espera) y recargar cuando tome el control.
 * vite-plugin-pwa manda SKIP_WAITING al worker que conoce su Workbox y recarga en su evento 'controlling'
 * solo si lo marca como actualización; con la máquina muy cargada se vio 'Aceptar' ocupado un minuto sin
 * que la página se recargara. Esto no depende de ese camino: recarga en el primer `controllerchange` del
 * navegador y, si a los pocos segundos no ha llegado, vuelve a pedírselo al worker que espera o, si ya no
 * hay ninguno esperando, recarga (la página carga lo que sirve el worker que controla).
 */

/** Lo que se usa de `navigator.serviceWorker` (las pruebas pasan uno falso). */
export interface ContenedorServiceWorker {
  addEventListener(tipo: 'controllerchange', oyente: () => void, opciones: { once: true }): void;
  getRegistration(): Promise<{ waiting: { postMessage(mensaje: unknown): void } | null } | undefined>;
}

/** El mensaje que el service worker generado atiende con `self.skipWaiting()`. */
export const MENSAJE_SALTAR_ESPERA = { type: 'SKIP_WAITING' } as const;

/** Cuánto se espera al cambio de worker antes de volver a pedirlo. */
export const REINTENTO_ACTIVACION_MS = 5_000;

export interface OpcionesActivar {
  contenedor: ContenedorServiceWorker;
  recargar: () => void;
  /** La petición de siempre (updateServiceWorker de vite-plugin-pwa). */
  pedir: () => Promise<void>;
  programar?: (fn: () => void, ms: number) => void;
}

export const activarVersionNueva = ({ contenedor, recargar, pedir, programar = (fn, ms) => void setTimeout(fn, ms) }: OpcionesActivar): void => {
  let recargada = false;
  const recargarUnaVez = (): void => {
    if (recargada) return;
    recargada = true;
    recargar();
  };
  contenedor.addEventListener('controllerchange', recargarUnaVez, { once: true });
  void pedir().catch(() => undefined);
  programar(() => {
    if (recargada) return;
    contenedor
      .getRegistration()
      .then((registro) => {
        if (registro?.waiting) registro.waiting.postMessage(MENSAJE_SALTAR_ESPERA);
        else recargarUnaVez();
      })
      .catch(recargarUnaVez);
  }, REINTENTO_ACTIVACION_MS);
};
