/**
 * Reglas de la planificación en funciones puras: días de la agenda y del tablero, qué parte cae en qué
 * casilla (técnico × día), qué técnicos y delegaciones mira quien planifica, y cómo se dice en español
 * la conexión de un técnico (último contacto, subidas pendientes y la antigüedad de la más antigua),
 * medida con la hora del servidor.
 */
import type { DocDe } from '../../../schemas';
import { diaDelParte, esCita } from '../../../replication/mutadores/planificacion';
import type { EstadoTecnico } from '../../../replication/planificacion';
import { fechaLocal } from '../tiempos/tiempos';
import type { DiaSemana } from '../tiempos/tiempos.labels';
import { etiquetasPreparacion, TEXTOS_PLANIFICACION, type ConexionTecnico, type PreparacionTecnico, type VistaAgenda } from './planificacion.labels';

export type Parte = DocDe<'partetrabajo'>;
export type Tecnico = DocDe<'tecnico'>;

/** Sin contacto durante este tiempo, un técnico está «Sin conexión» (su app baja cambios cada 30 s). */
export const UMBRAL_SIN_CONEXION_MS = 90_000;

/** Cada cuánto se vuelve a pedir la conexión de los técnicos al servidor. */
export const REFRESCO_ESTADO_MS = 10_000;

const partesFecha = (fecha: string): [number, number, number] => {
  const [a, m, d] = fecha.split('-').map(Number);
  return [a ?? 1970, (m ?? 1) - 1, d ?? 1];
};

/** 'YYYY-MM-DD' + n días. */
export const sumarDias = (fecha: string, n: number): string => {
  const [a, m, d] = partesFecha(fecha);
  return fechaLocal(new Date(a, m, d + n));
};

/** Lunes de la semana de la fecha. */
export const lunesDe = (fecha: string): string => {
  const [a, m, d] = partesFecha(fecha);
  const dia = new Date(a, m, d);
  return sumarDias(fecha, -((dia.getDay() + 6) % 7));
};

const DIAS_SEMANA: readonly DiaSemana[] = [0, 1, 2, 3, 4, 5, 6];

/** Día de la semana (0 lunes … 6 domingo). */
export const diaSemana = (fecha: string): DiaSemana => {
  const [a, m, d] = partesFecha(fecha);
  return DIAS_SEMANA[(new Date(a, m, d).getDay() + 6) % 7] ?? 0;
};

/** Los días que muestra la agenda: el día, o lunes a domingo de su semana. */
export const diasDeVista = (vista: VistaAgenda, fecha: string): string[] => {
  if (vista === 'dia') return [fecha];
  const lunes = lunesDe(fecha);
  return Array.from({ length: 7 }, (_, i) => sumarDias(lunes, i));
};

/** Avanza o retrocede un día o una semana. */
export const desplazar = (vista: VistaAgenda, fecha: string, sentido: 1 | -1): string => sumarDias(fecha, sentido * (vista === 'dia' ? 1 : 7));

/** Orden de los partes en un día: primero las citas, luego por número. */
export const ordenarPartes = (a: Parte, b: Parte): number =>
  Number(esCita(b)) - Number(esCita(a)) || a.numero.localeCompare(b.numero, 'es');

export interface DiaAgendaTecnico {
  fecha: string;
  partes: Parte[];
}

/** Los partes (activos) del técnico en cada día mostrado. */
export const agendaTecnico = (partes: readonly Parte[], idtecnico: string, dias: readonly string[]): DiaAgendaTecnico[] =>
  dias.map((fecha) => ({
    fecha,
    partes: partes.filter((p) => p.estado > 0 && p.idtecnico === idtecnico && diaDelParte(p) === fecha).sort(ordenarPartes),
  }));

/** Clave de una casilla del tablero: técnico ('' = sin asignar) y día ('anteriores' = antes de la semana). */
export const claveCasilla = (idtecnico: string | null, dia: string): string => `${idtecnico ?? ''}|${dia}`;
export const COLUMNA_ANTERIORES = 'anteriores';

/**
 * La columna que el móvil enseña del tablero (una a la vez, ver PlanificadorScreen): la elegida si es de
 * esta vista; si no, hoy si cae en la semana y, si no, el lunes. `columnas` es ['anteriores', lunes…domingo].
 */
export const columnaMovil = (columnas: readonly string[], elegida: string | null, hoy: string): string => {
  if (elegida !== null && columnas.includes(elegida)) return elegida;
  if (columnas.includes(hoy)) return hoy;
  return columnas.find((c) => c !== COLUMNA_ANTERIORES) ?? COLUMNA_ANTERIORES;
};

/** La columna anterior o siguiente del tablero en el móvil, o null en el extremo. */
export const columnaVecina = (columnas: readonly string[], actual: string, sentido: 1 | -1): string | null => columnas[columnas.indexOf(actual) + sentido] ?? null;

/** Los partes pendientes por casilla: los de la semana en su día, los de antes en «Atrasados». */
export const casillasTablero = (partes: readonly Parte[], dias: readonly string[]): Map<string, Parte[]> => {
  const primero = dias[0] ?? '';
  const ultimo = dias[dias.length - 1] ?? '';
  const mapa = new Map<string, Parte[]>();
  for (const p of partes) {
    if (p.estado !== 1) continue;
    const dia = diaDelParte(p);
    if (dia > ultimo) continue;
    const clave = claveCasilla(p.idtecnico ?? null, dia < primero ? COLUMNA_ANTERIORES : dia);
    const lista = mapa.get(clave);
    if (lista) lista.push(p);
    else mapa.set(clave, [p]);
  }
  for (const lista of mapa.values()) lista.sort(ordenarPartes);
  return mapa;
};

/**
 * Técnicos del tablero: los activos de las delegaciones cuyos partes están en el dispositivo (el ámbito
 * de quien planifica) y la suya, o solo los de la delegación elegida.
 */
export const tecnicosDelTablero = (
  tecnicos: readonly Tecnico[],
  partes: readonly Pick<Parte, 'iddelegacion'>[],
  iddelegacionUsuario: string | null,
  delegacionElegida: string | null,
): Tecnico[] => {
  const delegaciones = new Set(partes.map((p) => p.iddelegacion));
  if (iddelegacionUsuario) delegaciones.add(iddelegacionUsuario);
  return tecnicos
    .filter((t) => t.estado > 0 && (delegacionElegida === null ? delegaciones.has(t.iddelegacion) : t.iddelegacion === delegacionElegida))
    .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
};

/** Técnicos de la agenda: quien mira (si es técnico) y los que tienen partes en el dispositivo. */
export const tecnicosDeLaAgenda = (tecnicos: readonly Tecnico[], partes: readonly Pick<Parte, 'idtecnico'>[], idtecnicoUsuario: string | null): Tecnico[] => {
  const ids = new Set(partes.flatMap((p) => (p.idtecnico ? [p.idtecnico] : [])));
  if (idtecnicoUsuario) ids.add(idtecnicoUsuario);
  return tecnicos
    .filter((t) => ids.has(t.idtecnico))
    .sort((a, b) => Number(b.idtecnico === idtecnicoUsuario) - Number(a.idtecnico === idtecnicoUsuario) || a.nombre.localeCompare(b.nombre, 'es'));
};

/** Una duración en español: 'hace 5 s', 'hace 3 min', 'hace 2 h 5 min', 'hace 3 días'. */
export const formatearAntiguedad = (ms: number): string => {
  const s = Math.max(0, Math.floor(ms / 1000));
  if (s < 60) return `hace ${s} s`;
  const min = Math.floor(s / 60);
  if (min < 60) return `hace ${min} min`;
  const h = Math.floor(min / 60);
  if (h < 24) return min % 60 === 0 ? `hace ${h} h` : `hace ${h} h ${min % 60} min`;
  const dias = Math.floor(h / 24);
  return dias === 1 ? 'hace 1 día' : `hace ${dias} días`;
};

export interface ConexionVista {
  estado: ConexionTecnico;
  /** 'Sin conexión desde hace 3 min', 'En línea · último contacto hace 5 s'. */
  texto: string;
  /** '2 subidas pendientes, la más antigua de hace 1 h' / 'Sin subidas pendientes'. */
  pendientes: string;
}

/** Cómo se ve la conexión de un técnico, medida con la hora del servidor (`ahora`). */
export const conexionTecnico = (e: EstadoTecnico | undefined, ahora: string | null, umbralMs = UMBRAL_SIN_CONEXION_MS): ConexionVista => {
  if (!e || ahora === null) return { estado: 'desconocida', texto: 'Sin datos del servidor', pendientes: TEXTOS_PLANIFICACION.pendientesDesconocidas };
  const t = Date.parse(ahora);
  const pendientes =
    e.pendientes === null
      ? TEXTOS_PLANIFICACION.pendientesDesconocidas
      : e.pendientes === 0
        ? TEXTOS_PLANIFICACION.sinPendientes
        : `${TEXTOS_PLANIFICACION.pendientesDe(e.pendientes)}${e.masAntiguo ? `, ${TEXTOS_PLANIFICACION.masAntigua(formatearAntiguedad(t - Date.parse(e.masAntiguo)))}` : ''}`;
  if (e.ultimoContacto === null) return { estado: 'nunca', texto: 'Nunca ha conectado', pendientes };
  const edad = t - Date.parse(e.ultimoContacto);
  if (edad > umbralMs) return { estado: 'sinConexion', texto: `Sin conexión desde ${formatearAntiguedad(edad)}`, pendientes };
  return { estado: 'enLinea', texto: `En línea · último contacto ${formatearAntiguedad(edad)}`, pendientes };
};

export interface PreparacionVista {
  estado: PreparacionTecnico;
  /** 'Listo sin conexión', 'No listo: los datos, la sesión' o 'Sin datos'. */
  texto: string;
  /** 'informado hace 3 min' (hora del servidor); null si nunca informó. */
  cuando: string | null;
}

/** Lo que el dispositivo del técnico informó de su preparación sin conexión, medido con la hora del servidor. */
export const preparacionTecnico = (e: EstadoTecnico | undefined, ahora: string | null): PreparacionVista => {
  const p = e?.preparacion ?? null;
  if (p === null || ahora === null) return { estado: 'sinDatos', texto: etiquetasPreparacion.sinDatos, cuando: null };
  const cuando = TEXTOS_PLANIFICACION.informado(formatearAntiguedad(Date.parse(ahora) - Date.parse(p.informado)));
  if (p.listo) return { estado: 'listo', texto: etiquetasPreparacion.listo, cuando };
  const faltan = p.faltan.map((f) => f.etiqueta.charAt(0).toLowerCase() + f.etiqueta.slice(1)).join(', ');
  return { estado: 'noListo', texto: faltan === '' ? etiquetasPreparacion.noListo : TEXTOS_PLANIFICACION.noListoPor(faltan), cuando };
};
