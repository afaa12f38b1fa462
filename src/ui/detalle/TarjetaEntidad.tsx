/**
 * La tarjeta de detalle de una entidad a partir de su declaración (tarjetaDe o declararTarjeta,
 * tarjeta-entidad.ts): pares etiqueta/valor (dl). Los campos sin dato (null, undefined, '' o solo espacios)
 * se ocultan detrás del botón 'Ver campos sin datos' / 'Ocultar campos sin datos', que solo aparece si hay
 * alguno; al mostrarlos se ven con una raya. Los datos de otras entidades que la declaración nombra como
 * `externo` llegan ya pintados en `externos`.
 */
import { useId, useState, type ReactNode } from 'react';
import { camposDeTarjeta, tieneDato, type DeclaracionTarjeta } from './tarjeta-entidad';
import './detalle.css';

type Externos<X extends string> = [X] extends [never] ? { externos?: undefined } : { externos: Readonly<Record<X, ReactNode>> };

export type TarjetaEntidadProps<D, X extends string> = {
  declaracion: DeclaracionTarjeta<D, X>;
  /** El documento (o lo que la declaración calcula: los valores de los datos personalizados). */
  doc: NoInfer<D>;
  titulo: string;
} & Externos<X>;

const SIN_EXTERNOS: Readonly<Record<string, ReactNode>> = {};

export function TarjetaEntidad<D, X extends string = never>({ declaracion, doc, titulo, externos }: TarjetaEntidadProps<D, X>) {
  const id = useId();
  const [verVacios, setVerVacios] = useState(false);
  const campos = camposDeTarjeta(declaracion, doc, externos ?? SIN_EXTERNOS);
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
