/**
 * Tabla de líneas con importes (de una orden o de un parte): artículo, unidades, precio, dto., importe
 * en EUR (es-ES) y el total al pie. El artículo se muestra con su código si está en el dispositivo.
 */
import { useMemo } from 'react';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { formatearMoneda } from '../../lib/formato';
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

const numero = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });

/** 12.5 → '12,5 %'. */
export const formatearDto = (dto: number): string => `${numero.format(dto)} %`;

/** Las unidades en es-ES: 2 → '2', 1.5 → '1,5'. */
export const formatearUnidades = (n: number): string => numero.format(n);

/** Código y descripción de los artículos de unas líneas (los que estén en el dispositivo). */
export const useCodigosArticulo = (idarticulos: readonly string[]): ReadonlyMap<string, string> => {
  const { db } = useVigia();
  const firma = [...new Set(idarticulos)].sort().join(',');
  const { resultado } = useRxQuery(() => (firma === '' ? null : db.articulo.findByIds(firma.split(','))), [db, firma]);
  return useMemo(() => new Map([...(resultado ?? new Map())].map(([id, a]) => [id, a.codigo])), [resultado]);
};

export function TablaLineas({ titulo, lineas }: TablaLineasProps) {
  const activas = useMemo(() => lineas.filter((l) => l.estado > 0), [lineas]);
  const codigos = useCodigosArticulo(activas.map((l) => l.idarticulo));
  return (
    <div className="tabla-desplazable" tabIndex={0} role="region" aria-label={`Tabla: ${titulo}`}>
      <table className="tabla-datos">
        <caption className="solo-lectores">{titulo}</caption>
        <thead>
          <tr>
            <th scope="col">{etiquetasLinea.articulo}</th>
            <th scope="col" className="numerica">
              {etiquetasLinea.unidades}
            </th>
            <th scope="col" className="numerica">
              {etiquetasLinea.precio}
            </th>
            <th scope="col" className="numerica">
              {etiquetasLinea.dto}
            </th>
            <th scope="col" className="numerica">
              {etiquetasLinea.importe}
            </th>
          </tr>
        </thead>
        <tbody>
          {activas.map((l) => {
            const codigo = codigos.get(l.idarticulo);
            return (
              <tr key={l.id} data-testid="linea">
                <td>{codigo ? `${codigo} · ${l.descripcion}` : l.descripcion}</td>
                <td className="numerica">{formatearUnidades(l.unidades)}</td>
                <td className="numerica">{formatearMoneda(l.precio)}</td>
                <td className="numerica">{formatearDto(l.dto)}</td>
                <td className="numerica" data-testid="importe">
                  {formatearMoneda(l.importe)}
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              {etiquetasLinea.total}
            </th>
            <td className="numerica" data-testid="total">
              {formatearMoneda(totalImportes(activas))}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
