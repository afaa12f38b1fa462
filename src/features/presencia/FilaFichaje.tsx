/**
 * Lo que la lista y la ficha pintan igual de un fichaje: el tipo como etiqueta y sus marcas de corrección
 * ('Corregido' si otro fichaje lo deja sin efecto, leído por el índice de su empleado; 'Corrección:
 * motivo (autor)' si él es la corrección).
 */
import { useCorreccionesDe } from './consultas';
import { nombreTipo, textoCorreccion, type Fichaje } from './presencia';
import { TEXTOS_PRESENCIA as T } from './presencia.labels';

export function EtiquetaTipo({ fichaje }: { fichaje: Pick<Fichaje, 'tipo'> }) {
  return <span className={`etiqueta presencia-tipo-${fichaje.tipo}`}>{nombreTipo(fichaje.tipo)}</span>;
}

export function MarcasCorreccion({ fichaje }: { fichaje: Fichaje }) {
  const correcciones = useCorreccionesDe(fichaje);
  const corregido = (correcciones ?? []).some((c) => c.estado > 0);
  const correccion = textoCorreccion(fichaje);
  if (!corregido && correccion === null) return null;
  return (
    <span className="presencia-marcas">
      {corregido && (
        <span className="etiqueta etiqueta-aviso" data-testid="corregido">
          {T.corregido}
        </span>
      )}
      {correccion !== null && <span data-testid="correccion">{correccion}</span>}
    </span>
  );
}
