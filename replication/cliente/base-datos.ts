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
 *
 * Arranque rápido sin renunciar a las migraciones: con el plugin de migraciones, RxDB busca en cada
 * apertura versiones anteriores de cada colección (dos lecturas por colección con versión > 0, 46
 * colecciones), y el arranque en caliente tardaba 8–11 veces lo de RxDB sin migraciones. Aquí se mira una
 * sola vez, con una consulta al almacén interno, si queda alguna colección guardada con una versión
 * anterior a la suya (la versión es de cada colección: ver migrations/registro.ts): solo entonces se añade
 * el plugin y las colecciones se abren migrando (`autoMigrate`). Una base al día se abre sin él.
 */
import { addRxPlugin, createRxDatabase, getAllCollectionDocuments, type RxCollectionCreator, type RxDatabase, type RxStorage } from 'rxdb';
import { RxDBAttachmentsPlugin } from 'rxdb/plugins/attachments';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { esquemas, type ColeccionCualquiera } from '../../schemas';
import { estrategiasMigracion } from '../../migrations/registro';
import { RxDBVigiaPlugin, esVigiaDatabase } from './plugin';
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

/** El plugin de migraciones de RxDB, para abrir una base con colecciones de versiones anteriores. */
export const prepararMigraciones = (): void => addRxPlugin(RxDBMigrationSchemaPlugin);

/** La versión actual de cada colección: la base (VERSION_ESQUEMA) o la suya si cambió después (cliente, 64). */
const VERSIONES: ReadonlyMap<string, number> = new Map(Object.entries(esquemas).map(([c, e]): [string, number] => [c, e.version]));

/**
 * ¿Queda en la base alguna colección guardada con una versión anterior a la actual de esa colección (una
 * actualización sin terminar de migrar)? Una consulta al almacén interno de RxDB.
 */
export const hayVersionesAnteriores = async (db: Pick<RxDatabase, 'internalStore'>): Promise<boolean> => {
  const guardadas = await getAllCollectionDocuments(db.internalStore);
  return guardadas.some((d) => {
    const actual = VERSIONES.get(d.data.name);
    return actual !== undefined && d.data.version < actual;
  });
};

/**
 * Creadores de colección: esquema y estrategias de migración de cada entidad. `migrar`: abrir migrando
 * lo que haya de versiones anteriores (necesita `prepararMigraciones()`).
 */
export const creadoresColecciones = (migrar = true): Record<ColeccionCualquiera, RxCollectionCreator> => {
  const r: Partial<Record<ColeccionCualquiera, RxCollectionCreator>> = {};
  for (const c of Object.keys(esquemas) as ColeccionCualquiera[]) {
    r[c] = { schema: esquemas[c], migrationStrategies: estrategiasMigracion(c), autoMigrate: migrar };
  }
  return r as Record<ColeccionCualquiera, RxCollectionCreator>;
};

export const crearBaseDatos = async (opciones: OpcionesBaseDatos): Promise<VigiaDatabase> => {
  // Marcas de rendimiento (DevTools, bench/run.ts): lo que tarda abrir la base antes de la primera pantalla.
  performance.mark('vigia:base-inicio');
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
    const migrar = await hayVersionesAnteriores(db);
    if (migrar) prepararMigraciones();
    await db.addCollections(creadoresColecciones(migrar));
    performance.mark('vigia:base-colecciones');
  } catch (e) {
    await db.close();
    throw e;
  }
  if (!esVigiaDatabase(db)) throw new Error('Falta el plugin de Vigía en la base de datos');
  return db;
};
