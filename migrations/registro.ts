/**
 * Registro de migraciones del esquema local. La versión es de cada colección: la base es
 * VERSION_ESQUEMA (63) y una colección cuyo esquema publicado cambia sube solo la suya (cliente, 64). RxDB
 * exige una estrategia por cada versión de 1 a la de la colección: las versiones que no la cambiaron
 * reciben el paso identidad; las que sí, su paso real (registrado abajo por versión). Solo se añade: un
 * paso publicado no se cambia nunca (hay dispositivos que ya lo ejecutaron).
 */
import type { MigrationStrategies } from 'rxdb';
import { esquemas, type ColeccionCualquiera } from '../schemas';
import type { DocMigrado, PasoMigracion } from './tipos';
import { pasosV63 } from './v63';
import { pasosV64 } from './v64';
import { pasosV65 } from './v65';
import { pasosV66 } from './v66';
import { pasosV67 } from './v67';
import { pasosV68 } from './v68';
import { pasosV69 } from './v69';
import { pasosV70 } from './v70';

/** Pasos reales: versión destino → colección → paso. */
export const PASOS: Readonly<Record<number, Partial<Record<ColeccionCualquiera, PasoMigracion>>>> = {
  63: pasosV63,
  64: pasosV64,
  65: pasosV65,
  66: pasosV66,
  67: pasosV67,
  68: pasosV68,
  69: pasosV69,
  70: pasosV70,
};

const identidad: PasoMigracion = (doc: DocMigrado) => doc;

/** La versión actual del esquema de una colección. */
export const versionDe = (c: ColeccionCualquiera): number => esquemas[c].version;

/** Estrategias de migración de una colección de la versión 1 a `hasta` (por defecto, la suya actual). */
export const estrategiasMigracion = (c: ColeccionCualquiera, hasta: number = versionDe(c)): MigrationStrategies<DocMigrado> => {
  const estrategias: MigrationStrategies<DocMigrado> = {};
  for (let v = 1; v <= hasta; v++) estrategias[v] = PASOS[v]?.[c] ?? identidad;
  return estrategias;
};
