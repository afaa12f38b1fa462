/**
 * El plan de reetiquetar por tandas (reetiquetar.ts, decisión 83), sacado de las reglas de ámbito: en qué
 * orden recorrer las colecciones (cada una después de aquellas cuyas etiquetas necesita: su padre y los
 * hijos que reúne) y qué guardar de cada una para las que vienen después. Si las reglas formaran un ciclo
 * entre colecciones, no hay orden posible y el plan lo dice.
 */
import { colecciones, entidades, type Coleccion } from '../../schemas';
import { reglasAmbito, type Regla, reunidoresDe, reunidoresPropiasDe, tomaPropiasDe, tomadoresDe, type Vinculo } from './ambito';

export interface PlanReetiquetar {
  /** Todas las colecciones, cada una después de su padre y de los hijos cuyas etiquetas reúne. */
  orden: readonly Coleccion[];
  /** Las que se recorren antes (solo sus campos): tomadas, reunidas por sus propias o herederas por idtabla. */
  previas: readonly Coleccion[];
  /** Colecciones de las que otra toma las propias (tomaPropias). */
  tomadas: ReadonlySet<Coleccion>;
  /** De cada colección, quién reúne sus propias (reunePropias): el que reúne y el campo de esta con su id. */
  reunidoresPropios: ReadonlyMap<Coleccion, readonly Vinculo[]>;
  /** De cada colección, quién reúne sus etiquetas (reune): el que reúne y el campo de esta con su id. */
  reunidores: ReadonlyMap<Coleccion, readonly Vinculo[]>;
  /** De cada colección, de quién toma las propias y por qué campo suyo. */
  tomaPropias: ReadonlyMap<Coleccion, readonly Vinculo[]>;
  /** Las que heredan por el par idtabla + id (fichero, nota, firma…). */
  herederosPorIdtabla: ReadonlySet<Coleccion>;
  /**
   * Las colecciones con herederos: 'todos' guarda lo que da cada documento (un heredero por clave ajena
   * apunta a casi todos); 'referenciados', solo el de los que referencia algún heredero por idtabla.
   */
  conHerederos: ReadonlyMap<Coleccion, 'todos' | 'referenciados'>;
  /** Tras recorrer cada colección, los padres cuyos herederos ya están todos recorridos: lo suyo se suelta. */
  soltarTras: ReadonlyMap<Coleccion, readonly Coleccion[]>;
}

export const planReetiquetar = (): PlanReetiquetar => {
  const herederosPorIdtabla = new Set<Coleccion>();
  const conHerederos = new Map<Coleccion, 'todos' | 'referenciados'>();
  /** Las colecciones cuyas etiquetas necesita cada una (aristas del orden). */
  const necesita = new Map<Coleccion, Set<Coleccion>>(colecciones.map((c) => [c, new Set<Coleccion>()]));
  const conIdtabla = colecciones.filter((c) => entidades[c].idtabla !== null);
  /** De quién hereda una colección: su padre, o todas las que tienen idtabla si hereda por el par idtabla + id. */
  const padresDe = (c: Coleccion): readonly Coleccion[] => {
    const regla: Regla = reglasAmbito[c];
    const h = regla.hereda;
    return h === 'entidadPorIdtabla' ? conIdtabla : h ? [h.coleccion] : [];
  };
  for (const c of colecciones) {
    const regla: Regla = reglasAmbito[c];
    const porIdtabla = regla.hereda === 'entidadPorIdtabla';
    if (porIdtabla) herederosPorIdtabla.add(c);
    for (const p of padresDe(c)) {
      necesita.get(c)?.add(p);
      // Un heredero por clave ajena pide lo de todos; los de idtabla, solo lo de los que referencian.
      if (!porIdtabla) conHerederos.set(p, 'todos');
      else if (!conHerederos.has(p)) conHerederos.set(p, 'referenciados');
    }
  }
  const reunidores = new Map<Coleccion, readonly Vinculo[]>();
  const reunidoresPropios = new Map<Coleccion, readonly Vinculo[]>();
  const tomaPropias = new Map<Coleccion, readonly Vinculo[]>();
  const tomadas = new Set<Coleccion>();
  for (const c of colecciones) {
    const r = reunidoresDe(c);
    if (r.length > 0) reunidores.set(c, r);
    for (const v of r) necesita.get(v.coleccion)?.add(c);
    const rp = reunidoresPropiasDe(c);
    if (rp.length > 0) reunidoresPropios.set(c, rp);
    const t = tomaPropiasDe(c);
    if (t.length > 0) tomaPropias.set(c, t);
    if (tomadoresDe(c).length > 0) tomadas.add(c);
  }

  // Orden topológico estable (el de `colecciones` cuando nada obliga a otro).
  const orden: Coleccion[] = [];
  const estado = new Map<Coleccion, 'visitando' | 'hecha'>();
  const visitar = (c: Coleccion, camino: readonly Coleccion[]): void => {
    const e = estado.get(c);
    if (e === 'hecha') return;
    if (e === 'visitando') throw new Error(`Las reglas de ámbito forman un ciclo entre colecciones: ${[...camino, c].join(' → ')}`);
    estado.set(c, 'visitando');
    for (const d of necesita.get(c) ?? []) if (d !== c) visitar(d, [...camino, c]);
    estado.set(c, 'hecha');
    orden.push(c);
  };
  for (const c of colecciones) visitar(c, []);

  const previas = colecciones.filter((c) => tomadas.has(c) || reunidoresPropios.has(c) || herederosPorIdtabla.has(c));
  // El último heredero de cada padre en el orden: tras él, lo que el padre da ya no lo pide nadie.
  const posicion = new Map(orden.map((c, i) => [c, i]));
  const ultimo = new Map<Coleccion, Coleccion>();
  for (const c of orden) {
    for (const p of padresDe(c)) {
      const ya = ultimo.get(p);
      if (ya === undefined || (posicion.get(ya) ?? 0) < (posicion.get(c) ?? 0)) ultimo.set(p, c);
    }
  }
  const soltarTras = new Map<Coleccion, Coleccion[]>();
  for (const [p, c] of ultimo) soltarTras.set(c, [...(soltarTras.get(c) ?? []), p]);
  return { orden, previas, tomadas, reunidoresPropios, reunidores, tomaPropias, herederosPorIdtabla, conHerederos, soltarTras };
};
