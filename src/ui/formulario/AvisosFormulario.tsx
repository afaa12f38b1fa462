/** Avisos al pie de un formulario: el error al guardar (del motor o del servidor) y «revisa los campos». */
export interface AvisosFormularioProps {
  errorGuardar: string | null;
  /** Se intentó guardar con campos no válidos. */
  mostrarRevision: boolean;
}

export function AvisosFormulario({ errorGuardar, mostrarRevision }: AvisosFormularioProps) {
  return (
    <>
      {errorGuardar && (
        <div role="alert" className="alerta alerta-error">
          {errorGuardar}
        </div>
      )}
      {mostrarRevision && (
        <div role="alert" className="alerta alerta-error">
          Revisa los campos marcados antes de guardar.
        </div>
      )}
    </>
  );
}
