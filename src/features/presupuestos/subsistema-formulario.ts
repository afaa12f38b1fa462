/**
 * Subsistemas del presupuesto: el formulario declarado (alta y modificación: número entero 1–1000 sin
 * repetir, propuesto el siguiente al mayor; descripción; observaciones), que manda
 * subsisPresupuesto.insertSync / updateSync, y el reparto de las líneas por subsistema con su importe en
 * céntimos exactos (la tabla de subsistemas y la revisión congelada).
 */
import type { MotorSync } from '../../../replication/cliente';
import { sumaCentimos } from '../../../replication/presupuestos';
import { MAX_NOMBRE, MAX_OBSERVACIONES } from '../../../replication/validacion-comercial';
import { declararFormulario } from '../../ui/formulario/declaracion';
import type { SubsistemaPresupuesto } from './presupuestos';
import { etiquetasSubsistema as E, TEXTOS_SUBSISTEMAS as T } from './subpantallas.labels';
import { recortar } from '../../lib/texto';

export interface ValoresSubsistema {
  /** El subsistema que se modifica (null en el alta): no es un campo, sirve para no contar su propio número como repetido. */
  idsubsis_presupuesto: string | null;
  numero: number | null;
  descripcion: string;
  observaciones: string;
}

/** El número que se propone al añadir: uno más que el mayor (1 si no hay). */
export const siguienteNumero = (subsistemas: readonly Pick<SubsistemaPresupuesto, 'numero'>[]): number =>
  subsistemas.reduce((mayor, s) => Math.max(mayor, s.numero), 0) + 1;

export const valoresSubsistema = (s: SubsistemaPresupuesto | null, subsistemas: readonly SubsistemaPresupuesto[]): ValoresSubsistema =>
  s
    ? { idsubsis_presupuesto: s.idsubsis_presupuesto, numero: s.numero, descripcion: s.descripcion, observaciones: s.observaciones ?? '' }
    : { idsubsis_presupuesto: null, numero: siguienteNumero(subsistemas), descripcion: '', observaciones: '' };

export const formularioSubsistema = (
  motor: Pick<MotorSync, 'mutate'>,
  idpresupuestocli: string,
  subsistemas: readonly SubsistemaPresupuesto[],
  nuevoId: () => string = () => crypto.randomUUID(),
) =>
  declararFormulario<ValoresSubsistema, SubsistemaPresupuesto | null>({
    entidad: 'subsispresupuesto',
    campos: [
      {
        campo: 'numero',
        tipo: 'numero',
        etiqueta: E.numero,
        requerido: true,
        reglas: [
          (v) => (v !== null && (!Number.isInteger(v) || v < 1 || v > 1000) ? T.numeroEntero : null),
          (v, todos) => (v !== null && subsistemas.some((s) => s.numero === v && s.idsubsis_presupuesto !== todos.idsubsis_presupuesto) ? T.numeroRepetido(v) : null),
        ],
      },
      { campo: 'descripcion', tipo: 'texto', etiqueta: E.descripcion, ayuda: E.ayudaDescripcion, requerido: true, maximo: MAX_NOMBRE, normalizar: recortar },
      { campo: 'observaciones', tipo: 'area', etiqueta: E.observaciones, maximo: MAX_OBSERVACIONES, normalizar: recortar },
    ],
    boton: T.boton,
    enviar: ({ valores, cambios, registro }) => {
      if (registro !== null) {
        const c: Partial<SubsistemaPresupuesto> = {};
        if (cambios.numero !== undefined && cambios.numero !== null) c.numero = cambios.numero;
        if (cambios.descripcion !== undefined) c.descripcion = cambios.descripcion;
        if (cambios.observaciones !== undefined) c.observaciones = cambios.observaciones || null;
        return motor.mutate('subsisPresupuesto.updateSync', { id: registro.idsubsis_presupuesto, cambios: c });
      }
      const doc = {
        idsubsis_presupuesto: nuevoId(),
        idpresupuestocli,
        numero: valores.numero ?? siguienteNumero(subsistemas),
        descripcion: valores.descripcion,
        observaciones: valores.observaciones || null,
        estado: 1,
      } satisfies SubsistemaPresupuesto;
      return motor.mutate('subsisPresupuesto.insertSync', { doc });
    },
  });

/** Lo que una línea necesita para repartirse por subsistema. */
export interface LineaDeSubsistema {
  idsubsis_presupuesto?: string | null;
  importe: number;
  estado: number;
}

export interface GrupoSubsistema<S, L> {
  /** null: las líneas sin subsistema (o con uno que ya no está). */
  subsistema: S | null;
  lineas: L[];
  /** Suma de los importes de sus líneas, en céntimos exactos. */
  importe: number;
}

/**
 * Las líneas activas repartidas por subsistema: un grupo por subsistema, en el orden dado (aunque no
 * tenga líneas), y al final, si las hay, las que no van en ninguno de ellos.
 */
export const agruparPorSubsistema = <S extends Pick<SubsistemaPresupuesto, 'idsubsis_presupuesto'>, L extends LineaDeSubsistema>(
  subsistemas: readonly S[],
  lineas: readonly L[],
): GrupoSubsistema<S, L>[] => {
  const porId = new Map<string, L[]>(subsistemas.map((s) => [s.idsubsis_presupuesto, []]));
  const sueltas: L[] = [];
  for (const l of lineas) {
    if (l.estado <= 0) continue;
    const grupo = l.idsubsis_presupuesto ? porId.get(l.idsubsis_presupuesto) : undefined;
    (grupo ?? sueltas).push(l);
  }
  const grupo = (subsistema: S | null, ls: L[]): GrupoSubsistema<S, L> => ({ subsistema, lineas: ls, importe: sumaCentimos(ls.map((l) => l.importe)) });
  const grupos = subsistemas.map((s) => grupo(s, porId.get(s.idsubsis_presupuesto) ?? []));
  return sueltas.length > 0 ? [...grupos, grupo(null, sueltas)] : grupos;
};
