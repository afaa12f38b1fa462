// @vitest-environment jsdom
/** La ventana emergente de un marcador: texto sin HTML, enlace solo si es seguro y clic normal para la app. */
import { describe, expect, it, vi } from 'vitest';
import { contenidoEmergente } from './emergente';
import type { MarcadorMapa } from './tipos';

const marcador: MarcadorMapa = { id: 'd1', lat: 40, lng: -3, titulo: 'Bar <img src=x onerror=alert(1)>: Calle Mayor 1', enlace: '/app/clientes/c1' };

/**
 * Un clic en el enlace: devuelve si el enlace lo dejó sin navegar (defaultPrevented tras su oyente); al
 * final se cancela siempre, porque jsdom no navega a otro documento.
 */
const clic = (enlace: HTMLAnchorElement, init: MouseEventInit = {}): boolean => {
  let prevenido = false;
  const anotar = (e: Event) => {
    prevenido = e.defaultPrevented;
    e.preventDefault();
  };
  const caja = enlace.closest('.mapa-emergente');
  if (caja) document.body.append(caja);
  window.addEventListener('click', anotar, { once: true });
  enlace.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  caja?.remove();
  return prevenido;
};

describe('contenidoEmergente', () => {
  it('el título es texto: ningún elemento nace de él', () => {
    const caja = contenidoEmergente(marcador, () => false);
    expect(caja.querySelector('img')).toBeNull();
    expect(caja.querySelector('.mapa-emergente-titulo')?.textContent).toBe(marcador.titulo);
  });

  it("'Abrir ficha' (o el texto del marcador) con su href", () => {
    const enlace = contenidoEmergente(marcador, () => false).querySelector('a');
    expect(enlace?.textContent).toBe('Abrir ficha');
    expect(enlace?.getAttribute('href')).toBe('/app/clientes/c1');
    expect(contenidoEmergente({ ...marcador, textoEnlace: 'Ver cliente' }, () => false).querySelector('a')?.textContent).toBe('Ver cliente');
  });

  it('sin enlace, o con uno que no es seguro, no hay enlace', () => {
    expect(contenidoEmergente({ ...marcador, enlace: undefined }, () => false).querySelector('a')).toBeNull();
    expect(contenidoEmergente({ ...marcador, enlace: 'javascript:alert(1)' }, () => false).querySelector('a')).toBeNull();
  });

  it('clic normal: lo abre la app y el enlace no navega; con Ctrl o si la app no lo maneja, navega el navegador', () => {
    const abrir = vi.fn((_m: MarcadorMapa) => true);
    const enlace = contenidoEmergente(marcador, abrir).querySelector('a');
    if (!enlace) throw new Error('sin enlace');
    expect(clic(enlace)).toBe(true);
    expect(abrir).toHaveBeenCalledWith(marcador);

    expect(clic(enlace, { ctrlKey: true })).toBe(false);
    expect(clic(enlace, { button: 1 })).toBe(false);
    expect(abrir).toHaveBeenCalledTimes(1);

    const sinApp = contenidoEmergente(marcador, () => false).querySelector('a');
    if (!sinApp) throw new Error('sin enlace');
    expect(clic(sinApp)).toBe(false);
  });
});
