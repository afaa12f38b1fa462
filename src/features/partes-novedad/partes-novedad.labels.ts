/** Textos de los partes de novedad (lista, alta, ficha, edición y novedades) y de sus novedades. */

/** Etiquetas de los campos del parte de novedad (lista, ficha y formularios). */
export const etiquetasParteNovedad = {
  numero: 'Número',
  fecha: 'Hora del dispositivo',
  fechaLista: 'Fecha',
  recibido: 'Recibido en el servidor',
  puesto: 'Puesto',
  idpuesto_servicio: 'Puesto',
  vigilante: 'Vigilante',
  titulo: 'Título',
  descripcion: 'Descripción',
  gravedad: 'Gravedad',
  avisados: 'A quién se ha avisado',
} as const satisfies Record<string, string>;

/** Etiquetas de una novedad (línea del parte) en la tabla y en su formulario. */
export const etiquetasNovedad = {
  hora: 'Hora',
  tipo: 'Tipo',
  descripcion: 'Descripción',
  actuacion: 'Actuación',
  datos: 'Datos personalizados',
  acciones: 'Acciones',
} as const satisfies Record<string, string>;

/** Los campos de la primera novedad en el alta del parte (distintos de los del parte). */
export const etiquetasPrimeraNovedad = {
  conNovedad: 'Anotar la primera novedad',
  hora: 'Hora de la novedad',
  tipo: 'Tipo de novedad',
  descripcion: 'Descripción de la novedad',
  actuacion: 'Actuación',
} as const satisfies Record<string, string>;

export const ETIQUETAS_GRAVEDAD = { baja: 'Baja', media: 'Media', alta: 'Alta' } as const satisfies Record<string, string>;

export const ETIQUETAS_TIPO_NOVEDAD = {
  intrusion: 'Intrusión',
  alarma: 'Alarma',
  averia: 'Avería',
  incendio: 'Incendio',
  acceso: 'Acceso',
  ronda: 'Ronda',
  relevo: 'Relevo',
  otro: 'Otro',
} as const satisfies Record<string, string>;

export const TEXTOS_PARTES_NOVEDAD = {
  titulo: 'Partes de novedad',
  vacio: 'No hay partes de novedad en este dispositivo',
  nuevo: 'Nuevo parte de novedad',
  fechaReciente: 'Más recientes primero',
  fechaAntigua: 'Más antiguos primero',
  todasGravedades: 'Todas las gravedades',
  datos: 'Datos del parte',
  novedades: 'Novedades',
  ficheros: 'Fotos y ficheros',
  editar: 'Editar',
  editarTitulo: 'Editar el parte de novedad',
  enlaces: 'Del parte',
  volverLista: 'Volver a los partes de novedad',
  volverFicha: 'Volver al parte',
  crear: 'Crear parte',
  creado: 'Parte de novedad creado',
  guardado: 'Cambios guardados',
  pendienteSubir: 'Pendiente de subir',
  eligePuesto: 'Elige un puesto',
  eligeGravedad: 'Elige la gravedad',
  eligeTipo: 'Elige el tipo',
  ayudaAvisados: 'Policía, cliente, CRA…',
  sinNovedades: 'El parte no tiene novedades',
  noEsta: 'No está en el dispositivo',
  cargando: 'Cargando…',
  parte: (numero: string) => `Parte de novedad ${numero}`,
} as const;

export const TEXTOS_NOVEDADES = {
  titulo: 'Novedades del parte',
  tabla: 'Novedades',
  vacio: 'El parte no tiene novedades',
  anadir: 'Añadir novedad',
  nueva: 'Nueva novedad',
  modificar: 'Modificar',
  eliminar: 'Eliminar',
  acciones: etiquetasNovedad.acciones,
  tituloModificar: (nombre: string) => `Modificar la novedad ${nombre}`,
  confirmarEliminar: (nombre: string) => `¿Eliminar la novedad «${nombre}»?`,
  anadida: 'Novedad añadida',
  guardada: 'Novedad guardada',
  eliminada: 'Novedad eliminada',
  datos: 'Datos',
  guardar: 'Guardar novedad',
} as const;
