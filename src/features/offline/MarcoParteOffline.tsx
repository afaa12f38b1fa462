/**
 * Marco de cada sección de un parte en el modo sin conexión: el marco de registro (src/ui/marco) con el
 * título ('Instalar material · Parte PT-000104'), la etiqueta si el parte ya no está pendiente y el enlace a
 * la ficha offline del parte. El contenido recibe el parte ya cargado.
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { RegistroDocumento } from '../../ui/marco/MarcoRegistro';
import type { Parte } from './consultas';
import './offline.css';

export interface MarcoParteOfflineProps {
  idparte_trabajo: string;
  titulo: string;
  children: (parte: Parte) => ReactNode;
}

export function MarcoParteOffline({ idparte_trabajo, titulo, children }: MarcoParteOfflineProps) {
  return (
    <RegistroDocumento
      coleccion="partetrabajo"
      id={idparte_trabajo}
      nombre="Parte"
      volver={<Link to="/offline/">Volver a los partes del dispositivo</Link>}
      cabecera={(parte) => ({
        titulo,
        clase: 'pantalla-offline',
        estado: parte.estado !== 1 ? <span className="etiqueta etiqueta-aviso">El parte no está pendiente</span> : null,
        volver: <Link to="/offline/partes/$idparte_trabajo" params={{ idparte_trabajo }}>{`Parte ${parte.numero}`}</Link>,
        volverArriba: true,
        claseVolver: 'migas-offline',
      })}
    >
      {children}
    </RegistroDocumento>
  );
}
