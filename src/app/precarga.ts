/** Precarga en segundo plano del código de todas las pantallas (ver precargarPantallas). */
import type { AnyRouter } from '@tanstack/react-router';

/**
 * Con la app ya pintada, carga en segundo plano el código de todas las pantallas (una a una, en los ratos
 * libres): así esta misma página puede abrir cualquier pantalla aunque la red se vaya antes de que el
 * service worker termine de guardarlas (en la primera visita, o si el navegador no lo instala). Un fallo
 * no importa: la pantalla se volverá a pedir al abrirla.
 */
let precargaHecha = false;
export const precargarPantallas = (router: AnyRouter): void => {
  if (precargaHecha) return;
  precargaHecha = true;
  const rutas = Object.values(router.routesById);
  const libre = (f: () => void): void => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(f, { timeout: 2000 });
    else setTimeout(f, 50);
  };
  const siguiente = (i: number): void => {
    const ruta = rutas[i];
    if (!ruta) return;
    libre(() => {
      void Promise.resolve(router.loadRouteChunk(ruta))
        .catch(() => undefined)
        .then(() => siguiente(i + 1));
    });
  };
  siguiente(0);
};
