/** Apoyo de las pruebas de la descarga: base local + servidor falso + cliente RPC, sin motor (cada paso a mano). */
import type { RespuestaSyncPull } from '../../metodos';
import { cerrojosEnMemoria } from '../cerrojos';
import type { ContextoLocal } from '../cola';
import { crearClienteRpc, type ClienteRpc } from '../rpc';
import type { VigiaDatabase } from '../tipos';
import { crearDbPrueba, usuarioPrueba } from './entorno';
import { ServidorFalso } from './servidor-falso';

/** Prepara la base (anotada en `abiertas` para cerrarla después), el servidor falso y el cliente RPC. */
export const prepararDescarga = async (abiertas: VigiaDatabase[]): Promise<{ ctx: ContextoLocal; servidor: ServidorFalso; rpc: ClienteRpc }> => {
  const servidor = new ServidorFalso(usuarioPrueba());
  const db = await crearDbPrueba();
  abiertas.push(db);
  const token = servidor.emitirToken();
  const rpc = crearClienteRpc({ url: 'http://servidor.prueba/api/', token: () => token, fetch: servidor.fetch, online: () => true });
  return { ctx: { db, usuario: usuarioPrueba(), cerrojos: cerrojosEnMemoria() }, servidor, rpc };
};

/** Una página de sync.pull con lo dado y lo demás vacío. */
export const paginaPull = (p: Partial<RespuestaSyncPull>): RespuestaSyncPull => ({
  documentos: [], eliminados: [], checkpoint: 0, cursor: null, hayMas: false, resincronizar: false, ...p,
});
