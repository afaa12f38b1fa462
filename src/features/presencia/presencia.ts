/**
 * Lo que las pantallas de presencia calculan sin base de datos, sobre las reglas compartidas
 * (replication/presencia.ts: vigentes, tramos, horas en Europe/Madrid):
 *  - el instante de una fecha y una hora de pared en España (la corrección se escribe así);
 *  - el estado de quien ficha ('Dentro desde las 08:02' / 'Fuera') y quién está dentro ahora;
 *  - las horas por persona y día de una semana. Una entrada sin salida cuenta hasta ahora si es de las
 *    últimas 24 horas (un turno en curso, también el de noche); si es más antigua es un olvido: no suma y
 *    se marca para corregirla, en vez de sumar días enteros;
 *  - los textos de cada fichaje (tipo, posición, hora del dispositivo frente a la del servidor).
 */
import type { DocDe } from '../../../schemas';
import {
  diaJornada,
  horaJornada,
  lunesDe,
  tramos,
  ultimoVigente,
  ZONA_JORNADA,
  type Fichaje as FichajeRegla,
  type TipoFichaje,
  type Tramo,
} from '../../../replication/presencia';
import { ETIQUETAS_TIPO_FICHAJE, TEXTOS_PRESENCIA as T } from './presencia.labels';

export type Fichaje = DocDe<'presencia'>;
export type { TipoFichaje };

export const esTipoFichaje = (t: string): t is TipoFichaje => t === 'entrada' || t === 'salida';
export const nombreTipo = (t: TipoFichaje): string => ETIQUETAS_TIPO_FICHAJE[t];

/** 'Nombre Apellidos' de un empleado. */
export const nombreEmpleado = (e: { nombre: string; apellidos: string }): string => `${e.nombre} ${e.apellidos}`.trim();

/** ¿Es una corrección (o un fichaje añadido por la supervisión)? Solo esas llevan motivo. */
export const esCorreccion = (f: Pick<Fichaje, 'idpresencia_corrige' | 'motivo'>): boolean =>
  (typeof f.idpresencia_corrige === 'string' && f.idpresencia_corrige !== '') || (typeof f.motivo === 'string' && f.motivo !== '');

// ——— Fechas en España ———

const partes = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONA_JORNADA,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Lo que la hora de pared de España va por delante de UTC en ese instante (ms). */
const desfase = (ms: number): number => {
  const p: Record<string, number> = {};
  for (const x of partes.formatToParts(new Date(ms))) if (x.type !== 'literal') p[x.type] = Number(x.value);
  const pared = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0);
  return pared - Math.floor(ms / 1000) * 1000;
};

/**
 * El instante ISO de un día 'AAAA-MM-DD' y una hora 'hh:mm' de pared en España, o null si no valen. Dos
 * pasadas: la segunda corrige el desfase si la primera cayó al otro lado de un cambio de hora.
 */
export const instanteDeJornada = (dia: string, hora: string): string | null => {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dia);
  const h = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hora);
  if (!d || !h) return null;
  const pared = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(h[1]), Number(h[2]));
  const fecha = new Date(pared);
  if (fecha.getUTCDate() !== Number(d[3]) || fecha.getUTCMonth() !== Number(d[2]) - 1) return null;
  const primera = pared - desfase(pared);
  return new Date(pared - desfase(primera)).toISOString();
};

/** El día `n` días después (antes si es negativo) de 'AAAA-MM-DD'. */
export const desplazarDia = (dia: string, n: number): string => {
  const d = new Date(`${dia}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** 'dd/mm/aaaa' de un día 'AAAA-MM-DD'. */
export const fechaCorta = (dia: string): string => `${dia.slice(8, 10)}/${dia.slice(5, 7)}/${dia.slice(0, 4)}`;

/** 'dd/mm/aaaa hh:mm' de un instante en España. */
export const fechaHora = (iso: string): string => `${fechaCorta(diaJornada(iso))} ${horaJornada(iso)}`;

/** El lunes de la semana de hoy en España. */
export const lunesDeHoy = (ahora: Date = new Date()): string => lunesDe(diaJornada(ahora.toISOString()));
export const desplazarSemana = (lunes: string, semanas: number): string => desplazarDia(lunes, 7 * semanas);

/** Los siete días de la semana de un lunes. */
export const diasDeSemana = (lunes: string): string[] => Array.from({ length: 7 }, (_, i) => desplazarDia(lunes, i));

/**
 * Los instantes que abarca la consulta de unos días (de las 00:00 del primero a las 00:00 del día después
 * del último, más un día para ver la salida de un turno de noche que entra el último día).
 */
export const rangoConsulta = (primerDia: string, ultimoDia: string): { desde: string; hasta: string } => ({
  desde: instanteDeJornada(primerDia, '00:00') ?? `${primerDia}T00:00:00.000Z`,
  hasta: instanteDeJornada(desplazarDia(ultimoDia, 2), '00:00') ?? `${desplazarDia(ultimoDia, 2)}T00:00:00.000Z`,
});

// ——— Tramos y horas ———

/** Una entrada sin salida más antigua que esto es un olvido: no suma horas. */
export const MAX_TRAMO_ABIERTO_MIN = 24 * 60;

export interface TramoContado extends Tramo {
  /** La entrada sigue abierta y cuenta hasta ahora (turno en curso). */
  enCurso: boolean;
  /** La entrada no tiene salida y es de hace más de 24 h: no suma (hay que corregirla). */
  sinSalida: boolean;
}

/** Los tramos de un empleado con la regla de las entradas sin salida (ver la cabecera). */
export const tramosContados = (fichajes: readonly FichajeRegla[], ahora: string): TramoContado[] =>
  tramos(fichajes, ahora).map((t) => {
    if (t.salida !== null) return { ...t, enCurso: false, sinSalida: false };
    if (t.minutos <= MAX_TRAMO_ABIERTO_MIN) return { ...t, enCurso: true, sinSalida: false };
    return { ...t, minutos: 0, enCurso: false, sinSalida: true };
  });

/** Los fichajes agrupados por empleado. */
export const porEmpleado = <F extends FichajeRegla>(fichajes: readonly F[]): Map<string, F[]> => {
  const m = new Map<string, F[]>();
  for (const f of fichajes) {
    const lista = m.get(f.idempleado);
    if (lista) lista.push(f);
    else m.set(f.idempleado, [f]);
  }
  return m;
};

export interface HorasPersona {
  idempleado: string;
  /** Minutos de cada día, de lunes a domingo. */
  minutos: number[];
  total: number;
  /** Días con una entrada sin salida de hace más de 24 h. */
  sinSalida: number;
}

/** Minutos por persona y día de la semana del lunes dado (un tramo cuenta en el día de su entrada). */
export const horasSemana = (fichajes: readonly FichajeRegla[], lunes: string, ahora: string): HorasPersona[] => {
  const dias = diasDeSemana(lunes);
  const r: HorasPersona[] = [];
  for (const [idempleado, suyos] of porEmpleado(fichajes)) {
    const minutos = dias.map(() => 0);
    let sinSalida = 0;
    let alguno = false;
    for (const t of tramosContados(suyos, ahora)) {
      const i = dias.indexOf(diaJornada(t.entrada));
      if (i < 0) continue;
      alguno = true;
      minutos[i] = (minutos[i] ?? 0) + t.minutos;
      if (t.sinSalida) sinSalida++;
    }
    if (alguno) r.push({ idempleado, minutos, total: minutos.reduce((a, b) => a + b, 0), sinSalida });
  }
  return r;
};

// ——— Estado ———

export interface Dentro {
  idempleado: string;
  idpresencia: string;
  /** La hora de su entrada. */
  desde: string;
}

/** Quién tiene como último fichaje vigente una entrada, el que entró antes primero. */
export const dentroAhora = (fichajes: readonly Fichaje[]): Dentro[] => {
  const r: Dentro[] = [];
  for (const [idempleado, suyos] of porEmpleado(fichajes)) {
    const ultimo = ultimoVigente(suyos);
    if (ultimo?.tipo === 'entrada') r.push({ idempleado, idpresencia: ultimo.idpresencia, desde: ultimo.hora });
  }
  return r.sort((a, b) => Date.parse(a.desde) - Date.parse(b.desde) || a.idempleado.localeCompare(b.idempleado));
};

/** 'Dentro desde las 08:02' (hoy) o 'Dentro desde el 12/03/2025 a las 21:05' (otro día). */
export const textoDentroDesde = (desde: string, ahora: string): string => {
  const dia = diaJornada(desde);
  return dia === diaJornada(ahora) ? T.dentroDesde(horaJornada(desde)) : T.dentroDesdeDia(fechaCorta(dia), horaJornada(desde));
};

// ——— Textos de un fichaje ———

/** 'Con posición' o 'Sin posición: motivo'. */
export const textoPosicion = (f: Pick<Fichaje, 'lat' | 'lng' | 'sin_posicion'>): string =>
  typeof f.lat === 'number' && typeof f.lng === 'number' ? T.conPosicion : T.sinPosicion(f.sin_posicion ?? '—');

const horaSegundos = new Intl.DateTimeFormat('es-ES', { timeZone: ZONA_JORNADA, hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });
const fechaHoraSegundos = (iso: string): string => `${fechaCorta(diaJornada(iso))} ${horaSegundos.format(new Date(iso))}`;

/** 'hh:mm:ss' si es del día de referencia; si no, con la fecha delante. */
const horaRespectoA = (iso: string, dia: string): string => (diaJornada(iso) === dia ? horaSegundos.format(new Date(iso)) : fechaHoraSegundos(iso));

/**
 * La hora del dispositivo frente a la del servidor, con segundos ('Pendiente de subir' mientras no ha
 * llegado); la fecha solo si no es la del fichaje (la del dispositivo) o la del dispositivo (la del servidor).
 */
export const textoRegistro = (f: Pick<Fichaje, 'hora' | 'fdispositivo' | 'frecibido'>): string => {
  const dispositivo = horaRespectoA(f.fdispositivo, diaJornada(f.hora));
  return f.frecibido ? T.dispositivoServidor(dispositivo, horaRespectoA(f.frecibido, diaJornada(f.fdispositivo))) : T.dispositivoPendiente(dispositivo);
};

/** Fecha y hora con segundos en España ('12/03/2025 08:02:15'). */
export const textoInstante = (iso: string | null | undefined): string | null => (iso ? fechaHoraSegundos(iso) : null);

/** 'Entrada del 12/03/2025 08:02'. */
export const descripcionFichaje = (f: Pick<Fichaje, 'tipo' | 'hora'>): string => T.fichajeDe(nombreTipo(f.tipo), fechaHora(f.hora));

/** 'Corrección: motivo (autor)' o null si no es una corrección. */
export const textoCorreccion = (f: Pick<Fichaje, 'idpresencia_corrige' | 'motivo' | 'autor'>): string | null =>
  esCorreccion(f) ? T.correccion(f.motivo ?? '', f.autor) : null;

const coordenada = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 5, maximumFractionDigits: 5 });
const metros = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0 });

/** '40,41680, -3,70380 (± 12 m)'. */
export const textoCoordenadas = (lat: number, lng: number, precision: number | null | undefined): string =>
  T.posicionTexto(coordenada.format(lat), coordenada.format(lng), typeof precision === 'number' ? metros.format(precision) : null);

export { diaJornada, horaJornada };
