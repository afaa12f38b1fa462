/**
 * Carcasa de las subpantallas de un parte de novedad (edición y novedades): carga el parte con Documento
 * (cargando, no está, sin permiso), pone el título con el número y el título del parte y deja el enlace
 * de vuelta a su ficha.
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Documento } from '../../ui/documento/Documento';
import type { ParteNovedad } from './partes-novedad';
import { TEXTOS_PARTES_NOVEDAD as T } from './partes-novedad.labels';

export function VolverPartesNovedad() {
  return <Link to="/partes-novedad/">{T.volverLista}</Link>;
}

export interface MarcoParteNovedadProps {
  idparte_novedad: string;
  titulo: string;
  children: (parte: ParteNovedad) => ReactNode;
}

export function MarcoParteNovedad({ idparte_novedad, titulo, children }: MarcoParteNovedadProps) {
  return (
    <Documento coleccion="partenovedad" id={idparte_novedad} nombre="Parte de novedad" volver={<VolverPartesNovedad />}>
      {(p) => (
        <div className="pantalla">
          <h1>{titulo}</h1>
          <p>{`${p.numero} · ${p.titulo}`}</p>
          {children(p)}
          <p>
            <Link to="/partes-novedad/$idparte_novedad" params={{ idparte_novedad }}>
              {T.volverFicha}
            </Link>
          </p>
        </div>
      )}
    </Documento>
  );
}
