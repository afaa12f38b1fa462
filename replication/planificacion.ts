/**
 * Contrato de planificacion.estadoTecnicos (lectura, no encolable): para cada técnico del ámbito de quien
 * llama, su último contacto con el servidor y lo que su dispositivo declaró pendiente de subir
 * (sync.estado). Lo usan el servidor (server/planificacion/) y el planificador de técnicos.
 */
import { z } from './zod';

export const METODO_ESTADO_TECNICOS = 'planificacion.estadoTecnicos';

export const paramsEstadoTecnicos = z.object({}).strict().optional();

export const estadoTecnico = z.object({
  idtecnico: z.string(),
  /** Último instante (ISO) en que el servidor atendió una llamada autenticada de su usuario; null = nunca. */
  ultimoContacto: z.string().nullable(),
  /** Subidas pendientes que declaró su dispositivo la última vez (null = nunca lo declaró). */
  pendientes: z.number().int().nullable(),
  /** Instante (ISO) de la más antigua de esas pendientes. */
  masAntiguo: z.string().nullable(),
  /** Cuándo declaró el dispositivo esas pendientes. */
  declarado: z.string().nullable(),
});
export type EstadoTecnico = z.infer<typeof estadoTecnico>;

export const respuestaEstadoTecnicos = z.object({
  /** Hora del servidor al responder: las antigüedades se miden con ella, no con el reloj del dispositivo. */
  ahora: z.string(),
  tecnicos: z.array(estadoTecnico),
});
export type RespuestaEstadoTecnicos = z.infer<typeof respuestaEstadoTecnicos>;
