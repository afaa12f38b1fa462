/** Precarga en segundo plano del código de todas las pantallas (ver precargarPantallas). */
import type { AnyRouter } from '@tanstack/react-router';

/**
 * Con la app ya pintada, carga en segundo plano el código de todas las pantallas (en tandas pequeñas):
 * así esta misma página puede abrir cualquier pantalla aunque la red se vaya antes de que el service
 * worker termine de guardarlas (en la primera visita, o si el navegador no lo instala). Un fallo no
 * importa: la pantalla se volverá a pedir al abrirla.
 */
let precargaHecha = false;
export const precargarPantallas = (router: AnyRouter): void => {
  if (precargaHecha) return;
  precargaHecha = true;
  const rutas = Object.values(router.routesById);
  // De 8 en 8, una tanda tras otra, sin esperar a ratos libres: durante la primera descarga no los hay, y
  // quien entra y se queda sin red enseguida necesita ya el código (son ficheros pequeños).
  const TANDA = 8;
  const siguiente = (i: number): void => {
    if (i >= rutas.length) return;
    void Promise.all(rutas.slice(i, i + TANDA).map((ruta) => Promise.resolve(router.loadRouteChunk(ruta)).catch(() => undefined))).then(() =>
      siguiente(i + TANDA),
    );
  };
  siguiente(0);
};
