/** Precarga en segundo plano del código de todas las pantallas (ver precargarPantallas). */
import type { AnyRouter } from '@tanstack/react-router';

/** La ruta sin la barra final ('/clientes/' y '/clientes' son la misma pantalla). */
const sinBarraFinal = (ruta: string): string => (ruta.length > 1 ? ruta.replace(/\/$/, '') : ruta);

/** Las rutas con las de `primeras` delante (por su ruta completa), el resto en su orden. */
export const ordenPrecarga = <R extends { fullPath: string }>(todas: readonly R[], primeras: readonly string[]): R[] => {
  const deInicio = new Set(primeras.map(sinBarraFinal));
  const esDeInicio = (ruta: R): boolean => deInicio.has(sinBarraFinal(ruta.fullPath));
  return [...todas.filter(esDeInicio), ...todas.filter((r) => !esDeInicio(r))];
};

/**
 * Con la app ya pintada, carga en segundo plano el código de todas las pantallas (en tandas pequeñas):
 * así esta misma página puede abrir cualquier pantalla aunque la red se vaya antes de que el service
 * worker termine de guardarlas (en la primera visita, o si el navegador no lo instala). Un fallo no
 * importa: la pantalla se volverá a pedir al abrirla.
 *
 * `primeras` (las pantallas iniciales de las apps del usuario, schemas/pantalla-inicial.ts) van en la
 * primera tanda: es lo que el usuario abre al entrar, y con el resto delante su código esperaba a decenas
 * de pantallas que no abre (el navegador abre pocas conexiones a la vez con el servidor).
 */
let precargaHecha = false;
export const precargarPantallas = (router: AnyRouter, primeras: readonly string[] = []): void => {
  if (precargaHecha) return;
  precargaHecha = true;
  const rutas = ordenPrecarga(Object.values(router.routesById), primeras);
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
