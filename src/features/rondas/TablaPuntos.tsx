/** La tabla de los puntos de control de una ronda en su orden: orden, nombre, código del QR, ubicación e instrucciones. */
import { TablaHija, type ColumnaTablaHija } from '../../ui/tabla/TablaHija';
import type { PuntoRonda } from './rondas';
import { etiquetasPunto as E, TEXTOS_RONDAS as T } from './rondas.labels';

const columnas: readonly ColumnaTablaHija<PuntoRonda>[] = [
  { id: 'orden', cabecera: E.orden, tipo: 'numero', valor: (p) => p.orden },
  { id: 'nombre', cabecera: E.nombre, tipo: 'texto', valor: (p) => p.nombre, cabeceraFila: true },
  { id: 'codigo', cabecera: E.codigo, tipo: 'codigo', valor: (p) => p.codigo },
  { id: 'ubicacion', cabecera: E.ubicacion, tipo: 'texto', valor: (p) => p.ubicacion ?? null },
  { id: 'instrucciones', cabecera: E.instrucciones, tipo: 'texto', valor: (p) => p.instrucciones ?? null },
];

export function TablaPuntos({ puntos, etiquetadaPor }: { puntos: readonly PuntoRonda[]; etiquetadaPor: string }) {
  return <TablaHija columnas={columnas} filas={puntos} claveFila={(p) => p.idpunto_ronda} etiquetadaPor={etiquetadaPor} vacio={T.sinPuntos} />;
}
