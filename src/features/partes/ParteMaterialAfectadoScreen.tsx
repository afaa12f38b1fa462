/**
 * Material afectado de un parte (/partes/{id}/material-afectado): el material instalado en el sistema
 * del parte (lista genérica de solo lectura, lista-material-sistema.tsx), con enlaces al parte y a su
 * orden.
 */
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import { definicionMaterialSistema } from '../ordenes/lista-material-sistema';
import { TITULO_MATERIAL_AFECTADO } from './partes.labels';

export interface ParteMaterialAfectadoScreenProps {
  idparte_trabajo: string;
}

export function ParteMaterialAfectadoScreen({ idparte_trabajo }: ParteMaterialAfectadoScreenProps) {
  const { db } = useVigia();
  const { resultado: parte, cargando } = useRxQuery(() => db.partetrabajo.findOne(idparte_trabajo), [db, idparte_trabajo]);
  const idsistema = parte?.idsistema ?? null;
  const definicion = useMemo(() => (idsistema ? definicionMaterialSistema(`material-sistema:${idsistema}`, idsistema) : null), [idsistema]);

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
            <p className="vacio">El parte no está en este dispositivo</p>
          </>
        )}
      </div>
    );
  }

  const enlaces = (
    <span className="botonera">
      <Link to="/partes/$idparte_trabajo" params={{ idparte_trabajo }} className="boton">
        {`Parte ${parte.numero}`}
      </Link>
      <Link to="/ordenes/$idorden_trabajo" params={{ idorden_trabajo: parte.idorden_trabajo }} className="boton">
        Orden del parte
      </Link>
    </span>
  );

  if (!definicion) {
    return (
      <div className="pantalla">
        <h1>{TITULO_MATERIAL_AFECTADO}</h1>
        {enlaces}
        <p className="vacio">El parte no tiene sistema</p>
      </div>
    );
  }
  return <ListaScreen titulo={TITULO_MATERIAL_AFECTADO} definicion={definicion} acciones={enlaces} />;
}
