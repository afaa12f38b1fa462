/**
 * Validación en el servidor de cada documento que se escribe, contra el esquema JSON de su entidad
 * (schemas/). Los esquemas están en forma RxDB: se quitan las claves que solo entiende RxDB y se
 * compila cada uno una sola vez. Un documento que no cumple es un ErrorNegocio('validacion') con un
 * mensaje en español que nombra el campo.
 */
import { Ajv, type DefinedError, type ValidateFunction } from 'ajv';
import { esquemasSincronizados, type Coleccion } from '../../schemas';
import { ErrorNegocio } from '../../replication/errores';
import type { Doc } from '../../replication/tx';

/** Claves del esquema que son de RxDB y no de JSON Schema. */
const SOLO_RXDB = new Set(['primaryKey', 'indexes', 'version', 'keyCompression', 'encrypted', 'attachments', 'internalIndexes', 'crdt']);

const ajv = new Ajv({ allErrors: true, allowUnionTypes: true, strict: true });
const compilados = new Map<Coleccion, ValidateFunction>();

const validador = (c: Coleccion): ValidateFunction => {
  let v = compilados.get(c);
  if (!v) {
    const esquema = Object.fromEntries(Object.entries(esquemasSincronizados[c]).filter(([k]) => !SOLO_RXDB.has(k)));
    v = ajv.compile(esquema);
    compilados.set(c, v);
  }
  return v;
};

const TIPOS: Record<string, string> = {
  string: 'texto', number: 'número', integer: 'número entero', boolean: 'sí/no', null: 'vacío', object: 'objeto', array: 'lista',
};

const nombreCampo = (ruta: string): string => ruta.replace(/^\//, '').replace(/\//g, '.');

const describir = (e: DefinedError): string => {
  const campo = nombreCampo(e.instancePath);
  switch (e.keyword) {
    case 'required':
      return `Campo requerido: ${e.params.missingProperty}`;
    case 'additionalProperties':
      return `El campo ${e.params.additionalProperty} no existe`;
    case 'type': {
      const tipos = (Array.isArray(e.params.type) ? e.params.type : [e.params.type]).map((t) => TIPOS[t] ?? t);
      return `El campo ${campo} debe ser ${tipos.join(' o ')}`;
    }
    case 'maxLength':
      return `El campo ${campo}: No puede ser mayor a ${e.params.limit} caracteres.`;
    case 'minLength':
      return `El campo ${campo} debe tener al menos ${e.params.limit} caracteres`;
    case 'maximum':
      return `El campo ${campo} no puede ser mayor que ${e.params.limit}`;
    case 'minimum':
      return `El campo ${campo} no puede ser menor que ${e.params.limit}`;
    case 'multipleOf':
      return `El campo ${campo} debe ser múltiplo de ${e.params.multipleOf}`;
    case 'enum':
      return `El campo ${campo} debe ser uno de: ${e.params.allowedValues.map(String).join(', ')}`;
    default:
      return `El campo ${campo || '(documento)'} no es válido`;
  }
};

/** Lanza ErrorNegocio('validacion') si el documento no cumple el esquema de su colección. */
export const validarDocumento = (c: Coleccion, doc: Doc): void => {
  const v = validador(c);
  if (v(doc)) return;
  const errores = (v.errors ?? []) as DefinedError[];
  const detalles = [...new Set(errores.map(describir))];
  const objeto = esquemasSincronizados[c].title.replace(/_/g, ' ');
  throw new ErrorNegocio('validacion', `Datos no válidos de ${objeto}: ${detalles.join('; ')}`);
};
