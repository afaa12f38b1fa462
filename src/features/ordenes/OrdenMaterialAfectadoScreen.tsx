/** Material afectado de una orden: el material instalado en el sistema de la orden (lista genérica, solo lectura). */
import { useMemo } from 'react';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import { definicionMaterialSistema } from './lista-material-sistema';
import { CabeceraOrden, EnlaceOrden, OrdenNoDisponible, useOrden } from './orden-comun';
import { SIN_SISTEMA, TITULO_MATERIAL_AFECTADO } from './ordenes.labels';

export interface OrdenMaterialAfectadoScreenProps {
  idorden_trabajo: string;
}

export function OrdenMaterialAfectadoScreen({ idorden_trabajo }: OrdenMaterialAfectadoScreenProps) {
  const { orden, cargando } = useOrden(idorden_trabajo);
  const idsistema = orden?.idsistema ?? null;
  const definicion = useMemo(() => (idsistema ? definicionMaterialSistema(`material-sistema:${idsistema}`, idsistema) : null), [idsistema]);
  if (!orden) return <OrdenNoDisponible cargando={cargando} />;
  if (!definicion) {
    return (
      <div className="pantalla">
        <CabeceraOrden titulo={TITULO_MATERIAL_AFECTADO} orden={orden} />
        <p className="vacio">{SIN_SISTEMA}</p>
      </div>
    );
  }
  return <ListaScreen titulo={TITULO_MATERIAL_AFECTADO} definicion={definicion} acciones={<EnlaceOrden orden={orden} />} />;
}
