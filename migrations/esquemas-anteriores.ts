/**
 * Los esquemas tal como eran en una versión anterior, derivados de los actuales deshaciendo, de la versión
 * de cada colección hacia atrás, lo que cada versión cambió (CAMBIOS: campos nuevos, índices nuevos y
 * propiedades redefinidas). Sirven a las pruebas de migración para escribir una base de datos «antigua»
 * (la 62 de todas, o la 63 de todas, con cliente aún sin su índice) y abrirla después con la actual.
 */
import type { RxJsonSchema, TopLevelProperty } from 'rxdb';
import { esquemas, type ColeccionCualquiera } from '../schemas';
import type { CambioEsquema, DocMigrado } from './tipos';
import { CAMPOS_NUEVOS_V63 } from './v63';
import { CAMBIOS_V64 } from './v64';
import { CAMBIOS_V65 } from './v65';
import { CAMBIOS_V66 } from './v66';
import { CAMBIOS_V67 } from './v67';
import { CAMBIOS_V68 } from './v68';
import { CAMBIOS_V69 } from './v69';
import { CAMBIOS_V70 } from './v70';

type Indice = string | string[];

export interface EsquemaAnterior {
  title: string;
  version: number;
  primaryKey: string;
  type: 'object';
  properties: Record<string, TopLevelProperty>;
  required: string[];
  indexes?: Indice[];
  /** Los adjuntos (ficherocontenido), tal cual: ninguna versión los ha cambiado. */
  attachments?: RxJsonSchema<DocMigrado>['attachments'];
  additionalProperties: false;
}

const cambiosV63 = (): Partial<Record<ColeccionCualquiera, CambioEsquema>> => {
  const r: Partial<Record<ColeccionCualquiera, CambioEsquema>> = {};
  for (const c of Object.keys(esquemas) as ColeccionCualquiera[]) {
    const campos = CAMPOS_NUEVOS_V63[c];
    if (campos) r[c] = { campos };
  }
  return r;
};

/** Lo que cambió cada versión (versión → colección → cambio). Se añade una entrada con cada versión nueva. */
export const CAMBIOS: Readonly<Record<number, Partial<Record<ColeccionCualquiera, CambioEsquema>>>> = {
  63: cambiosV63(),
  64: CAMBIOS_V64,
  65: CAMBIOS_V65,
  66: CAMBIOS_V66,
  67: CAMBIOS_V67,
  68: CAMBIOS_V68,
  69: CAMBIOS_V69,
  70: CAMBIOS_V70,
};

const campos = (i: string | readonly string[]): readonly string[] => (typeof i === 'string' ? [i] : i);
const mismoIndice = (a: string | readonly string[], b: string | readonly string[]): boolean => campos(a).join('+') === campos(b).join('+');

/** El esquema de la colección `c` en la versión `version` (como mucho, la suya actual). */
export const esquemaAnterior = (c: ColeccionCualquiera, version: number): EsquemaAnterior => {
  const actual = esquemas[c];
  if (version > actual.version) throw new Error(`${c} no llega a la versión ${version} (está en la ${actual.version})`);
  let properties: Record<string, TopLevelProperty> = { ...actual.properties };
  let required: string[] = [...actual.required];
  const indices: readonly (string | readonly string[])[] | undefined = 'indexes' in actual ? actual.indexes : undefined;
  let indexes: Indice[] | undefined = indices?.map((i) => (typeof i === 'string' ? i : [...i]));
  for (let v = actual.version; v > version; v--) {
    const cambio = CAMBIOS[v]?.[c];
    if (!cambio) continue;
    const nuevos = cambio.campos ?? [];
    properties = { ...Object.fromEntries(Object.entries(properties).filter(([k]) => !nuevos.includes(k))), ...cambio.antes };
    required = required.filter((k) => !nuevos.includes(k));
    indexes = indexes?.filter((i) => !campos(i).some((k) => nuevos.includes(k)) && !(cambio.indices ?? []).some((n) => mismoIndice(n, i)));
  }
  return {
    title: actual.title,
    version,
    primaryKey: actual.primaryKey,
    type: 'object',
    properties,
    required,
    ...(indexes ? { indexes } : {}),
    ...('attachments' in actual ? { attachments: { ...actual.attachments } } : {}),
    additionalProperties: false,
  };
};

/**
 * Todos los esquemas como los dejó la app de la versión `version`: cada colección en esa versión, o en la
 * suya si nunca llegó a ella (una colección que sigue en la base cuando otra ya subió).
 */
export const esquemasAnteriores = (version: number): Record<ColeccionCualquiera, EsquemaAnterior> => {
  const r: Partial<Record<ColeccionCualquiera, EsquemaAnterior>> = {};
  for (const c of Object.keys(esquemas) as ColeccionCualquiera[]) r[c] = esquemaAnterior(c, Math.min(version, esquemas[c].version));
  return r as Record<ColeccionCualquiera, EsquemaAnterior>;
};
