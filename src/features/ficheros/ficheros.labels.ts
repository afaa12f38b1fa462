export const TEXTOS_FICHEROS = {
  titulo: 'Ficheros',
  anadir: 'Añadir fichero',
  hacerFoto: 'Hacer foto',
  fichero: 'Fichero',
  nombre: 'Nombre',
  guardar: 'Guardar',
  cancelar: 'Cancelar',
  sinFicheros: 'No hay ficheros',
  enDispositivo: 'En el dispositivo',
  soloServidor: 'En el servidor',
  pendienteSubir: 'Pendiente de subir',
  descargar: 'Descargar',
  eliminar: 'Eliminar',
  confirmarEliminar: (nombre: string) => `¿Eliminar el fichero «${nombre}»?`,
  eliminado: 'Fichero eliminado',
  anadido: 'Fichero añadido; se subirá con la sincronización',
  cargando: 'Cargando fichero…',
  elegir: 'Elige un fichero',
  volver: 'Volver a los ficheros',
  /** De quién es el fichero ('De: Parte PT-000200'). */
  de: 'De',
  tipo: 'Tipo',
  tamano: 'Tamaño',
  fecha: 'Fecha',
  /** Un idtabla que esta versión no conoce. */
  registroDesconocido: 'Otro registro',
} as const;

/** Etiquetas de los campos del fichero en su ficha (tarjetaFichero); 'De' es el registro al que pertenece. */
export const etiquetasFichero = {
  nombre: TEXTOS_FICHEROS.nombre,
  tipo: TEXTOS_FICHEROS.tipo,
  tamano: TEXTOS_FICHEROS.tamano,
  creado: TEXTOS_FICHEROS.fecha,
  de: TEXTOS_FICHEROS.de,
} as const satisfies Record<string, string>;
