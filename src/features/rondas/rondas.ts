/**
 * Reglas puras de las pantallas de rondas: los días de una ronda programada en letras, el estado de cada
 * punto a partir de las lecturas (pendiente, leído con su hora, fuera de orden, sin leer), el progreso, los
 * puntos que faltan al cerrar (puntosPendientes de replication/rondas.ts, la regla de ronda.cerrarSync),
 * el mensaje que se dice tras cada lectura y la posición en texto.
 */
import { puntosPendientes } from '../../../replication/rondas';
import type { DocDe } from '../../../schemas';
import { formatearHora } from '../../lib/formato';
import { ETIQUETAS_RESULTADO_LECTURA, ETIQUETAS_SITUACION, LETRAS_DIAS, NOMBRES_DIAS, TEXTOS_RONDAS, TEXTOS_REALIZAR as R } from './rondas.labels';

export type RondaProgramada = DocDe<'rondaprogramada'>;
export type PuntoRonda = DocDe<'puntoronda'>;
export type RondaRealizada = DocDe<'rondarealizada'>;
export type RondaCheck = DocDe<'rondacheck'>;
export type ResultadoLectura = RondaCheck['resultado'];
export type SituacionRonda = RondaRealizada['situacion'];

/** Orden de las situaciones en el filtro de la lista. */
export const SITUACIONES: readonly SituacionRonda[] = ['en_curso', 'completa', 'incompleta'];

export const nombreSituacion = (s: SituacionRonda): string => ETIQUETAS_SITUACION[s];
export const nombreResultado = (r: ResultadoLectura): string => ETIQUETAS_RESULTADO_LECTURA[r];

/** Los días válidos (1 lunes … 7 domingo), sin repetir y en orden de la semana. */
const diasOrdenados = (dias: readonly number[]): number[] => [...new Set(dias)].filter((d) => Number.isInteger(d) && d >= 1 && d <= 7).sort((a, b) => a - b);

/** [1, 2, 3, 4, 5] → 'L M X J V'; todos → 'L M X J V S D'. */
export const textoDias = (dias: readonly number[]): string =>
  diasOrdenados(dias)
    .map((d) => LETRAS_DIAS[d - 1])
    .join(' ');

/** Los mismos días con su nombre, para lectores de pantalla: 'lunes, martes, miércoles'. */
export const nombresDias = (dias: readonly number[]): string =>
  diasOrdenados(dias)
    .map((d) => NOMBRES_DIAS[d - 1])
    .join(', ');

/** Los puntos activos de una ronda en su orden (desempate por id, para que el orden sea estable). */
export const puntosEnOrden = (puntos: readonly PuntoRonda[]): PuntoRonda[] =>
  puntos.filter((p) => p.estado > 0).sort((a, b) => a.orden - b.orden || a.idpunto_ronda.localeCompare(b.idpunto_ronda));

/** Las lecturas en el orden en que se hicieron. */
export const lecturasEnOrden = (checks: readonly RondaCheck[]): RondaCheck[] =>
  checks.filter((c) => c.estado > 0).sort((a, b) => a.secuencia - b.secuencia || a.idronda_check.localeCompare(b.idronda_check));

/** Cómo está un punto en una ronda realizada. `hora` es la del dispositivo al leerlo (ISO). */
export type EstadoPunto =
  | { tipo: 'pendiente' }
  | { tipo: 'leido'; hora: string | null }
  | { tipo: 'fuera_de_orden'; hora: string | null }
  | { tipo: 'omitido' };

export interface PuntoConEstado {
  punto: PuntoRonda;
  estado: EstadoPunto;
}

/** Una lectura que cuenta como punto leído (la ronda pasa por él): correcta o fuera de orden. */
export const cuentaComoLeido = (r: ResultadoLectura): r is 'correcto' | 'fuera_de_orden' => r === 'correcto' || r === 'fuera_de_orden';

/**
 * El estado de cada punto activo, en su orden: la primera lectura que lo cuenta como leído (correcta o
 * fuera de orden) le da el estado y la hora; si no la hay, «sin leer» si al cerrar quedó omitido, o
 * pendiente. Los repetidos y los códigos desconocidos no cambian nada.
 */
export const estadoPuntos = (puntos: readonly PuntoRonda[], checks: readonly RondaCheck[]): PuntoConEstado[] => {
  const lecturas = lecturasEnOrden(checks);
  return puntosEnOrden(puntos).map((punto) => {
    const suyas = lecturas.filter((c) => c.idpunto_ronda === punto.idpunto_ronda);
    const leida = suyas.find((c) => cuentaComoLeido(c.resultado));
    if (leida) return { punto, estado: { tipo: leida.resultado === 'correcto' ? 'leido' : 'fuera_de_orden', hora: leida.fdispositivo ?? null } };
    if (suyas.some((c) => c.resultado === 'omitido')) return { punto, estado: { tipo: 'omitido' } };
    return { punto, estado: { tipo: 'pendiente' } };
  });
};

/** Puntos leídos (correctos o fuera de orden) de los activos: lo que enseña la barra de progreso. */
export const progresoRonda = (estados: readonly PuntoConEstado[]): { leidos: number; total: number } => ({
  leidos: estados.filter((e) => e.estado.tipo === 'leido' || e.estado.tipo === 'fuera_de_orden').length,
  total: estados.length,
});

/**
 * Los puntos que faltan al cerrar, en su orden: la regla compartida con ronda.cerrarSync (puntos activos
 * sin lectura correcta ni fuera de orden), así el formulario manda un id de lectura por cada uno.
 */
export const puntosSinLeer = (puntos: readonly PuntoRonda[], checks: readonly RondaCheck[]): PuntoRonda[] => puntosPendientes(puntos, checks);

/** El estado de un punto en texto: 'Pendiente', 'Leído a las 22:05', 'Fuera de orden, a las 22:07', 'Sin leer'. */
export const textoEstadoPunto = (e: EstadoPunto, timeZone?: string): string => {
  switch (e.tipo) {
    case 'pendiente':
      return R.pendiente;
    case 'leido':
      return R.leido(formatearHora(e.hora, timeZone));
    case 'fuera_de_orden':
      return R.fueraDeOrden(formatearHora(e.hora, timeZone));
    case 'omitido':
      return R.omitido;
  }
};

/** El mensaje tras una lectura y si es una incidencia (todo lo que no es correcto). */
export const mensajeLectura = (check: Pick<RondaCheck, 'resultado' | 'codigo'>, punto: Pick<PuntoRonda, 'nombre'> | undefined): { texto: string; incidencia: boolean } => {
  const nombre = punto?.nombre ?? check.codigo;
  switch (check.resultado) {
    case 'correcto':
      return { texto: R.leidoOk(nombre), incidencia: false };
    case 'desconocido':
      return { texto: R.desconocido(check.codigo), incidencia: true };
    case 'fuera_de_orden':
      return { texto: R.fueraOrden(nombre), incidencia: true };
    case 'repetido':
      return { texto: R.repetido(nombre), incidencia: true };
    case 'omitido':
      return { texto: `${nombre}: ${nombreResultado('omitido')}`, incidencia: true };
  }
};

/** '40.416780, -3.703790 ± 12 m'; sin coordenadas, 'Sin posición'; sin precisión, sin el ±. */
export const textoPosicion = (c: Pick<RondaCheck, 'lat' | 'lng' | 'precision'>): string => {
  if (c.lat === null || c.lat === undefined || c.lng === null || c.lng === undefined) return TEXTOS_RONDAS.sinPosicion;
  const coordenadas = `${c.lat.toFixed(6)}, ${c.lng.toFixed(6)}`;
  return c.precision === null || c.precision === undefined ? coordenadas : `${coordenadas} ± ${Math.round(c.precision)} m`;
};

/** Puntos leídos de la ronda realizada: '3/8'. */
export const textoPuntosRonda = (r: Pick<RondaRealizada, 'puntos_leidos' | 'puntos_total'>): string => TEXTOS_RONDAS.puntosLeidos(r.puntos_leidos, r.puntos_total);
