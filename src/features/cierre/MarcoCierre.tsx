/**
 * Marco común de las pantallas de cierre de un parte: el parte llega por la carcasa de documento
 * (cargando, descargando, no está, sin permiso, anulado); con él, título, parte y cliente, navegación
 * entre resumen, tiempos, cobrar, firmar y finalizar, y 'Cargando…' hasta tener todo lo del cierre.
 * El contenido recibe los datos del parte (datos-parte.ts) ya cargados.
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Documento } from '../../ui/documento/Documento';
import type { DocumentoDe } from '../../ui/documento/useDocumento';
import { MarcoRegistro } from '../../ui/marco/MarcoRegistro';
import { etiquetaEstadoParte } from '../partes/partes.labels';
import { TITULOS_CIERRE } from './cierre.labels';
import { useDatosParte, type DatosParte } from './datos-parte';
import './cierre.css';

export interface MarcoCierreProps {
  idparte_trabajo: string;
  titulo: string;
  children: (datos: DatosParte) => ReactNode;
}

export function MarcoCierre({ idparte_trabajo, titulo, children }: MarcoCierreProps) {
  return (
    <Documento coleccion="partetrabajo" id={idparte_trabajo} nombre="Parte" volver={<Link to="/offline/">Volver a los partes del dispositivo</Link>}>
      {(parte) => (
        <CierreParte parte={parte} titulo={titulo}>
          {children}
        </CierreParte>
      )}
    </Documento>
  );
}

interface CierreParteProps {
  parte: DocumentoDe<'partetrabajo'>;
  titulo: string;
  children: (datos: DatosParte) => ReactNode;
}

function CierreParte({ parte, titulo, children }: CierreParteProps) {
  const estado = useDatosParte(parte);
  if (estado.fase !== 'listo') {
    return <MarcoRegistro titulo={titulo}>{estado.fase === 'cargando' && <p role="status">Cargando…</p>}</MarcoRegistro>;
  }
  const { datos } = estado;
  return (
    <MarcoRegistro
      titulo={titulo}
      subtitulo={
        <>
          <span>
            Parte {datos.parte.numero}
            {datos.cliente ? ` · ${datos.cliente.nombre}` : ''}
          </span>
          <span className={`etiqueta etiqueta-estado-${datos.parte.estado}`}>{etiquetaEstadoParte(datos.parte.estado)}</span>
        </>
      }
      claseSubtitulo="titulo-con-etiquetas"
      barra={<NavegacionCierre idparte_trabajo={parte.idparte_trabajo} />}
    >
      {children(datos)}
    </MarcoRegistro>
  );
}

/** Resumen, tiempos, cronómetro, cobrar, firmar y finalizar. */
function NavegacionCierre({ idparte_trabajo }: { idparte_trabajo: string }) {
  const params = { idparte_trabajo };
  return (
    <nav aria-label="Cierre del parte">
      <ul className="navegacion-cierre">
        <li>
          <Link to="/offline/partes/$idparte_trabajo/resumen" params={params} className="boton" activeProps={{ 'aria-current': 'page' }}>
            {TITULOS_CIERRE.resumen}
          </Link>
        </li>
        <li>
          <Link to="/offline/partes/$idparte_trabajo/tiempos/add" params={params} className="boton" activeProps={{ 'aria-current': 'page' }}>
            {TITULOS_CIERRE.tiemposAdd}
          </Link>
        </li>
        <li>
          <Link to="/offline/tiempos/cronometro-iniciar/$idparte_trabajo" params={params} className="boton">
            Cronómetro
          </Link>
        </li>
        <li>
          <Link to="/offline/partes/$idparte_trabajo/cobrar" params={params} className="boton" activeProps={{ 'aria-current': 'page' }}>
            {TITULOS_CIERRE.cobrar}
          </Link>
        </li>
        <li>
          <Link to="/offline/partes/$idparte_trabajo/firmar" params={params} className="boton" activeProps={{ 'aria-current': 'page' }}>
            {TITULOS_CIERRE.firmar}
          </Link>
        </li>
        <li>
          <Link to="/offline/partes/$idparte_trabajo/finalizar" params={params} className="boton" activeProps={{ 'aria-current': 'page' }}>
            {TITULOS_CIERRE.finalizar}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
