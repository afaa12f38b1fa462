/**
 * Errores de negocio con mensaje en español y código JSON-RPC propio. Un ErrorNegocio es definitivo
 * (la misma llamada volverá a fallar): la entrada de la cola pasa a 'fallido'. Cualquier otro fallo
 * (red, servidor caído, 5xx) es transitorio y se reintenta con espera creciente.
 */
export const CODIGOS = {
  validacion: -32010,
  permiso: -32011,
  noExiste: -32012,
  yaExiste: -32013,
  regla: -32014,
} as const;

export type TipoError = keyof typeof CODIGOS;

export class ErrorNegocio extends Error {
  readonly codigo: number;
  readonly tipo: TipoError;
  constructor(tipo: TipoError, mensaje: string) {
    super(mensaje);
    this.name = 'ErrorNegocio';
    this.tipo = tipo;
    this.codigo = CODIGOS[tipo];
  }
}

/** ¿El código JSON-RPC indica un rechazo definitivo (no tiene sentido reintentar sin cambiar nada)? */
export const esRechazoDefinitivo = (codigo: number): boolean =>
  Object.values(CODIGOS).some((c) => c === codigo) || codigo === -32602 || codigo === -32601 || codigo === -32600;

export const MENSAJES = {
  sinInternet: 'No tienes conexión a internet.',
  sinServidor: 'No hay conexión con el servidor',
  sesionInvalidada: 'La sesión se ha invalidado desde el servidor',
  inactividad: 'La sesión se ha cerrado debido a inactividad.',
  ficheroNoDisponible: 'El fichero no está disponible',
  sinEspacio: 'No queda espacio en el dispositivo: sube los cambios pendientes o libera espacio',
  colaIlegible: 'No se ha podido leer la cola de cambios de este dispositivo; se vuelve a intentar',
  reaplicarFallido: 'No se han podido volver a aplicar los cambios que se interrumpieron; se vuelve a intentar',
  barrerFallido: 'No se han podido borrar del dispositivo los cambios ya retirados; se vuelve a intentar',
} as const;
