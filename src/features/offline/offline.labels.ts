/** Textos del modo sin conexión del técnico (/offline/…): títulos, estados y grupos de secciones. */
import type { SeccionOffline } from './secciones';

export const TITULO_MODO_OFFLINE = 'Modo sin conexión';
export const TITULO_PARTES_OFFLINE = 'Partes en el dispositivo';
export const TITULO_MATERIAL_INSTALAR = 'Instalar material';
export const TITULO_PLANTILLAS_PARTE = 'Instalar plantilla';
export const TITULO_PLANTILLAS = 'Plantillas de artículos';
export const TITULO_ARTICULOS = 'Artículos';
export const TITULO_MATERIAL_AFECTADO = 'Material afectado';
export const TITULO_EDITAR_MATERIAL = 'Modificar material del sistema';
export const TITULO_ACCIONES = 'Acciones';
export const TITULO_ALMACENES = 'Almacenes';
export const TITULO_SOLICITUD_MATERIAL = 'Solicitud de material';
export const TITULO_LINEAS_ORDEN = 'Líneas de la orden';
export const TITULO_ESCANDALLO = 'Escandallo';
export const TITULO_TELEFONOS = 'Teléfonos';
export const TITULO_LINEAS_PARTE = 'Material del parte';

export const SIN_SISTEMA = 'El parte no tiene sistema';
export const GUARDADO = 'Cambios guardados';

/** Estados de una acción ejecutada (especificación, sección 4). */
export type EstadoAccion = 1 | 2 | 3;

export const etiquetasEstadoAccion: Record<EstadoAccion, string> = {
  1: 'Pendiente',
  2: 'Realizada',
  3: 'No realizada',
};

export const opcionesEstadoAccion: readonly EstadoAccion[] = [1, 2, 3];

export const esEstadoAccion = (n: number): n is EstadoAccion => n === 1 || n === 2 || n === 3;

export const etiquetaEstadoAccion = (n: number): string => (esEstadoAccion(n) ? etiquetasEstadoAccion[n] : `Estado ${n}`);

export const etiquetasGrupoSeccion: Record<SeccionOffline['grupo'], string> = {
  trabajo: 'Trabajo',
  cierre: 'Cierre',
  documentos: 'Documentos',
};

export type TipoAlmacen = 'central' | 'vehiculo';

export const etiquetasTipoAlmacen: Record<TipoAlmacen, string> = {
  central: 'Almacén central',
  vehiculo: 'Furgoneta',
};

/** Tipos de intervención sobre el material del sistema (material afectado). */
export type IntervencionMaterial = 'sustituir' | 'desinstalar' | 'accion' | 'anomalia';

export const etiquetasIntervencion: Record<IntervencionMaterial, string> = {
  sustituir: 'Sustituir',
  desinstalar: 'Desinstalar',
  accion: 'Acción',
  anomalia: 'Anomalía',
};

export const avisosIntervencion: Record<IntervencionMaterial, string> = {
  sustituir: 'Material sustituido',
  desinstalar: 'Material desinstalado',
  accion: 'Acción anotada',
  anomalia: 'Anomalía anotada',
};
