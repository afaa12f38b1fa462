/** Un paso de migración de un documento a la versión siguiente (forma de RxDB migration-schema). */
import type { MigrationStrategy, TopLevelProperty } from 'rxdb';

export type DocMigrado = Record<string, unknown>;
export type PasoMigracion = MigrationStrategy<DocMigrado>;

/**
 * Lo que una versión cambió en el esquema de una colección, para derivar el esquema anterior
 * (migrations/esquemas-anteriores.ts) y escribir con él una base «antigua» en las pruebas.
 */
export interface CambioEsquema {
  /** Campos que aparecieron: el esquema anterior no los tiene (ni en `required` ni en sus índices). */
  campos?: readonly string[];
  /** Índices que aparecieron sobre campos que ya existían. */
  indices?: readonly (string | readonly string[])[];
  /** Propiedades cuya definición cambió: cómo eran antes. */
  antes?: Readonly<Record<string, TopLevelProperty>>;
}
