/**
 * Llevar el foco a un control del formulario (el primero con error al guardar). Si aún está desactivado
 * (sus opciones se están leyendo), se enfoca en cuanto se active, siempre que el usuario no haya puesto
 * el foco en otra parte mientras tanto; se deja de esperar a los `esperaMs`.
 */
export const enfocarCuandoSePueda = (destino: HTMLElement, esperaMs = 10_000): void => {
  if (!destino.matches(':disabled')) {
    destino.focus();
    return;
  }
  const foco = document.activeElement;
  const observador = new MutationObserver(() => {
    if (destino.matches(':disabled')) return;
    observador.disconnect();
    if (document.activeElement === foco || document.activeElement === document.body) destino.focus();
  });
  observador.observe(destino, { attributes: true, attributeFilter: ['disabled'] });
  setTimeout(() => observador.disconnect(), esperaMs);
};
