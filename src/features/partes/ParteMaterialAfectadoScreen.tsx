/**
 * Material afectado de un parte (/partes/{id}/material-afectado): el material instalado en el sistema
 * del parte (lista genérica de solo lectura, lista-material-sistema.tsx), con enlaces al parte y a su
 * orden.
 */
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { DocumentoDe } from '../../ui/documento/useDocumento';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import { definicionMaterialSistema } from '../ordenes/lista-material-sistema';
import { DocumentoParte } from './parte-comun';
import { TITULO_MATERIAL_AFECTADO } from './partes.labels';

export interface ParteMaterialAfectadoScreenProps {
  idparte_trabajo: string;
}

export function ParteMaterialAfectadoScreen({ idparte_trabajo }: ParteMaterialAfectadoScreenProps) {
  return <DocumentoParte idparte_trabajo={idparte_trabajo}>{(parte) => <MaterialAfectadoParte parte={parte} />}</DocumentoParte>;
}

function MaterialAfectadoParte({ parte }: { parte: DocumentoDe<'partetrabajo'> }) {
  const { idparte_trabajo, idsistema } = parte;
  const definicion = useMemo(() => (idsistema ? definicionMaterialSistema(`material-sistema:${idsistema}`, idsistema) : null), [idsistema]);

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
