/**
 * Reglas de una ronda de vigilancia (issue 16), puras y compartidas: la pantalla de la ronda en curso las
 * usa para enseñar lo leído y lo que falta, y ronda.escanearSync / ronda.cerrarSync
 * (replication/mutadores/vigilancia.ts) para escribir el resultado de cada lectura en los dos lados.
 * Un punto está leído si tiene una lectura correcta o fuera de orden cuya hora el servidor no marcó como no
 * fiable; las demás son incidencias.
 */

export type ResultadoLectura = 'correcto' | 'fuera_de_orden' | 'desconocido' | 'repetido' | 'omitido';

export const ETIQUETAS_RESULTADO: Readonly<Record<ResultadoLectura, string>> = {
  correcto: 'Correcto',
  fuera_de_orden: 'Fuera de orden',
  desconocido: 'Código desconocido',
  repetido: 'Repetido',
  omitido: 'Sin leer',
};

/** Lo que las reglas miran de un punto de control (puntoronda). */
export interface PuntoDeRonda {
  idpunto_ronda: string;
  orden: number;
  codigo: string;
  estado: number;
}

/** Lo que las reglas miran de una lectura (rondacheck). */
export interface LecturaDeRonda {
  idpunto_ronda?: string | null;
  resultado: ResultadoLectura;
  /** false: el servidor no pudo situar su hora (replication/hora-dispositivo.ts): no cuenta como leída. */
  hora_fiable?: boolean | null;
  estado: number;
}

export const MENSAJES_RONDA = {
  soloVigilantes: 'Solo un vigilante puede hacer rondas',
  cerrada: 'La ronda ya está cerrada',
  sinMotivo: 'Indica el motivo de los puntos sin leer',
  faltaOmitido: (nombre: string) => `Falta el identificador de la lectura del punto sin leer ${nombre}`,
} as const;

const LEIDO: ReadonlySet<ResultadoLectura> = new Set<ResultadoLectura>(['correcto', 'fuera_de_orden']);

const activos = <T extends { estado: number }>(xs: readonly T[]): T[] => xs.filter((x) => x.estado > 0);

const porOrden = <P extends PuntoDeRonda>(a: P, b: P): number => a.orden - b.orden || a.idpunto_ronda.localeCompare(b.idpunto_ronda);

/** Ids de los puntos ya leídos (correcto o fuera de orden, con una hora que el servidor no marcó como no fiable). */
export const puntosLeidos = (checks: readonly LecturaDeRonda[]): Set<string> =>
  new Set(activos(checks).flatMap((c) => (c.idpunto_ronda && LEIDO.has(c.resultado) && c.hora_fiable !== false ? [c.idpunto_ronda] : [])));

/** Los puntos activos que aún no se han leído, en el orden del recorrido. */
export const puntosPendientes = <P extends PuntoDeRonda>(puntos: readonly P[], checks: readonly LecturaDeRonda[]): P[] => {
  const leidos = puntosLeidos(checks);
  return activos(puntos).filter((p) => !leidos.has(p.idpunto_ronda)).sort(porOrden);
};

/**
 * Resultado de leer `codigo` en una ronda: desconocido si ningún punto activo lo tiene; repetido si su
 * punto ya está leído; fuera de orden si la ronda es ordenada y no es el siguiente pendiente (el de menor
 * orden); si no, correcto. Devuelve también el punto leído (null si el código es desconocido).
 */
export const evaluarLectura = <P extends PuntoDeRonda>(
  codigo: string,
  puntos: readonly P[],
  checks: readonly LecturaDeRonda[],
  ordenada: boolean,
): { resultado: Exclude<ResultadoLectura, 'omitido'>; punto: P | null } => {
  const buscado = codigo.trim();
  const punto = activos(puntos).sort(porOrden).find((p) => p.codigo.trim() === buscado) ?? null;
  if (!punto) return { resultado: 'desconocido', punto: null };
  if (puntosLeidos(checks).has(punto.idpunto_ronda)) return { resultado: 'repetido', punto };
  if (ordenada && puntosPendientes(puntos, checks)[0]?.idpunto_ronda !== punto.idpunto_ronda) return { resultado: 'fuera_de_orden', punto };
  return { resultado: 'correcto', punto };
};

export interface ResumenRonda {
  /** Puntos activos de la ronda. */
  total: number;
  /** Puntos distintos leídos (correcto o fuera de orden). */
  leidos: number;
  pendientes: number;
  /** Lecturas que no son correctas (fuera de orden, desconocidas, repetidas, puntos sin leer) o sin hora fiable. */
  incidencias: number;
  porResultado: Record<ResultadoLectura, number>;
}

export const resumenRonda = (puntos: readonly PuntoDeRonda[], checks: readonly LecturaDeRonda[]): ResumenRonda => {
  const lecturas = activos(checks);
  const porResultado: Record<ResultadoLectura, number> = { correcto: 0, fuera_de_orden: 0, desconocido: 0, repetido: 0, omitido: 0 };
  for (const c of lecturas) porResultado[c.resultado] += 1;
  const ids = new Set(activos(puntos).map((p) => p.idpunto_ronda));
  const leidos = [...puntosLeidos(lecturas)].filter((id) => ids.has(id)).length;
  return {
    total: ids.size,
    leidos,
    pendientes: ids.size - leidos,
    incidencias: lecturas.filter((c) => c.resultado !== 'correcto' || c.hora_fiable === false).length,
    porResultado,
  };
};
