/**
 * Reglas de las checklists (especificación, sección 4), puras y compartidas: las usan los mutadores en
 * el dispositivo y en el servidor (replication/mutadores/checklist.ts) y las pantallas, así que el
 * resultado es el mismo en todas partes.
 *  - Resultado: conAnomalias (0) si alguna pregunta contestada tiene anomalía o un grado desconocido
 *    (un grado que no está en el catálogo, o ninguno con anomalía); si no, sinContestar (null) si queda
 *    alguna sin contestar; si no, ok (1).
 *  - Reabrir: la checklist vuelve a pendiente y se borran los datos de la firma.
 *  - Marcar todo correcto: las preguntas sin contestar pasan a correctas y las acciones de revisión a
 *    realizadas; lo ya contestado (también las anomalías) no se toca.
 */

/** Resultado de una checklist: conAnomalias 0, ok 1, sinContestar null. */
export const RESULTADO_CHECKLIST = { conAnomalias: 0, ok: 1, sinContestar: null } as const;
export type ResultadoChecklist = (typeof RESULTADO_CHECKLIST)[keyof typeof RESULTADO_CHECKLIST];
export type ClaveResultado = keyof typeof RESULTADO_CHECKLIST;

/** Estados de una checklist: anulada 0, pendiente 1, finalizada 2 (firmada). */
export const ESTADO_CHECKLIST = { anulada: 0, pendiente: 1, finalizada: 2 } as const;

export type Respuesta = 'sinContestar' | 'ok' | 'anomalia';
export type TipoPregunta = 'pregunta' | 'revision';

/** Lo que las reglas miran de una pregunta. */
export interface PreguntaRegla {
  tipo: TipoPregunta;
  respuesta: Respuesta;
  realizada: boolean;
  idgrado_anomalia?: string | null;
  estado: number;
}

/** Lo que las reglas cambian de una checklist. */
export interface ChecklistRegla {
  estado: number;
  resultado: number | null;
  firma_imagen: string | null;
  firma_nombre: string | null;
  firma_dni: string | null;
  firma_fecha: string | null;
}

const activa = (p: PreguntaRegla): boolean => p.estado > 0;

/** Una pregunta contestada cuenta como anomalía si lo es, o si su grado no está en el catálogo. */
export const esAnomalia = (p: PreguntaRegla, gradosConocidos: ReadonlySet<string>): boolean => {
  if (p.respuesta === 'sinContestar') return false;
  if (p.respuesta === 'anomalia') return true;
  const grado = p.idgrado_anomalia ?? null;
  return grado !== null && !gradosConocidos.has(grado);
};

/** El resultado de una checklist a partir de sus preguntas activas y los grados del catálogo. */
export const calcularResultado = (preguntas: readonly PreguntaRegla[], gradosConocidos: ReadonlySet<string>): ResultadoChecklist => {
  const activas = preguntas.filter(activa);
  if (activas.some((p) => esAnomalia(p, gradosConocidos))) return RESULTADO_CHECKLIST.conAnomalias;
  if (activas.some((p) => p.respuesta === 'sinContestar')) return RESULTADO_CHECKLIST.sinContestar;
  return RESULTADO_CHECKLIST.ok;
};

/** Clave del resultado (para etiquetas): 0 conAnomalias, 1 ok, null sinContestar. */
export const claveResultado = (resultado: number | null | undefined): ClaveResultado =>
  resultado === 0 ? 'conAnomalias' : resultado === 1 ? 'ok' : 'sinContestar';

/** Reabrir: pendiente y sin firma (el resto de la checklist se conserva). */
export const reabrir = <C extends ChecklistRegla>(c: C): C => ({
  ...c,
  estado: ESTADO_CHECKLIST.pendiente,
  firma_imagen: null,
  firma_nombre: null,
  firma_dni: null,
  firma_fecha: null,
});

/**
 * Marcar todo correcto: devuelve solo las preguntas que cambian (sin contestar → ok; revisión no
 * realizada → realizada). Las contestadas conservan su respuesta, también las anomalías.
 */
export const marcarTodoCorrecto = <P extends PreguntaRegla>(preguntas: readonly P[]): P[] =>
  preguntas.filter(activa).flatMap((p) => {
    const respuesta: Respuesta = p.respuesta === 'sinContestar' ? 'ok' : p.respuesta;
    const realizada = p.tipo === 'revision' ? true : p.realizada;
    return respuesta === p.respuesta && realizada === p.realizada ? [] : [{ ...p, respuesta, realizada }];
  });

/** Cuántas preguntas activas quedan sin contestar. */
export const sinContestar = (preguntas: readonly PreguntaRegla[]): number =>
  preguntas.filter((p) => activa(p) && p.respuesta === 'sinContestar').length;
