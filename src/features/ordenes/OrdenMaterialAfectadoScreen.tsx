/** Material afectado de una orden: el material instalado en el sistema de la orden (lista genérica, solo lectura). */
import { useMemo } from 'react';
import type { DocumentoDe } from '../../ui/documento/useDocumento';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import { definicionMaterialSistema } from './lista-material-sistema';
import { CabeceraOrden, DocumentoOrden, EnlaceOrden } from './orden-comun';
import { SIN_SISTEMA, TITULO_MATERIAL_AFECTADO } from './ordenes.labels';

export interface OrdenMaterialAfectadoScreenProps {
  idorden_trabajo: string;
}

export function OrdenMaterialAfectadoScreen({ idorden_trabajo }: OrdenMaterialAfectadoScreenProps) {
  return <DocumentoOrden idorden_trabajo={idorden_trabajo}>{(orden) => <MaterialAfectadoOrden orden={orden} />}</DocumentoOrden>;
}

function MaterialAfectadoOrden({ orden }: { orden: DocumentoDe<'ordentrabajo'> }) {
  const { idsistema } = orden;
  const definicion = useMemo(() => (idsistema ? definicionMaterialSistema(`material-sistema:${idsistema}`, idsistema) : null), [idsistema]);
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
