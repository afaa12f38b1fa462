/**
 * Registro de migraciones del esquema local. RxDB exige una estrategia por cada versión de 1 a la
 * actual (63) en cada colección: las versiones que no cambiaron una colección reciben el paso
 * identidad; las que sí, su paso real (registrado abajo por versión). Solo se añade: un paso publicado
 * no se cambia nunca (hay dispositivos que ya lo ejecutaron).
 */
import type { MigrationStrategies } from 'rxdb';
import { VERSION_ESQUEMA, type ColeccionCualquiera } from '../schemas';
import type { DocMigrado, PasoMigracion } from './tipos';
import { pasosV63 } from './v63';

/** Pasos reales: versión destino → colección → paso. */
export const PASOS: Readonly<Record<number, Partial<Record<ColeccionCualquiera, PasoMigracion>>>> = {
  63: pasosV63,
};

const identidad: PasoMigracion = (doc: DocMigrado) => doc;

/** Estrategias de migración de una colección de la versión 1 a `hasta` (por defecto, la actual). */
export const estrategiasMigracion = (c: ColeccionCualquiera, hasta: number = VERSION_ESQUEMA): MigrationStrategies<DocMigrado> => {
  const estrategias: MigrationStrategies<DocMigrado> = {};
  for (let v = 1; v <= hasta; v++) estrategias[v] = PASOS[v]?.[c] ?? identidad;
  return estrategias;
};
