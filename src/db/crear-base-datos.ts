/**
 * Creación de la base de datos local: una por usuario (`vigia_u<idusuario>`), una colección RxDB por
 * entrada de schemas/index.ts `esquemas`, con sus migraciones (migrations/registro.ts) y el plugin del
 * motor (replication/cliente/plugin.ts, que añade `db.mutate`).
 *
 * Almacenamiento: Dexie (IndexedDB) en el navegador; las pruebas pasan el `indexedDB`/`IDBKeyRange` de
 * fake-indexeddb a getRxStorageDexie.
 *
 * dev-mode y la validación con ajv solo en desarrollo y pruebas: ajv compila sus validadores con
 * `new Function`, que una Content-Security-Policy estricta prohíbe, así que en producción no se cargan
 * (se importan de forma dinámica dentro de la rama de desarrollo y Vite la elimina del build). En
 * producción valida el servidor.
 */
import { addRxPlugin, createRxDatabase, type RxCollectionCreator, type RxStorage } from 'rxdb';
import { RxDBAttachmentsPlugin } from 'rxdb/plugins/attachments';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { esquemas, type ColeccionCualquiera } from '../../schemas';
import { estrategiasMigracion } from '../../migrations/registro';
import { RxDBVigiaPlugin, esVigiaDatabase } from '../../replication/cliente/plugin';
import type { VigiaColecciones, VigiaDatabase } from './tipos';

export interface OpcionesBaseDatos {
  nombre: string;
  /** Por defecto Dexie sobre el IndexedDB del navegador. */
  storage?: RxStorage<unknown, unknown>;
  /** Cambios visibles en todas las pestañas (BroadcastChannel). Por defecto true. */
  multiInstance?: boolean;
  /**
   * Validar cada escritura con ajv. En desarrollo y pruebas siempre (dev-mode lo exige); en producción
   * solo si se pide aquí (y la CSP permite `new Function`).
   */
  validar?: boolean;
}

/** Nombre de la base de datos del usuario: una por usuario y dispositivo. */
export const nombreBaseDatos = (idusuario: string): string => `vigia_u${idusuario}`;

/** ¿Desarrollo o pruebas (Vite / vitest)? En producción Vite lo sustituye por false. */
export const esDesarrollo = (): boolean => import.meta.env?.DEV === true;

let pluginsListos: Promise<void> | null = null;

export const prepararPlugins = (): Promise<void> => {
  pluginsListos ??= (async () => {
    addRxPlugin(RxDBMigrationSchemaPlugin);
    addRxPlugin(RxDBAttachmentsPlugin);
    addRxPlugin(RxDBVigiaPlugin);
    if (esDesarrollo()) {
      const { RxDBDevModePlugin, disableWarnings } = await import('rxdb/plugins/dev-mode');
      disableWarnings();
      addRxPlugin(RxDBDevModePlugin);
    }
  })();
  return pluginsListos;
};

/** Creadores de colección: esquema y estrategias de migración de cada entidad. */
export const creadoresColecciones = (): Record<ColeccionCualquiera, RxCollectionCreator> => {
  const r: Partial<Record<ColeccionCualquiera, RxCollectionCreator>> = {};
  for (const c of Object.keys(esquemas) as ColeccionCualquiera[]) {
    r[c] = { schema: esquemas[c], migrationStrategies: estrategiasMigracion(c) };
  }
  return r as Record<ColeccionCualquiera, RxCollectionCreator>;
};

export const crearBaseDatos = async (opciones: OpcionesBaseDatos): Promise<VigiaDatabase> => {
  await prepararPlugins();
  const base = opciones.storage ?? getRxStorageDexie();
  let storage = base;
  if (esDesarrollo() || opciones.validar === true) {
    const { getAjv, wrappedValidateAjvStorage } = await import('rxdb/plugins/validate-ajv');
    // Como el ajv del servidor (server/sync/validacion.ts): admite tipos unión (dato.valor es texto,
    // número, sí/no o nada). Se fija antes de compilar el primer validador.
    getAjv().opts.allowUnionTypes = true;
    storage = wrappedValidateAjvStorage({ storage: base });
  }
  const db = await createRxDatabase<VigiaColecciones>({
    name: opciones.nombre,
    storage,
    multiInstance: opciones.multiInstance ?? true,
    eventReduce: true,
  });
  try {
    await db.addCollections(creadoresColecciones());
  } catch (e) {
    await db.close();
    throw e;
  }
  if (!esVigiaDatabase(db)) throw new Error('Falta el plugin de Vigía en la base de datos');
  return db;
};
