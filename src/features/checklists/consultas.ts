/**
 * Consultas reactivas de las checklists en el dispositivo (RxDB, sin red): las de un parte, una checklist
 * con sus grupos, preguntas y acciones correctoras, los catálogos de tipos y grados de anomalía, y los
 * adjuntos de sus preguntas.
 */
import { useMemo } from 'react';
import { entidades, type DocDe } from '../../../schemas';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import type { DocumentoDe } from '../../ui/documento/useDocumento';

export type Checklist = DocDe<'checklistot'>;
export type Grupo = DocDe<'grupochecklistot'>;
export type Pregunta = DocDe<'preguntachecklistot'>;
export type AccionCorrectora = DocDe<'accioncorrectoraot'>;
export type TipoAnomalia = DocDe<'tanomaliachecklistot'>;
export type GradoAnomalia = DocDe<'gradoanomalia'>;

/** idtabla de pregunta_checklist_ot (schemas/index.ts): la de sus adjuntos. */
export const IDTABLA_PREGUNTA = entidades.preguntachecklistot.idtabla ?? 0;

const activos = <T extends { estado: number }>(docs: readonly { toMutableJSON(): T }[] | undefined): T[] | undefined =>
  docs?.map((d) => d.toMutableJSON()).filter((d) => d.estado > 0);

/** Checklists activas de un parte, por orden. */
export const useChecklistsParte = (idparte_trabajo: string): Checklist[] | undefined => {
  const { db } = useVigia();
  const { resultado } = useRxQuery(() => db.checklistot.find({ selector: { idparte_trabajo: { $eq: idparte_trabajo } } }), [db, idparte_trabajo]);
  return useMemo(() => activos(resultado)?.sort((a, b) => a.orden - b.orden || a.descripcion.localeCompare(b.descripcion, 'es')), [resultado]);
};

export interface DatosChecklist {
  checklist: Checklist;
  grupos: Grupo[];
  preguntas: Pregunta[];
  acciones: AccionCorrectora[];
  tipos: TipoAnomalia[];
  grados: GradoAnomalia[];
  /** Adjuntos activos por pregunta. */
  ficheros: ReadonlyMap<string, number>;
}

export type EstadoChecklist = { fase: 'cargando' } | { fase: 'listo'; datos: DatosChecklist };

/** Lo de una checklist ya cargada (la carcasa de documento la trae): grupos, preguntas, acciones, catálogos y adjuntos. */
export const useChecklist = (checklist: DocumentoDe<'checklistot'>): EstadoChecklist => {
  const { db } = useVigia();
  const idchecklist = checklist.idchecklist_ot;
  const porChecklist = { selector: { idchecklist_ot: { $eq: idchecklist } } };
  const grupos = useRxQuery(() => db.grupochecklistot.find(porChecklist), [db, idchecklist]);
  const preguntas = useRxQuery(() => db.preguntachecklistot.find(porChecklist), [db, idchecklist]);
  const acciones = useRxQuery(() => db.accioncorrectoraot.find(porChecklist), [db, idchecklist]);
  const tipos = useRxQuery(() => db.tanomaliachecklistot.find(), [db]);
  const grados = useRxQuery(() => db.gradoanomalia.find(), [db]);
  const ids = useMemo(() => (preguntas.resultado ?? []).map((p) => p.idpregunta_checklist_ot).sort().join(','), [preguntas.resultado]);
  const ficheros = useRxQuery(
    () => (ids === '' ? null : db.fichero.find({ selector: { id: { $in: ids.split(',') } } })),
    [db, ids],
  );

  return useMemo((): EstadoChecklist => {
    const g = activos(grupos.resultado);
    const p = activos(preguntas.resultado);
    const a = activos(acciones.resultado);
    const t = activos(tipos.resultado);
    const gr = activos(grados.resultado);
    if (!g || !p || !a || !t || !gr || (ids !== '' && ficheros.resultado === undefined)) return { fase: 'cargando' };
    const porPregunta = new Map<string, number>();
    for (const f of ficheros.resultado ?? []) {
      if (f.estado > 0 && f.idtabla === IDTABLA_PREGUNTA) porPregunta.set(f.id, (porPregunta.get(f.id) ?? 0) + 1);
    }
    return {
      fase: 'listo',
      datos: {
        checklist: checklist.toMutableJSON(),
        grupos: g.sort((x, y) => x.orden - y.orden),
        preguntas: p.sort((x, y) => x.orden - y.orden || x.idpregunta_checklist_ot.localeCompare(y.idpregunta_checklist_ot)),
        acciones: a.sort((x, y) => x.fecha.localeCompare(y.fecha)),
        tipos: t.sort((x, y) => x.descripcion.localeCompare(y.descripcion, 'es')),
        grados: gr.sort((x, y) => x.nivel - y.nivel),
        ficheros: porPregunta,
      },
    };
  }, [checklist, grupos.resultado, preguntas.resultado, acciones.resultado, tipos.resultado, grados.resultado, ficheros.resultado, ids]);
};
