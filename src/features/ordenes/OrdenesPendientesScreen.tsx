/** Órdenes pendientes (estado 1) del dispositivo, la más reciente primero: declaración sobre la lista genérica. */
import { useMemo } from 'react';
import { useVigia } from '../../app/VigiaProvider';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import { definicionOrdenes } from './lista-ordenes';
import { TITULO_ORDENES_PENDIENTES } from './ordenes.labels';

export function OrdenesPendientesScreen() {
  const { idusuario } = useVigia().sesion.usuario;
  const definicion = useMemo(
    () => definicionOrdenes({ id: `ordenes-pendientes:${idusuario}`, selectorBase: { estado: { $eq: 1 } }, vacio: 'No hay órdenes pendientes' }),
    [idusuario],
  );
  return <ListaScreen titulo={TITULO_ORDENES_PENDIENTES} definicion={definicion} />;
}
