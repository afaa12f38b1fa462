/**
 * Reglas del cuadrante de vigilantes (issue 16), puras y compartidas: la rejilla las enseña antes de
 * guardar y cuadrante.guardarSync (replication/mutadores/vigilancia.ts) las repite en los dos lados.
 *  - solape: dos turnos del mismo vigilante que se pisan (en dos puestos, o en dos servicios);
 *  - descanso: menos de DESCANSO_MINIMO_HORAS entre el fin de un turno y el inicio del siguiente;
 *  - horas: más de HORAS_MES_MAXIMO en un mes natural (el de la `fecha` del turno).
 * `inicio` y `fin` son hora de reloj de Madrid ('YYYY-MM-DDTHH:MM'); las duraciones se cuentan en horas
 * de reloj, como las dice el turno (la noche del cambio de hora, un turno de 22:00 a 06:00 son 8 h).
 */
import { esHora } from './fechas-validas';

export const DESCANSO_MINIMO_HORAS = 12;
export const HORAS_MES_MAXIMO = 162;

export const MESES = [
  'enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre',
] as const;

/** Un turno del cuadrante tal como lo miran las reglas (los campos de cuadranteturno que cuentan). */
export interface TurnoCuadrante {
  idcuadrante: string;
  idvigilante: string;
  idpuesto_servicio: string;
  /** Día del cuadrante 'YYYY-MM-DD' (el del inicio del turno). */
  fecha: string;
  inicio: string;
  fin: string;
  horas: number;
}

export type TipoConflicto = 'solape' | 'descanso' | 'horas';

export interface Conflicto {
  tipo: TipoConflicto;
  idvigilante: string;
  /** Los turnos (idcuadrante) implicados. */
  ids: string[];
  mensaje: string;
}

const FECHA = /^(\d{4})-(\d{2})-(\d{2})$/;
const HORA_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;

export { esHora };

/** Minutos de reloj desde 1970 de una hora local 'YYYY-MM-DDTHH:MM' (sin zona: solo para restar). */
const minutosDe = (horaLocal: string): number => {
  const m = HORA_LOCAL.exec(horaLocal);
  if (!m) throw new RangeError(`Hora local no válida: ${horaLocal}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5])) / 60_000;
};

const horaLocalDe = (minutos: number): string => new Date(minutos * 60_000).toISOString().slice(0, 16);

const redondear = (n: number): number => Math.round(n * 100) / 100;

/** Horas con coma decimal y sin ceros de sobra: 8, 7,5, 10,25. */
export const formatearHoras = (h: number): string => String(redondear(h)).replace('.', ',');

/** 'YYYY-MM-DD' → 'dd/mm/aaaa'. */
export const formatearDia = (fecha: string): string => {
  const m = FECHA.exec(fecha);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : fecha;
};

/** 'enero de 2027' para 'YYYY-MM'. */
export const nombreMes = (anio: number, mes: number): string => `${MESES[mes - 1] ?? String(mes)} de ${anio}`;

/**
 * Inicio, fin y horas de un turno que empieza el día `fecha`: si la hora de salida no es mayor que la de
 * entrada, acaba al día siguiente (22:00–06:00 son 8 h; 08:00–08:00, 24 h).
 */
export const horarioTurno = (fecha: string, hora_inicio: string, hora_fin: string): { inicio: string; fin: string; horas: number } => {
  if (!esHora(hora_inicio) || !esHora(hora_fin)) throw new RangeError(`Horario no válido: ${hora_inicio}–${hora_fin}`);
  const inicio = `${fecha}T${hora_inicio}`;
  const desde = minutosDe(inicio);
  const finMismoDia = minutosDe(`${fecha}T${hora_fin}`);
  const hasta = hora_fin <= hora_inicio ? finMismoDia + 24 * 60 : finMismoDia;
  return { inicio, fin: horaLocalDe(hasta), horas: redondear((hasta - desde) / 60) };
};

/** Días que se revisan al guardar un mes: del anterior al primero al siguiente al último (los turnos que lo tocan). */
export const ventanaRevision = (anio: number, mes: number): { desde: string; hasta: string } => {
  const dia = (d: Date): string => d.toISOString().slice(0, 10);
  return { desde: dia(new Date(Date.UTC(anio, mes - 1, 0))), hasta: dia(new Date(Date.UTC(anio, mes, 1))) };
};

/** ¿Es `fecha` ('YYYY-MM-DD') del mes `mes` (1-12) de `anio`? */
export const esDelMes = (fecha: string, anio: number, mes: number): boolean => fecha.startsWith(`${String(anio).padStart(4, '0')}-${String(mes).padStart(2, '0')}-`);

const hhmm = (horaLocal: string): string => horaLocal.slice(11, 16);

export const MENSAJES_CUADRANTE = {
  solape: (nombre: string, fecha: string, a: TurnoCuadrante, b: TurnoCuadrante) =>
    `${nombre} está en dos puestos a la vez el ${formatearDia(fecha)} (${hhmm(a.inicio)}–${hhmm(a.fin)} y ${hhmm(b.inicio)}–${hhmm(b.fin)})`,
  descanso: (nombre: string, horas: number, a: TurnoCuadrante, b: TurnoCuadrante) =>
    `${nombre} descansa solo ${formatearHoras(horas)} h entre el turno del ${formatearDia(a.fecha)} y el del ${formatearDia(b.fecha)} (mínimo ${DESCANSO_MINIMO_HORAS} h)`,
  horas: (nombre: string, anio: number, mes: number, horas: number) =>
    `${nombre} supera las ${HORAS_MES_MAXIMO} horas en ${nombreMes(anio, mes)} (${formatearHoras(horas)} h)`,
} as const;

interface Intervalo {
  turno: TurnoCuadrante;
  desde: number;
  hasta: number;
}

const porInicio = (a: Intervalo, b: Intervalo): number => a.desde - b.desde || a.hasta - b.hasta || a.turno.idcuadrante.localeCompare(b.turno.idcuadrante);

const conflictosVigilante = (idvigilante: string, turnos: readonly TurnoCuadrante[], nombre: string): Conflicto[] => {
  const intervalos = turnos.map((turno) => ({ turno, desde: minutosDe(turno.inicio), hasta: minutosDe(turno.fin) })).sort(porInicio);
  const conflictos: Conflicto[] = [];
  // Solapes: cada par que se pisa (un turno largo puede pisar a dos).
  for (const [i, a] of intervalos.entries()) {
    for (const b of intervalos.slice(i + 1)) {
      if (b.desde >= a.hasta) break;
      conflictos.push({
        tipo: 'solape', idvigilante, ids: [a.turno.idcuadrante, b.turno.idcuadrante],
        mensaje: MENSAJES_CUADRANTE.solape(nombre, b.turno.fecha, a.turno, b.turno),
      });
    }
  }
  // Descanso: desde el turno que acaba más tarde de los anteriores hasta el inicio del siguiente (si no se pisan).
  let previo: Intervalo | null = null;
  for (const b of intervalos) {
    if (previo && b.desde >= previo.hasta) {
      const horas = (b.desde - previo.hasta) / 60;
      if (horas < DESCANSO_MINIMO_HORAS) {
        conflictos.push({
          tipo: 'descanso', idvigilante, ids: [previo.turno.idcuadrante, b.turno.idcuadrante],
          mensaje: MENSAJES_CUADRANTE.descanso(nombre, horas, previo.turno, b.turno),
        });
      }
    }
    if (!previo || b.hasta > previo.hasta) previo = b;
  }
  // Horas del mes natural de cada turno (por su fecha).
  const porMes = new Map<string, TurnoCuadrante[]>();
  for (const { turno } of intervalos) {
    const mes = turno.fecha.slice(0, 7);
    porMes.set(mes, [...(porMes.get(mes) ?? []), turno]);
  }
  for (const [mes, delMes] of porMes) {
    const total = redondear(delMes.reduce((s, t) => s + t.horas, 0));
    if (total > HORAS_MES_MAXIMO) {
      conflictos.push({
        tipo: 'horas', idvigilante, ids: delMes.map((t) => t.idcuadrante),
        mensaje: MENSAJES_CUADRANTE.horas(nombre, Number(mes.slice(0, 4)), Number(mes.slice(5, 7)), total),
      });
    }
  }
  return conflictos;
};

/**
 * Los conflictos de un conjunto de turnos (activos), por vigilante en orden de id y, en cada uno, solapes,
 * descansos y horas. `nombre` da el nombre del vigilante para los mensajes.
 */
export const revisarCuadrante = (turnos: readonly TurnoCuadrante[], nombre: (idvigilante: string) => string): Conflicto[] => {
  const porVigilante = new Map<string, TurnoCuadrante[]>();
  for (const t of turnos) porVigilante.set(t.idvigilante, [...(porVigilante.get(t.idvigilante) ?? []), t]);
  return [...porVigilante.keys()].sort().flatMap((id) => conflictosVigilante(id, porVigilante.get(id) ?? [], nombre(id)));
};

/** Conflictos que se dicen en un mensaje; del resto solo se cuentan. */
export const MAX_CONFLICTOS_MENSAJE = 5;

/** Un mensaje con los conflictos (sin repetir), separados por '; '. */
export const mensajeConflictos = (c: readonly Conflicto[]): string => {
  const mensajes = [...new Set(c.map((x) => x.mensaje))];
  const dichos = mensajes.slice(0, MAX_CONFLICTOS_MENSAJE).join('; ');
  const resto = mensajes.length - MAX_CONFLICTOS_MENSAJE;
  return resto > 0 ? `${dichos}; y ${resto} ${resto === 1 ? 'conflicto' : 'conflictos'} más` : dichos;
};
