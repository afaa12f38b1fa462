/**
 * Tiempos del técnico (/tiempos/): declaración para la lista genérica (src/ui/lista), el más reciente
 * primero, con duración h:mm, parte (número, de la colección de partes) y observaciones. Los del
 * cronómetro en marcha se ven como 'En marcha'. Enlaces a añadir, agenda, iniciar y detener.
 */
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { DocDe } from '../../../schemas';
import { useVigia } from '../../app/VigiaProvider';
import { formatearFechaHora, formatearHora } from '../../lib/formato';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import type { DefinicionLista } from '../../ui/lista/tipos';
import { enMarcha, formatearDuracion } from './tiempos';
import { TITULOS_TIEMPOS } from './tiempos.labels';

type Tiempo = DocDe<'tiempotrabajado'>;

const definicionTiempos = (idtecnico: string | null, idusuario: string): DefinicionLista<Tiempo> => ({
  id: `tiempos:${idusuario}`,
  coleccion: (db) => db.tiempotrabajado,
  selectorBase: { estado: { $gt: 0 }, ...(idtecnico ? { idtecnico: { $eq: idtecnico } } : {}) },
  columnas: [
    {
      id: 'inicio',
      cabecera: 'Inicio',
      principal: true,
      celda: ({ doc }) => formatearFechaHora(doc.inicio),
    },
    { id: 'fin', cabecera: 'Fin', celda: ({ doc }) => (doc.fin ? formatearHora(doc.fin) : 'En marcha') },
    { id: 'duracion', cabecera: 'Duración', celda: ({ doc }) => (enMarcha(doc) ? 'En marcha' : formatearDuracion(doc.minutos ?? 0)) },
    { id: 'parte', cabecera: 'Parte', celda: ({ relacionados, doc }) => `Parte ${relacionados.parte ?? doc.idparte_trabajo}` },
    { id: 'observaciones', cabecera: 'Observaciones', celda: ({ doc }) => doc.observaciones ?? '' },
  ],
  relacionados: [{ id: 'parte', coleccion: 'partetrabajo', clave: 'idparte_trabajo', campo: 'numero' }],
  busqueda: [{ relacionado: 'parte' }, { campo: 'observaciones' }],
  filtros: [
    { tipo: 'fecha-desde', id: 'desde', etiqueta: 'Desde', campo: 'inicio' },
    { tipo: 'fecha-hasta', id: 'hasta', etiqueta: 'Hasta', campo: 'inicio' },
  ],
  ordenes: [
    { id: 'recientes', etiqueta: 'Más recientes primero', campo: 'inicio', direccion: 'desc' },
    { id: 'antiguos', etiqueta: 'Más antiguos primero', campo: 'inicio', direccion: 'asc' },
  ],
  nombre: { singular: 'tiempo', plural: 'tiempos' },
  vacio: 'Todavía no tienes tiempos registrados',
  enlace: (doc, contenido) =>
    enMarcha(doc) ? (
      <Link to="/tiempos/detener" className="enlace-fila">
        {contenido}
      </Link>
    ) : (
      <Link to="/offline/partes/$idparte_trabajo/resumen" params={{ idparte_trabajo: doc.idparte_trabajo }} className="enlace-fila">
        {contenido}
      </Link>
    ),
  etiquetaFila: (doc) => `Tiempo del ${formatearFechaHora(doc.inicio)}`,
});

export function TiemposScreen() {
  const { sesion } = useVigia();
  const { idtecnico, idusuario } = sesion.usuario;
  const definicion = useMemo(() => definicionTiempos(idtecnico ?? null, idusuario), [idtecnico, idusuario]);
  return (
    <ListaScreen
      titulo={TITULOS_TIEMPOS.lista}
      definicion={definicion}
      acciones={
        <>
          <Link to="/tiempos/add" className="boton boton-primario">
            {TITULOS_TIEMPOS.add}
          </Link>
          <Link to="/tiempos/agenda" className="boton">
            {TITULOS_TIEMPOS.agenda}
          </Link>
          <Link to="/tiempos/iniciar" className="boton">
            {TITULOS_TIEMPOS.iniciar}
          </Link>
          <Link to="/tiempos/detener" className="boton">
            {TITULOS_TIEMPOS.detener}
          </Link>
        </>
      }
    />
  );
}
