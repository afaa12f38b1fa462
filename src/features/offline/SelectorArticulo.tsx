/**
 * Elegir un artículo del catálogo del dispositivo: caja de búsqueda (código, descripción o familia, sin
 * tildes) y desplegable con los 50 primeros que coinciden, cada uno con las existencias que quedan en el
 * almacén elegido. La búsqueda es una consulta al dispositivo que para en el límite (useBusquedaArticulos):
 * el selector nunca carga el catálogo entero.
 */
import { forwardRef, useState, type Ref } from 'react';
import { TAMANO_PAGINA } from '../../ui/lista/consulta';
import { CampoSeleccion, CampoTexto } from '../../ui/formulario/campos';
import { formatearUnidades } from '../ordenes/TablaLineas';
import { usePorIds } from '../../app/usePorIds';
import { useBusquedaArticulos, type Articulo } from './consultas';
import { disponibles } from './existencias';

export interface SelectorArticuloProps {
  /** Existencias del almacén elegido (sin almacén, no se enseñan). */
  existencias: ReadonlyMap<string, number> | null;
  valor: string;
  alCambiar: (articulo: Articulo | null) => void;
  error?: string | null;
}

export const textoArticulo = (a: Pick<Articulo, 'codigo' | 'descripcion'>): string => `${a.codigo} · ${a.descripcion}`;

export const SelectorArticulo = forwardRef(function SelectorArticulo(
  { existencias, valor, alCambiar, error }: SelectorArticuloProps,
  ref: Ref<HTMLSelectElement>,
) {
  const [busqueda, setBusqueda] = useState('');
  const encontrados = useBusquedaArticulos(busqueda, TAMANO_PAGINA);
  const elegido = usePorIds('articulo', [valor])?.get(valor) ?? null;
  const lista = encontrados ?? [];
  const visibles = elegido && !lista.some((a) => a.idarticulo === elegido.idarticulo) ? [elegido, ...lista] : lista;
  const porIdVisible = new Map(visibles.map((a) => [a.idarticulo, a]));
  const etiqueta = (a: Articulo) => (existencias ? `${textoArticulo(a)} (quedan ${formatearUnidades(disponibles(existencias, a.idarticulo))})` : textoArticulo(a));
  const opciones = [
    {
      valor: '',
      etiqueta: encontrados === undefined ? 'Buscando artículos…' : visibles.length === 0 ? 'Ningún artículo coincide con la búsqueda' : 'Elige un artículo',
    },
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
        alCambiar={(id) => alCambiar(porIdVisible.get(id) ?? null)}
      />
      {elegido && existencias && (
        <p className="resultado-articulo" data-testid="existencias-articulo">
          Existencias en el almacén: {formatearUnidades(disponibles(existencias, elegido.idarticulo))}
        </p>
      )}
    </>
  );
});
