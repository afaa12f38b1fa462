/**
 * Utilidades de las pruebas de la capa de datos: base de datos sobre fake-indexeddb (sin
 * multi-instancia), usuario técnico de prueba, documentos de ejemplo y un motor conectado a un
 * servidor (falso o real) con cerrojos y canales en memoria.
 */
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import { createRxDatabase, type RxStorage } from 'rxdb';
import type { DocDe } from '../../../schemas';
import { crearBaseDatos, creadoresColecciones, prepararPlugins } from '../base-datos';
import type { VigiaColecciones, VigiaDatabase } from '../tipos';
import { esVigiaDatabase } from '../plugin';
import type { UsuarioSesion } from '../../sesion';
import { crearCanalesEnMemoria, type FabricaCanal } from '../canal';
import { cerrojosEnMemoria, type Cerrojos } from '../cerrojos';
import { crearMotor, type MotorVigia, type OpcionesMotor } from '../motor';
import type { FuncionFetch } from '../rpc';

export const storagePrueba = (): RxStorage<unknown, unknown> => getRxStorageDexie({ indexedDB, IDBKeyRange });

let contador = 0;
export const nombreUnico = (prefijo = 'prueba'): string => `${prefijo}_${Date.now().toString(36)}_${++contador}`;

export const crearDbPrueba = (nombre: string = nombreUnico()): Promise<VigiaDatabase> =>
  crearBaseDatos({ nombre, storage: storagePrueba(), multiInstance: false });

/**
 * Otra «pestaña» sobre la misma base de datos (el mismo IndexedDB) que no recibe ningún evento de la
 * primera: así se prueba lo que pasa cuando un evento entre pestañas se pierde (la pestaña que escribió
 * se cerró antes de anunciarlo). RxDB solo admite dos instancias con el mismo nombre con ignoreDuplicate,
 * que exige dev-mode (el de las pruebas).
 */
export const otraPestanaSinEventos = async (nombre: string): Promise<VigiaDatabase> => {
  await prepararPlugins();
  const storage = wrappedValidateAjvStorage({ storage: storagePrueba() });
  const db = await createRxDatabase<VigiaColecciones>({ name: nombre, storage, multiInstance: false, ignoreDuplicate: true });
  await db.addCollections(creadoresColecciones(false));
  if (!esVigiaDatabase(db)) throw new Error('Falta el plugin de Vigía en la base de datos');
  return db;
};

const todasLasApps = { comerciales: false, tecnicos: true, vigilantes: false, custodiaLlaves: false, almacen: false, presencia: false };
const permisoTotal = { visualizar: true, insertar: true, editar: true, borrar: true };

export const usuarioPrueba = (idusuario = '2'): UsuarioSesion => ({
  idusuario,
  idempleado: '5',
  idtecnico: '1',
  idcomercial: null,
  idvigilante: null,
  idalmacen: null,
  iddelegacion: '1',
  nombre: 'Técnico de prueba',
  login: 'tecnico',
  permisos: { parte_trabajo: permisoTotal, orden_trabajo: permisoTotal, lparte_trabajo: permisoTotal },
  apps: todasLasApps,
});

export const parte = (id: string, cambios: Partial<DocDe<'partetrabajo'>> = {}): DocDe<'partetrabajo'> => ({
  idparte_trabajo: id,
  idorden_trabajo: 'o1',
  idtecnico: '1',
  idsistema: null,
  idcliente: 'c1',
  iddelegacion: '1',
  numero: `PT-${id}`,
  fecha: '2026-11-20',
  ffijada: null,
  clasificacion: 'mantenimiento',
  descripcion: `Parte ${id}`,
  observaciones: null,
  estado: 1,
  fecha_desc: '',
  actualizado: '2026-11-20T08:00:00.000Z',
  ...cambios,
});

export const orden = (id: string): DocDe<'ordentrabajo'> => ({
  idorden_trabajo: id,
  idcliente: 'c1',
  iddelegacion: '1',
  numero: `OT-${id}`,
  fecha: '2026-11-19',
  descripcion: `Orden ${id}`,
  prioridad: 1,
  estado: 1,
  fecha_desc: '',
  actualizado: '2026-11-19T08:00:00.000Z',
});

export interface PruebaMotor {
  cerrojos: Cerrojos;
  canal: FabricaCanal;
}

/** Cerrojos y canales compartidos por las «pestañas» de una prueba. */
export const navegadorPrueba = (): PruebaMotor => ({ cerrojos: cerrojosEnMemoria(), canal: crearCanalesEnMemoria() });

export const motorPrueba = (
  db: VigiaDatabase,
  conexion: { fetch: FuncionFetch; token: string; baseUrl?: string },
  extra: Partial<OpcionesMotor> & { navegador?: PruebaMotor } = {},
): MotorVigia => {
  const { navegador = navegadorPrueba(), ...resto } = extra;
  return crearMotor(db, {
    usuario: usuarioPrueba(),
    token: conexion.token,
    baseUrl: conexion.baseUrl ?? 'http://servidor.prueba',
    fetch: conexion.fetch,
    cerrojos: navegador.cerrojos,
    canal: navegador.canal,
    ventana: null,
    online: () => true,
    stream: false,
    intervaloMs: 3_600_000,
    backoff: { minimoMs: 20, maximoMs: 100 },
    ...resto,
  });
};

/** Espera hasta que `condicion` se cumpla (o falla al pasar `ms`). */
export const esperarA = async (condicion: () => boolean | Promise<boolean>, ms = 10_000, mensaje = 'condición'): Promise<void> => {
  const limite = Date.now() + ms;
  while (!(await condicion())) {
    if (Date.now() > limite) throw new Error(`No se cumplió a tiempo: ${mensaje}`);
    await new Promise((r) => setTimeout(r, 15));
  }
};
