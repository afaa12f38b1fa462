/**
 * Errores HTTP con mensaje en español para las rutas que no son JSON-RPC (/token/), y lectura segura del
 * código de estado de los errores de Fastify y sus plugins (que lo llevan en `statusCode`).
 */
export class ErrorHttp extends Error {
  readonly estado: number;
  constructor(estado: number, mensaje: string) {
    super(mensaje);
    this.name = 'ErrorHttp';
    this.estado = estado;
  }
}

/** Código HTTP que trae un error de Fastify (400, 413, 415...), o 500 si no trae ninguno válido. */
export const estadoDeError = (error: unknown): number => {
  if (error instanceof ErrorHttp) return error.estado;
  if (typeof error === 'object' && error !== null && 'statusCode' in error) {
    const estado = error.statusCode;
    if (typeof estado === 'number' && estado >= 400 && estado <= 599) return estado;
  }
  return 500;
};

export const MENSAJES_HTTP = {
  demasiadoGrande: 'La petición es demasiado grande',
  interno: 'Error interno del servidor',
} as const;
