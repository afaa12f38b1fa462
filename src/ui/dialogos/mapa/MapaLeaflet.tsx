/**
 * Mapa Leaflet con marcadores agrupados (leaflet.markercluster). Las teselas son opcionales: sin red o
 * con el servidor de teselas caído el mapa sigue mostrando sus marcadores sobre fondo liso. Los
 * marcadores son iconos HTML (sin imágenes que cargar) y se encuadran al cambiar. La ventana emergente
 * de un marcador se hace con nodos DOM (emergente.ts: su texto nunca se interpreta como HTML) y, si el
 * marcador trae `enlace`, lleva 'Abrir ficha'; con `alAbrir`, un clic normal en él lo maneja la app
 * (navegación sin recargar) y los clics con modificadores siguen siendo del navegador.
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { L } from './leaflet';
import { contenidoEmergente } from './emergente';
import { ATRIBUCION_OSM, CENTRO_POR_DEFECTO, type LimitesMapa, type MarcadorMapa } from './tipos';
import '../dialogos.css';
import './mapa.css';

export interface MapaLeafletProps {
  marcadores: readonly MarcadorMapa[];
  urlTeselas: string;
  /** Nombre accesible de la región del mapa. */
  etiqueta: string;
  /** false = mapa fijo (tarjetas): sin arrastrar ni zoom. */
  interactivo?: boolean;
  /** Tras cada movimiento o zoom, con la zona visible. */
  alMover?: (limites: LimitesMapa) => void;
  /** Recibe la función que lee la zona visible actual. */
  alListo?: (leerLimites: () => LimitesMapa) => void;
  /** Clic normal en el enlace de un marcador (sin él, el enlace navega como cualquier otro). */
  alAbrir?: (marcador: MarcadorMapa) => void;
  className?: string;
}

const limitesDe = (mapa: L.Map): LimitesMapa => {
  const b = mapa.getBounds();
  return { norte: b.getNorth(), sur: b.getSouth(), este: b.getEast(), oeste: b.getWest() };
};

const icono = L.divIcon({ className: 'mapa-marcador', html: '<span></span>', iconSize: [22, 22], iconAnchor: [11, 22], popupAnchor: [0, -22] });

export function MapaLeaflet({ marcadores, urlTeselas, etiqueta, interactivo = true, alMover, alListo, alAbrir, className }: MapaLeafletProps) {
  const contenedor = useRef<HTMLDivElement>(null);
  const mapa = useRef<L.Map | null>(null);
  const grupo = useRef<L.MarkerClusterGroup | null>(null);
  // El mapa se crea una vez: `interactivo` cuenta el del primer render; alMover y alListo, los del último.
  const [interactivoAlCrear] = useState(interactivo);
  const avisarMovimiento = useEffectEvent((limites: LimitesMapa) => alMover?.(limites));
  const avisarListo = useEffectEvent((leerLimites: () => LimitesMapa) => alListo?.(leerLimites));
  // true si la app abre la ficha (y el enlace no debe navegar por su cuenta).
  const abrir = useEffectEvent((marcador: MarcadorMapa): boolean => {
    if (!alAbrir) return false;
    alAbrir(marcador);
    return true;
  });

  useEffect(() => {
    const div = contenedor.current;
    if (!div) return;
    const m = L.map(div, {
      center: [CENTRO_POR_DEFECTO[0], CENTRO_POR_DEFECTO[1]],
      zoom: 5,
      // Los grupos de marcadores necesitan un zoom máximo aunque no haya capa de teselas.
      minZoom: 3,
      maxZoom: 19,
      dragging: interactivoAlCrear,
      scrollWheelZoom: interactivoAlCrear,
      doubleClickZoom: interactivoAlCrear,
      touchZoom: interactivoAlCrear,
      boxZoom: interactivoAlCrear,
      keyboard: interactivoAlCrear,
      zoomControl: false,
    });
    if (interactivoAlCrear) L.control.zoom({ zoomInTitle: 'Acercar', zoomOutTitle: 'Alejar' }).addTo(m);
    m.attributionControl.setPrefix(false);
    const g = L.markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 60 });
    g.addTo(m);
    mapa.current = m;
    grupo.current = g;
    m.on('moveend', () => avisarMovimiento(limitesDe(m)));
    avisarListo(() => limitesDe(m));
    const observador = new ResizeObserver(() => m.invalidateSize());
    observador.observe(div);
    return () => {
      observador.disconnect();
      m.remove();
      mapa.current = null;
      grupo.current = null;
    };
  }, [interactivoAlCrear]);

  useEffect(() => {
    const m = mapa.current;
    if (!m) return;
    const capa = L.tileLayer(urlTeselas, { attribution: ATRIBUCION_OSM, maxZoom: 19, crossOrigin: true });
    capa.addTo(m);
    return () => {
      capa.remove();
    };
  }, [urlTeselas]);

  useEffect(() => {
    const m = mapa.current;
    const g = grupo.current;
    if (!m || !g) return;
    g.clearLayers();
    const capas = marcadores.map((p) =>
      L.marker([p.lat, p.lng], { icon: icono, title: p.titulo, alt: p.titulo, keyboard: interactivo }).bindPopup(() => contenidoEmergente(p, (marcador) => abrir(marcador))),
    );
    g.addLayers(capas);
    if (marcadores.length === 1 && marcadores[0]) m.setView([marcadores[0].lat, marcadores[0].lng], 16);
    else if (marcadores.length > 1) m.fitBounds(L.latLngBounds(marcadores.map((p) => L.latLng(p.lat, p.lng))), { padding: [24, 24], maxZoom: 16 });
  }, [marcadores, interactivo]);

  return <div ref={contenedor} className={`mapa ${className ?? ''}`} role="region" aria-label={etiqueta} />;
}
