/**
 * Los sobres de firma de un presupuesto (/presupuestos/{id}/sobres): situación, asunto (con el enlace al
 * sobre), fecha de envío, caducidad y cuántos han firmado, del más reciente al más antiguo, y 'Enviar a
 * firmar' para quien puede y solo si el presupuesto se puede enviar (puedeEnviarAFirmar). En vivo: la firma
 * que llega del servidor, o la anulación de un sobre porque el presupuesto cambió, cambia la fila sin recargar.
 */
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { EnlaceGuardado } from '../../ui/enlace/EnlaceGuardado';
import { TablaHija, type ColumnaTablaHija } from '../../ui/tabla/TablaHija';
import { MarcoPresupuesto } from '../presupuestos/MarcoPresupuesto';
import type { Presupuesto } from '../presupuestos/presupuestos';
import { firmasPorSobre, puedeEnviarAFirmar, situacionVista, type Sobre } from './sobres';
import { etiquetasSobre as E, NOMBRES_SITUACION, TEXTOS_SOBRES as T } from './sobres.labels';
import { useDestinatariosDe, useSobresPresupuesto } from './useSobres';

export function SobresPresupuestoScreen({ idpresupuestocli }: { idpresupuestocli: string }) {
  return (
    <MarcoPresupuesto idpresupuestocli={idpresupuestocli} titulo={T.titulo}>
      {(p) => <Sobres idpresupuestocli={idpresupuestocli} presupuesto={p} />}
    </MarcoPresupuesto>
  );
}

function Sobres({ idpresupuestocli, presupuesto }: { idpresupuestocli: string; presupuesto: Presupuesto }) {
  const [ahora] = useState(() => new Date());
  const sobres = useSobresPresupuesto(idpresupuestocli);
  const ids = useMemo(() => (sobres ?? []).map((s) => s.idsobre), [sobres]);
  const destinatarios = useDestinatariosDe(ids);
  const cuentas = useMemo(() => firmasPorSobre(destinatarios ?? []), [destinatarios]);

  const columnas = useMemo(
    (): readonly ColumnaTablaHija<Sobre>[] => [
      {
        id: 'asunto',
        cabecera: E.asunto,
        tipo: 'texto',
        cabeceraFila: true,
        valor: (s) => s.asunto,
        celda: (s) => (
          <Link to="/presupuestos/$idpresupuestocli/sobres/$idsobre" params={{ idpresupuestocli, idsobre: s.idsobre }}>
            {s.asunto}
          </Link>
        ),
      },
      { id: 'situacion', cabecera: E.situacion, tipo: 'texto', valor: (s) => NOMBRES_SITUACION[situacionVista(s, ahora)], testId: 'situacion' },
      { id: 'fenvio', cabecera: E.fenvio, tipo: 'fechaHora', valor: (s) => s.fenvio },
      { id: 'caduca', cabecera: E.caduca, tipo: 'fechaHora', valor: (s) => s.caduca },
      {
        id: 'firmas',
        cabecera: E.firmas,
        tipo: 'numero',
        valor: (s) => cuentas.get(s.idsobre)?.firmados ?? 0,
        celda: (s) => {
          const c = cuentas.get(s.idsobre);
          return destinatarios === undefined ? '…' : T.firmados(c?.firmados ?? 0, c?.total ?? 0);
        },
        testId: 'firmas',
      },
    ],
    [idpresupuestocli, ahora, cuentas, destinatarios],
  );

  return (
    <>
      {sobres !== undefined && puedeEnviarAFirmar(presupuesto, sobres) && (
        <div className="botonera">
          <EnlaceGuardado to="/presupuestos/$idpresupuestocli/sobres/enviar" params={{ idpresupuestocli }} className="boton boton-primario">
            {T.enviarAFirmar}
          </EnlaceGuardado>
        </div>
      )}
      {sobres === undefined ? (
        <p className="cargando" role="status">
          {T.cargando}
        </p>
      ) : (
        <TablaHija titulo={T.tabla} columnas={columnas} filas={sobres} claveFila={(s) => s.idsobre} atributosFila={() => ({ 'data-testid': 'sobre' })} vacio={T.vacio} />
      )}
    </>
  );
}
