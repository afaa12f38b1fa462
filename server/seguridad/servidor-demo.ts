/**
 * Apoyo de las pruebas de seguridad: el servidor completo (crearServidor, con todos sus métodos) sobre
 * PGlite en memoria, sembrado con el generador de la demo a escala pequeña (los mismos datos que se
 * devuelven aquí, para calcular lo esperado por separado), con usuarios de más si se piden, y peticiones
 * por `inject` (sin red). El correo saliente va a una bandeja temporal que se borra al cerrar.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { crearServidor, type Servidor } from '../app';
import { crearUsuario } from '../auth/usuarios';
import { aplicarMigraciones } from '../db/migraciones';
import { abrirPglite } from '../db/pglite';
import { sembrar } from '../seed/cargar';
import { generarDemo, PASSWORD_DEMO } from '../seed/generador';
import type { DatosDemo, UsuarioDemo } from '../seed/tipos';

export interface ServidorDemo {
  servidor: Servidor;
  datos: DatosDemo;
  /** Usuarios de la demo y los de más, con su contraseña en claro. */
  usuarios: UsuarioDemo[];
  /** Inicia sesión (POST /token/) y devuelve el token. */
  token(login: string, password?: string): Promise<string>;
  /** POST /api/ con el cuerpo tal cual (texto) o como JSON. */
  api(cuerpo: unknown, token: string | null): Promise<LightMyRequestResponse>;
  cerrar(): Promise<void>;
}

/** Fecha fija: los datos (y lo esperado) no dependen del día en que corre la prueba. */
export const HOY_PRUEBAS = '2026-11-20';

export interface OpcionesServidorDemo {
  escala: number;
  /** Años de historia de la demo (decisión 68); sin ellos, la de siempre. */
  anios?: number;
  usuariosExtra?: readonly UsuarioDemo[];
  /** Límite del cuerpo de POST /api/ (por defecto el de la configuración). */
  limiteApiBytes?: number;
}

export const montarServidorDemo = async (o: OpcionesServidorDemo): Promise<ServidorDemo> => {
  const bandeja = await mkdtemp(path.join(tmpdir(), 'vigia-seguridad-bandeja-'));
  const bandejaAnterior = process.env.OUTBOX_DIR;
  process.env.OUTBOX_DIR = bandeja;
  const db = await abrirPglite(null);
  try {
    await aplicarMigraciones(db);
    const datos = await generarDemo({ escala: o.escala, hoy: HOY_PRUEBAS, ...(o.anios ? { anios: o.anios } : {}) });
    await sembrar(db, datos);
    for (const u of o.usuariosExtra ?? []) await crearUsuario(db, u);
    const servidor = await crearServidor({ db, puerto: 0, semilla: false, distDir: '/nonexistent-vigia-dist', limiteApiBytes: o.limiteApiBytes });
    if (bandejaAnterior === undefined) delete process.env.OUTBOX_DIR;
    else process.env.OUTBOX_DIR = bandejaAnterior;
    const { app } = servidor;
    return {
      servidor,
      datos,
      usuarios: [...datos.usuarios, ...(o.usuariosExtra ?? [])],
      token: async (login, password = PASSWORD_DEMO) => {
        const r = await app.inject({
          method: 'POST',
          url: '/token/',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ username: login, password }).toString(),
        });
        const cuerpo: unknown = r.json();
        const token = typeof cuerpo === 'object' && cuerpo !== null ? Reflect.get(cuerpo, 'token') : undefined;
        if (r.statusCode !== 200 || typeof token !== 'string') throw new Error(`Inicio de sesión de ${login} fallido (${r.statusCode}): ${r.body}`);
        return token;
      },
      api: (cuerpo, token) =>
        app.inject({
          method: 'POST',
          url: '/api/',
          headers: { 'content-type': 'application/json', ...(token === null ? {} : { authorization: `Bearer ${token}` }) },
          payload: typeof cuerpo === 'string' ? cuerpo : JSON.stringify(cuerpo),
        }),
      cerrar: async () => {
        await servidor.cerrar();
        await db.cerrar();
        await rm(bandeja, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await db.cerrar().catch(() => undefined);
    await rm(bandeja, { recursive: true, force: true });
    throw error;
  }
};
