/**
 * La rejilla del cuadrante (vigilantes × días de un mes de un servicio), pura: los días del mes, el
 * borrador (solo las celdas cambiadas sobre lo guardado, así lo que llega de la red no pisa lo que se
 * está escribiendo), los turnos que resultan, la diferencia a mandar a `cuadrante.guardarSync` (poner y
 * quitar) y las celdas en conflicto según las reglas de replication/cuadrantes.ts, revisadas junto con
 * los turnos del vigilante en otros puestos y servicios.
 */
import { horarioTurno, revisarCuadrante, type Conflicto, type TurnoCuadrante } from '../../../replication/cuadrantes';
import type { DocDe } from '../../../schemas';

export type TurnoGuardado = Pick<
  DocDe<'cuadranteturno'>,
  'idcuadrante' | 'idvigilante' | 'idpuesto_servicio' | 'idpuesto_servicio_servicio' | 'fecha' | 'idturno_puesto' | 'codigo' | 'inicio' | 'fin' | 'horas'
>;
export type TurnoDePuesto = Pick<DocDe<'turnopuesto'>, 'idturno_puesto' | 'codigo' | 'descripcion' | 'hora_inicio' | 'hora_fin'>;

/** Un mes del calendario: año y mes 1-12. */
export interface Mes {
  anio: number;
  mes: number;
}

/** Un día de la rejilla: 'YYYY-MM-DD', su número, el día de la semana (1 lunes … 7 domingo) y si es fin de semana. */
export interface DiaRejilla {
  fecha: string;
  dia: number;
  semana: number;
  finDeSemana: boolean;
}

const dos = (n: number): string => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' de un año, mes (1-12) y día, normalizando desbordes (día 0 = último del mes anterior). */
export const fechaDe = (anio: number, mes: number, dia: number): string => {
  const d = new Date(Date.UTC(anio, mes - 1, dia));
  return `${d.getUTCFullYear()}-${dos(d.getUTCMonth() + 1)}-${dos(d.getUTCDate())}`;
};

/** La fecha `n` días después (antes si es negativo). */
export const sumarDias = (fecha: string, n: number): string => {
  const [a = 1970, m = 1, d = 1] = fecha.split('-').map(Number);
  return fechaDe(a, m, d + n);
};

/** Día de la semana de una fecha: 1 lunes … 7 domingo (como `dias` del servicio). */
export const diaSemana = (fecha: string): number => {
  const [a = 1970, m = 1, d = 1] = fecha.split('-').map(Number);
  const js = new Date(Date.UTC(a, m - 1, d)).getUTCDay();
  return js === 0 ? 7 : js;
};

/** El año y el mes de los parámetros de la ruta ('2025', '12'), o null si no son un mes válido. */
export const leerMes = (year: string, month: string): Mes | null => {
  if (!/^\d{4}$/.test(year) || !/^\d{1,2}$/.test(month)) return null;
  const anio = Number(year);
  const mes = Number(month);
  return mes >= 1 && mes <= 12 && anio >= 2000 && anio <= 2100 ? { anio, mes } : null;
};

/** El mes `n` meses después (antes si es negativo). */
export const desplazarMes = ({ anio, mes }: Mes, n: number): Mes => {
  const total = anio * 12 + (mes - 1) + n;
  return { anio: Math.floor(total / 12), mes: (total % 12) + 1 };
};

/** El mes de una fecha 'YYYY-MM-DD'. */
export const mesDe = (fecha: string): Mes => ({ anio: Number(fecha.slice(0, 4)), mes: Number(fecha.slice(5, 7)) });

/** Primer y último día del mes. */
export const limitesMes = ({ anio, mes }: Mes): { desde: string; hasta: string } => ({ desde: fechaDe(anio, mes, 1), hasta: fechaDe(anio, mes + 1, 0) });

export const diasDelMes = (m: Mes): DiaRejilla[] => {
  const ultimo = Number(limitesMes(m).hasta.slice(8, 10));
  return Array.from({ length: ultimo }, (_, i) => {
    const fecha = fechaDe(m.anio, m.mes, i + 1);
    const semana = diaSemana(fecha);
    return { fecha, dia: i + 1, semana, finDeSemana: semana >= 6 };
  });
};

/** Clave de una celda: vigilante y fecha. */
export const claveCelda = (idvigilante: string, fecha: string): string => `${idvigilante}|${fecha}`;

/** Lo guardado por celda: el primer turno de cada vigilante y día (el que la celda enseña y modifica). */
export const celdasGuardadas = (turnos: readonly TurnoGuardado[]): ReadonlyMap<string, TurnoGuardado> => {
  const celdas = new Map<string, TurnoGuardado>();
  for (const t of [...turnos].sort((a, b) => a.inicio.localeCompare(b.inicio) || a.idcuadrante.localeCompare(b.idcuadrante))) {
    const clave = claveCelda(t.idvigilante, t.fecha);
    if (!celdas.has(clave)) celdas.set(clave, t);
  }
  return celdas;
};

/** El borrador: solo las celdas cuyo turno ('' = vacía) difiere de lo guardado. */
export type Borrador = ReadonlyMap<string, string>;

/** El turno que enseña una celda: el del borrador o el guardado ('' si vacía). */
export const valorCelda = (guardadas: ReadonlyMap<string, TurnoGuardado>, borrador: Borrador, clave: string): string =>
  borrador.get(clave) ?? guardadas.get(clave)?.idturno_puesto ?? '';

/** El borrador tras elegir `idturno_puesto` en una celda (volver a lo guardado la quita del borrador). */
export const cambiarCelda = (guardadas: ReadonlyMap<string, TurnoGuardado>, borrador: Borrador, clave: string, idturno_puesto: string): Borrador => {
  const siguiente = new Map(borrador);
  if ((guardadas.get(clave)?.idturno_puesto ?? '') === idturno_puesto) siguiente.delete(clave);
  else siguiente.set(clave, idturno_puesto);
  return siguiente;
};

/** Id provisional de una celda nueva mientras es borrador (para casar los conflictos con su celda). */
export const idProvisional = (clave: string): string => `borrador:${clave}`;

export interface Contexto {
  idpuesto_servicio: string;
  turnosPuesto: ReadonlyMap<string, TurnoDePuesto>;
}

/** Entrada, salida y horas del turno ese día; null si su horario no es válido (no cuenta). */
const horarioSeguro = (fecha: string, t: TurnoDePuesto): { inicio: string; fin: string; horas: number } | null => {
  try {
    return horarioTurno(fecha, t.hora_inicio, t.hora_fin);
  } catch {
    return null;
  }
};

/**
 * Los turnos del servicio en el mes tal como los enseña la rejilla: lo guardado con lo cambiado encima
 * (las celdas cambiadas toman entrada, salida y horas de su turno del puesto).
 */
export const turnosDeRejilla = (guardadas: ReadonlyMap<string, TurnoGuardado>, borrador: Borrador, ctx: Contexto): TurnoCuadrante[] => {
  const salida: TurnoCuadrante[] = [];
  for (const [clave, t] of guardadas) {
    if (borrador.has(clave)) continue;
    salida.push({ idcuadrante: t.idcuadrante, idvigilante: t.idvigilante, idpuesto_servicio: t.idpuesto_servicio, fecha: t.fecha, inicio: t.inicio, fin: t.fin, horas: t.horas });
  }
  for (const [clave, idturno] of borrador) {
    const turno = ctx.turnosPuesto.get(idturno);
    if (idturno === '' || turno === undefined) continue;
    const [idvigilante = '', fecha = ''] = clave.split('|');
    const h = horarioSeguro(fecha, turno);
    if (h === null) continue;
    salida.push({ idcuadrante: guardadas.get(clave)?.idcuadrante ?? idProvisional(clave), idvigilante, idpuesto_servicio: ctx.idpuesto_servicio, fecha, ...h });
  }
  return salida;
};

/** Horas de cada vigilante en la rejilla. */
export const horasPorVigilante = (turnos: readonly TurnoCuadrante[]): ReadonlyMap<string, number> => {
  const horas = new Map<string, number>();
  for (const t of turnos) horas.set(t.idvigilante, (horas.get(t.idvigilante) ?? 0) + t.horas);
  return horas;
};

/** Vigilantes con turno cada día de la rejilla. */
export const vigilantesPorDia = (turnos: readonly TurnoCuadrante[]): ReadonlyMap<string, number> => {
  const porDia = new Map<string, Set<string>>();
  for (const t of turnos) {
    const s = porDia.get(t.fecha) ?? new Set<string>();
    s.add(t.idvigilante);
    porDia.set(t.fecha, s);
  }
  return new Map([...porDia].map(([f, s]) => [f, s.size]));
};

/**
 * Los turnos de otros sitios que cuentan para revisar la rejilla: los de sus vigilantes del día antes al
 * día después del mes, salvo los de este servicio dentro del mes (esos son la rejilla).
 */
export const turnosDeFuera = (turnos: readonly TurnoGuardado[], idpuesto_servicio_servicio: string, mes: Mes): TurnoCuadrante[] => {
  const { desde, hasta } = limitesMes(mes);
  return turnos
    .filter((t) => !(t.idpuesto_servicio_servicio === idpuesto_servicio_servicio && t.fecha >= desde && t.fecha <= hasta))
    .map((t) => ({ idcuadrante: t.idcuadrante, idvigilante: t.idvigilante, idpuesto_servicio: t.idpuesto_servicio, fecha: t.fecha, inicio: t.inicio, fin: t.fin, horas: t.horas }));
};

export interface Revision {
  /** Los conflictos en los que entra alguna celda de la rejilla. */
  conflictos: Conflicto[];
  /** Las celdas (claveCelda) en conflicto. */
  celdas: ReadonlySet<string>;
}

/** Revisa la rejilla con los turnos de fuera: los conflictos que tocan la rejilla y sus celdas. */
export const revisarRejilla = (rejilla: readonly TurnoCuadrante[], deFuera: readonly TurnoCuadrante[], nombre: (idvigilante: string) => string): Revision => {
  const claveDeId = new Map(rejilla.map((t) => [t.idcuadrante, claveCelda(t.idvigilante, t.fecha)]));
  const conflictos = revisarCuadrante([...rejilla, ...deFuera], nombre).filter((c) => c.ids.some((id) => claveDeId.has(id)));
  const celdas = new Set<string>();
  for (const c of conflictos) {
    for (const id of c.ids) {
      const clave = claveDeId.get(id);
      if (clave !== undefined) celdas.add(clave);
    }
  }
  return { conflictos, celdas };
};

export interface CeldaPoner {
  idcuadrante: string;
  idvigilante: string;
  fecha: string;
  idturno_puesto: string;
}

/** Lo que se manda a cuadrante.guardarSync: las celdas cambiadas (las nuevas con un id nuevo) y las vaciadas. */
export const diferencia = (guardadas: ReadonlyMap<string, TurnoGuardado>, borrador: Borrador, nuevoId: () => string): { poner: CeldaPoner[]; quitar: string[] } => {
  const poner: CeldaPoner[] = [];
  const quitar: string[] = [];
  for (const [clave, idturno_puesto] of [...borrador].sort(([a], [b]) => a.localeCompare(b))) {
    const guardada = guardadas.get(clave);
    if ((guardada?.idturno_puesto ?? '') === idturno_puesto) continue;
    if (idturno_puesto === '') {
      if (guardada) quitar.push(guardada.idcuadrante);
      continue;
    }
    const [idvigilante = '', fecha = ''] = clave.split('|');
    poner.push({ idcuadrante: guardada?.idcuadrante ?? nuevoId(), idvigilante, fecha, idturno_puesto });
  }
  return { poner, quitar };
};

/** Los vigilantes de las filas: los asignados, los que ya tienen turno y los añadidos, sin repetir y en ese orden. */
export const filasRejilla = (asignados: readonly string[], conTurno: readonly string[], anadidos: readonly string[]): string[] => [
  ...new Set([...asignados, ...conTurno, ...anadidos]),
];

/** Parámetros de la ruta de la rejilla de un mes (el mes con dos cifras). */
export const paramsCuadrante = (idpuesto_servicio: string, idpuesto_servicio_servicio: string, m: Mes) => ({
  idpuesto_servicio,
  idpuesto_servicio_servicio,
  year: String(m.anio),
  month: String(m.mes).padStart(2, '0'),
});
