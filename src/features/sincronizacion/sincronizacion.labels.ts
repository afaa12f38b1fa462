import type { DocDe } from '../../../schemas';

/** Estado de una entrada de la cola de subida. */
export type EstadoSyncUpload = DocDe<'syncupload'>['estado'];

export const etiquetasEstadoSyncUpload: Record<EstadoSyncUpload, string> = {
  nuevo: 'Nuevo',
  pendiente: 'Pendiente',
  fallido: 'Fallido',
};

/** Acción de los mutadores genéricos, por sufijo del método. */
export const etiquetasAccionMetodo: Record<'insertSync' | 'updateSync' | 'deleteSync', string> = {
  insertSync: 'Alta',
  updateSync: 'Modificación',
  deleteSync: 'Baja',
};

/** Métodos con reglas de negocio propias (replication/mutadores.ts). */
export const etiquetasMetodosEspeciales: Record<string, string> = {
  'ordenTrabajo.finalizarOt': 'Cierre de parte',
  'parteTrabajo.instalarMaterialSync': 'Instalación de material en un parte',
  'parteTrabajo.instalarPlantillaSync': 'Instalación de una plantilla de artículos',
  'materialSistema.sustituirSync': 'Sustitución de material del sistema',
  'materialSistema.desinstalarSync': 'Desinstalación de material del sistema',
  'materialSistema.accionSync': 'Acción o anomalía en material del sistema',
  'cobro.insertSync': 'Cobro al cliente',
  'fichero.subirSync': 'Alta de fichero',
  'parteTrabajo.descargarSync': 'Descarga de un parte',
  'parteTrabajo.planificarSync': 'Planificación de un parte (técnico y día)',
  'checklistOt.responderSync': 'Respuesta de una pregunta de checklist',
  'checklistOt.accionCorrectoraSync': 'Acción correctora de checklist',
  'checklistOt.estadoAccionCorrectoraSync': 'Estado de una acción correctora de checklist',
  'checklistOt.marcarTodoCorrectoSync': 'Checklist marcada toda correcta',
  'checklistOt.firmarSync': 'Firma de una checklist',
  'checklistOt.reabrirSync': 'Checklist reabierta',
  'dato.guardarSync': 'Datos personalizados',
  'almacen.descargarVehiculoSync': 'Descarga del vehículo en un almacén',
  'parteTrabajo.devolverMaterialSync': 'Devolución del material sobrante de un parte',
  'planoMaterial.colocarSync': 'Material colocado en el plano',
  'planoMaterial.quitarSync': 'Material quitado del plano',
};
