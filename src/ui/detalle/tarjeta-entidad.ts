/**
 * Tarjetas de detalle declaradas: qué campos de una entidad se ven y en qué orden, con su etiqueta (del
 * registro de etiquetas de la feature) y su formato por defecto, que sale del tipo del campo en su esquema
 * JSON (schemas/*.ts): fecha 'YYYY-MM-DD' → dd/mm/aaaa, instante → fecha y hora, números con
 * src/lib/formato.ts, sí/no. Un campo puede dar su propio `valor`; los datos de otras entidades (el
 * cliente de un sistema con su enlace) se declaran como `externo` y la pantalla los pasa ya pintados.
 *
 *   export const tarjetaCliente = tarjetaDe('cliente', etiquetasCliente, [
 *     { campo: 'codigo' },
 *     { campo: 'observaciones', ancho: true },
 *     { campo: 'estado', valor: (c) => etiquetaEstadoCliente(c.estado) },
 *   ]);
 *   <TarjetaEntidad declaracion={tarjetaCliente} doc={cliente} titulo="Datos del cliente" />
 *
 * Cuando los campos no salen de un esquema sino que se saben al ejecutar (los datos personalizados: uno
 * por definición de campodato), `declararTarjeta` toma campos calculados (etiqueta y valor desde lo que
 * se le pase como `doc`), y TarjetaEntidad los pinta igual.
 */
import type { ReactNode } from 'react';
import { esquemas, type ColeccionCualquiera, type DocDe } from '../../../schemas';
import { importeEur, importeEurOpcional, precioEur } from '../../../schemas/comun';
import { formatearEntero, formatearFecha, formatearFechaHora, formatearMoneda } from '../../lib/formato';

/** Un par etiqueta/valor ya resuelto: lo que pinta TarjetaEntidad. */
export interface CampoDetalle {
  etiqueta: string;
  valor: ReactNode;
  /** Ocupa el ancho completo (textos largos). */
  ancho?: boolean;
}

/** ¿Tiene dato el valor? null, undefined, false y textos vacíos (o solo espacios) no. */
export const tieneDato = (valor: ReactNode): boolean =>
  valor !== null && valor !== undefined && valor !== false && !(typeof valor === 'string' && valor.trim() === '');

/** Etiquetas de los campos de una entidad (p. ej. etiquetasCliente). */
export type EtiquetasEntidad = Readonly<Record<string, string>>;

/** Cómo se muestra un valor: el que dice su esquema, o uno elegido (moneda para los importes). */
export type FormatoCampo = 'texto' | 'fecha' | 'fechaHora' | 'entero' | 'numero' | 'moneda' | 'siNo';

/** La etiqueta sale del registro si tiene la clave; si no, hay que darla. */
type EtiquetaDe<K, L> = K extends keyof L ? { etiqueta?: string } : { etiqueta: string };

type ClaveDe<D> = Extract<keyof D, string>;

/** Un campo propio del documento: por su nombre, tipado contra el documento de la colección. */
export type CampoPropio<D, L> = {
  [K in ClaveDe<D>]: {
    campo: K;
    /** Ocupa el ancho completo (textos largos). */
    ancho?: boolean;
    /** Formato en lugar del que dice el esquema. */
    formato?: FormatoCampo;
    /** Valor propio (etiquetas de estado, composiciones); null, undefined o '' es «sin datos». */
    valor?: (doc: D) => ReactNode;
  } & EtiquetaDe<K, L>;
}[ClaveDe<D>];

/**
 * Un dato de fuera del documento (otra entidad): la pantalla lo pasa en `externos` con esta clave. La
 * etiqueta sale del registro si la clave está en él; si no, hay que darla.
 */
export type CampoExterno<L> = { externo: Extract<keyof L, string>; ancho?: boolean; etiqueta?: string } | { externo: string; ancho?: boolean; etiqueta: string };

export type CampoTarjeta<D, L> = CampoPropio<D, L> | CampoExterno<L>;

/** Campo ya resuelto: su etiqueta y cómo sacar su valor. */
interface CampoResuelto<D> {
  etiqueta: string;
  ancho: boolean;
  valor: (doc: D, externos: Readonly<Record<string, ReactNode>>) => ReactNode;
}

/** Una tarjeta declarada sobre documentos de tipo D (el de una colección con tarjetaDe). */
export interface DeclaracionTarjeta<D, X extends string = never> {
  campos: readonly CampoResuelto<D>[];
  /** Solo de tipo (no tiene valor): las claves de los datos externos que la pantalla tiene que pasar. */
  readonly externos?: X;
}

/** Un campo calculado (declararTarjeta): su etiqueta y su valor a partir del documento. */
export interface CampoCalculado<D> {
  etiqueta: string;
  /** null, undefined o '' es «sin datos». */
  valor: (doc: D) => ReactNode;
  ancho?: boolean;
}

/** Las claves `externo` declaradas en una lista de campos. */
type ExternosDe<F> = F extends readonly (infer E)[] ? (E extends { externo: infer X extends string } ? X : never) : never;

const entero = (n: number): string => formatearEntero(n);
const numero = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });

/** Formato por defecto según el esquema JSON del campo. */
export const formatoDeEsquema = (coleccion: ColeccionCualquiera, campo: string): FormatoCampo => {
  const propiedades: Readonly<Record<string, unknown>> = esquemas[coleccion].properties;
  const esquema = propiedades[campo];
  if (typeof esquema !== 'object' || esquema === null) return 'texto';
  // Los campos de dinero (declarados con los fragmentos de schemas/comun.ts), en EUR con el formato único.
  if (esquema === importeEur || esquema === importeEurOpcional || esquema === precioEur) return 'moneda';
  const tipo: unknown = 'type' in esquema ? esquema.type : undefined;
  const tipos = Array.isArray(tipo) ? tipo : [tipo];
  if (tipos.includes('boolean')) return 'siNo';
  if (tipos.includes('integer')) return 'entero';
  if (tipos.includes('number')) return 'numero';
  // Fragmentos de schemas/comun.ts: fecha (maxLength 10) e instante (maxLength 30); los enumerados no.
  if (tipos.includes('string') && !('enum' in esquema)) {
    const largo: unknown = 'maxLength' in esquema ? esquema.maxLength : undefined;
    if (largo === 10) return 'fecha';
    if (largo === 30) return 'fechaHora';
  }
  return 'texto';
};

/** Un valor del documento con su formato; null, undefined y '' quedan sin datos (null). */
export const formatearValor = (valor: unknown, formato: FormatoCampo): ReactNode => {
  if (valor === null || valor === undefined || valor === '') return null;
  switch (formato) {
    case 'fecha':
      return typeof valor === 'string' ? formatearFecha(valor) : null;
    case 'fechaHora':
      return typeof valor === 'string' ? formatearFechaHora(valor) : null;
    case 'entero':
      return typeof valor === 'number' ? entero(valor) : String(valor);
    case 'numero':
      return typeof valor === 'number' ? numero.format(valor) : String(valor);
    case 'moneda':
      return typeof valor === 'number' ? formatearMoneda(valor) : String(valor);
    case 'siNo':
      return valor === true ? 'Sí' : valor === false ? 'No' : null;
    case 'texto':
      return typeof valor === 'string' || typeof valor === 'number' ? valor : null;
  }
};

/** Declara la tarjeta de detalle de una colección: campos en orden, etiquetas de `etiquetas`. */
export const tarjetaDe = <C extends ColeccionCualquiera, const L extends EtiquetasEntidad, const F extends readonly CampoTarjeta<DocDe<C>, L>[]>(
  coleccion: C,
  etiquetas: L,
  campos: F,
): DeclaracionTarjeta<DocDe<C>, ExternosDe<F>> => {
  const etiquetaDe = (clave: string, dada: string | undefined): string => {
    const etiqueta = dada ?? etiquetas[clave];
    if (etiqueta === undefined) throw new Error(`Tarjeta de ${coleccion}: el campo ${clave} no tiene etiqueta`);
    return etiqueta;
  };
  const resueltos = campos.map((c): CampoResuelto<DocDe<C>> => {
    if ('externo' in c) {
      const clave = c.externo;
      return { etiqueta: etiquetaDe(clave, c.etiqueta), ancho: c.ancho === true, valor: (_doc, ext) => ext[clave] };
    }
    const { campo, valor } = c;
    const formato = c.formato ?? formatoDeEsquema(coleccion, campo);
    return {
      etiqueta: etiquetaDe(campo, c.etiqueta),
      ancho: c.ancho === true,
      valor: valor ?? ((doc) => formatearValor(doc[campo], formato)),
    };
  });
  return { campos: resueltos };
};

/**
 * Declara una tarjeta de campos calculados, para lo que no es un documento de una colección o cuyos campos
 * se conocen al ejecutar (los datos personalizados de un registro, uno por definición).
 */
export const declararTarjeta = <D>(campos: readonly CampoCalculado<D>[]): DeclaracionTarjeta<D> => ({
  campos: campos.map((c) => ({ etiqueta: c.etiqueta, ancho: c.ancho === true, valor: c.valor })),
});

/** Los pares etiqueta/valor de una tarjeta declarada para un documento (lo que pinta TarjetaEntidad). */
export const camposDeTarjeta = <D, X extends string>(declaracion: DeclaracionTarjeta<D, X>, doc: D, externos: Readonly<Record<X, ReactNode>>): CampoDetalle[] =>
  declaracion.campos.map((c) => ({ etiqueta: c.etiqueta, valor: c.valor(doc, externos), ancho: c.ancho }));
