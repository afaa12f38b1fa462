/**
 * Validación en el servidor de cada documento que se escribe, contra el esquema JSON de su entidad
 * (schemas/). Los esquemas están en forma RxDB: se quitan las claves que solo entiende RxDB y se
 * compila cada uno una sola vez. Un documento que no cumple es un ErrorNegocio('validacion') con un
 * mensaje en español que nombra el campo.
 */
import { Ajv, type DefinedError, type ValidateFunction } from 'ajv';
import { esquemasSincronizados, type Coleccion } from '../../schemas';
import { fecha, fechaOpcional, instante, instanteOpcional } from '../../schemas/comun';
import { esFecha, esInstante, MENSAJE_FECHA_NO_VALIDA, MENSAJE_INSTANTE_NO_VALIDO } from '../../replication/fechas-validas';
import { ErrorNegocio } from '../../replication/errores';
import type { Doc } from '../../replication/tx';

/** Claves del esquema que son de RxDB y no de JSON Schema. */
const SOLO_RXDB = new Set(['primaryKey', 'indexes', 'version', 'keyCompression', 'encrypted', 'attachments', 'internalIndexes', 'crdt']);

const ajv = new Ajv({ allErrors: true, allowUnionTypes: true, strict: true });
ajv.addFormat('fecha', { type: 'string', validate: esFecha });
ajv.addFormat('instante', { type: 'string', validate: esInstante });
const compilados = new Map<Coleccion, ValidateFunction>();

/**
 * Los campos declarados con los fragmentos de fecha e instante de schemas/comun.ts llevan aquí su formato
 * (en el esquema de RxDB no: cambiarlo obligaría a migrar todas las bases de los dispositivos).
 */
const FORMATOS = new Map<object, string>([[fecha, 'fecha'], [fechaOpcional, 'fecha'], [instante, 'instante'], [instanteOpcional, 'instante']]);
const conFormatos = (propiedades: Readonly<Record<string, object>>): Record<string, object> =>
  Object.fromEntries(Object.entries(propiedades).map(([k, p]) => {
    const formato = FORMATOS.get(p);
    return [k, formato ? { ...p, format: formato } : p];
  }));

const validador = (c: Coleccion): ValidateFunction => {
  let v = compilados.get(c);
  if (!v) {
    const { properties, ...resto } = esquemasSincronizados[c];
    const esquema = Object.fromEntries(Object.entries({ ...resto, properties: conFormatos(properties) }).filter(([k]) => !SOLO_RXDB.has(k)));
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
    case 'format':
      return `El campo ${campo}: ${e.params.format === 'fecha' ? MENSAJE_FECHA_NO_VALIDA : MENSAJE_INSTANTE_NO_VALIDO}`;
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
