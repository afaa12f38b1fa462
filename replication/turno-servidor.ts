/**
 * La vez en la fila del servidor ocupado (issue 33, server/http/admision.ts): el 503 de la admisión trae en
 * esta cabecera un número de turno firmado por el proceso; el cliente lo devuelve al repetir y el servidor
 * atiende antes a los que ya fueron rechazados, por orden de turno. No da permiso para nada: solo ordena.
 * Lo comparten el servidor y el cliente (replication/cliente/rpc.ts).
 */
export const CABECERA_TURNO = 'vigia-turno';
