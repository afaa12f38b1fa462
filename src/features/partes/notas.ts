/**
 * Notas de un documento (parte 269, orden 267: idtabla de schemas/index.ts) en funciones puras: la nota
 * nueva que se manda en `nota.insertSync` y el orden de la lista (la más reciente primero). El texto lo
 * valida el formulario declarado de NotasDocumento (requerido, como mucho MAX_TEXTO_NOTA).
 */
import type { DocDe } from '../../../schemas';
import { MAX_TEXTO_NOTA } from '../../../replication/validacion-campos';

export { MAX_TEXTO_NOTA };

/** idtabla de las entidades que tienen notas aquí (especificación, sección 3). */
export const IDTABLA_PARTE = 269;
export const IDTABLA_ORDEN = 267;

export type Nota = DocDe<'nota'>;

export const construirNota = (p: { idnota: string; idtabla: number; id: string; texto: string; autor: string; ahora: Date }): Nota => ({
  idnota: p.idnota,
  idtabla: p.idtabla,
  id: p.id,
  texto: p.texto.trim(),
  fecha: p.ahora.toISOString(),
  autor: p.autor,
  estado: 1,
});

/** Las notas activas (estado > 0), la más reciente primero (desempate por id, estable). */
export const notasRecientes = <N extends Pick<Nota, 'idnota' | 'fecha' | 'estado'>>(notas: readonly N[]): N[] =>
  notas.filter((n) => n.estado > 0).sort((a, b) => b.fecha.localeCompare(a.fecha) || a.idnota.localeCompare(b.idnota));
