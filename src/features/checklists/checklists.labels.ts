import type { ClaveResultado, Respuesta } from '../../../replication/checklist-reglas';

/** Resultado de una checklist (sección 4: conAnomalias 0, ok 1, sinContestar null). */
export const etiquetasResultado: Record<ClaveResultado, string> = {
  conAnomalias: 'Con anomalías',
  ok: 'Correcta',
  sinContestar: 'Sin contestar',
};

export type EstadoChecklist = 0 | 1 | 2;

export const etiquetasEstadoChecklist: Record<EstadoChecklist, string> = {
  0: 'Anulada',
  1: 'Pendiente',
  2: 'Finalizada',
};

export const etiquetaEstadoChecklist = (estado: number): string =>
  estado === 0 || estado === 1 || estado === 2 ? etiquetasEstadoChecklist[estado] : `Estado ${estado}`;

export const etiquetasRespuesta: Record<Respuesta, string> = {
  sinContestar: 'Sin contestar',
  ok: 'Correcto',
  anomalia: 'Anomalía',
};

export const opcionesRespuesta: readonly Respuesta[] = ['sinContestar', 'ok', 'anomalia'];

export const TEXTOS_CHECKLISTS = {
  titulo: 'Checklists',
  vacio: 'El parte no tiene checklists',
  marcarTodo: 'Marcar todo correcto',
  firmar: 'Firmar',
  reabrir: 'Reabrir',
  guardarFirma: 'Guardar firma',
  realizada: 'Realizada',
  revision: 'Acción de revisión',
  tipoAnomalia: 'Tipo de anomalía',
  grado: 'Grado de anomalía',
  sinGrado: 'Sin grado',
  elegirTipo: 'Elige…',
  guardarAnomalia: 'Guardar anomalía',
  observaciones: 'Observaciones',
  accionesCorrectoras: 'Acciones correctoras',
  nuevaAccion: 'Nueva acción correctora',
  anadirAccion: 'Añadir acción correctora',
  fotos: 'Fotos y adjuntos',
  anadirFoto: 'Añadir foto',
  respuestaGuardada: 'Respuesta guardada',
  guardandoRespuesta: 'Guardando la respuesta…',
  respuestaSinGuardar: 'Respuesta sin guardar: pulsa Intro o sal de las opciones para guardarla',
  todoCorrecto: 'Checklist marcada como correcta',
  firmada: 'Checklist firmada',
  reabierta: 'Checklist reabierta',
  accionAnadida: 'Acción correctora añadida',
  confirmarReabrir: 'La checklist volverá a estar pendiente y se borrará la firma del cliente. ¿Reabrirla?',
  confirmarMarcarTodo: 'Las preguntas sin contestar quedarán como correctas y las acciones de revisión como realizadas. ¿Continuar?',
  firmaRequerida: 'Falta la firma del cliente',
} as const;
