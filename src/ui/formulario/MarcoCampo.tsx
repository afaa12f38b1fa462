/**
 * Marco común de los campos de formulario: etiqueta, control, ayuda/contador y error, enlazados por id
 * (aria-describedby, aria-invalid, aria-required) para que el lector de pantalla lea el error.
 */
import { useId, type ReactNode } from 'react';

export interface PropsControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface MarcoCampoProps {
  etiqueta: string;
  error: string | null | undefined;
  requerido?: boolean;
  /** Texto de ayuda o contador, a la derecha bajo el control. */
  ayuda?: ReactNode;
  /** La etiqueta va detrás del control (casillas). */
  etiquetaDetras?: boolean;
  children: (props: PropsControl) => ReactNode;
}

export function MarcoCampo({ etiqueta, error, requerido = false, ayuda, etiquetaDetras = false, children }: MarcoCampoProps) {
  const id = useId();
  const idError = `${id}-error`;
  const idAyuda = `${id}-ayuda`;
  const describe = [ayuda !== undefined ? idAyuda : null, error ? idError : null].filter((x) => x !== null).join(' ');
  const control = children({
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describe === '' ? undefined : describe,
    'aria-required': requerido ? true : undefined,
  });
  // El asterisco va fuera de la etiqueta: el nombre accesible es solo el texto (aria-required lo dice).
  const label = (
    <span className="campo-cabecera">
      <label htmlFor={id}>{etiqueta}</label>
      {requerido && (
        <span className="campo-obligatorio" aria-hidden="true">
          *
        </span>
      )}
    </span>
  );
  return (
    <div className={etiquetaDetras ? 'campo campo-casilla' : 'campo'}>
      {etiquetaDetras ? (
        <>
          {control}
          {label}
        </>
      ) : (
        <>
          {label}
          {control}
        </>
      )}
      {(error || ayuda !== undefined) && (
        <div className="campo-ayuda">
          {error && (
            <p className="campo-error" id={idError}>
              {error}
            </p>
          )}
          {ayuda !== undefined && (
            <span className="campo-cuenta" id={idAyuda}>
              {ayuda}
            </span>
          )}
        </div>
      )}
    </div>
  );
}
