/**
 * Lo que el esquema JSON de una entidad (schemas/*.ts) dice de un campo: su tipo base, si es
 * obligatorio (está en `required` y no admite null), si admite null y su longitud máxima. Lo usan los
 * formularios declarados para sacar sus reglas del esquema en lugar de repetirlas.
 */
export type TipoBase = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array';

export interface DescriptorCampo {
  tipo: TipoBase | null;
  requerido: boolean;
  nulable: boolean;
  maximo: number | undefined;
}

interface EsquemaConPropiedades {
  readonly properties: object;
  readonly required?: readonly string[];
}

const TIPOS: readonly TipoBase[] = ['string', 'number', 'integer', 'boolean', 'object', 'array'];
const esTipoBase = (x: unknown): x is TipoBase => TIPOS.some((t) => t === x);

/** El descriptor del campo, o null si el esquema no lo tiene. */
export const descriptorDe = (esquema: EsquemaConPropiedades, campo: string): DescriptorCampo | null => {
  if (!Object.prototype.hasOwnProperty.call(esquema.properties, campo)) return null;
  const prop: unknown = Reflect.get(esquema.properties, campo);
  if (typeof prop !== 'object' || prop === null) return null;
  const tipoDeclarado: unknown = Reflect.get(prop, 'type');
  const tipos: unknown[] = Array.isArray(tipoDeclarado) ? tipoDeclarado : [tipoDeclarado];
  const nulable = tipos.includes('null');
  const maxLength: unknown = Reflect.get(prop, 'maxLength');
  return {
    tipo: tipos.find(esTipoBase) ?? null,
    requerido: (esquema.required ?? []).includes(campo) && !nulable,
    nulable,
    maximo: typeof maxLength === 'number' ? maxLength : undefined,
  };
};
