/** Tipos y valores por defecto de los mapas (tarjeta y diálogo). */

export interface MarcadorMapa {
  id: string;
  lat: number;
  lng: number;
  /** Texto del marcador (título y ventana emergente). */
  titulo: string;
  /**
   * Dirección de la ficha del registro: la ventana emergente lleva el enlace `textoEnlace` ('Abrir
   * ficha'). Solo rutas de la app ('/…') o http(s); cualquier otra cosa no se enlaza.
   */
  enlace?: string;
  textoEnlace?: string;
}

/** Texto del enlace de la ventana emergente si el marcador no trae el suyo. */
export const TEXTO_ENLACE_POR_DEFECTO = 'Abrir ficha';

/** Zona visible del mapa, en grados. */
export interface LimitesMapa {
  norte: number;
  sur: number;
  este: number;
  oeste: number;
}

/** Plantilla de teselas si el parámetro 'mapa_url_teselas' no existe. */
export const URL_TESELAS_POR_DEFECTO = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const PARAMETRO_URL_TESELAS = 'mapa_url_teselas';
export const ATRIBUCION_OSM = '&copy; colaboradores de OpenStreetMap';

/** Centro de la península cuando no hay marcadores. */
export const CENTRO_POR_DEFECTO: readonly [number, number] = [40.2, -3.7];
