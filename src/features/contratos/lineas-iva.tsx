/**
 * Tabla de líneas con IVA (descripción, subsistema, uds., precio, dto. %, IVA %, importe, con el total al
 * pie en céntimos exactos) y el resumen base · IVA · total: la misma para los materiales del contrato y
 * para las líneas del presupuesto congelado del que nace.
 */
import { useMemo } from 'react';
import { sumaCentimos } from '../../../replication/presupuestos';
import { formatearMoneda } from '../../lib/formato';
import { TablaHija, type ColumnaTablaHija } from '../../ui/tabla/TablaHija';
import { formatearDto } from '../ordenes/TablaLineas';
import { etiquetasLineaIva as E, textoTotales } from './contratos.labels';

/** Lo que una fila necesita para la tabla. */
export interface LineaIva {
  descripcion: string;
  unidades: number;
  precio: number;
  dto: number;
  iva: number;
  importe: number;
}

export interface PropsTablaLineasIva<T extends LineaIva> {
  titulo: string;
  filas: readonly T[];
  claveFila: (l: T) => string;
  /** El subsistema de la línea (su descripción), o null. */
  subsistema: (l: T) => string | null | undefined;
  vacio: string;
  etiquetaPie: string;
  /** Base, IVA y total del resumen bajo la tabla. */
  totales: { base: number; cuota_iva: number; total: number };
}

export function TablaLineasIva<T extends LineaIva>({ titulo, filas, claveFila, subsistema, vacio, etiquetaPie, totales }: PropsTablaLineasIva<T>) {
  const columnas = useMemo<readonly ColumnaTablaHija<T>[]>(
    () => [
      { id: 'descripcion', cabecera: E.descripcion, tipo: 'texto', cabeceraFila: true, valor: (l) => l.descripcion },
      { id: 'subsistema', cabecera: E.subsistema, tipo: 'texto', valor: (l) => subsistema(l) ?? '' },
      { id: 'unidades', cabecera: E.unidades, tipo: 'numero', valor: (l) => l.unidades },
      { id: 'precio', cabecera: E.precio, tipo: 'importe', valor: (l) => l.precio },
      { id: 'dto', cabecera: E.dto, tipo: 'numero', valor: (l) => l.dto, celda: (l) => formatearDto(l.dto) },
      { id: 'iva', cabecera: E.iva, tipo: 'numero', valor: (l) => l.iva, celda: (l) => formatearDto(l.iva) },
      {
        id: 'importe',
        cabecera: E.importe,
        tipo: 'importe',
        valor: (l) => l.importe,
        pie: (ls) => formatearMoneda(sumaCentimos(ls.map((l) => l.importe))),
        testIdPie: 'total',
      },
    ],
    [subsistema],
  );
  return (
    <>
      <TablaHija titulo={titulo} columnas={columnas} filas={filas} claveFila={claveFila} vacio={vacio} etiquetaPie={etiquetaPie} />
      <p data-testid="resumen-totales">{textoTotales(formatearMoneda(totales.base), formatearMoneda(totales.cuota_iva), formatearMoneda(totales.total))}</p>
    </>
  );
}
