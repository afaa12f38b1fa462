/**
 * Un sobre de firma (/presupuestos/{id}/sobres/{idsobre}): situación, asunto, mensaje, el documento
 * enviado y, cuando firman todos, el firmado (enlaces a la documentación), su SHA-256, las fechas y
 * cuántos han firmado; los enlaces a destinatarios, los que faltan, documentos y envíos. Mientras está
 * enviado: 'Reenviar' a cada uno que no ha firmado y 'Cancelar sobre' (con Confirmación), los dos con red.
 * En vivo: una firma que llega al servidor se ve sin recargar.
 */
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { puede } from '../../app/permisos';
import { useEnLinea } from '../../app/useEnLinea';
import { usePorIds } from '../../app/usePorIds';
import { useVigia } from '../../app/VigiaProvider';
import { formatearEntero } from '../../lib/formato';
import { BotonAccion } from '../../ui/accion/BotonAccion';
import { tarjetaDe } from '../../ui/detalle/tarjeta-entidad';
import { TarjetaEntidad } from '../../ui/detalle/TarjetaEntidad';
import { TablaDestinatarios } from './DestinatariosSobre';
import { EnlaceFichero, MarcoSobre, type PantallaSobreProps } from './MarcoSobre';
import { admiteAcciones, firmasPorSobre, situacionVista, type Sobre } from './sobres';
import { etiquetasSobre, NOMBRES_SITUACION, TEXTOS_SOBRES as T } from './sobres.labels';
import { useDestinatariosDe, useRpcSobres } from './useSobres';
import './sobres.css';

const tarjetaSobre = tarjetaDe('sobre', etiquetasSobre, [
  { externo: 'situacion' },
  { campo: 'asunto', ancho: true },
  { campo: 'mensaje', ancho: true },
  { externo: 'documento' },
  { externo: 'documentoFirmado' },
  { campo: 'sha256', ancho: true, valor: (s) => <span className="huella">{s.sha256}</span> },
  { campo: 'num_revision' },
  { campo: 'fenvio' },
  { campo: 'caduca' },
  { campo: 'ffirmado' },
  { campo: 'fcancelado' },
  { campo: 'fanulado' },
  { externo: 'firmas' },
]);

export function SobreScreen({ idpresupuestocli, idsobre }: PantallaSobreProps) {
  return (
    <MarcoSobre idpresupuestocli={idpresupuestocli} idsobre={idsobre} titulo={(s) => s.asunto}>
      {(sobre) => <FichaSobre sobre={sobre} />}
    </MarcoSobre>
  );
}

function FichaSobre({ sobre }: { sobre: Sobre }) {
  const { sesion } = useVigia();
  const [ahora] = useState(() => new Date());
  const { idpresupuestocli, idsobre, idfichero, idfichero_firmado } = sobre;
  const destinatarios = useDestinatariosDe([idsobre]);
  const ficheros = usePorIds('fichero', [idfichero, idfichero_firmado ?? '']);
  const cuenta = useMemo(() => (destinatarios === undefined ? undefined : (firmasPorSobre(destinatarios).get(idsobre) ?? { firmados: 0, total: 0 })), [destinatarios, idsobre]);
  const params = { idpresupuestocli, idsobre };
  const acciones = admiteAcciones(sobre);

  return (
    <>
      <TarjetaEntidad
        declaracion={tarjetaSobre}
        doc={sobre}
        titulo={T.datos}
        externos={{
          situacion: <span data-testid="situacion-sobre">{NOMBRES_SITUACION[situacionVista(sobre, ahora)]}</span>,
          documento: <EnlaceFichero idpresupuestocli={idpresupuestocli} idfichero={idfichero} fichero={ficheros?.get(idfichero)} texto={T.noDisponibleFichero} />,
          documentoFirmado:
            sobre.situacion === 'firmado' && idfichero_firmado ? (
              <EnlaceFichero idpresupuestocli={idpresupuestocli} idfichero={idfichero_firmado} fichero={ficheros?.get(idfichero_firmado)} texto={etiquetasSobre.documentoFirmado} />
            ) : null,
          firmas: cuenta === undefined ? null : <span data-testid="firmas-sobre">{T.firmados(cuenta.firmados, cuenta.total)}</span>,
        }}
      />

      <nav className="botonera" aria-label={T.datos}>
        <Link to="/presupuestos/$idpresupuestocli/sobres/$idsobre/destinatarios" params={params} className="boton">
          {cuenta === undefined ? T.destinatarios : `${T.destinatarios} (${formatearEntero(cuenta.total)})`}
        </Link>
        <Link to="/presupuestos/$idpresupuestocli/sobres/$idsobre/destinatariosFaltan" params={params} className="boton">
          {cuenta === undefined ? T.faltan : `${T.faltan} (${formatearEntero(cuenta.total - cuenta.firmados)})`}
        </Link>
        <Link to="/presupuestos/$idpresupuestocli/sobres/$idsobre/documentos" params={params} className="boton">
          {T.documentos}
        </Link>
        <Link to="/presupuestos/$idpresupuestocli/sobres/$idsobre/envios" params={params} className="boton">
          {T.envios}
        </Link>
      </nav>

      {acciones && <TablaDestinatarios sobre={sobre} soloFaltan titulo={T.faltan} />}
      {acciones && puede(sesion.usuario, 'sobre', 'editar') && <Cancelar sobre={sobre} />}
    </>
  );
}

/** 'Cancelar sobre', con Confirmación y con red (sin ella, desactivado y dicho). */
function Cancelar({ sobre }: { sobre: Sobre }) {
  const rpc = useRpcSobres();
  const enLinea = useEnLinea();
  const { idsobre, asunto } = sobre;
  return (
    <section className="tarjeta" aria-label={T.cancelar}>
      <div className="botonera">
        <BotonAccion
          className="boton boton-peligro"
          desactivado={!enLinea}
          ejecutar={() => rpc.cancelar({ idsobre })}
          confirmar={{ texto: T.confirmarCancelar(asunto), aceptar: T.cancelar }}
          exito={T.cancelado}
        >
          {T.cancelar}
        </BotonAccion>
      </div>
      {!enLinea && <p className="nota">{T.sinConexion}</p>}
    </section>
  );
}
