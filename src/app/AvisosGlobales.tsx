/**
 * Pasa al snackbar los avisos publicados con avisar() (guardas de ruta, sesión). La falta de espacio al
 * escribir la avisa el marco con sesión (LayoutAutenticado), que es donde hay base de datos.
 */
import { useEffect } from 'react';
import { useSnackbar } from '../ui/Snackbar';
import { suscribirAvisos } from './avisos';

export function AvisosGlobales() {
  const { mostrar } = useSnackbar();
  useEffect(() => suscribirAvisos((mensaje) => mostrar({ mensaje })), [mostrar]);
  return null;
}
