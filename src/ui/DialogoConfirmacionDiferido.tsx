/**
 * El diálogo de confirmación para lo que se ve desde el arranque (cabecera, aviso de versión nueva): el
 * mismo DialogoConfirmacion, pero su código (y el de los modales de react-aria) se carga al abrirlo por
 * primera vez, no con la entrada y el menú. El service worker lo guarda, así que también abre sin red.
 */
import { lazy, Suspense } from 'react';
import type { DialogoConfirmacionProps } from './DialogoConfirmacion';

const Dialogo = lazy(() => import('./DialogoConfirmacion').then((m) => ({ default: m.DialogoConfirmacion })));

export function DialogoConfirmacionDiferido(props: DialogoConfirmacionProps) {
  if (!props.abierto) return null;
  return (
    <Suspense fallback={null}>
      <Dialogo {...props} />
    </Suspense>
  );
}
