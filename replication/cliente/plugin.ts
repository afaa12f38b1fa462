/**
 * El motor como plugin de RxDB: añade `db.mutate(metodo, params)` a la base de datos (la capa de datos
 * sigue leyéndose como RxDB) y, al cerrarla, detiene el motor que corre sobre ella. `mutate` necesita la
 * sesión (usuario) y los cerrojos: los registra crearMotor al arrancar.
 */
import type { RxDatabase, RxPlugin } from 'rxdb';
import type { VigiaColecciones, VigiaDatabase } from './tipos';
import { mutar, type ContextoLocal } from './cola';
import type { ResultadoMutate } from './contrato';

interface Registro {
  ctx: ContextoLocal;
  detener: () => Promise<void>;
}

const registros = new WeakMap<object, Registro>();

export const registrarMotor = (db: object, registro: Registro): void => {
  registros.set(db, registro);
};

/** Olvida el registro, si sigue siendo el de ese motor (otro motor pudo registrarse después). */
export const olvidarMotor = (db: object, detener: Registro['detener']): void => {
  if (registros.get(db)?.detener === detener) registros.delete(db);
};

/** ¿Tiene la base de datos el método `mutate` del plugin? */
export const esVigiaDatabase = (db: RxDatabase<VigiaColecciones>): db is VigiaDatabase => 'mutate' in db && typeof db.mutate === 'function';

function mutate(this: RxDatabase, metodo: string, params: unknown): Promise<ResultadoMutate> {
  const registro = registros.get(this);
  if (!registro) return Promise.reject(new Error('No hay ninguna sesión abierta sobre esta base de datos'));
  return mutar(registro.ctx, metodo, params);
}

export const RxDBVigiaPlugin: RxPlugin = {
  name: 'vigia-sync',
  rxdb: true,
  prototypes: {
    RxDatabase(proto) {
      Object.assign(proto, { mutate });
    },
  },
  hooks: {
    preCloseRxDatabase: {
      // RxDB espera a este hook antes de cerrar: el ciclo en curso termina antes de cerrar las colecciones.
      after: (db) => registros.get(db)?.detener(),
    },
  },
};
