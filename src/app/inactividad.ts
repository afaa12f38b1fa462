/**
 * Cierre de sesión por inactividad. La última actividad (pulsar, tocar, teclear, volver a la pestaña) se
 * guarda en localStorage 'vigia.ultimaActividad', que comparten todas las pestañas: mientras se use
 * cualquiera, ninguna cierra. Cada segundo se compara con el límite, que sale del parámetro de la empresa
 * 'tiempo_inactividad_minutos' (colección local `parametro`, llega con la sincronización). Al pasarlo se
 * llama a `alCaducar` (la sesión se cierra; la base de datos y la cola se quedan en el dispositivo).
 */
export const CLAVE_ACTIVIDAD = 'vigia.ultimaActividad';
export const PARAMETRO_INACTIVIDAD = 'tiempo_inactividad_minutos';
/** Si el parámetro falta o no es un número positivo (el valor de la demo). */
export const MINUTOS_INACTIVIDAD_POR_DEFECTO = 480;
const COMPROBAR_CADA_MS = 1000;
/** No se reescribe localStorage más de una vez por segundo (un evento por tecla sería demasiado). */
const ANOTAR_COMO_MUCHO_CADA_MS = 1000;

/** Milisegundos de inactividad permitidos según el valor del parámetro (minutos, admite decimales). */
export const limiteInactividadMs = (valor: string | null | undefined): number => {
  const minutos = Number((valor ?? '').replace(',', '.'));
  return (Number.isFinite(minutos) && minutos > 0 ? minutos : MINUTOS_INACTIVIDAD_POR_DEFECTO) * 60_000;
};

export const leerUltimaActividad = (): number | null => {
  try {
    const n = Number(localStorage.getItem(CLAVE_ACTIVIDAD));
    return Number.isFinite(n) && n > 0 ? n : null;
  } catch {
    return null;
  }
};

/** Anota actividad ahora (`forzar`: aunque se anotara hace menos de un segundo, p. ej. al entrar). */
export const anotarActividad = ({ ahora = Date.now(), forzar = false }: { ahora?: number; forzar?: boolean } = {}): void => {
  const ultima = leerUltimaActividad();
  if (!forzar && ultima !== null && ahora - ultima >= 0 && ahora - ultima < ANOTAR_COMO_MUCHO_CADA_MS) return;
  try {
    localStorage.setItem(CLAVE_ACTIVIDAD, String(ahora));
  } catch {
    // Sin localStorage cuenta la actividad de esta pestaña (ver seguirInactividad).
  }
};

export interface OpcionesInactividad {
  /** Límite vigente (puede cambiar cuando llega el parámetro). */
  limiteMs: () => number;
  alCaducar: () => void;
}

const EVENTOS_ACTIVIDAD = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** Empieza a seguir la actividad; devuelve la función que deja de seguirla. */
export const seguirInactividad = ({ limiteMs, alCaducar }: OpcionesInactividad): (() => void) => {
  if (leerUltimaActividad() === null) anotarActividad();
  let localUltima = Date.now();
  const alActuar = (): void => {
    localUltima = Date.now();
    anotarActividad({ ahora: localUltima });
  };
  const alCambiarVisibilidad = (): void => {
    if (document.visibilityState === 'visible') alActuar();
  };
  for (const evento of EVENTOS_ACTIVIDAD) window.addEventListener(evento, alActuar, { passive: true, capture: true });
  document.addEventListener('visibilitychange', alCambiarVisibilidad);
  let caducada = false;
  const comprobar = (): void => {
    if (caducada) return;
    const compartida = leerUltimaActividad();
    const ultima = compartida ?? localUltima;
    if (Date.now() - ultima >= limiteMs()) {
      caducada = true;
      alCaducar();
    }
  };
  const temporizador = window.setInterval(comprobar, COMPROBAR_CADA_MS);
  return () => {
    window.clearInterval(temporizador);
    for (const evento of EVENTOS_ACTIVIDAD) window.removeEventListener(evento, alActuar, { capture: true });
    document.removeEventListener('visibilitychange', alCambiarVisibilidad);
  };
};
