/**
 * Leaflet con leaflet.markercluster. El plugin es un UMD que se engancha al `L` global: este módulo
 * publica `L` en globalThis antes de cargarlo (ver leaflet-global.ts: los imports se evalúan en orden).
 */
import './leaflet-global';
import 'leaflet.markercluster';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import L from 'leaflet';

export { L };
