/**
 * Tarjeta de detalle genérica: pares etiqueta/valor (dl). Los campos sin dato (null, undefined, '' o
 * solo espacios) se ocultan detrás del botón 'Ver campos sin datos' / 'Ocultar campos sin datos', que
 * solo aparece si hay alguno; al mostrarlos se ven con una raya.
 */
import { useId, useState, type ReactNode } from 'react';
import './detalle.css';

export interface CampoDetalle {
  etiqueta: string;
  valor: ReactNode;
  /** Ocupa el ancho completo (textos largos). */
  ancho?: boolean;
}

export interface TarjetaDetalleProps {
  titulo: string;
  campos: readonly CampoDetalle[];
}

/** ¿Tiene dato el valor? null, undefined, false y textos vacíos no. */
export const tieneDato = (valor: ReactNode): boolean =>
  valor !== null && valor !== undefined && valor !== false && !(typeof valor === 'string' && valor.trim() === '');

export function TarjetaDetalle({ titulo, campos }: TarjetaDetalleProps) {
  const id = useId();
  const [verVacios, setVerVacios] = useState(false);
  const vacios = campos.filter((c) => !tieneDato(c.valor)).length;
  const visibles = verVacios ? campos : campos.filter((c) => tieneDato(c.valor));

  return (
    <section className="tarjeta" aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`}>{titulo}</h2>
      <dl className="detalle" id={`${id}-campos`}>
        {visibles.map((c) => (
          <div key={c.etiqueta} className={c.ancho ? 'detalle-ancho' : undefined}>
            <dt>{c.etiqueta}</dt>
            <dd className={tieneDato(c.valor) ? (c.ancho ? 'texto-largo' : undefined) : 'detalle-sin-dato'}>{tieneDato(c.valor) ? c.valor : '—'}</dd>
          </div>
        ))}
      </dl>
      {vacios > 0 && (
        <button type="button" className="boton boton-detalle" aria-expanded={verVacios} aria-controls={`${id}-campos`} onClick={() => setVerVacios((v) => !v)}>
          {verVacios ? 'Ocultar campos sin datos' : 'Ver campos sin datos'}
        </button>
      )}
    </section>
  );
}
