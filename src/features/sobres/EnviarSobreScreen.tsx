/**
 * Enviar a firmar (/presupuestos/{id}/sobres/enviar): solo un presupuesto aceptado y sin otro sobre
 * enviado (se enlaza para cancelarlo). El formulario
 * (enviar-formulario.tsx) elige uno de los PDF del presupuesto (si no hay, lleva a Documentación a
 * generarlo) y pide asunto, mensaje, días de validez y los destinatarios, el primero el cliente si se
 * sabe. sobre.enviar necesita red: sin ella el botón está desactivado y lo dice. Al enviar, 'Sobre
 * enviado' y al sobre.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { MENSAJES } from '../../../replication/errores';
import { refDoc } from '../../../replication/tx';
import { puede } from '../../app/permisos';
import { usePorIds } from '../../app/usePorIds';
import { useEnLinea } from '../../app/useEnLinea';
import { useVigia } from '../../app/VigiaProvider';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { MarcoPresupuesto } from '../presupuestos/MarcoPresupuesto';
import type { Presupuesto } from '../presupuestos/presupuestos';
import { useDocumentosPendientes } from '../sincronizacion/consultas';
import { filasIniciales } from './destinatarios';
import { formularioEnvio, valoresEnvio } from './enviar-formulario';
import { ESTADO_ACEPTADO } from './sobres';
import { TEXTOS_ENVIAR as T, TEXTOS_SOBRES } from './sobres.labels';
import { useDocumentosPdf, useRpcSobres, useSobresPresupuesto, type DocumentoPdf } from './useSobres';

export function EnviarSobreScreen({ idpresupuestocli }: { idpresupuestocli: string }) {
  return (
    <MarcoPresupuesto idpresupuestocli={idpresupuestocli} titulo={T.titulo}>
      {(p) =>
        p.estado === ESTADO_ACEPTADO ? (
          <EnviarSobre presupuesto={p} />
        ) : (
          <p className="alerta alerta-error" role="alert">
            {T.soloAceptado}
          </p>
        )
      }
    </MarcoPresupuesto>
  );
}

/** Nombre y correo del titular (cliente o cliente potencial); null si no hay; undefined mientras se lee. */
const useContactoTitular = (p: Presupuesto): { nombre: string; email: string | null } | null | undefined => {
  const idc = p.idcliente;
  const idp = idc === '' ? p.idcliente_potencial : '';
  const clientes = usePorIds('cliente', [idc]);
  const potenciales = usePorIds('clientepotencial', [idp]);
  const [id, leidos] = idc !== '' ? [idc, clientes] : [idp, potenciales];
  if (id === '') return null;
  if (leidos === undefined) return undefined;
  const titular = leidos.get(id);
  return titular ? { nombre: titular.nombre, email: titular.email ?? null } : null;
};

function EnviarSobre({ presupuesto }: { presupuesto: Presupuesto }) {
  const { sesion } = useVigia();
  const { idpresupuestocli } = presupuesto;
  const documentos = useDocumentosPdf(idpresupuestocli);
  const titular = useContactoTitular(presupuesto);
  const sobres = useSobresPresupuesto(idpresupuestocli);
  // Un id por formulario (el sobre que se crea): si la respuesta se pierde y se repite, el servidor ve el mismo sobre.
  const [idsobre] = useState((): string => crypto.randomUUID());
  if (documentos === undefined || titular === undefined || sobres === undefined) return <p role="status">{T.cargando}</p>;
  // El servidor no deja enviar otro mientras haya uno enviado (aunque haya caducado): se cancela antes. El que
  // este formulario acaba de crear puede llegar antes que la respuesta: ese no cuenta.
  const enviado = sobres.find((s) => s.situacion === 'enviado' && s.idsobre !== idsobre);
  if (enviado) {
    return (
      <section className="tarjeta">
        <p className="alerta alerta-error" role="alert">
          {T.yaEnviado}
        </p>
        <p>
          <Link to="/presupuestos/$idpresupuestocli/sobres/$idsobre" params={{ idpresupuestocli, idsobre: enviado.idsobre }} className="boton">
            {T.verSobreEnviado}
          </Link>
        </p>
      </section>
    );
  }
  if (documentos.length === 0) {
    return (
      <section className="tarjeta">
        <p className="vacio">{T.sinDocumentos}</p>
        {puede(sesion.usuario, 'fichero', 'visualizar') && (
          <p>
            <Link to="/documentacion/presupuestos/$idpresupuestocli" params={{ idpresupuestocli }} className="boton boton-primario">
              {T.generarEnDocumentacion}
            </Link>
          </p>
        )}
      </section>
    );
  }
  return <Formulario presupuesto={presupuesto} documentos={documentos} titular={titular} idsobre={idsobre} />;
}

interface FormularioProps {
  presupuesto: Presupuesto;
  documentos: readonly DocumentoPdf[];
  titular: { nombre: string; email: string | null } | null;
  idsobre: string;
}

function Formulario({ presupuesto, documentos, titular, idsobre }: FormularioProps) {
  const rpc = useRpcSobres();
  const navegar = useNavigate();
  const enLinea = useEnLinea();
  const pendientes = useDocumentosPendientes();
  const { idpresupuestocli } = presupuesto;
  // Los valores de partida se fijan al abrir (el formulario no se reinicia si llega otro PDF).
  const [valores] = useState(() => valoresEnvio(presupuesto.numero, documentos, filasIniciales(() => crypto.randomUUID(), titular)));

  const declaracion = useMemo(
    () => ({
      ...formularioEnvio({
        documentos,
        pendienteDeSubir: (idfichero) => pendientes.has(refDoc('fichero', idfichero)),
        idsobre,
        enviar: rpc.enviar,
      }),
      // Sin conexión el botón lo dice (y está desactivado).
      boton: enLinea ? T.boton : MENSAJES.sinInternet,
    }),
    [documentos, pendientes, idsobre, rpc, enLinea],
  );

  return (
    <FormularioDeclarado
      declaracion={declaracion}
      valores={valores}
      registro={presupuesto}
      modo="alta"
      desactivado={!enLinea}
      etiqueta={T.titulo}
      despues={() => navegar({ to: '/presupuestos/$idpresupuestocli/sobres/$idsobre', params: { idpresupuestocli, idsobre } })}
      acciones={
        <Link to="/presupuestos/$idpresupuestocli/sobres" params={{ idpresupuestocli }} className="boton">
          {TEXTOS_SOBRES.volverLista}
        </Link>
      }
    />
  );
}
