/**
 * El título de la pestaña sigue a la pantalla (WCAG 2.4.2): '<encabezado> · Vigía'. Lo toma del primer
 * <h1> del contenido y lo vuelve a mirar cada vez que el contenido cambia (una pantalla que carga sus
 * datos pinta su título un momento después de la navegación).
 */
import { useEffect, type RefObject } from 'react';

export const NOMBRE_APP = 'Vigía';

export const tituloDe = (encabezado: string | null): string => {
  const t = encabezado?.replace(/\s+/g, ' ').trim() ?? '';
  return t === '' || t === NOMBRE_APP ? NOMBRE_APP : `${t} · ${NOMBRE_APP}`;
};

const fijarTitulo = (titulo: string): void => {
  if (document.title !== titulo) document.title = titulo;
};

/** Mantiene el título de la pestaña al día con el primer <h1> dentro de `contenedor`. */
export const useTituloDesdeEncabezado = (contenedor: RefObject<HTMLElement | null>): void => {
  useEffect(() => {
    const el = contenedor.current;
    if (!el) return;
    const actualizar = () => fijarTitulo(tituloDe(el.querySelector('h1')?.textContent ?? null));
    actualizar();
    const observador = new MutationObserver(actualizar);
    observador.observe(el, { subtree: true, childList: true, characterData: true });
    return () => observador.disconnect();
  }, [contenedor]);
};

/** Un título fijo mientras la pantalla está montada (la entrada: 'Iniciar sesión · Vigía'). */
export const useTituloFijo = (encabezado: string): void => {
  useEffect(() => fijarTitulo(tituloDe(encabezado)), [encabezado]);
};
