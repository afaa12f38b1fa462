/**
 * Elegir un artículo del catálogo del dispositivo: caja de búsqueda (código, descripción o familia, sin
 * tildes) y desplegable con los 50 primeros que coinciden, cada uno con las existencias que quedan en el
 * almacén elegido.
 */
import { forwardRef, useMemo, useState, type Ref } from 'react';
import { TAMANO_PAGINA } from '../../ui/lista/consulta';
import { CampoSeleccion, CampoTexto } from '../../ui/formulario/campos';
import { formatearUnidades } from '../ordenes/TablaLineas';
import type { Articulo } from './consultas';
import { buscarArticulos, disponibles } from './existencias';

export interface SelectorArticuloProps {
  articulos: readonly Articulo[];
  /** Existencias del almacén elegido (sin almacén, no se enseñan). */
  existencias: ReadonlyMap<string, number> | null;
  valor: string;
  alCambiar: (articulo: Articulo | null) => void;
  error?: string | null;
}

export const textoArticulo = (a: Pick<Articulo, 'codigo' | 'descripcion'>): string => `${a.codigo} · ${a.descripcion}`;

export const SelectorArticulo = forwardRef(function SelectorArticulo(
  { articulos, existencias, valor, alCambiar, error }: SelectorArticuloProps,
  ref: Ref<HTMLSelectElement>,
) {
  const [busqueda, setBusqueda] = useState('');
  const encontrados = useMemo(() => buscarArticulos(articulos, busqueda, TAMANO_PAGINA), [articulos, busqueda]);
  const elegido = articulos.find((a) => a.idarticulo === valor) ?? null;
  const visibles = elegido && !encontrados.includes(elegido) ? [elegido, ...encontrados] : encontrados;
  const etiqueta = (a: Articulo) => (existencias ? `${textoArticulo(a)} (quedan ${formatearUnidades(disponibles(existencias, a.idarticulo))})` : textoArticulo(a));
  const opciones = [
    { valor: '', etiqueta: visibles.length === 0 ? 'Ningún artículo coincide con la búsqueda' : 'Elige un artículo' },
    ...visibles.map((a) => ({ valor: a.idarticulo, etiqueta: etiqueta(a) })),
  ];
  return (
    <>
      <CampoTexto etiqueta="Buscar artículo" tipo="search" autoComplete="off" valor={busqueda} alCambiar={setBusqueda} />
      <CampoSeleccion
        ref={ref}
        etiqueta="Artículo"
        requerido
        valor={valor}
        opciones={opciones}
        error={error}
        alCambiar={(id) => alCambiar(articulos.find((a) => a.idarticulo === id) ?? null)}
      />
      {elegido && existencias && (
        <p className="resultado-articulo" data-testid="existencias-articulo">
          Existencias en el almacén: {formatearUnidades(disponibles(existencias, elegido.idarticulo))}
        </p>
      )}
    </>
  );
});
