/**
 * Los esquemas tal como eran en la versión 62, derivados de los de la 63 quitando lo que la 63 añadió
 * (campos, sus entradas en `required` y los índices que los usan). Sirven a la prueba de migración para
 * escribir una base de datos «antigua» y abrirla después con la versión actual.
 */
import type { TopLevelProperty } from 'rxdb';
import { esquemas, type ColeccionCualquiera } from '../schemas';
import { CAMPOS_NUEVOS_V63 } from './v63';

type EsquemaV63 = (typeof esquemas)[ColeccionCualquiera];

export interface EsquemaV62 {
  title: string;
  version: 62;
  primaryKey: string;
  type: 'object';
  properties: Record<string, TopLevelProperty>;
  required: string[];
  indexes?: (string | string[])[];
  additionalProperties: false;
}

export const esquemaV62 = (c: ColeccionCualquiera): EsquemaV62 => {
  const actual: EsquemaV63 = esquemas[c];
  const nuevos = CAMPOS_NUEVOS_V63[c] ?? [];
  const properties: Record<string, TopLevelProperty> = Object.fromEntries(
    Object.entries(actual.properties).filter(([k]) => !nuevos.includes(k)),
  );
  const required = actual.required.filter((k) => !nuevos.includes(k));
  const indices: readonly (string | readonly string[])[] | undefined = 'indexes' in actual ? actual.indexes : undefined;
  const indexes = indices
    ?.filter((i) => !(typeof i === 'string' ? [i] : i).some((k) => nuevos.includes(k)))
    .map((i) => (typeof i === 'string' ? i : [...i]));
  return {
    title: actual.title,
    version: 62,
    primaryKey: actual.primaryKey,
    type: 'object',
    properties,
    required,
    ...(indexes ? { indexes } : {}),
    additionalProperties: false,
  };
};

export const esquemasV62 = (): Record<ColeccionCualquiera, EsquemaV62> => {
  const r: Partial<Record<ColeccionCualquiera, EsquemaV62>> = {};
  for (const c of Object.keys(esquemas) as ColeccionCualquiera[]) r[c] = esquemaV62(c);
  return r as Record<ColeccionCualquiera, EsquemaV62>;
};
