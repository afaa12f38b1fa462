/** Textos del resultado y de la firma de una checklist (lista, ficha, resumen del parte y PDF). */
import { claveResultado } from '../../../replication/checklist-reglas';
import type { DocDe } from '../../../schemas';
import { etiquetasResultado } from './checklists.labels';

/** Texto del resultado de una checklist ('Con anomalías', 'Correcta', 'Sin contestar'). */
export const textoResultado = (c: Pick<DocDe<'checklistot'>, 'resultado'>): string => etiquetasResultado[claveResultado(c.resultado)];

/** 'Firmada por Ana Pérez' o 'Sin firmar'. */
export const textoFirma = (c: Pick<DocDe<'checklistot'>, 'firma_nombre'>): string => (c.firma_nombre ? `Firmada por ${c.firma_nombre}` : 'Sin firmar');
