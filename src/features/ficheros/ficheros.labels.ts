import { entidades, type Coleccion } from '../../../schemas';
import { etiquetasEntidad } from '../../lib/entidades.labels';

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
} as const;

/** Nombre de la entidad de un idtabla ('parte de trabajo'), o 'registro' si no se conoce. */
export const entidadDeIdtabla = (idtabla: number): string => {
  const e = Object.values(entidades).find((x) => x.idtabla === idtabla);
  return e ? etiquetasEntidad[e.coleccion satisfies Coleccion] : 'registro';
};
