/** Cambio de contraseña en el servidor: usuario.cambiarContrasena con el token de la sesión. */
import { crearClienteRpc } from '../../../replication/cliente';
import { METODOS_EN_LINEA } from '../../../replication/metodos-en-linea';
import { obtenerSesion } from '../../app/sesion';

/** Cambia la contraseña en el servidor; lanza Error con el mensaje en español si no se puede. */
export const cambiarContrasena = async (actual: string, nueva: string): Promise<void> => {
  const rpc = crearClienteRpc({ url: `${window.location.origin}/api/`, token: () => obtenerSesion()?.token ?? null, timeoutMs: 30_000 });
  await rpc.leer(METODOS_EN_LINEA.cambiarContrasena, { actual, nueva });
};
