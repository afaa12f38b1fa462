/**
 * Carcasa de las subpantallas de un parte de novedad (edición y novedades): el marco de registro
 * (src/ui/marco) con el número y el título del parte y el enlace de vuelta a su ficha.
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { RegistroDocumento } from '../../ui/marco/MarcoRegistro';
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
    <RegistroDocumento
      coleccion="partenovedad"
      id={idparte_novedad}
      nombre="Parte de novedad"
      volver={<VolverPartesNovedad />}
      cabecera={(p) => ({
        titulo,
        subtitulo: `${p.numero} · ${p.titulo}`,
        volver: (
          <Link to="/partes-novedad/$idparte_novedad" params={{ idparte_novedad }}>
            {T.volverFicha}
          </Link>
        ),
      })}
    >
      {children}
    </RegistroDocumento>
  );
}
