/**
 * Marco de cada sección de un parte en el modo sin conexión: carga el parte del dispositivo, pone el
 * título ('Instalar material · Parte PT-000104') con el enlace a la ficha offline del parte, y si el parte
 * no está en el dispositivo lo dice. El contenido recibe el parte ya cargado.
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useParte, type Parte } from './consultas';
import { PARTE_NO_DISPONIBLE } from './offline.labels';
import './offline.css';

export interface MarcoParteOfflineProps {
  idparte_trabajo: string;
  titulo: string;
  children: (parte: Parte) => ReactNode;
}

export function MarcoParteOffline({ idparte_trabajo, titulo, children }: MarcoParteOfflineProps) {
  const { resultado: parte, cargando } = useParte(idparte_trabajo);
  if (!parte) {
    return (
      <div className="pantalla">
        {cargando && parte === undefined ? (
          <p className="cargando" role="status">
            Cargando parte…
          </p>
        ) : (
          <>
            <h1>Parte no disponible</h1>
            <p className="vacio">{PARTE_NO_DISPONIBLE}</p>
            <p>
              <Link to="/offline/">Volver a los partes del dispositivo</Link>
            </p>
          </>
        )}
      </div>
    );
  }
  return (
    <div className="pantalla pantalla-offline">
      <div className="titulo-con-etiquetas">
        <h1>{titulo}</h1>
        {parte.estado !== 1 && <span className="etiqueta etiqueta-aviso">El parte no está pendiente</span>}
      </div>
      <p className="migas-offline">
        <Link to="/offline/partes/$idparte_trabajo" params={{ idparte_trabajo }}>{`Parte ${parte.numero}`}</Link>
      </p>
      {children(parte)}
    </div>
  );
}
