/** Piezas comunes de las pantallas de un parte: su carcasa (Documento, con la vuelta a la lista) y la cabecera. */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { DocDe } from '../../../schemas';
import { Documento } from '../../ui/documento/Documento';
import type { DocumentoDe } from '../../ui/documento/useDocumento';
import { TITULO_PARTES_ASIGNADOS } from './partes.labels';

/** Un parte por id (Documento: cargando, no está, sin permiso, anulado), con la vuelta a Partes asignados. */
export function DocumentoParte({ idparte_trabajo, children }: { idparte_trabajo: string; children: (parte: DocumentoDe<'partetrabajo'>) => ReactNode }) {
  return (
    <Documento coleccion="partetrabajo" id={idparte_trabajo} nombre="Parte" volver={<Link to="/partes/asignados">{`Volver a ${TITULO_PARTES_ASIGNADOS}`}</Link>}>
      {children}
    </Documento>
  );
}

/** Título de una subpantalla del parte y enlace de vuelta ('Parte PT-000012'). */
export function CabeceraParte({ titulo, parte, children }: { titulo: string; parte: Pick<DocDe<'partetrabajo'>, 'idparte_trabajo' | 'numero' | 'descripcion'>; children?: ReactNode }) {
  return (
    <>
      <h1>{titulo}</h1>
      <p className="subtitulo-orden">
        <Link to="/partes/$idparte_trabajo" params={{ idparte_trabajo: parte.idparte_trabajo }}>
          {`Parte ${parte.numero}`}
        </Link>
        {` · ${parte.descripcion}`}
      </p>
      {children}
    </>
  );
}
