/**
 * El mapa de una lista, en funciones puras: de las direcciones a los marcadores (uno por dirección
 * activa con coordenadas de un registro que está en la lista), de la zona visible a los ids de los
 * registros con alguna dirección dentro, los enlaces a las fichas y cuáles puede llevar una ventana
 * emergente.
 */
import type { LimitesMapa, MarcadorMapa } from './tipos';

/** Un marcador que es de un registro (cliente, cliente potencial…): `id` es el de la dirección. */
export interface MarcadorRegistro extends MarcadorMapa {
  idregistro: string;
}

/** Lo que hace falta de una dirección para ponerla en el mapa (de `direccion`, `direccionpotencial`…). */
export interface DireccionMapa {
  id: string;
  idregistro: string;
  direccion: string;
  poblacion: string;
  lat?: number | null;
  lng?: number | null;
  estado: number;
}

const esCoordenada = (v: number | null | undefined, limite: number): v is number => typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= limite;

/** 'Calle Mayor 1, Madrid': la dirección y la población, sin huecos si falta alguna. */
export const textoDireccionMapa = (d: Pick<DireccionMapa, 'direccion' | 'poblacion'>): string =>
  [d.direccion.trim(), d.poblacion.trim()].filter((t) => t !== '').join(', ');

/**
 * Un marcador por dirección activa (estado > 0) con latitud y longitud válidas de un registro de
 * `registros` (id → nombre). Título: 'Nombre: dirección, población'. `enlace` da la ficha del registro.
 */
export const marcadoresDeDirecciones = (
  registros: ReadonlyMap<string, string>,
  direcciones: readonly DireccionMapa[],
  enlace?: (idregistro: string) => string,
): MarcadorRegistro[] => {
  const marcadores: MarcadorRegistro[] = [];
  for (const d of direcciones) {
    const nombre = registros.get(d.idregistro);
    if (nombre === undefined || d.estado <= 0) continue;
    const { lat, lng } = d;
    if (!esCoordenada(lat, 90) || !esCoordenada(lng, 180)) continue;
    const lugar = textoDireccionMapa(d);
    marcadores.push({
      id: d.id,
      idregistro: d.idregistro,
      lat,
      lng,
      titulo: lugar === '' ? nombre : `${nombre}: ${lugar}`,
      ...(enlace ? { enlace: enlace(d.idregistro) } : {}),
    });
  }
  return marcadores;
};

/**
 * ¿Está el punto en la zona? Leaflet da longitudes sin envolver (p. ej. oeste -200 al cruzar el
 * antimeridiano): se mide la distancia hacia el este desde `oeste`, módulo 360.
 */
export const dentroDeLimites = (lat: number, lng: number, l: LimitesMapa): boolean => {
  if (lat < l.sur || lat > l.norte) return false;
  const ancho = l.este - l.oeste;
  if (ancho >= 360) return true;
  if (ancho < 0) return false;
  const desdeOeste = (((lng - l.oeste) % 360) + 360) % 360;
  return desdeOeste <= ancho;
};

/** Los ids de los registros con algún marcador en la zona, sin repetir y ordenados. */
export const idsEnZona = (marcadores: readonly MarcadorRegistro[], limites: LimitesMapa): string[] => {
  const ids = new Set<string>();
  for (const m of marcadores) if (dentroDeLimites(m.lat, m.lng, limites)) ids.add(m.idregistro);
  return [...ids].sort();
};

/** Cuántos registros distintos tienen marcador. */
export const registrosConMarcador = (marcadores: readonly MarcadorRegistro[]): number => new Set(marcadores.map((m) => m.idregistro)).size;

/** Mismos marcadores, campo a campo y en el mismo orden (así el mapa no se vuelve a encuadrar sin motivo). */
export const mismosMarcadores = (a: readonly MarcadorRegistro[], b: readonly MarcadorRegistro[]): boolean =>
  a === b ||
  (a.length === b.length &&
    a.every((m, i) => {
      const o = b[i];
      return (
        o !== undefined &&
        m.id === o.id &&
        m.idregistro === o.idregistro &&
        m.lat === o.lat &&
        m.lng === o.lng &&
        m.titulo === o.titulo &&
        m.enlace === o.enlace &&
        m.textoEnlace === o.textoEnlace
      );
    }));

/**
 * El enlace tal cual si es una ruta de la app ('/clientes/1', no '//otro.sitio') o una URL http(s);
 * null si no (javascript:, data:…): la ventana emergente no lo enlaza.
 */
export const enlaceSeguro = (href: string): string | null => {
  if (/^\/(?![/\\])/.test(href)) return href;
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? href : null;
  } catch {
    return null;
  }
};

const MARCA_ID = 'vigia-id-0f3a9c';

/**
 * Enlaces a las fichas sin construir una ruta por registro: `hrefDe` (el router, caro con miles de
 * marcadores) se llama una vez con una marca como id y el resto se hace cambiando la marca por el id
 * codificado. Si la marca no sale exactamente una vez, se usa `hrefDe` para cada id.
 */
export const enlacesPorPlantilla = (hrefDe: (id: string) => string): ((id: string) => string) => {
  const plantilla = hrefDe(MARCA_ID);
  const partes = plantilla.split(MARCA_ID);
  if (partes.length !== 2) return hrefDe;
  const [antes = '', despues = ''] = partes;
  return (id) => `${antes}${encodeURIComponent(id)}${despues}`;
};
