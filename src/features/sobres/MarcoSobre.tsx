/**
 * Carcasa de las pantallas de un sobre (el sobre, sus destinatarios, los que faltan, sus documentos y sus
 * envíos): carga el sobre con Documento (cargando, descargando, no está —si se acaba de enviar, llega con
 * la sincronización—) y, si es del presupuesto de la dirección, lo pinta dentro de MarcoPresupuesto con
 * el enlace de vuelta (a los sobres, o al sobre desde sus subpantallas). También el enlace a un documento
 * del sobre en la documentación del presupuesto.
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { DocDe } from '../../../schemas';
import { puede } from '../../app/permisos';
import { useVigia } from '../../app/VigiaProvider';
import { Documento, MarcoDocumento } from '../../ui/documento/Documento';
import { MarcoPresupuesto } from '../presupuestos/MarcoPresupuesto';
import type { Presupuesto } from '../presupuestos/presupuestos';
import type { Sobre } from './sobres';
import { TEXTOS_SOBRES as T } from './sobres.labels';

/** Los parámetros del path de las pantallas de un sobre. */
export interface PantallaSobreProps {
  idpresupuestocli: string;
  idsobre: string;
}

export interface MarcoSobreProps extends PantallaSobreProps {
  titulo: (sobre: Sobre) => string;
  /** Vuelve al sobre (las subpantallas) en lugar de a la lista de sobres. */
  volverAlSobre?: boolean;
  children: (sobre: Sobre, presupuesto: Presupuesto) => ReactNode;
}

export function MarcoSobre({ idpresupuestocli, idsobre, titulo, volverAlSobre = false, children }: MarcoSobreProps) {
  const volverLista = (
    <Link to="/presupuestos/$idpresupuestocli/sobres" params={{ idpresupuestocli }}>
      {T.volverLista}
    </Link>
  );
  const volver = volverAlSobre ? (
    <Link to="/presupuestos/$idpresupuestocli/sobres/$idsobre" params={{ idpresupuestocli, idsobre }}>
      {T.volverSobre}
    </Link>
  ) : (
    volverLista
  );
  return (
    <Documento coleccion="sobre" id={idsobre} nombre={T.nombre} volver={volverLista} mensajeNoEsta={T.noEsta}>
      {(sobre) =>
        sobre.idpresupuestocli === idpresupuestocli ? (
          <MarcoPresupuesto idpresupuestocli={idpresupuestocli} titulo={titulo(sobre)}>
            {(presupuesto) => (
              <>
                {children(sobre, presupuesto)}
                <p>{volver}</p>
              </>
            )}
          </MarcoPresupuesto>
        ) : (
          // El sobre es de otro presupuesto: para esta dirección, no está.
          <MarcoDocumento estado={{ fase: 'noEsta' }} nombre={T.nombre} volver={volverLista} mensajeNoEsta={T.noEsta}>
            {() => null}
          </MarcoDocumento>
        )
      }
    </Documento>
  );
}

/** Una subpantalla del sobre (destinatarios, documentos, envíos): su título fijo y 'Volver al sobre'. */
export function SubpantallaSobre({ titulo, children, ...props }: PantallaSobreProps & { titulo: string; children: (sobre: Sobre) => ReactNode }) {
  return (
    <MarcoSobre {...props} titulo={() => titulo} volverAlSobre>
      {children}
    </MarcoSobre>
  );
}

export interface EnlaceFicheroProps {
  idpresupuestocli: string;
  idfichero: string;
  /** El fichero, si está en el dispositivo (su nombre). */
  fichero: Pick<DocDe<'fichero'>, 'nombre'> | undefined;
  /** Texto si no está en el dispositivo. */
  texto: string;
}

/** Enlace al documento en la documentación del presupuesto (o su nombre, sin permiso de ver ficheros). */
export function EnlaceFichero({ idpresupuestocli, idfichero, fichero, texto }: EnlaceFicheroProps) {
  const { sesion } = useVigia();
  const nombre = fichero?.nombre ?? texto;
  if (!puede(sesion.usuario, 'fichero', 'visualizar')) return <>{nombre}</>;
  return (
    <Link to="/documentacion/presupuestos/$idpresupuestocli/$iddocumento" params={{ idpresupuestocli, iddocumento: idfichero }}>
      {nombre}
    </Link>
  );
}
