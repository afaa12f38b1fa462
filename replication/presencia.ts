/**
 * Registro de jornada (Real Decreto-ley 8/2019), reglas puras que comparten el mutador (los dos lados) y las
 * pantallas. Un fichaje nunca se edita ni se borra: una corrección es un fichaje nuevo que deja sin efecto
 * al que corrige (`idpresencia_corrige`). Lo vigente es lo activo que nadie corrige; ordenado por `hora`,
 * alterna entrada y salida. Los días se cuentan en la hora de España peninsular (Europe/Madrid).
 */
export type TipoFichaje = 'entrada' | 'salida';

export interface Fichaje {
  idpresencia: string;
  idempleado: string;
  tipo: TipoFichaje;
  hora: string;
  idpresencia_corrige?: string | null;
  estado: number;
}

export const ZONA_JORNADA = 'Europe/Madrid';

export const MENSAJES_PRESENCIA = {
  entradaAbierta: (hora: string) => `Ya fichaste la entrada a las ${hora}: ficha la salida antes de otra entrada`,
  sinEntrada: 'No tienes una entrada abierta: ficha primero la entrada',
  sinEmpleado: 'Tu usuario no tiene un empleado asociado: no puede fichar',
  yaCorregido: 'Ese fichaje ya tiene una corrección: corrige la corrección',
  otroEmpleado: 'El fichaje que corriges es de otro empleado',
  horaFutura: 'La hora corregida no puede ser posterior a ahora',
  motivo: 'Escribe el motivo de la corrección',
  secuencia: (fecha: string, tipo: TipoFichaje) =>
    `Con esta corrección quedarían dos ${tipo === 'entrada' ? 'entradas' : 'salidas'} seguidas (${fecha}): revisa las horas`,
  primeraSalida: 'Con esta corrección la primera marca sería una salida sin entrada: revisa las horas',
} as const;

const fmtDia = new Intl.DateTimeFormat('en-CA', { timeZone: ZONA_JORNADA, year: 'numeric', month: '2-digit', day: '2-digit' });
const fmtHora = new Intl.DateTimeFormat('es-ES', { timeZone: ZONA_JORNADA, hour: '2-digit', minute: '2-digit', hour12: false });
const fmtFechaHora = new Intl.DateTimeFormat('es-ES', { timeZone: ZONA_JORNADA, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });

/** El día 'AAAA-MM-DD' de un instante en España. */
export const diaJornada = (iso: string): string => fmtDia.format(new Date(iso));
/** 'hh:mm' de un instante en España. */
export const horaJornada = (iso: string): string => fmtHora.format(new Date(iso));
export const fechaHoraJornada = (iso: string): string => fmtFechaHora.format(new Date(iso));

/** Los fichajes vigentes (activos y sin corregir), ordenados por hora (y por id si coinciden). */
export const vigentes = <F extends Fichaje>(fichajes: readonly F[]): F[] => {
  const activos = fichajes.filter((f) => f.estado > 0);
  const corregidos = new Set(activos.map((f) => f.idpresencia_corrige).filter((x): x is string => typeof x === 'string' && x.length > 0));
  return activos
    .filter((f) => !corregidos.has(f.idpresencia))
    .sort((a, b) => Date.parse(a.hora) - Date.parse(b.hora) || a.idpresencia.localeCompare(b.idpresencia));
};

/** El último fichaje vigente, o null. */
export const ultimoVigente = <F extends Fichaje>(fichajes: readonly F[]): F | null => vigentes(fichajes).at(-1) ?? null;

/** ¿Está dentro? (su último fichaje vigente es una entrada). */
export const estaDentro = (fichajes: readonly Fichaje[]): boolean => ultimoVigente(fichajes)?.tipo === 'entrada';

/** El fichaje que toca ahora: salida si hay una entrada abierta, entrada si no. */
export const siguienteTipo = (fichajes: readonly Fichaje[]): TipoFichaje => (estaDentro(fichajes) ? 'salida' : 'entrada');

/** null si se puede fichar `tipo` ahora; si no, el mensaje. */
export const errorRegistro = (fichajes: readonly Fichaje[], tipo: TipoFichaje): string | null => {
  const ultimo = ultimoVigente(fichajes);
  if (tipo === 'entrada' && ultimo?.tipo === 'entrada') return MENSAJES_PRESENCIA.entradaAbierta(horaJornada(ultimo.hora));
  if (tipo === 'salida' && ultimo?.tipo !== 'entrada') return MENSAJES_PRESENCIA.sinEntrada;
  return null;
};

/** null si la secuencia vigente alterna entrada y salida empezando por entrada; si no, el mensaje. */
export const errorSecuencia = (fichajes: readonly Fichaje[]): string | null => {
  const v = vigentes(fichajes);
  if (v[0]?.tipo === 'salida') return MENSAJES_PRESENCIA.primeraSalida;
  for (let i = 1; i < v.length; i++) {
    const a = v[i - 1];
    const b = v[i];
    if (a && b && a.tipo === b.tipo) return MENSAJES_PRESENCIA.secuencia(fechaHoraJornada(b.hora), b.tipo);
  }
  return null;
};

export interface Tramo {
  entrada: string;
  /** null: la entrada sigue abierta. */
  salida: string | null;
  minutos: number;
}

/**
 * Tramos trabajados (entrada → salida) de los fichajes vigentes de un empleado. Una entrada abierta cuenta
 * hasta `ahora`. Un tramo cuenta en el día de su entrada.
 */
export const tramos = (fichajes: readonly Fichaje[], ahora: string): Tramo[] => {
  const r: Tramo[] = [];
  let abierta: string | null = null;
  for (const f of vigentes(fichajes)) {
    if (f.tipo === 'entrada') abierta = f.hora;
    else if (abierta !== null) {
      r.push({ entrada: abierta, salida: f.hora, minutos: Math.max(0, Math.round((Date.parse(f.hora) - Date.parse(abierta)) / 60000)) });
      abierta = null;
    }
  }
  if (abierta !== null) r.push({ entrada: abierta, salida: null, minutos: Math.max(0, Math.round((Date.parse(ahora) - Date.parse(abierta)) / 60000)) });
  return r;
};

/** Minutos trabajados por día ('AAAA-MM-DD' en España). */
export const minutosPorDia = (fichajes: readonly Fichaje[], ahora: string): Map<string, number> => {
  const m = new Map<string, number>();
  for (const t of tramos(fichajes, ahora)) {
    const dia = diaJornada(t.entrada);
    m.set(dia, (m.get(dia) ?? 0) + t.minutos);
  }
  return m;
};

/** El lunes ('AAAA-MM-DD') de la semana de un día. */
export const lunesDe = (dia: string): string => {
  const d = new Date(`${dia}T12:00:00Z`);
  const desde = (d.getUTCDay() + 6) % 7;
  d.setUTCDate(d.getUTCDate() - desde);
  return d.toISOString().slice(0, 10);
};

/** Minutos por semana (clave: su lunes). */
export const minutosPorSemana = (porDia: ReadonlyMap<string, number>): Map<string, number> => {
  const m = new Map<string, number>();
  for (const [dia, min] of porDia) {
    const lunes = lunesDe(dia);
    m.set(lunes, (m.get(lunes) ?? 0) + min);
  }
  return m;
};

/** '7 h 05 min' (o '0 h 00 min'). */
export const formatearMinutos = (min: number): string => `${Math.floor(min / 60)} h ${String(min % 60).padStart(2, '0')} min`;
