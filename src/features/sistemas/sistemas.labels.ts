/**
 * Textos de las pantallas de sistemas: tipos de sistema, vías de comunicación, periodicidad de cuotas,
 * tipos de aviso al cliente, estados de revisión, títulos de las subpantallas y mensajes.
 * Cada enumeración es un Record sobre la unión del esquema: un valor nuevo no compila sin su texto.
 */
import type { DocDe } from '../../../schemas';

export type TipoSistema = DocDe<'sistema'>['tipo'];
export type TipoVia = DocDe<'viacomunicacion'>['tipo'];
export type Periodicidad = DocDe<'cuotasistema'>['periodicidad'];
export type TipoAviso = DocDe<'clienteaviso'>['tipo'];
/** Estado de una revisión: anulada 0, pendiente 1, realizada 2. */
export type EstadoRevision = 0 | 1 | 2;

export const etiquetasTipoSistema: Record<TipoSistema, string> = {
  intrusion: 'Intrusión',
  cctv: 'CCTV',
  incendio: 'Incendio',
  control_accesos: 'Control de accesos',
};
export const tiposSistema: readonly TipoSistema[] = ['intrusion', 'cctv', 'incendio', 'control_accesos'];

export const etiquetasTipoVia: Record<TipoVia, string> = {
  linea_fija: 'Línea fija',
  gprs_4g: 'GPRS/4G',
  ip: 'IP',
  radio: 'Radio',
};

export const etiquetasPeriodicidad: Record<Periodicidad, string> = {
  mensual: 'Mensual',
  trimestral: 'Trimestral',
  anual: 'Anual',
};

export const etiquetasTipoAviso: Record<TipoAviso, string> = {
  alarma: 'Alarma',
  averia: 'Avería',
  aviso_revision: 'Aviso de revisión',
  impago: 'Impago',
  otro: 'Otro',
};
export const tiposAviso: readonly TipoAviso[] = ['alarma', 'averia', 'aviso_revision', 'impago', 'otro'];

export const etiquetasEstadoRevision: Record<EstadoRevision, string> = {
  0: 'Anulada',
  1: 'Pendiente',
  2: 'Realizada',
};
const esEstadoRevision = (n: number): n is EstadoRevision => n === 0 || n === 1 || n === 2;
export const etiquetaEstadoRevision = (n: number): string => (esEstadoRevision(n) ? etiquetasEstadoRevision[n] : `Estado ${n}`);

/** Estado de registro del sistema: activo si estado > 0. */
export const etiquetaEstadoSistema = (estado: number): string => (estado > 0 ? 'Activo' : 'De baja');

export const etiquetasSistema = {
  numero: 'Número',
  descripcion: 'Descripción',
  tipo: 'Tipo',
  cliente: 'Cliente',
  direccion: 'Dirección',
  observaciones: 'Observaciones',
  estado: 'Estado',
} as const satisfies Record<string, string>;

/** Subpantallas de la ficha de un sistema, en el orden en que se enlazan. */
export type SubpantallaSistema = 'ordenes' | 'datos' | 'revisiones' | 'vias-comunicacion' | 'cuotas' | 'subsis' | 'telefonos';

export const titulosSubpantalla: Record<SubpantallaSistema, string> = {
  ordenes: 'Órdenes del sistema',
  datos: 'Datos personalizados',
  revisiones: 'Revisiones',
  'vias-comunicacion': 'Vías de comunicación',
  cuotas: 'Cuotas',
  subsis: 'Subsistemas y zonas',
  telefonos: 'Teléfonos del sistema',
};

export const TEXTOS_SISTEMAS = {
  titulo: 'Sistemas',
  vacio: 'No hay sistemas',
  datos: 'Datos del sistema',
  volverLista: 'Volver a Sistemas',
  volverFicha: 'Volver al sistema',
  modificar: 'Modificar',
  tituloEditar: 'Modificar sistema',
  guardado: 'Cambios guardados',
  material: 'Material instalado',
  materialDelSistema: 'Material del sistema',
  // Lo de cada sistema que la oficina trae al abrirlo (decisiones 90 y 91): '… disponible con conexión'.
  revisionesDelSistema: 'Revisiones del sistema',
  viasDelSistema: 'Vías de comunicación del sistema',
  cuotasDelSistema: 'Cuotas del sistema',
  subsisDelSistema: 'Subsistemas y zonas del sistema',
  avisosDelSistema: 'Avisos al cliente del sistema',
  sinMaterial: 'El sistema no tiene material instalado',
  planos: 'Planos',
  sinPlanos: 'El sistema no tiene planos: adjunta una imagen del plano en sus ficheros',
  ficheros: 'Ficheros del sistema',
  enlaces: 'Más del sistema',
  avisos: 'Avisos al cliente',
  operaciones: 'Operaciones',
  sinClienteDescargado: 'Cliente no descargado',
  todosTipos: 'Todos los tipos',
} as const;

export const TEXTOS_PLANO = {
  titulo: 'Plano',
  cargando: 'Cargando el plano…',
  noEsImagen: 'El fichero no es una imagen: el plano tiene que ser una imagen (JPEG, PNG…)',
  noDelSistema: 'El fichero no es un plano de este sistema',
  material: 'Material en el plano',
  tituloColocar: 'Colocar material en el plano',
  elegir: 'Material a colocar',
  ninguno: 'Elige un material',
  ayuda: 'Elige un material y pulsa sobre el plano donde está instalado, o escribe su posición en porcentaje y pulsa «Colocar».',
  x: 'Posición horizontal (%)',
  y: 'Posición vertical (%)',
  colocar: 'Colocar',
  quitar: 'Quitar del plano',
  colocado: 'Material colocado en el plano',
  quitado: 'Material quitado del plano',
  sinColocar: 'Sin colocar',
  enOtroPlano: 'En otro plano',
  posicion: 'Posición',
  fueraDeRango: 'La posición debe estar entre 0 y 100',
} as const;

export const TEXTOS_AVISOS = {
  titulo: 'Avisos al cliente',
  vacio: 'No hay avisos para este sistema',
  marcarLeido: 'Marcar como leído',
  marcado: 'Aviso marcado como leído',
  leido: 'Leído',
  noLeido: 'Sin leer',
  todos: 'Todos',
  sistemaDeOtroCliente: 'El sistema no es de este cliente',
} as const;

export const TEXTOS_REVISIONES = {
  vacio: 'El sistema no tiene revisiones',
  marcarRealizada: 'Marcar realizada',
  realizada: 'Revisión marcada como realizada',
  confirmar: (fecha: string): string => `¿Marcar como realizada hoy la revisión prevista el ${fecha}?`,
} as const;
