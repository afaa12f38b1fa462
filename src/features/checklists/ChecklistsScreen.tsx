/**
 * /offline/partes/{idparte_trabajo}/checklists: las checklists del parte (lista genérica) con su estado,
 * su resultado (sección 4) y si están firmadas; cada una enlaza a su ficha para contestarla.
 */
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { claveResultado } from '../../../replication/checklist-reglas';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import { filtroEstado, type DefinicionLista } from '../../ui/lista/tipos';
import { MarcoParteOffline } from '../offline/MarcoParteOffline';
import { etiquetaEstadoChecklist, TEXTOS_CHECKLISTS } from './checklists.labels';
import type { Checklist } from './consultas';
import { textoFirma, textoResultado } from './resultado';
import './checklists.css';

export interface ChecklistsScreenProps {
  idparte_trabajo: string;
}

export const definicionChecklists = (idparte_trabajo: string): DefinicionLista<Checklist> => ({
  id: `offline-checklists:${idparte_trabajo}`,
  coleccion: (db) => db.checklistot,
  selectorBase: { idparte_trabajo: { $eq: idparte_trabajo }, estado: { $gt: 0 } },
  columnas: [
    { id: 'descripcion', cabecera: 'Checklist', principal: true, celda: ({ doc }) => doc.descripcion },
    {
      id: 'estado',
      cabecera: 'Estado',
      celda: ({ doc }) => <span className={`etiqueta etiqueta-estado-${doc.estado}`}>{etiquetaEstadoChecklist(doc.estado)}</span>,
    },
    {
      id: 'resultado',
      cabecera: 'Resultado',
      celda: ({ doc }) => <span className={`etiqueta resultado-checklist resultado-${claveResultado(doc.resultado)}`}>{textoResultado(doc)}</span>,
    },
    { id: 'firma', cabecera: 'Firma', celda: ({ doc }) => textoFirma(doc) },
  ],
  relacionados: [],
  busqueda: [{ campo: 'descripcion' }],
  filtros: [
    filtroEstado<Checklist>([1, 2], etiquetaEstadoChecklist),
  ],
  ordenes: [{ id: 'orden', etiqueta: 'Orden', campo: 'orden', direccion: 'asc' }, { id: 'descripcion', etiqueta: 'Checklist', campo: 'descripcion', direccion: 'asc' }],
  nombre: { singular: 'checklist', plural: 'checklists' },
  vacio: TEXTOS_CHECKLISTS.vacio,
  enlace: (doc, contenido) => (
    <Link to="/offline/partes/$idparte_trabajo/checklists/$idchecklist" params={{ idparte_trabajo, idchecklist: doc.idchecklist_ot }} className="enlace-fila">
      {contenido}
    </Link>
  ),
  etiquetaFila: (doc) => `Checklist ${doc.descripcion} (${textoResultado(doc)})`,
});

export function ChecklistsScreen({ idparte_trabajo }: ChecklistsScreenProps) {
  const definicion = useMemo(() => definicionChecklists(idparte_trabajo), [idparte_trabajo]);
  return (
    <MarcoParteOffline idparte_trabajo={idparte_trabajo} titulo={TEXTOS_CHECKLISTS.titulo}>
      {() => <ListaScreen titulo="Checklists del parte" definicion={definicion} />}
    </MarcoParteOffline>
  );
}
