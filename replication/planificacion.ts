/**
 * Contrato de planificacion.estadoTecnicos (lectura, no encolable): para cada técnico del ámbito de quien
 * llama, su último contacto con el servidor y lo que su dispositivo declaró pendiente de subir
 * (sync.estado). Lo usan el servidor (server/planificacion/) y el planificador de técnicos.
 */
import { z } from './zod';

/**
 * sync.preparacion (no encolable, solo con red): el dispositivo informa de su veredicto 'Listo sin
 * conexión' (src/app/preparacion.tsx) cuando cambia y como mucho una vez por minuto si no; el servidor lo
 * guarda por usuario con su propia hora de recepción, nunca con una hora del dispositivo.
 */
export const METODO_PREPARACION = 'sync.preparacion';

/** Cotas de lo que un dispositivo puede informar (lo que falta son pocas piezas con etiquetas cortas). */
export const LIMITES_PREPARACION = { faltan: 20, id: 64, etiqueta: 120, version: 40 } as const;

const faltaInformada = z
  .object({
    id: z.string().min(1, 'Falta el id de lo que falta').max(LIMITES_PREPARACION.id, `El id de lo que falta no puede pasar de ${LIMITES_PREPARACION.id} caracteres`),
    etiqueta: z
      .string()
      .min(1, 'Falta la etiqueta de lo que falta')
      .max(LIMITES_PREPARACION.etiqueta, `La etiqueta de lo que falta no puede pasar de ${LIMITES_PREPARACION.etiqueta} caracteres`),
  })
  .strict();

export const paramsPreparacion = z
  .object({
    listo: z.boolean(),
    faltan: z.array(faltaInformada).max(LIMITES_PREPARACION.faltan, `No se pueden informar más de ${LIMITES_PREPARACION.faltan} cosas pendientes`),
    version: z
      .string()
      .min(1, 'Falta la versión de la app')
      .max(LIMITES_PREPARACION.version, `La versión de la app no puede pasar de ${LIMITES_PREPARACION.version} caracteres`),
  })
  .strict()
  .refine((p) => p.listo === (p.faltan.length === 0), { message: 'Listo sin conexión es no faltar nada: «listo» y «faltan» no concuerdan', path: ['listo'] });
export type ParamsPreparacion = z.infer<typeof paramsPreparacion>;
export const respuestaPreparacion = z.object({
  /** Instante (ISO) del servidor en que quedó anotado. */
  registrado: z.string(),
});
export type RespuestaPreparacion = z.infer<typeof respuestaPreparacion>;

export const preparacionInformada = z.object({
  listo: z.boolean(),
  faltan: z.array(z.object({ id: z.string(), etiqueta: z.string() })),
  version: z.string(),
  /** Hora del servidor (ISO) al recibir el informe. */
  informado: z.string(),
});
export type PreparacionInformada = z.infer<typeof preparacionInformada>;

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
  /** Lo último que su dispositivo informó de su preparación para trabajar sin conexión (null = nunca). */
  preparacion: preparacionInformada.nullable().default(null),
});
export type EstadoTecnico = z.infer<typeof estadoTecnico>;

export const respuestaEstadoTecnicos = z.object({
  /** Hora del servidor al responder: las antigüedades se miden con ella, no con el reloj del dispositivo. */
  ahora: z.string(),
  tecnicos: z.array(estadoTecnico),
});
export type RespuestaEstadoTecnicos = z.infer<typeof respuestaEstadoTecnicos>;
