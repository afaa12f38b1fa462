/** Pasa al snackbar los avisos publicados con avisar() (guardas de ruta, sesión) y la falta de espacio al escribir. */
import { useEffect } from 'react';
import { alQuedarSinEspacio } from '../../replication/cliente';
import { MENSAJES } from '../../replication/errores';
import { useSnackbar } from '../ui/Snackbar';
import { suscribirAvisos } from './avisos';

export function AvisosGlobales() {
  const { mostrar } = useSnackbar();
  useEffect(() => suscribirAvisos((mensaje) => mostrar({ mensaje })), [mostrar]);
  useEffect(() => alQuedarSinEspacio(() => mostrar({ mensaje: MENSAJES.sinEspacio })), [mostrar]);
  return null;
}
