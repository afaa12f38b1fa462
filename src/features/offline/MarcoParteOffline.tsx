/**
 * Marco de cada sección de un parte en el modo sin conexión, sobre la carcasa de documento (Documento):
 * carga el parte del dispositivo y, si no se puede mostrar, dice por qué (cargando, descargando, no está,
 * sin permiso); con el parte, pone el título ('Instalar material · Parte PT-000104') con el enlace a la
 * ficha offline del parte. El contenido recibe el parte ya cargado.
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Documento } from '../../ui/documento/Documento';
import type { Parte } from './consultas';
import './offline.css';

export interface MarcoParteOfflineProps {
  idparte_trabajo: string;
  titulo: string;
  children: (parte: Parte) => ReactNode;
}

export function MarcoParteOffline({ idparte_trabajo, titulo, children }: MarcoParteOfflineProps) {
  return (
    <Documento coleccion="partetrabajo" id={idparte_trabajo} nombre="Parte" volver={<Link to="/offline/">Volver a los partes del dispositivo</Link>}>
      {(parte) => (
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
      )}
    </Documento>
  );
}
