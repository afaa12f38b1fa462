/**
 * La posición del dispositivo para una lectura de ronda, si se puede: getCurrentPosition con una espera
 * corta (5 s). Sin geolocalización, con el permiso denegado, sin señal o si no contesta a tiempo (el
 * `timeout` del navegador no cuenta lo que el usuario tarda en responder al permiso: por eso hay un
 * temporizador propio), devuelve null y la lectura se guarda sin posición.
 */

export interface Posicion {
  lat: number;
  lng: number;
  /** Radio de precisión en metros. */
  precision: number;
}

export const ESPERA_POSICION_MS = 5000;

/** Lo que se usa de navigator.geolocation (para probarlo sin navegador). */
export type Geolocalizador = Pick<Geolocation, 'getCurrentPosition'>;

const geolocalizacionDelNavegador = (): Geolocalizador | undefined =>
  typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : undefined;

export const obtenerPosicion = (geo: Geolocalizador | undefined = geolocalizacionDelNavegador(), espera = ESPERA_POSICION_MS): Promise<Posicion | null> =>
  new Promise((resolver) => {
    if (!geo) {
      resolver(null);
      return;
    }
    let hecho = false;
    const terminar = (p: Posicion | null) => {
      if (hecho) return;
      hecho = true;
      clearTimeout(temporizador);
      resolver(p);
    };
    const temporizador = setTimeout(() => terminar(null), espera);
    try {
      geo.getCurrentPosition(
        (p) => terminar({ lat: p.coords.latitude, lng: p.coords.longitude, precision: p.coords.accuracy }),
        () => terminar(null),
        { enableHighAccuracy: true, timeout: espera, maximumAge: 30_000 },
      );
    } catch {
      terminar(null);
    }
  });
