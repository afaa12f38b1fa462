/**
 * La copia congelada de una revisión del presupuesto (`copia`, un objeto sin forma en el esquema; la
 * escribe copiaPresupuesto en replication/mutadores/presupuestos.ts): guardas que la leen como
 * { presupuesto, lineas, cuotas, ubicaciones, subsistemas, mantenimientos } con los tipos de sus
 * colecciones, comprobando cada campo contra el esquema (tipo y valores permitidos), y la comparación
 * de la revisión con el presupuesto actual (total y número de líneas). Si algo no tiene la forma
 * esperada, la copia no se lee (null): mejor decirlo que enseñar cifras a medias.
 */
import { totalesPresupuesto, type LineaImporte } from '../../../replication/presupuestos';
import { esquemas, type Coleccion, type DocDe } from '../../../schemas';
import { centimosDe, euros } from '../../../schemas/dinero';

type Registro = Readonly<Record<string, unknown>>;

const esRegistro = (x: unknown): x is Registro => typeof x === 'object' && x !== null && !Array.isArray(x);

/** ¿Es el valor del tipo JSON Schema dado? ('integer': entero; 'number': finito). */
const esDelTipo = (valor: unknown, tipo: unknown): boolean => {
  switch (tipo) {
    case 'string':
      return typeof valor === 'string';
    case 'number':
      return typeof valor === 'number' && Number.isFinite(valor);
    case 'integer':
      return Number.isInteger(valor);
    case 'boolean':
      return typeof valor === 'boolean';
    case 'null':
      return valor === null;
    case 'object':
      return esRegistro(valor);
    case 'array':
      return Array.isArray(valor);
    default:
      return false;
  }
};

/** ¿Cabe el valor en la propiedad del esquema? Su tipo (o uno de sus tipos) y, si los enumera, uno de sus valores. */
const cabeEnPropiedad = (valor: unknown, propiedad: unknown): boolean => {
  if (!esRegistro(propiedad)) return false;
  const enumerados = propiedad.enum;
  if (Array.isArray(enumerados) && !enumerados.includes(valor)) return false;
  const tipos: readonly unknown[] = Array.isArray(propiedad.type) ? propiedad.type : [propiedad.type];
  return tipos.some((t) => esDelTipo(valor, t));
};

interface EsquemaConPropiedades {
  readonly properties: object;
  readonly required?: readonly string[];
}

/**
 * Guarda de un documento de la colección: tiene cada campo obligatorio de su esquema y cada campo del
 * esquema que trae es de su tipo (los que el esquema no conoce no cuentan).
 */
export const esDocumentoDe = <C extends Coleccion>(coleccion: C, x: unknown): x is DocDe<C> => {
  if (!esRegistro(x)) return false;
  const esquema: EsquemaConPropiedades = esquemas[coleccion];
  const requeridos = esquema.required ?? [];
  return Object.keys(esquema.properties).every((campo) => {
    const valor = x[campo];
    if (valor === undefined) return !requeridos.includes(campo);
    const propiedad: unknown = Reflect.get(esquema.properties, campo);
    return cabeEnPropiedad(valor, propiedad);
  });
};

/** Una lista de documentos de la colección; la que falta cuenta como vacía; un elemento sin forma la invalida (null). */
const listaDe = <C extends Coleccion>(coleccion: C, x: unknown): DocDe<C>[] | null => {
  if (x === undefined) return [];
  if (!Array.isArray(x)) return null;
  const elementos: readonly unknown[] = x;
  const docs: DocDe<C>[] = [];
  for (const e of elementos) {
    if (!esDocumentoDe(coleccion, e)) return null;
    docs.push(e);
  }
  return docs;
};

export interface CopiaRevision {
  presupuesto: DocDe<'presupuestocli'>;
  /** Por su orden. */
  lineas: DocDe<'lpresupuestocli'>[];
  /** Por su número. */
  cuotas: DocDe<'cuotapresupuesto'>[];
  ubicaciones: DocDe<'ubicacionpresupuesto'>[];
  /** Por su número. */
  subsistemas: DocDe<'subsispresupuesto'>[];
  mantenimientos: DocDe<'mantpresupuesto'>[];
}

/** La copia de una revisión con su forma, o null si no la tiene. */
export const leerCopiaRevision = (copia: unknown): CopiaRevision | null => {
  if (!esRegistro(copia) || !esDocumentoDe('presupuestocli', copia.presupuesto)) return null;
  const lineas = listaDe('lpresupuestocli', copia.lineas);
  const cuotas = listaDe('cuotapresupuesto', copia.cuotas);
  const ubicaciones = listaDe('ubicacionpresupuesto', copia.ubicaciones);
  const subsistemas = listaDe('subsispresupuesto', copia.subsistemas);
  const mantenimientos = listaDe('mantpresupuesto', copia.mantenimientos);
  if (!lineas || !cuotas || !ubicaciones || !subsistemas || !mantenimientos) return null;
  return {
    presupuesto: copia.presupuesto,
    lineas: lineas.sort((a, b) => a.orden - b.orden),
    cuotas: cuotas.sort((a, b) => a.numero - b.numero),
    ubicaciones,
    subsistemas: subsistemas.sort((a, b) => a.numero - b.numero),
    mantenimientos,
  };
};

export interface ComparacionRevision {
  totalRevision: number;
  totalActual: number;
  /** Actual − revisión, en céntimos exactos (positivo: ha subido). */
  diferenciaTotal: number;
  lineasRevision: number;
  lineasActual: number;
  /** Actual − revisión (positivo: hay más líneas). */
  diferenciaLineas: number;
}

/**
 * Cuánto ha cambiado el presupuesto desde la revisión: el total con IVA de las líneas activas de cada uno
 * (totalesPresupuesto, la misma regla que guarda el total) y cuántas líneas activas tiene.
 */
export const compararConActual = (revision: readonly LineaImporte[], actual: readonly LineaImporte[]): ComparacionRevision => {
  const totalRevision = totalesPresupuesto(revision).total;
  const totalActual = totalesPresupuesto(actual).total;
  const lineasRevision = revision.filter((l) => l.estado > 0).length;
  const lineasActual = actual.filter((l) => l.estado > 0).length;
  return {
    totalRevision,
    totalActual,
    diferenciaTotal: euros(centimosDe(totalActual) - centimosDe(totalRevision)),
    lineasRevision,
    lineasActual,
    diferenciaLineas: lineasActual - lineasRevision,
  };
};
