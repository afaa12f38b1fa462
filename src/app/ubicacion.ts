/**
 * La última pantalla a la que se llegó (href sin la base /app), o null antes de la primera: adonde vuelve
 * una navegación que una guarda rechaza. La actualiza el router tras resolver cada navegación.
 */
let ubicacionResuelta: string | null = null;

export const ubicacionActual = (): string | null => ubicacionResuelta;

export const fijarUbicacion = (href: string): void => {
  ubicacionResuelta = href;
};
