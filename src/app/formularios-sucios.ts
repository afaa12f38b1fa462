/**
 * Registro de formularios con cambios sin guardar. Un formulario se apunta con
 * `useFormularioSucio(sucio)`; quien va a recargar la app (actualizar a una versión nueva,
 * ActualizacionPwa) pregunta `hayFormulariosSucios()` y, si hay alguno, pide 'Confirmación' antes de
 * perder lo escrito.
 */
import { useEffect, useId } from 'react';

const sucios = new Set<string>();

export const hayFormulariosSucios = (): boolean => sucios.size > 0;

/** Un formulario declara si tiene cambios sin guardar (deja de contar al desmontarse). */
export const useFormularioSucio = (sucio: boolean): void => {
  const id = useId();
  useEffect(() => {
    if (!sucio) return;
    sucios.add(id);
    return () => {
      sucios.delete(id);
    };
  }, [id, sucio]);
};
