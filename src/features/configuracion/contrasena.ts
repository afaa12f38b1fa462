/** Cambio de contraseña en el servidor: usuario.cambiarContrasena con el token de la sesión. */
import { crearClienteRpc } from '../../../replication/cliente';
import { obtenerSesion } from '../../app/sesion';

/** Cambia la contraseña en el servidor; lanza Error con el mensaje en español si no se puede. */
export const cambiarContrasena = async (actual: string, nueva: string): Promise<void> => {
  const rpc = crearClienteRpc({ url: `${window.location.origin}/api/`, token: () => obtenerSesion()?.token ?? null, timeoutMs: 30_000 });
  await rpc.llamar('usuario.cambiarContrasena', { actual, nueva });
};
