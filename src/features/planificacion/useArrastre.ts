/**
 * Arrastrar una tarjeta a una casilla con eventos de puntero (ratón, lápiz o dedo), no con el arrastrar y
 * soltar de HTML5: funciona igual en pantallas táctiles y en navegadores automatizados. Al pulsar una
 * tarjeta y moverla más de UMBRAL_PX empieza el arrastre; una copia de la tarjeta sigue al puntero y la
 * casilla de debajo (cualquier elemento con `data-soltable`, su valor es la clave) se resalta; al soltar
 * encima se llama a `alSoltar`. Escape cancela. Los botones de la tarjeta no empiezan arrastres; el
 * enlace sí (y si se arrastra, no navega). La alternativa de teclado es 'Mover…' en cada tarjeta.
 */
import { useCallback, useEffect, useRef, useState, type PointerEvent as EventoPuntero } from 'react';

const UMBRAL_PX = 6;

export interface Arrastre {
  id: string;
  etiqueta: string;
  x: number;
  y: number;
}

interface Inicio {
  id: string;
  etiqueta: string;
  x: number;
  y: number;
  puntero: number;
  activo: boolean;
}

/**
 * ¿Se ha movido lo bastante para ser un arrastre? En coordenadas de la página: si la página se desplaza
 * con el botón pulsado (al acercarse al borde), también es moverse.
 */
const seMovio = (i: Inicio, e: { pageX: number; pageY: number }): boolean => Math.hypot(e.pageX - i.x, e.pageY - i.y) >= UMBRAL_PX;

/** La clave de la casilla soltable bajo un punto de la pantalla, o null. */
const casillaEn = (x: number, y: number): string | null => {
  const el = document.elementFromPoint(x, y);
  const casilla = el instanceof Element ? el.closest('[data-soltable]') : null;
  return casilla?.getAttribute('data-soltable') ?? null;
};

export interface UsoArrastre {
  arrastre: Arrastre | null;
  /** Clave de la casilla bajo el puntero mientras se arrastra. */
  destino: string | null;
  /** Manejadores para la tarjeta que se puede arrastrar. */
  manejadores: (id: string, etiqueta: string) => {
    onPointerDown: (e: EventoPuntero<HTMLElement>) => void;
    onPointerMove: (e: EventoPuntero<HTMLElement>) => void;
    onPointerUp: (e: EventoPuntero<HTMLElement>) => void;
    onPointerCancel: () => void;
  };
}

export function useArrastre(alSoltar: (id: string, destino: string) => void): UsoArrastre {
  const inicio = useRef<Inicio | null>(null);
  const [arrastre, setArrastre] = useState<Arrastre | null>(null);
  const [destino, setDestino] = useState<string | null>(null);

  const terminar = useCallback(() => {
    inicio.current = null;
    setArrastre(null);
    setDestino(null);
  }, []);

  useEffect(() => {
    if (!arrastre) return;
    const alTeclado = (e: KeyboardEvent): void => {
      if (e.key === 'Escape') terminar();
    };
    window.addEventListener('keydown', alTeclado);
    return () => window.removeEventListener('keydown', alTeclado);
  }, [arrastre, terminar]);

  const manejadores: UsoArrastre['manejadores'] = (id, etiqueta) => ({
    onPointerDown: (e) => {
      if (e.button !== 0 || (e.target instanceof Element && e.target.closest('button, input, select, textarea'))) return;
      inicio.current = { id, etiqueta, x: e.pageX, y: e.pageY, puntero: e.pointerId, activo: false };
      e.currentTarget.setPointerCapture(e.pointerId);
    },
    onPointerMove: (e) => {
      const i = inicio.current;
      if (!i || i.puntero !== e.pointerId) return;
      if (!i.activo && !seMovio(i, e)) return;
      i.activo = true;
      e.preventDefault();
      setArrastre({ id: i.id, etiqueta: i.etiqueta, x: e.clientX, y: e.clientY });
      setDestino(casillaEn(e.clientX, e.clientY));
    },
    onPointerUp: (e) => {
      const i = inicio.current;
      if (!i || i.puntero !== e.pointerId) return;
      if (e.currentTarget.hasPointerCapture(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
      const soltar = i.activo || seMovio(i, e) ? casillaEn(e.clientX, e.clientY) : null;
      terminar();
      if (soltar !== null) alSoltar(i.id, soltar);
    },
    onPointerCancel: terminar,
  });

  return { arrastre, destino, manejadores };
}
