/**
 * Campos privados: lo que no todos los que pueden ver una colección deben recibir (mínimo privilegio).
 * Un solo mapa declara, por colección, qué campos son privados; los ven enteros los usuarios de ámbito
 * 'todo', los que tienen permiso de editar ese objeto y, si la regla lo dice, el propio interesado (el
 * empleado su ficha). Para los demás, cada camino que devuelve documentos (la foto y el registro de
 * sync.pull, y sync.documentos: server/sync/pull.ts) los manda a null (o los quita si el esquema no
 * admite null). Un campo privado nunca puede ser obligatorio en el esquema (lo comprueba la prueba).
 */
import { colecciones, entidades, esquemasSincronizados, type Coleccion, type DocDe } from '../../schemas';
import { puede, type UsuarioSesion } from '../../replication/sesion';
import type { Doc } from '../../replication/tx';
import type { Llamante } from './tipos';

type CampoIdUsuario = 'idusuario' | 'idempleado' | 'idtecnico' | 'idcomercial' | 'idvigilante' | 'idalmacen';

export interface ReglaPrivados<C extends Coleccion> {
  campos: readonly (keyof DocDe<C> & string)[];
  /** El interesado también los ve: el campo del documento que lo identifica y el id de la sesión que le corresponde. */
  propio?: { doc: keyof DocDe<C> & string; usuario: CampoIdUsuario };
}

export const CAMPOS_PRIVADOS: { readonly [C in Coleccion]?: ReglaPrivados<C> } = {
  // Vigilantes, presencia, técnicos… ven los empleados (nombres en listas y firmas), no su NIF ni su correo.
  empleado: { campos: ['nif', 'email'], propio: { doc: 'idempleado', usuario: 'idempleado' } },
  // El teléfono y el correo de un vigilante, solo él y quien puede editar vigilantes (la supervisión).
  vigilante: { campos: ['telefono', 'email'], propio: { doc: 'idvigilante', usuario: 'idvigilante' } },
  // Dónde fichó un empleado: él y quien supervisa la presencia (puede editar), no sus compañeros de delegación.
  presencia: { campos: ['lat', 'lng', 'precision'], propio: { doc: 'idempleado', usuario: 'idempleado' } },
};

/** ¿Recibe este usuario los campos privados de todos los documentos de la colección? */
export const veCamposPrivados = (ctx: Llamante, c: Coleccion): boolean =>
  ctx.ambito === 'todo' || puede(ctx.usuario, entidades[c].objeto, 'editar');

const admiteNull = (c: Coleccion, campo: string): boolean => {
  const propiedades: Record<string, { type?: unknown }> = esquemasSincronizados[c].properties;
  const tipo = propiedades[campo]?.type;
  return Array.isArray(tipo) && tipo.includes('null');
};

/** Una regla cualquiera, sin el tipo de su colección. */
interface ReglaSuelta {
  campos: readonly string[];
  propio?: { doc: string; usuario: CampoIdUsuario };
}

const esPropio = (regla: ReglaSuelta, doc: Doc, usuario: UsuarioSesion): boolean => {
  if (regla.propio === undefined) return false;
  const mio = usuario[regla.propio.usuario];
  return mio !== null && doc[regla.propio.doc] === mio;
};

/** El documento tal como lo debe recibir este usuario. */
export type Proyector = (c: Coleccion, doc: Doc) => Doc;

export const proyectorDe = (ctx: Llamante): Proyector => {
  const reglas = new Map<Coleccion, ReglaSuelta>();
  for (const c of colecciones) {
    const regla: ReglaSuelta | undefined = CAMPOS_PRIVADOS[c];
    if (regla !== undefined && !veCamposPrivados(ctx, c)) reglas.set(c, regla);
  }
  return (c, doc) => {
    const regla = reglas.get(c);
    if (regla === undefined || esPropio(regla, doc, ctx.usuario)) return doc;
    const copia: Doc = { ...doc };
    for (const campo of regla.campos) {
      if (admiteNull(c, campo)) copia[campo] = null;
      else delete copia[campo];
    }
    return copia;
  };
};
