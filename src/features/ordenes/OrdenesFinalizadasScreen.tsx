/** Órdenes finalizadas (estado 2) del dispositivo, la más reciente primero: declaración sobre la lista genérica. */
import { useMemo } from 'react';
import { useVigia } from '../../app/VigiaProvider';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import { definicionOrdenes } from './lista-ordenes';
import { TITULO_ORDENES_FINALIZADAS } from './ordenes.labels';

export function OrdenesFinalizadasScreen() {
  const { idusuario } = useVigia().sesion.usuario;
  const definicion = useMemo(
    () => definicionOrdenes({ id: `ordenes-finalizadas:${idusuario}`, selectorBase: { estado: { $eq: 2 } }, vacio: 'No hay órdenes finalizadas' }),
    [idusuario],
  );
  return <ListaScreen titulo={TITULO_ORDENES_FINALIZADAS} definicion={definicion} />;
}
