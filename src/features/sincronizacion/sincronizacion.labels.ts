import type { DocDe } from '../../../schemas';
import type { Genero } from '../../lib/entidades.labels';

/** Estado de una entrada de la cola de subida. */
export type EstadoSyncUpload = DocDe<'syncupload'>['estado'];

export const etiquetasEstadoSyncUpload: Record<EstadoSyncUpload, string> = {
  nuevo: 'Nuevo',
  pendiente: 'Pendiente',
  fallido: 'Fallido',
};

/** Mutadores genéricos de las entidades, por sufijo del método. */
export type AccionGenerica = 'insertSync' | 'updateSync' | 'deleteSync';

/** Lo que hizo un mutador genérico, concordado con la entidad ('Nota añadida', 'Teléfono eliminado'). */
export const participiosAccion: Record<AccionGenerica, Record<Genero, string>> = {
  insertSync: { masculino: 'añadido', femenino: 'añadida' },
  updateSync: { masculino: 'modificado', femenino: 'modificada' },
  deleteSync: { masculino: 'eliminado', femenino: 'eliminada' },
};

/**
 * Qué hace cada mutador con reglas de negocio (replication/mutadores*.ts), dicho para quien lo hizo. Los
 * que dependen de sus parámetros (la opción de cierre, la respuesta…) lo precisan en metodos.ts.
 */
export const descripcionesMetodo: Readonly<Record<string, string>> = {
  'ordenTrabajo.finalizarOt': 'Parte cerrado',
  'parteTrabajo.instalarMaterialSync': 'Material instalado en el parte',
  'parteTrabajo.instalarPlantillaSync': 'Plantilla de artículos instalada en el parte',
  'materialSistema.sustituirSync': 'Material del sistema sustituido',
  'materialSistema.desinstalarSync': 'Material del sistema desinstalado',
  'materialSistema.accionSync': 'Acción o anomalía anotada en un material del sistema',
  'cobro.insertSync': 'Cobro al cliente registrado',
  'fichero.subirSync': 'Fichero añadido',
  'parteTrabajo.descargarSync': 'Parte descargado en este dispositivo',
  'parteTrabajo.planificarSync': 'Parte planificado (técnico y día)',
  'checklistOt.responderSync': 'Pregunta de checklist respondida',
  'checklistOt.accionCorrectoraSync': 'Acción correctora añadida a la checklist',
  'checklistOt.estadoAccionCorrectoraSync': 'Estado de una acción correctora cambiado',
  'checklistOt.marcarTodoCorrectoSync': 'Checklist marcada toda correcta',
  'checklistOt.firmarSync': 'Checklist firmada por el cliente',
  'checklistOt.reabrirSync': 'Checklist reabierta',
  'dato.guardarSync': 'Datos personalizados guardados',
  'almacen.descargarVehiculoSync': 'Furgoneta descargada en un almacén',
  'parteTrabajo.devolverMaterialSync': 'Material sobrante del parte devuelto al almacén',
  'planoMaterial.colocarSync': 'Material colocado en el plano',
  'planoMaterial.quitarSync': 'Material quitado del plano',
  'clientePotencial.convertirSync': 'Cliente potencial convertido en cliente',
  'operacionCrm.simpleAddSync': 'Venta anotada desde un parte',
  'correo.enviarSync': 'Correo en la bandeja de salida',
  'presupuestoCli.crearSync': 'Presupuesto creado',
  'presupuestoCli.cambiarEstadoSync': 'Presupuesto cambiado de estado',
  'presupuestoCli.aceptarSync': 'Presupuesto aceptado',
  'presupuestoCli.guardarRevisionSync': 'Revisión del presupuesto guardada',
  'presupuestoCli.repartirCuotasSync': 'Cuotas del presupuesto repartidas',
  'contrato.desdePresupuestoSync': 'Contrato creado desde un presupuesto',
  'cuadrante.guardarSync': 'Cuadrante del mes guardado',
  'ronda.iniciarSync': 'Ronda empezada',
  'ronda.escanearSync': 'Punto de control leído en la ronda',
  'ronda.cerrarSync': 'Ronda terminada',
  'parteNovedad.crearSync': 'Parte de novedad creado',
  'llavero.salidaSync': 'Salida de un llavero registrada',
  'llavero.entradaSync': 'Devolución de un llavero registrada',
  'pedido.servirSync': 'Pedido servido (en parte o entero)',
  'presencia.registrarSync': 'Fichaje registrado',
  'presencia.corregirSync': 'Corrección de un fichaje registrada',
};

/** Una entrada cuyo método no conoce esta versión de la aplicación (llegada de una versión más nueva). */
export const CAMBIO_DESCONOCIDO = 'Cambio de un tipo que esta versión de la aplicación no reconoce';

export const TEXTOS_COLA = {
  registro: 'Registro',
  cambio: 'Cambio',
  datos: 'Datos del cambio',
  sinDatos: 'Sin más datos',
  tecnico: 'Datos técnicos (para soporte)',
  metodo: 'Código técnico',
  identificador: 'Identificador del cambio',
  documentos: 'Documentos afectados',
} as const;
