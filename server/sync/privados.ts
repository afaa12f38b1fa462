/**
 * Campos privados: lo que no todos los que pueden ver una colección deben recibir (mínimo privilegio).
 * Un solo mapa declara, por colección, qué campos son privados; los ven enteros los usuarios de ámbito
 * 'todo', los que tienen permiso de editar ese objeto y, si la regla lo dice, el propio interesado (el
 * empleado su ficha). Para los demás, cada camino que devuelve documentos (la foto y el registro de
 * sync.pull, y sync.documentos: server/sync/pull.ts) los manda a null (o los quita si el esquema no
 * admite null). Un campo privado nunca puede ser obligatorio en el esquema (lo comprueba la prueba).
 */
import { colecciones, entidades, esquemasSincronizados, type Coleccion, type DocDe, type ObjetoPermiso } from '../../schemas';
import { puede, type UsuarioSesion } from '../../replication/sesion';
import type { Doc } from '../../replication/tx';
import type { Consulta } from '../db/tipos';
import { tabla } from './registro';
import type { Llamante } from './tipos';

type CampoIdUsuario = 'idusuario' | 'idempleado' | 'idtecnico' | 'idcomercial' | 'idvigilante' | 'idalmacen';

export interface ReglaPrivados<C extends Coleccion> {
  campos: readonly (keyof DocDe<C> & string)[];
  /**
   * El interesado también los ve: el campo del documento que lo identifica y el id de la sesión que le
   * corresponde. Con `via`, el campo del documento apunta a otro (`via.coleccion`) y es el campo
   * `via.campo` de ese el que identifica al interesado (la lectura de una ronda: el vigilante de la ronda).
   */
  propio?: { doc: keyof DocDe<C> & string; usuario: CampoIdUsuario; via?: { coleccion: Coleccion; campo: string } };
  /** Objeto cuyo permiso de editar da la supervisión (los ve enteros); por defecto, el de la colección. */
  supervision?: ObjetoPermiso;
}

export const CAMPOS_PRIVADOS: { readonly [C in Coleccion]?: ReglaPrivados<C> } = {
  // Vigilantes, presencia, técnicos… ven los empleados (nombres en listas y firmas), no su NIF ni su correo.
  empleado: { campos: ['nif', 'email'], propio: { doc: 'idempleado', usuario: 'idempleado' } },
  // El teléfono y el correo de un vigilante, solo él y quien puede editar vigilantes (la supervisión).
  vigilante: { campos: ['telefono', 'email'], propio: { doc: 'idvigilante', usuario: 'idvigilante' } },
  // Dónde fichó un empleado: él y quien supervisa la presencia (puede editar), no sus compañeros de delegación.
  presencia: { campos: ['lat', 'lng', 'precision'], propio: { doc: 'idempleado', usuario: 'idempleado' } },
  // Dónde leyó un vigilante cada punto: él (el de la ronda) y la supervisión (quien edita cuadrantes), no
  // los compañeros de sus puestos, que editan sus propias lecturas.
  rondacheck: {
    campos: ['lat', 'lng', 'precision'],
    propio: { doc: 'idronda_realizada', usuario: 'idvigilante', via: { coleccion: 'rondarealizada', campo: 'idvigilante' } },
    supervision: 'cuadrante',
  },
};

/** ¿Recibe este usuario los campos privados de todos los documentos de la colección? */
export const veCamposPrivados = (ctx: Llamante, c: Coleccion): boolean =>
  ctx.ambito === 'todo' || puede(ctx.usuario, CAMPOS_PRIVADOS[c]?.supervision ?? entidades[c].objeto, 'editar');

const admiteNull = (c: Coleccion, campo: string): boolean => {
  const propiedades: Record<string, { type?: unknown }> = esquemasSincronizados[c].properties;
  const tipo = propiedades[campo]?.type;
  return Array.isArray(tipo) && tipo.includes('null');
};

/** Una regla cualquiera, sin el tipo de su colección. */
interface ReglaSuelta {
  campos: readonly string[];
  propio?: { doc: string; usuario: CampoIdUsuario; via?: { coleccion: Coleccion; campo: string } };
}

/** Interesado de cada documento apuntado por un `via` ('coleccion:id' → id del interesado). */
type Interesados = ReadonlyMap<string, unknown>;

const esPropio = (regla: ReglaSuelta, doc: Doc, usuario: UsuarioSesion, interesados: Interesados): boolean => {
  if (regla.propio === undefined) return false;
  const mio = usuario[regla.propio.usuario];
  const valor = doc[regla.propio.doc];
  const { via } = regla.propio;
  const suyo = via === undefined ? valor : interesados.get(`${via.coleccion}:${String(valor)}`);
  return mio !== null && suyo === mio;
};

/**
 * El documento tal como lo debe recibir este usuario. `preparar` lee antes, de una vez, los interesados
 * de las reglas con `via` de una página de documentos; sin prepararlos, ninguno es propio.
 */
export interface Proyector {
  (c: Coleccion, doc: Doc): Doc;
  preparar(db: Consulta, docs: readonly { coleccion: Coleccion; doc: Doc }[]): Promise<void>;
}

export const proyectorDe = (ctx: Llamante): Proyector => {
  const reglas = new Map<Coleccion, ReglaSuelta>();
  for (const c of colecciones) {
    const regla: ReglaSuelta | undefined = CAMPOS_PRIVADOS[c];
    if (regla !== undefined && !veCamposPrivados(ctx, c)) reglas.set(c, regla);
  }
  const interesados = new Map<string, unknown>();
  const preparar = async (db: Consulta, docs: readonly { coleccion: Coleccion; doc: Doc }[]): Promise<void> => {
    const porLeer = new Map<Coleccion, { campo: string; ids: Set<string> }>();
    for (const { coleccion, doc } of docs) {
      const propio = reglas.get(coleccion)?.propio;
      const valor = propio ? doc[propio.doc] : undefined;
      if (!propio?.via || typeof valor !== 'string' || interesados.has(`${propio.via.coleccion}:${valor}`)) continue;
      const lectura = porLeer.get(propio.via.coleccion) ?? { campo: propio.via.campo, ids: new Set<string>() };
      lectura.ids.add(valor);
      porLeer.set(propio.via.coleccion, lectura);
    }
    for (const [c, { campo, ids }] of porLeer) {
      const filas = await db.query<{ id: string; interesado: unknown }>(`select id, doc->$2::text as interesado from ${tabla(c)} where id = any($1::text[])`, [[...ids], campo]);
      for (const f of filas) interesados.set(`${c}:${f.id}`, f.interesado);
    }
  };
  const proyectar = (c: Coleccion, doc: Doc): Doc => {
    const regla = reglas.get(c);
    if (regla === undefined || esPropio(regla, doc, ctx.usuario, interesados)) return doc;
    const copia: Doc = { ...doc };
    for (const campo of regla.campos) {
      if (admiteNull(c, campo)) copia[campo] = null;
      else delete copia[campo];
    }
    return copia;
  };
  return Object.assign(proyectar, { preparar });
};
