/**
 * Página pública de firma de un sobre (/firmar/{token}), fuera del árbol autenticado: sin sesión no manda
 * a la entrada y no abre la base de datos ni la sincronización (no pasa por LayoutAutenticado). La
 * pantalla se carga al abrirla y recibe el token del path.
 */
import { rutaPantalla } from './declarar';
import { rutaRaiz } from './raiz';

// Sin apps ni permisos: su guarda no pide nada.
export const rutaFirmar = rutaPantalla(() => rutaRaiz, {
  path: 'firmar/$token',
  pantalla: () => import('../features/sobres/FirmarSobreScreen').then((m) => m.FirmarSobreScreen),
});
