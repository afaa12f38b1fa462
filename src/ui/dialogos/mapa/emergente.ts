/**
 * La ventana emergente de un marcador, hecha con nodos DOM: el título va como texto (nunca se interpreta
 * como HTML) y, si el marcador trae un enlace seguro (ver enlaceSeguro), el enlace 'Abrir ficha'. Un clic
 * normal en él se lo pasa a `abrir`, que devuelve true si la app navega por su cuenta (y entonces el
 * enlace no navega); con modificadores (nueva pestaña…) o botón central, el navegador hace lo suyo.
 */
import { TEXTO_ENLACE_POR_DEFECTO, type MarcadorMapa } from './tipos';
import { enlaceSeguro } from './zona';

export const contenidoEmergente = (p: MarcadorMapa, abrir: (p: MarcadorMapa) => boolean): HTMLElement => {
  const caja = document.createElement('div');
  caja.className = 'mapa-emergente';
  const texto = document.createElement('p');
  texto.className = 'mapa-emergente-titulo';
  texto.textContent = p.titulo;
  caja.append(texto);
  const href = p.enlace === undefined ? null : enlaceSeguro(p.enlace);
  if (href !== null) {
    const enlace = document.createElement('a');
    enlace.className = 'mapa-emergente-enlace';
    enlace.href = href;
    enlace.textContent = p.textoEnlace ?? TEXTO_ENLACE_POR_DEFECTO;
    enlace.addEventListener('click', (e) => {
      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      if (abrir(p)) e.preventDefault();
    });
    caja.append(enlace);
  }
  return caja;
};
