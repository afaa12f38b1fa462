/** Piezas comunes de las subpantallas de un parte: su consulta, la pantalla de no disponible y la cabecera. */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { DocDe } from '../../../schemas';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { TITULO_PARTES_ASIGNADOS } from './partes.labels';

export const useParteDoc = (idparte_trabajo: string): { parte: DocDe<'partetrabajo'> | null | undefined; cargando: boolean } => {
  const { db } = useVigia();
  const { resultado: parte, cargando } = useRxQuery(() => db.partetrabajo.findOne(idparte_trabajo), [db, idparte_trabajo]);
  return { parte, cargando: cargando && parte === undefined };
};

export function ParteNoDisponible({ cargando }: { cargando: boolean }) {
  return (
    <div className="pantalla">
      {cargando ? (
        <p className="cargando" role="status">
          Cargando parte…
        </p>
      ) : (
        <>
          <h1>Parte no disponible</h1>
          <p className="vacio">El parte no está en este dispositivo</p>
          <p>
            <Link to="/partes/asignados">{`Volver a ${TITULO_PARTES_ASIGNADOS}`}</Link>
          </p>
        </>
      )}
    </div>
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
