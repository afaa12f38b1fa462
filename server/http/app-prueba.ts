/**
 * Apoyo de las pruebas del núcleo: una base (del backend dado) con las migraciones aplicadas, dos
 * usuarios (uno con permiso usuario.editar y otro sin él) y la app Fastify del núcleo con métodos de
 * prueba añadidos. No depende de la sincronización: se prueba el núcleo por sí solo.
 */
import type { FastifyInstance } from 'fastify';
import type { AppId } from '../../schemas';
import type { Permisos } from '../../replication/sesion';
import { crearUsuario } from '../auth/usuarios';
import type { BackendPrueba } from '../db/backends-prueba';
import { aplicarMigraciones } from '../db/migraciones';
import type { Db } from '../db/tipos';
import type { MetodoRpc } from '../rpc/tipos';
import type { UsuarioDemo } from '../seed/tipos';
import type { LimitesAdmision } from './admision';
import { construirApp } from './construir';

export const PASSWORD_PRUEBA = 'secreta-123';

const APPS_TECNICO: Record<AppId, boolean> = { comerciales: false, tecnicos: true, vigilantes: false, custodiaLlaves: false, almacen: false, presencia: false };
const PERMISOS_TECNICO: Permisos = {
  parte_trabajo: { visualizar: true, insertar: true, editar: true, borrar: false },
  parametro: { visualizar: true, insertar: false, editar: false, borrar: false },
};

export const USUARIO_TECNICO: UsuarioDemo = {
  idusuario: '11',
  login: 'ana.tecnica',
  password: PASSWORD_PRUEBA,
  nombre: 'Ana Técnica',
  idempleado: '101',
  idtecnico: '7',
  idcomercial: null,
  idvigilante: null,
  idalmacen: null,
  iddelegacion: '2',
  permisos: PERMISOS_TECNICO,
  apps: APPS_TECNICO,
  ambito: 'propio',
};

export const USUARIO_ADMIN: UsuarioDemo = {
  ...USUARIO_TECNICO,
  idusuario: '1',
  login: 'jefa',
  nombre: 'Jefa de Servicio',
  idtecnico: null,
  permisos: { ...PERMISOS_TECNICO, usuario: { visualizar: true, insertar: true, editar: true, borrar: true } },
  ambito: 'todo',
};

export interface AppPrueba {
  db: Db;
  app: FastifyInstance;
  /** Inicia sesión por POST /token/ (urlencoded) y devuelve el token. */
  token(login: string, password?: string): Promise<string>;
  cerrar(): Promise<void>;
}

export interface OpcionesAppPrueba {
  metodos?: readonly MetodoRpc[];
  limiteApiBytes?: number;
  tokenTtlHoras?: number;
  distDir?: string;
  csp?: string | null;
  /** Se ejecuta con la base migrada y los usuarios creados, antes de montar la app. */
  antesDeMontar?: (db: Db) => Promise<void>;
  /** Límites de la admisión de /api/ (admision.ts; por defecto los de producción). */
  admision?: Partial<LimitesAdmision>;
}

export const montarAppPrueba = async (backend: BackendPrueba, o: OpcionesAppPrueba = {}): Promise<AppPrueba> => {
  const db = await backend.abrir();
  await aplicarMigraciones(db);
  await crearUsuario(db, USUARIO_TECNICO);
  await crearUsuario(db, USUARIO_ADMIN);
  await o.antesDeMontar?.(db);
  const app = await construirApp({
    db,
    metodos: o.metodos ?? [],
    tokenTtlHoras: o.tokenTtlHoras ?? 24,
    limiteApiBytes: o.limiteApiBytes ?? 10 * 1024 * 1024,
    distDir: o.distDir ?? '/nonexistent-vigia-dist',
    csp: o.csp ?? null,
    registrar: false,
    admision: o.admision,
  });
  await app.ready();
  return {
    db,
    app,
    token: async (login, password = PASSWORD_PRUEBA) => {
      const r = await app.inject({
        method: 'POST',
        url: '/token/',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username: login, password }).toString(),
      });
      if (r.statusCode !== 200) throw new Error(`Inicio de sesión de prueba fallido (${r.statusCode}): ${r.body}`);
      const cuerpo: unknown = r.json();
      if (typeof cuerpo !== 'object' || cuerpo === null || !('token' in cuerpo) || typeof cuerpo.token !== 'string') throw new Error('Respuesta de /token/ sin token');
      return cuerpo.token;
    },
    cerrar: async () => {
      await app.close();
      await db.cerrar();
    },
  };
};
