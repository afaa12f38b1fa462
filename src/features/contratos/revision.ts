/**
 * El presupuesto del que nace un contrato, tal como se congeló: qué revisión enseñar (la aceptada o
 * firmada de número más alto; si no hay, la última) y, de su copia ya leída con las guardas del
 * presupuesto (leerCopiaRevision, features/presupuestos/copia-revision.ts), la descripción del subsistema
 * de cada línea, como la guarda el material del contrato.
 */
import { ESTADOS_PRESUPUESTO } from '../../../replication/presupuestos';
import type { DocDe } from '../../../schemas';
import type { CopiaRevision } from '../presupuestos/copia-revision';

type LineaCopia = DocDe<'lpresupuestocli'>;

/** La revisión aceptada (3) o firmada (4) de número más alto; si no hay ninguna, la de número más alto; null sin revisiones. */
export const revisionDelContrato = <R extends Pick<DocDe<'revisionpresupuesto'>, 'numero' | 'estado_presupuesto'>>(revisiones: readonly R[]): R | null => {
  const ultima = (rs: readonly R[]): R | null => rs.reduce<R | null>((mejor, r) => (mejor === null || r.numero > mejor.numero ? r : mejor), null);
  const aceptadas = revisiones.filter((r) => r.estado_presupuesto === ESTADOS_PRESUPUESTO.aceptado || r.estado_presupuesto === ESTADOS_PRESUPUESTO.firmado);
  return ultima(aceptadas) ?? ultima(revisiones);
};

/** La descripción del subsistema de cada línea de la copia, o null si no va en ninguno (o no está en la copia). */
export const subsistemaDeLinea = (copia: Pick<CopiaRevision, 'subsistemas'>): ((l: Pick<LineaCopia, 'idsubsis_presupuesto'>) => string | null) => {
  const porId = new Map(copia.subsistemas.map((s) => [s.idsubsis_presupuesto, s.descripcion]));
  return (l) => (l.idsubsis_presupuesto ? (porId.get(l.idsubsis_presupuesto) ?? null) : null);
};
