/**
 * Los días de la semana de un servicio como siete casillas en un grupo (fieldset con su leyenda y su
 * error). El valor es el texto de los días marcados ('1,2,3,4,5'), para que el formulario lo compare.
 */
import { useId } from 'react';
import type { PropsCampoPropio } from '../../ui/formulario/declaracion';
import { diasDeTexto, textoDeDias } from './dias';
import { DIAS_SEMANA } from './puestos.labels';

export type PropsSelectorDias = Pick<PropsCampoPropio<string>, 'valor' | 'alCambiar' | 'error' | 'etiqueta' | 'requerido' | 'desactivado'>;

export function SelectorDias({ valor, alCambiar, error, etiqueta, requerido, desactivado }: PropsSelectorDias) {
  const id = useId();
  const marcados = new Set(diasDeTexto(valor));
  const cambiar = (dia: number, marcado: boolean) => {
    const siguiente = new Set(marcados);
    if (marcado) siguiente.add(dia);
    else siguiente.delete(dia);
    alCambiar(textoDeDias([...siguiente]));
  };
  return (
    <fieldset className="campo" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} aria-required={requerido || undefined}>
      <legend>{etiqueta}</legend>
      <div className="botonera">
        {DIAS_SEMANA.map((d) => (
          <label key={d.valor} className="campo-casilla">
            <input type="checkbox" checked={marcados.has(d.valor)} disabled={desactivado} onChange={(e) => cambiar(d.valor, e.target.checked)} /> {d.largo}
          </label>
        ))}
      </div>
      {error && (
        <p className="campo-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
