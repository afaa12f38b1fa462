/** Estados de parte y orden de trabajo (especificación, sección 4): anulado 0, pendiente 1, finalizado 2. */
export type EstadoParte = 0 | 1 | 2;

export const etiquetasEstadoParte: Record<EstadoParte, string> = {
  0: 'Anulado',
  1: 'Pendiente',
  2: 'Finalizado',
};

/** Orden en que se ofrecen los estados en el formulario. */
export const opcionesEstadoParte: readonly EstadoParte[] = [1, 2, 0];

export const esEstadoParte = (n: number): n is EstadoParte => n === 0 || n === 1 || n === 2;

export const etiquetaEstadoParte = (n: number): string => (esEstadoParte(n) ? etiquetasEstadoParte[n] : `Estado ${n}`);

/**
 * Clasificaciones de parte conocidas (códigos que manda el servidor). El esquema la guarda como texto
 * libre: una clasificación nueva se muestra tal cual llega hasta que se añada aquí.
 */
export type ClasificacionParte = 'averia' | 'revision' | 'mantenimiento' | 'instalacion';

export const etiquetasClasificacionParte: Record<ClasificacionParte, string> = {
  averia: 'Avería',
  revision: 'Revisión',
  mantenimiento: 'Mantenimiento',
  instalacion: 'Instalación',
};

const esClasificacionConocida = (x: string): x is ClasificacionParte => Object.prototype.hasOwnProperty.call(etiquetasClasificacionParte, x);

export const etiquetaClasificacionParte = (x: string): string => (esClasificacionConocida(x) ? etiquetasClasificacionParte[x] : x);

/** Títulos de las pantallas de partes (y del menú). */
export const TITULO_PARTES_ASIGNADOS = 'Partes asignados';
export const TITULO_PARTES_FINALIZADOS = 'Partes finalizados';
export const TITULO_PARTES_FECHA_FIJADA = 'Partes con fecha fijada';
export const TITULO_NUEVO_PARTE = 'Nuevo parte';
export const TITULO_MATERIAL_AFECTADO = 'Material afectado';

/** Tipos de sistema (esquema sistema.tipo). */
export type TipoSistema = 'intrusion' | 'cctv' | 'incendio' | 'control_accesos';

export const etiquetasTipoSistema: Record<TipoSistema, string> = {
  intrusion: 'Intrusión',
  cctv: 'CCTV',
  incendio: 'Incendio',
  control_accesos: 'Control de accesos',
};

/** 'S-0012 · Intrusión · Central de alarma' */
export const textoSistema = (s: { numero: string; tipo: TipoSistema; descripcion: string }): string => `${s.numero} · ${etiquetasTipoSistema[s.tipo]} · ${s.descripcion}`;
export const TITULO_TECNICOS = 'Técnicos';
export const TITULO_NOTAS = 'Notas';

/** Etiquetas de los campos del parte (tarjetas de detalle de /partes/{id} y del parte sin conexión). */
export const etiquetasParte = {
  numero: 'Número',
  orden: 'Orden',
  cliente: 'Cliente',
  direccion: 'Dirección',
  sistema: 'Sistema',
  fecha: 'Fecha',
  ffijada: 'Fecha fijada',
  clasificacion: 'Clasificación',
  descripcion: 'Descripción',
  observaciones: 'Observaciones',
  estado: 'Estado',
  actualizado: 'Última modificación',
  total: 'Total',
} as const satisfies Record<string, string>;
