/**
 * Los correos de un sobre (/presupuestos/{id}/sobres/{idsobre}/envios): cada envío, reenvío o aviso de
 * cancelación con su fecha, destinatario, tipo, resultado y error, del más reciente al más antiguo. Los
 * escribe el servidor y llegan en vivo con la sincronización.
 */
import { useMemo } from 'react';
import { TablaHija, type ColumnaTablaHija } from '../../ui/tabla/TablaHija';
import { SubpantallaSobre, type PantallaSobreProps } from './MarcoSobre';
import type { EnvioSobre, Sobre } from './sobres';
import { etiquetasEnvio as E, NOMBRES_RESULTADO_ENVIO, NOMBRES_TIPO_ENVIO, TEXTOS_ENVIOS as T } from './sobres.labels';
import { useDestinatariosDe, useEnviosSobre } from './useSobres';

export function EnviosSobreScreen(props: PantallaSobreProps) {
  return <SubpantallaSobre {...props} titulo={T.titulo}>{(sobre) => <EnviosSobre sobre={sobre} />}</SubpantallaSobre>;
}

function EnviosSobre({ sobre }: { sobre: Sobre }) {
  const envios = useEnviosSobre(sobre.idsobre);
  const destinatarios = useDestinatariosDe([sobre.idsobre]);
  const nombres = useMemo(() => new Map((destinatarios ?? []).map((d) => [d.iddestinatario_sobre, `${d.nombre} <${d.email}>`])), [destinatarios]);
  const columnas = useMemo(
    (): readonly ColumnaTablaHija<EnvioSobre>[] => [
      { id: 'fecha', cabecera: E.fecha, tipo: 'fechaHora', cabeceraFila: true, valor: (e) => e.fecha },
      { id: 'destinatario', cabecera: E.destinatario, tipo: 'texto', valor: (e) => nombres.get(e.iddestinatario_sobre) ?? '' },
      { id: 'tipo', cabecera: E.tipo, tipo: 'texto', valor: (e) => NOMBRES_TIPO_ENVIO[e.tipo] },
      { id: 'resultado', cabecera: E.resultado, tipo: 'texto', valor: (e) => NOMBRES_RESULTADO_ENVIO[e.resultado], testId: 'resultado' },
      { id: 'error', cabecera: E.error, tipo: 'texto', valor: (e) => e.error },
    ],
    [nombres],
  );
  if (envios === undefined) return <p role="status">{T.cargando}</p>;
  return (
    <TablaHija titulo={T.titulo} columnas={columnas} filas={envios} claveFila={(e) => e.idenvio_sobre} atributosFila={() => ({ 'data-testid': 'envio-sobre' })} vacio={T.vacio} />
  );
}
