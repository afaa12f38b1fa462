/**
 * Tabla de líneas con importes (de una orden o de un parte): artículo, unidades, precio, dto., importe
 * en EUR (es-ES) y el total al pie, ordenable por cada columna (TablaHija). El artículo se muestra con su
 * código si está en el dispositivo.
 */
import { useMemo } from 'react';
import { SIN_DOCUMENTOS, usePorIds } from '../../app/usePorIds';
import { formatearMoneda, formatearNumero } from '../../lib/formato';
import { TablaHija, type ColumnaTablaHija } from '../../ui/tabla/TablaHija';
import { totalImportes } from './material-instalar';
import { etiquetasLinea } from './ordenes.labels';
import './ordenes.css';

export interface LineaConImporte {
  id: string;
  idarticulo: string;
  descripcion: string;
  unidades: number;
  precio: number;
  dto: number;
  importe: number;
  estado: number;
}

export interface TablaLineasProps {
  /** Nombre de la tabla para lectores de pantalla. */
  titulo: string;
  lineas: readonly LineaConImporte[];
}

/** 12.5 → '12,5 %'. */
export const formatearDto = (dto: number): string => `${formatearNumero(dto)} %`;

/** Las unidades en es-ES: 2 → '2', 1.5 → '1,5'. */
export const formatearUnidades = formatearNumero;

/** Código y descripción de los artículos de unas líneas (los que estén en el dispositivo). */
export const useCodigosArticulo = (idarticulos: readonly string[]): ReadonlyMap<string, string> => {
  const articulos = usePorIds('articulo', idarticulos);
  return useMemo(() => new Map([...(articulos ?? SIN_DOCUMENTOS)].map(([id, a]) => [id, a.codigo])), [articulos]);
};

const columnasLineas = (codigos: ReadonlyMap<string, string>): readonly ColumnaTablaHija<LineaConImporte>[] => [
  {
    id: 'articulo',
    cabecera: etiquetasLinea.articulo,
    tipo: 'texto',
    valor: (l) => {
      const codigo = codigos.get(l.idarticulo);
      return codigo ? `${codigo} · ${l.descripcion}` : l.descripcion;
    },
  },
  { id: 'unidades', cabecera: etiquetasLinea.unidades, tipo: 'numero', valor: (l) => l.unidades },
  { id: 'precio', cabecera: etiquetasLinea.precio, tipo: 'importe', valor: (l) => l.precio },
  { id: 'dto', cabecera: etiquetasLinea.dto, tipo: 'numero', valor: (l) => l.dto, celda: (l) => formatearDto(l.dto) },
  { id: 'importe', cabecera: etiquetasLinea.importe, tipo: 'importe', valor: (l) => l.importe, testId: 'importe', pie: (ls) => formatearMoneda(totalImportes(ls)), testIdPie: 'total' },
];

export function TablaLineas({ titulo, lineas }: TablaLineasProps) {
  const activas = useMemo(() => lineas.filter((l) => l.estado > 0), [lineas]);
  const codigos = useCodigosArticulo(activas.map((l) => l.idarticulo));
  const columnas = useMemo(() => columnasLineas(codigos), [codigos]);
  return <TablaHija titulo={titulo} columnas={columnas} filas={activas} claveFila={(l) => l.id} atributosFila={() => ({ 'data-testid': 'linea' })} etiquetaPie={etiquetasLinea.total} />;
}
