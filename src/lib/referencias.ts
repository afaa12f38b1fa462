/**
 * Cómo se nombra un registro ante quien usa la aplicación: por su referencia humana y nunca por su id
 * ('Parte PT-000200', 'Sistema SIS-000001', 'Cliente Comunidad Sáenz'). Lo usan la cola de subida (sobre
 * qué registro es cada cambio) y los ficheros (de quién son).
 *
 * Lo que se sabe de cada colección (su referencia, sus padres, si es principal) está en su entrada de
 * entidad (`definir`, schemas/index.ts); aquí solo el recorrido y la lectura.
 *
 * - `textoReferencia`: el texto de un documento ya leído.
 * - `padreDe`: el registro del que cuelga un documento (una nota → su parte, una pregunta → su checklist),
 *   para subir hasta uno que la persona reconoce.
 * - `resolverReferencias`: lee de la base local (por rondas, una consulta por colección) lo que haga falta
 *   para nombrar varios registros a la vez. Si un registro no está en el dispositivo: 'Sistema (no está
 *   en este dispositivo)'.
 */
import { entidades, esColeccion, type Coleccion, type DocLeido } from '../../schemas';
import { etiquetasEntidad, mayuscula } from './entidades.labels';

export type { DocLeido } from '../../schemas';

/** Un registro de una colección sincronizada. */
export interface Ref {
  coleccion: Coleccion;
  id: string;
}

/** Lo que se quiere nombrar. */
export interface PedidoReferencia extends Ref {
  /** El documento, si ya se tiene (el alta de la cola lleva el documento entero): no hace falta leerlo. */
  doc?: DocLeido;
  /**
   * Subir hasta el registro principal (parte, orden, sistema, cliente…): una nota se nombra por su parte.
   * Sin subir, el propio registro ('Detector volumétrico', 'Furgoneta 3').
   */
  subir?: boolean;
}

/** Texto de cada pedido por `clavePedido`; null si no hay nada que decir de él (una nota ya borrada). */
export type Referencias = ReadonlyMap<string, string | null>;

export const claveRef = (r: Ref): string => `${r.coleccion}:${r.id}`;
export const clavePedido = (p: PedidoReferencia): string => `${p.subir ? '↑' : ''}${claveRef(p)}`;

/** ¿Se reconoce el registro por sí mismo (parte, sistema, cliente…)? Ahí se para al subir. */
export const esPrincipal = (c: Coleccion): boolean => entidades[c].principal;

/** ¿Tiene la colección una referencia humana propia? (Los ids de las que no, no se enseñan.) */
export const tieneReferencia = (c: Coleccion): boolean => entidades[c].referencia !== null;

/** Referencia humana de un documento leído, o null si la colección no tiene una o el documento no la trae. */
export const textoReferencia = (c: Coleccion, doc: DocLeido): string | null => entidades[c].referencia?.(doc) ?? null;

/** Lo que se dice de un registro que no está en el dispositivo: 'Sistema (no está en este dispositivo)'. */
export const sinCopiaLocal = (c: Coleccion): string => `${mayuscula(etiquetasEntidad[c])} (no está en este dispositivo)`;

/** El registro de un idtabla de la especificación (parte 269, sistema 96…) y su id, o null si no se conoce. */
export const refDeIdtabla = (idtabla: unknown, id: unknown): Ref | null => {
  if (typeof idtabla !== 'number' || typeof id !== 'string' || id === '') return null;
  const coleccion = (Object.keys(entidades).filter(esColeccion)).find((c) => entidades[c].idtabla === idtabla);
  return coleccion ? { coleccion, id } : null;
};

/** El registro del que cuelga un documento, o null si es un registro principal o no se sabe. */
export const padreDe = (c: Coleccion, doc: DocLeido): Ref | null => {
  if (entidades[c].porIdtabla) return refDeIdtabla(doc.idtabla, doc.id);
  for (const padre of entidades[c].padres) {
    const id = doc[padre.campo];
    if (typeof id === 'string' && id !== '') return { coleccion: padre.coleccion, id };
  }
  return null;
};

/** Lee de la base local los documentos de una colección por id (los que no están, no vienen). */
export type Cargador = (coleccion: Coleccion, ids: readonly string[]) => Promise<ReadonlyMap<string, DocLeido>>;

/** Niveles como mucho entre un registro y su principal (acción correctora → checklist → parte). */
const MAX_NIVELES = 4;

type Paso = { texto: string | null } | { falta: Ref };

/** Hasta dónde se llega con lo leído: el texto del pedido, o el registro que hace falta leer. */
const avanzar = (p: PedidoReferencia, leidos: ReadonlyMap<string, DocLeido | null>): Paso => {
  let actual: Ref = p;
  for (let nivel = 0; nivel <= MAX_NIVELES; nivel++) {
    const doc = nivel === 0 && p.doc ? p.doc : leidos.get(claveRef(actual));
    if (doc === undefined) return { falta: actual };
    const principal = esPrincipal(actual.coleccion);
    if (doc === null) {
      // Un cambio sobre algo ya borrado (una nota eliminada) no tiene registro que nombrar.
      return { texto: nivel === 0 && p.subir && !principal ? null : sinCopiaLocal(actual.coleccion) };
    }
    const propio = textoReferencia(actual.coleccion, doc);
    if (!p.subir || principal) return { texto: propio };
    const padre = padreDe(actual.coleccion, doc);
    if (!padre) return { texto: propio };
    actual = padre;
  }
  return { texto: null };
};

/**
 * Nombra todos los pedidos leyendo lo necesario de la base local: en cada ronda, una lectura por
 * colección con los ids que faltan (los padres se piden en la ronda siguiente).
 */
export const resolverReferencias = async (pedidos: readonly PedidoReferencia[], cargar: Cargador): Promise<Map<string, string | null>> => {
  const resultado = new Map<string, string | null>();
  const leidos = new Map<string, DocLeido | null>();
  let pendientes = [...new Map(pedidos.map((p) => [clavePedido(p), p])).values()];
  for (let ronda = 0; ronda <= MAX_NIVELES + 1 && pendientes.length > 0; ronda++) {
    const faltan = new Map<Coleccion, Set<string>>();
    const siguen: PedidoReferencia[] = [];
    for (const p of pendientes) {
      const paso = avanzar(p, leidos);
      if ('texto' in paso) {
        resultado.set(clavePedido(p), paso.texto);
        continue;
      }
      siguen.push(p);
      const ids = faltan.get(paso.falta.coleccion) ?? new Set<string>();
      ids.add(paso.falta.id);
      faltan.set(paso.falta.coleccion, ids);
    }
    await Promise.all(
      [...faltan].map(async ([coleccion, ids]) => {
        const docs = await cargar(coleccion, [...ids]);
        for (const id of ids) leidos.set(claveRef({ coleccion, id }), docs.get(id) ?? null);
      }),
    );
    pendientes = siguen;
  }
  for (const p of pendientes) resultado.set(clavePedido(p), null);
  return resultado;
};
