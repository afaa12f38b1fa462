/**
 * Enlaces de la ficha del parte offline al sistema del parte (/offline/sistemas/{idsistema}/…):
 * material del sistema, revisiones y servicios, con ?parte= para volver y para marcar revisiones con él.
 */
import { Link } from '@tanstack/react-router';
import { TITULOS_OFFLINE_SISTEMA } from './OfflineSistemaScreens';

export interface EnlacesSistemaOfflineProps {
  idsistema: string;
  idparte_trabajo: string;
}

export function EnlacesSistemaOffline({ idsistema, idparte_trabajo }: EnlacesSistemaOfflineProps) {
  const params = { idsistema };
  const search = { parte: idparte_trabajo };
  return (
    <>
      <li>
        <Link to="/offline/sistemas/$idsistema/material-sistema" params={params} search={search} className="boton">
          {TITULOS_OFFLINE_SISTEMA.material}
        </Link>
      </li>
      <li>
        <Link to="/offline/sistemas/$idsistema/revisiones" params={params} search={search} className="boton">
          {TITULOS_OFFLINE_SISTEMA.revisiones}
        </Link>
      </li>
      <li>
        <Link to="/offline/sistemas/$idsistema/servicios" params={params} search={search} className="boton">
          {TITULOS_OFFLINE_SISTEMA.servicios}
        </Link>
      </li>
    </>
  );
}
