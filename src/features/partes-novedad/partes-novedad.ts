/**
 * Reglas puras de los partes de novedad: tipos, gravedades y tipos de novedad con su nombre, la hora
 * 'HH:MM' del dispositivo, el texto de 'Recibido en el servidor' (la hora del servidor o 'Pendiente de
 * subir'), el orden de las novedades por hora y sus columnas (ficha y tabla editable).
 */
import { entidades, type DocDe } from '../../../schemas';
import { formatearFechaHora } from '../../lib/formato';
import type { ColumnaTablaHija } from '../../ui/tabla/TablaHija';
import { ETIQUETAS_GRAVEDAD, ETIQUETAS_TIPO_NOVEDAD, etiquetasNovedad as EN, TEXTOS_PARTES_NOVEDAD as T } from './partes-novedad.labels';

export type ParteNovedad = DocDe<'partenovedad'>;
export type Novedad = DocDe<'novedad'>;
export type Gravedad = ParteNovedad['gravedad'];
export type TipoNovedad = Novedad['tipo'];

/** idtabla del parte de novedad (ficheros) y de la novedad (datos personalizados). */
export const IDTABLA_PARTE_NOVEDAD = entidades.partenovedad.idtabla ?? 250;
export const IDTABLA_NOVEDAD = entidades.novedad.idtabla ?? 251;

export const GRAVEDADES: readonly Gravedad[] = ['baja', 'media', 'alta'];
export const TIPOS_NOVEDAD: readonly TipoNovedad[] = ['intrusion', 'alarma', 'averia', 'incendio', 'acceso', 'ronda', 'relevo', 'otro'];

export const esGravedad = (v: string): v is Gravedad => (GRAVEDADES as readonly string[]).includes(v);
export const esTipoNovedad = (v: string): v is TipoNovedad => (TIPOS_NOVEDAD as readonly string[]).includes(v);

export const nombreGravedad = (g: string): string => (esGravedad(g) ? ETIQUETAS_GRAVEDAD[g] : g);
export const nombreTipoNovedad = (t: string): string => (esTipoNovedad(t) ? ETIQUETAS_TIPO_NOVEDAD[t] : t);

/** Clase de la etiqueta de la gravedad: baja neutra, media en aviso, alta en rojo. */
export const claseGravedad = (g: Gravedad): string =>
  `etiqueta ${g === 'alta' ? 'etiqueta-cola-fallido' : g === 'media' ? 'etiqueta-aviso' : 'etiqueta-neutra'}`;

export const OPCIONES_GRAVEDAD = GRAVEDADES.map((g) => ({ valor: g, etiqueta: ETIQUETAS_GRAVEDAD[g] }));
export const OPCIONES_TIPO_NOVEDAD = TIPOS_NOVEDAD.map((t) => ({ valor: t, etiqueta: ETIQUETAS_TIPO_NOVEDAD[t] }));

const dosCifras = (n: number): string => String(n).padStart(2, '0');

/** La hora local del dispositivo como 'HH:MM'. */
export const horaLocal = (ahora: Date): string => `${dosCifras(ahora.getHours())}:${dosCifras(ahora.getMinutes())}`;

/** 'Recibido en el servidor': su fecha y hora, o 'Pendiente de subir' mientras el servidor no lo tiene. */
export const textoRecibido = (recibido: string | null | undefined): string => (recibido ? formatearFechaHora(recibido) : T.pendienteSubir);

/** Las novedades por hora (y, a igual hora, por descripción): el orden en que ocurrieron. */
export const ordenarNovedades = <N extends Pick<Novedad, 'hora' | 'descripcion'>>(novedades: readonly N[]): N[] =>
  [...novedades].sort((a, b) => a.hora.localeCompare(b.hora) || a.descripcion.localeCompare(b.descripcion, 'es'));

/** Las columnas de una novedad: en la ficha (solo lectura) y en la tabla editable de 'Novedades'. */
export const columnasNovedad: readonly ColumnaTablaHija<Novedad>[] = [
  { id: 'hora', cabecera: EN.hora, tipo: 'codigo', valor: (n) => n.hora },
  { id: 'tipo', cabecera: EN.tipo, tipo: 'texto', valor: (n) => nombreTipoNovedad(n.tipo) },
  { id: 'descripcion', cabecera: EN.descripcion, tipo: 'texto', cabeceraFila: true, valor: (n) => n.descripcion },
  { id: 'actuacion', cabecera: EN.actuacion, tipo: 'texto', valor: (n) => n.actuacion ?? '' },
];

/** Cómo se nombra una novedad en botones y confirmaciones: 'de las 22:15 (Alarma)'. */
export const nombreNovedad = (n: Pick<Novedad, 'hora' | 'tipo'>): string => `de las ${n.hora} (${nombreTipoNovedad(n.tipo)})`;
