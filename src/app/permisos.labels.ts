import type { Accion } from '../../schemas';

/** Cómo se nombra cada acción en los avisos ('No tienes permiso de acceso para {acción}'). */
export const etiquetasAccion: Record<Accion, string> = {
  visualizar: 'visualizar',
  insertar: 'añadir',
  editar: 'modificar',
  borrar: 'eliminar',
};

export const mensajeSinPermiso = (accion: Accion): string => `No tienes permiso de acceso para ${etiquetasAccion[accion]}`;
