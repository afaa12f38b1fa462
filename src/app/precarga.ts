/** Precarga en segundo plano del código de todas las pantallas (ver precargarPantallas). */
import { trasPrimeraPantalla } from './primera-pantalla';

/** La ruta sin la barra final ('/clientes/' y '/clientes' son la misma pantalla). */
const sinBarraFinal = (ruta: string): string => (ruta.length > 1 ? ruta.replace(/\/$/, '') : ruta);

/** ¿Es la ruta una de `primeras` (por su ruta completa, con o sin barra final)? */
const deInicio = (primeras: readonly string[]): ((ruta: { fullPath: string }) => boolean) => {
  const rutas = new Set(primeras.map(sinBarraFinal));
  return (ruta) => rutas.has(sinBarraFinal(ruta.fullPath));
};

/** Las rutas con las de `primeras` delante (por su ruta completa), el resto en su orden. */
export const ordenPrecarga = <R extends { fullPath: string }>(todas: readonly R[], primeras: readonly string[]): R[] => {
  const esDeInicio = deInicio(primeras);
  return [...todas.filter(esDeInicio), ...todas.filter((r) => !esDeInicio(r))];
};

/**
 * Lo más que espera el resto de la precarga a que la primera pantalla enseñe sus datos (decisión 85): si el
 * usuario se queda en el menú o abre una pantalla que no es una lista, el código llega igual poco después.
 */
export const ESPERA_MAXIMA_PRECARGA_MS = 5_000;

/**
 * Con la app ya pintada, carga en segundo plano el código de todas las pantallas (en tandas pequeñas):
 * así esta misma página puede abrir cualquier pantalla aunque la red se vaya antes de que el service
 * worker termine de guardarlas (en la primera visita, o si el navegador no lo instala). Un fallo no
 * importa: la pantalla se volverá a pedir al abrirla.
 *
 * `primeras` (las pantallas iniciales de las apps del usuario, schemas/pantalla-inicial.ts) van enseguida:
 * es lo que el usuario abre al entrar (decisión 80). Las demás esperan a que la primera pantalla enseñe sus
 * datos (primera-pantalla.ts), como mucho `esperaMaximaMs`: cargar y compilar más de cien ficheros ocupa el
 * hilo principal, y en una máquina lenta retrasaba más de un segundo la primera fila (decisión 85).
 */
let precargaHecha = false;
/** Lo que la precarga usa del router de TanStack (y una prueba puede dar sin él). */
export interface RouterPrecarga<R extends { fullPath: string }> {
  routesById: Readonly<Record<string, R>>;
  loadRouteChunk: (ruta: R) => unknown;
}
export const precargarPantallas = <R extends { fullPath: string }>(router: RouterPrecarga<R>, primeras: readonly string[] = [], esperaMaximaMs = ESPERA_MAXIMA_PRECARGA_MS): void => {
  if (precargaHecha) return;
  precargaHecha = true;
  const rutas = ordenPrecarga(Object.values(router.routesById), primeras);
  const iniciales = rutas.filter(deInicio(primeras)).length;
  // De 8 en 8, una tanda tras otra, sin esperar a ratos libres: durante la primera descarga no los hay, y
  // quien entra y se queda sin red enseguida necesita ya el código (son ficheros pequeños).
  const TANDA = 8;
  const cargar = (desde: number, hasta: number, despues: () => void): void => {
    if (desde >= hasta) {
      despues();
      return;
    }
    const fin = Math.min(desde + TANDA, hasta);
    void Promise.all(rutas.slice(desde, fin).map((ruta) => Promise.resolve(router.loadRouteChunk(ruta)).catch(() => undefined))).then(() =>
      cargar(fin, hasta, despues),
    );
  };
  cargar(0, iniciales, () => trasPrimeraPantalla(() => cargar(iniciales, rutas.length, () => undefined), esperaMaximaMs));
};
