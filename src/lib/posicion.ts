/**
 * La posición del dispositivo, con el motivo si no se puede (fichajes, lecturas de ronda): getCurrentPosition
 * con una espera y un temporizador propio (el `timeout` del navegador no cuenta lo que el usuario tarda en
 * contestar al permiso). Sin la API es 'Posición no disponible'; con el permiso denegado, 'Permiso
 * denegado'; sin señal, 'Posición no disponible'; si no contesta a tiempo, 'Tiempo agotado'.
 */
export interface Posicion {
  lat: number;
  lng: number;
  /** Radio de precisión en metros. */
  precision: number;
}

export type ResultadoPosicion = { ok: true; posicion: Posicion } | { ok: false; motivo: string };

export const MOTIVOS_SIN_POSICION = {
  denegado: 'Permiso denegado',
  noDisponible: 'Posición no disponible',
  tiempo: 'Tiempo agotado',
} as const satisfies Record<string, string>;

export const ESPERA_POSICION_MS = 10_000;

/** Lo que se usa de navigator.geolocation (para probarlo sin navegador). */
export type Geolocalizador = Pick<Geolocation, 'getCurrentPosition'>;

const delNavegador = (): Geolocalizador | undefined => (typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : undefined);

/** El motivo de un error de geolocalización (códigos de GeolocationPositionError: 1, 2 y 3). */
export const motivoDeError = (codigo: number): string =>
  codigo === 1 ? MOTIVOS_SIN_POSICION.denegado : codigo === 3 ? MOTIVOS_SIN_POSICION.tiempo : MOTIVOS_SIN_POSICION.noDisponible;

export const pedirPosicion = (geo: Geolocalizador | undefined = delNavegador(), espera = ESPERA_POSICION_MS): Promise<ResultadoPosicion> =>
  new Promise((resolver) => {
    if (!geo) {
      resolver({ ok: false, motivo: MOTIVOS_SIN_POSICION.noDisponible });
      return;
    }
    let hecho = false;
    const terminar = (r: ResultadoPosicion) => {
      if (hecho) return;
      hecho = true;
      clearTimeout(temporizador);
      resolver(r);
    };
    const temporizador = setTimeout(() => terminar({ ok: false, motivo: MOTIVOS_SIN_POSICION.tiempo }), espera);
    try {
      geo.getCurrentPosition(
        (p) => terminar({ ok: true, posicion: { lat: p.coords.latitude, lng: p.coords.longitude, precision: p.coords.accuracy } }),
        (e) => terminar({ ok: false, motivo: motivoDeError(e.code) }),
        { enableHighAccuracy: true, timeout: espera, maximumAge: 30_000 },
      );
    } catch {
      terminar({ ok: false, motivo: MOTIVOS_SIN_POSICION.noDisponible });
    }
  });
