/**
 * /offline/: los partes que hay en el dispositivo, con la lista genérica y las piezas de lista-partes.tsx.
 * De entrada muestra los pendientes del técnico de la sesión (filtros Estado = Pendiente y Técnico = Mis
 * partes); quitando filtros se ven todos los descargados. Cada fila lleva a la ficha offline del parte.
 */
import { Link } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { useVigia } from '../../app/VigiaProvider';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import type { FiltroLista } from '../../ui/lista/tipos';
import { columnasParte, definicionPartes, filtrosParte, type Parte } from '../partes/lista-partes';
import { useDocumentosPendientes } from '../sincronizacion/consultas';
import { TITULO_ARTICULOS, TITULO_PARTES_OFFLINE, TITULO_PLANTILLAS } from './offline.labels';

export const enlaceParteOffline = (doc: Parte, contenido: ReactNode): ReactNode => (
  <Link to="/offline/partes/$idparte_trabajo" params={{ idparte_trabajo: doc.idparte_trabajo }} className="enlace-fila">
    {contenido}
  </Link>
);

const filtroTecnico = (idtecnico: string): FiltroLista<Parte> => ({
  tipo: 'opciones',
  id: 'tecnico',
  etiqueta: 'Técnico',
  campo: 'idtecnico',
  todas: 'Todos los técnicos',
  opciones: [{ valor: idtecnico, etiqueta: 'Mis partes' }],
});

export function PartesOfflineScreen() {
  const { sesion } = useVigia();
  const { idtecnico, idusuario } = sesion.usuario;
  const pendientes = useDocumentosPendientes();
  const definicion = useMemo(() => {
    const base = definicionPartes({
      id: `offline-partes:${idusuario}`,
      selectorBase: {},
      columnas: columnasParte(pendientes),
      filtros: idtecnico ? [...filtrosParte, filtroTecnico(idtecnico)] : filtrosParte,
      filtrosIniciales: idtecnico ? { estado: '1', tecnico: idtecnico } : { estado: '1' },
      vacio: 'No hay partes en este dispositivo',
    });
    return { ...base, enlace: enlaceParteOffline };
  }, [idtecnico, idusuario, pendientes]);

  const acciones = (
    <span className="botonera">
      <Link to="/offline/articulos" className="boton">
        {TITULO_ARTICULOS}
      </Link>
      <Link to="/offline/plantillas-articulos" className="boton">
        {TITULO_PLANTILLAS}
      </Link>
      <Link to="/offline/descargar" className="boton">
        Descargar partes
      </Link>
      <Link to="/offline/ficheros" className="boton">
        Ficheros
      </Link>
      <Link to="/offline/sincronizacion" className="boton">
        Sincronización
      </Link>
    </span>
  );

  return <ListaScreen titulo={TITULO_PARTES_OFFLINE} definicion={definicion} acciones={acciones} />;
}
