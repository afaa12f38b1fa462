/** Publica Leaflet como `L` global para los plugins UMD (leaflet.markercluster). */
import L from 'leaflet';

Object.assign(globalThis, { L });
