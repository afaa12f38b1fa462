/** Un paso de migración de un documento a la versión siguiente (forma de RxDB migration-schema). */
import type { MigrationStrategy } from 'rxdb';

export type DocMigrado = Record<string, unknown>;
export type PasoMigracion = MigrationStrategy<DocMigrado>;
