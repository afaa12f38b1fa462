/**
 * Partes asignados: los partes del técnico de la sesión (sin idtecnico, usuario con ámbito sobre todo:
 * todos), con el filtro de estado en 'Pendiente' de entrada. Es una declaración para la lista genérica
 * (src/ui/lista) con las piezas comunes de lista-partes.tsx: búsqueda por número, descripción y nombre
 * del cliente, filtros de estado, clasificación y fechas, y orden por fecha (la más reciente usa la
 * clave fecha_desc) o por número.
 */
import { useMemo } from 'react';
import { useVigia } from '../../app/VigiaProvider';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import { useDocumentosPendientes } from '../sincronizacion/consultas';
import { EscanearParte } from './EscanearParte';
import { columnasParte, definicionPartes, selectorTecnico } from './lista-partes';

export function PartesAsignadosScreen() {
  const { sesion } = useVigia();
  const { idtecnico, idusuario } = sesion.usuario;
  const pendientes = useDocumentosPendientes();

  const definicion = useMemo(
    () =>
      definicionPartes({
        id: `partes-asignados:${idusuario}`,
        selectorBase: selectorTecnico(idtecnico),
        columnas: columnasParte(pendientes),
        filtrosIniciales: { estado: '1' },
        vacio: 'No tienes partes asignados',
      }),
    [idtecnico, idusuario, pendientes],
  );

  return <ListaScreen titulo="Partes asignados" definicion={definicion} acciones={<EscanearParte />} />;
}
