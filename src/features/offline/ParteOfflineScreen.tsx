/**
 * /offline/partes/{idparte_trabajo}: la ficha del parte en el modo sin conexión. Tarjeta de detalle
 * (número, cliente, dirección, sistema, fecha, estado, descripción y total de sus líneas en EUR) y los
 * enlaces a todas las secciones registradas en seccionesOffline, por grupos, y a la vista /partes/{id}.
 */
import { Link, useRouter } from '@tanstack/react-router';
import { useId } from 'react';
import { refDoc } from '../../../replication/tx';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { formatearMoneda } from '../../lib/formato';
import { tarjetaDe } from '../../ui/detalle/tarjeta-entidad';
import { TarjetaEntidad } from '../../ui/detalle/TarjetaEntidad';
import { totalImportes } from '../ordenes/material-instalar';
import { textoDireccion, useDireccionParte } from '../partes/ParteMapaCorreo';
import { etiquetaEstadoParte, etiquetasParte, textoSistema } from '../partes/partes.labels';
import { useDocumentosPendientes } from '../sincronizacion/consultas';
import { useLineasParte, type Parte } from './consultas';
import { agruparSecciones } from './existencias';
import { MarcoParteOffline } from './MarcoParteOffline';
import { etiquetasGrupoSeccion, TITULO_LINEAS_ORDEN } from './offline.labels';
import { seccionesOffline, type SeccionOffline } from './secciones';
import { EnlacesSistemaOffline } from '../sistemas/EnlacesSistemaOffline';

export interface ParteOfflineScreenProps {
  idparte_trabajo: string;
}

const grupos = agruparSecciones(seccionesOffline);

/** Los datos del parte sin conexión; cliente, dirección, sistema y total llegan de fuera. */
export const tarjetaParteOffline = tarjetaDe('partetrabajo', etiquetasParte, [
  { campo: 'numero' },
  { externo: 'cliente' },
  { externo: 'direccion', ancho: true },
  { externo: 'sistema' },
  { campo: 'fecha' },
  { campo: 'estado', valor: (p) => etiquetaEstadoParte(p.estado) },
  { campo: 'descripcion', ancho: true },
  { externo: 'total' },
]);

export function ParteOfflineScreen({ idparte_trabajo }: ParteOfflineScreenProps) {
  return (
    <MarcoParteOffline idparte_trabajo={idparte_trabajo} titulo="Parte sin conexión">
      {(parte) => <FichaParte parte={parte} />}
    </MarcoParteOffline>
  );
}

function FichaParte({ parte }: { parte: Parte }) {
  const { db } = useVigia();
  const id = useId();
  const { idcliente, idsistema, idparte_trabajo } = parte;
  const { resultado: cliente } = useRxQuery(() => db.cliente.findOne(idcliente), [db, idcliente]);
  const { resultado: sistema } = useRxQuery(() => (idsistema ? db.sistema.findOne(idsistema) : null), [db, idsistema]);
  const direccion = useDireccionParte(idcliente, sistema?.iddireccion ?? null);
  const lineas = useLineasParte(idparte_trabajo);
  const pendiente = useDocumentosPendientes().has(refDoc('partetrabajo', idparte_trabajo));

  return (
    <>
      {pendiente && <p className="etiqueta etiqueta-aviso">Pendiente de subir</p>}
      <TarjetaEntidad
        declaracion={tarjetaParteOffline}
        doc={parte}
        titulo="Datos del parte"
        externos={{
          cliente: cliente ? `${cliente.nombre} (${cliente.codigo})` : null,
          direccion: direccion ? textoDireccion(direccion) : null,
          sistema: sistema ? textoSistema(sistema) : null,
          total: lineas ? <span data-testid="total-parte">{formatearMoneda(totalImportes(lineas))}</span> : null,
        }}
      />
      {grupos.map((g) => (
        <nav key={g.grupo} className="tarjeta" aria-labelledby={`${id}-${g.grupo}`}>
          <h2 id={`${id}-${g.grupo}`}>{etiquetasGrupoSeccion[g.grupo]}</h2>
          <ul className="secciones-offline">
            {g.secciones.map((s) => (
              <li key={s.segmento}>
                <EnlaceSeccion idparte_trabajo={idparte_trabajo} seccion={s} />
              </li>
            ))}
          </ul>
        </nav>
      ))}
      <nav className="tarjeta" aria-labelledby={`${id}-mas`}>
        <h2 id={`${id}-mas`}>Más</h2>
        <ul className="secciones-offline">
          <li>
            <Link to="/offline/ordenes/$idorden_trabajo/lineas" params={{ idorden_trabajo: parte.idorden_trabajo }} className="boton">
              {TITULO_LINEAS_ORDEN}
            </Link>
          </li>
          <li>
            <Link to="/offline/clientes/$idcliente/telefonos" params={{ idcliente }} className="boton">
              Teléfonos del cliente
            </Link>
          </li>
          {idsistema && <EnlacesSistemaOffline idsistema={idsistema} idparte_trabajo={idparte_trabajo} />}
          <li>
            <Link to="/partes/$idparte_trabajo" params={{ idparte_trabajo }} className="boton">
              Ver el parte
            </Link>
          </li>
          <li>
            <Link to="/partes/$idparte_trabajo/subir" params={{ idparte_trabajo }} className="boton">
              Subir parte
            </Link>
          </li>
        </ul>
      </nav>
    </>
  );
}

interface EnlaceSeccionProps {
  idparte_trabajo: string;
  seccion: SeccionOffline;
}

/**
 * Enlace a una sección registrada: su segmento es un texto (cada módulo registra las suyas), así que el
 * href se construye sobre la ruta tipada de la ficha y la navegación sigue siendo del router (sin recargar).
 */
function EnlaceSeccion({ idparte_trabajo, seccion }: EnlaceSeccionProps) {
  const router = useRouter();
  const ficha = router.buildLocation({ to: '/offline/partes/$idparte_trabajo', params: { idparte_trabajo } });
  const href = `${ficha.publicHref.replace(/\/$/, '')}/${seccion.segmento}`;
  return (
    <a
      href={href}
      className="boton"
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        void router.navigate({ href });
      }}
    >
      {seccion.titulo}
    </a>
  );
}
