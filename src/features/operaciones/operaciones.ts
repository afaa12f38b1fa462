/**
 * Reglas puras de las operaciones comerciales: etapas abiertas y cerradas (ganada y perdida cierran), el
 * importe de cada línea y los totales al céntimo (importeLinea de schemas, la misma regla que el
 * servidor), la consulta de titulares (clientes y clientes potenciales de la delegación) que para en el
 * límite, y el dueño (idcliente / idcliente_potencial, el otro '') de lo que se crea.
 */
import { type DocDe } from '../../../schemas';
import { centimosLinea, euros } from '../../../schemas/dinero';
import { normalizarBusqueda } from '../../ui/lista/consulta';
import type { CampoRelacionado } from '../../ui/lista/tipos';
import { patronSinTildes } from '../offline/existencias';
import type { Etapa } from './operaciones.labels';

export type Operacion = DocDe<'operacioncrm'>;
export type LineaOperacion = DocDe<'loperacioncrm'>;

export const ETAPAS: readonly Etapa[] = ['nueva', 'cualificada', 'propuesta', 'negociacion', 'ganada', 'perdida'];
export const ETAPAS_CERRADAS: readonly Etapa[] = ['ganada', 'perdida'];
export const ETAPAS_ABIERTAS: readonly Etapa[] = ETAPAS.filter((e) => !ETAPAS_CERRADAS.includes(e));

export const esEtapa = (v: string): v is Etapa => (ETAPAS as readonly string[]).includes(v);
/** Ganada y perdida son las etapas cerradas; las demás, abiertas. */
export const esCerrada = (etapa: Etapa): boolean => ETAPAS_CERRADAS.includes(etapa);

export type Situacion = 'abiertas' | 'cerradas';
/** El selector de las operaciones abiertas o cerradas (por etapa). */
export const selectorSituacion = (s: Situacion): { etapa: { $in: Etapa[] } } => ({ etapa: { $in: [...(s === 'abiertas' ? ETAPAS_ABIERTAS : ETAPAS_CERRADAS)] } });

/**
 * Fecha de cierre al cambiar de etapa: al cerrar, la de hoy (si no tenía); al reabrir, ninguna; si no
 * cambia de abierta a cerrada o al revés, la que tenía.
 */
export const fcierreAlCambiar = (antes: Etapa | null, despues: Etapa, fcierre: string | null, hoy: string): string | null => {
  if (!esCerrada(despues)) return null;
  if (antes !== null && esCerrada(antes)) return fcierre ?? hoy;
  return hoy;
};

export interface Totales {
  /** Suma de precio × unidades. */
  bruto: number;
  /** Lo que quitan los descuentos (bruto − total). */
  descuento: number;
  /** Suma de los importes de las líneas (cada una redondeada a 2 decimales). */
  total: number;
  lineas: number;
}

type LineaCalculable = Pick<LineaOperacion, 'precio' | 'dto' | 'unidades'> & { estado?: number };

/**
 * Totales de unas líneas al céntimo: el total es la suma de los importes de cada línea (precio × (1 −
 * dto/100) × unidades redondeado a 2 decimales, como los guarda `derivar`), no el redondeo de la suma
 * sin redondear. Las líneas con estado 0 (de baja) no cuentan.
 */
export const totalesLineas = (lineas: readonly LineaCalculable[]): Totales => {
  const activas = lineas.filter((l) => l.estado === undefined || l.estado > 0);
  const bruto = activas.reduce((s, l) => s + centimosLinea(l.precio, 0, l.unidades), 0n);
  const total = activas.reduce((s, l) => s + centimosLinea(l.precio, l.dto, l.unidades), 0n);
  return { bruto: euros(bruto), descuento: euros(bruto - total), total: euros(total), lineas: activas.length };
};

export type TipoTitular = 'cliente' | 'potencial';

/** El cliente o cliente potencial dueño de una operación o una cita. */
export interface Titular {
  tipo: TipoTitular;
  id: string;
  nombre: string;
  iddelegacion: string;
}

/** Los dos ids del dueño: el que no es, ''. */
export const duenoDe = (t: Pick<Titular, 'tipo' | 'id'>): { idcliente: string; idcliente_potencial: string } =>
  t.tipo === 'cliente' ? { idcliente: t.id, idcliente_potencial: '' } : { idcliente: '', idcliente_potencial: t.id };

/** El dueño de un registro con los dos ids (uno de ellos ''), o null si no tiene. */
export const titularDeIds = (r: { idcliente: string; idcliente_potencial: string }): { tipo: TipoTitular; id: string } | null =>
  r.idcliente !== '' ? { tipo: 'cliente', id: r.idcliente } : r.idcliente_potencial !== '' ? { tipo: 'potencial', id: r.idcliente_potencial } : null;

/** Los nombres del titular de las filas de una lista (operaciones, citas): 'cliente' y 'potencial', leídos por id. */
export const RELACIONADOS_TITULAR: readonly CampoRelacionado<{ idcliente: string; idcliente_potencial: string }>[] = [
  { id: 'cliente', coleccion: 'cliente', clave: 'idcliente', campo: 'nombre' },
  { id: 'potencial', coleccion: 'clientepotencial', clave: 'idcliente_potencial', campo: 'nombre' },
];

/** Valor de un titular en un desplegable ('cliente:12' / 'potencial:7') y vuelta. */
export const claveTitular = (t: Pick<Titular, 'tipo' | 'id'>): string => `${t.tipo}:${t.id}`;

/** Campos del cliente y del cliente potencial en los que busca el selector de titular. */
const CAMPOS_TITULAR = ['nombre', 'codigo', 'nif'] as const;

/**
 * Consulta de clientes (o clientes potenciales) activos de la delegación que casan con todas las palabras
 * (nombre, código o NIF, sin tildes ni mayúsculas), por id, como mucho `limite`: recorre la clave
 * primaria y para al llegar al límite, nunca trae el catálogo entero (decisión 41). Sin delegación en
 * la sesión, de todas.
 */
export const consultaBusquedaTitulares = (texto: string, iddelegacion: string | null, limite: number) => {
  const palabras = normalizarBusqueda(texto).split(' ').filter((p) => p !== '');
  const porPalabra = palabras.map((p) => ({ $or: CAMPOS_TITULAR.map((campo) => ({ [campo]: { $regex: patronSinTildes(p), $options: 'i' } })) }));
  const selector = {
    estado: { $gt: 0 },
    ...(iddelegacion !== null ? { iddelegacion: { $eq: iddelegacion } } : {}),
    ...(porPalabra.length > 0 ? { $and: porPalabra } : {}),
  };
  return { selector, limit: limite };
};
