/** Tipos comunes del motor de sincronización del servidor. */
import type { ContextoRpc } from '../rpc/tipos';

/** Quién llama: el usuario de la sesión y el ámbito de su fila (lo demás del contexto RPC no hace falta). */
export type Llamante = Pick<ContextoRpc, 'usuario' | 'ambito'>;
