/**
 * Sesiones recordadas (cache-sesiones.ts), en PGlite: una llamada seguida no vuelve a leer la base; una
 * revocación en este proceso o avisada por vigia_revocaciones la olvida al momento; lo que no avisa (un
 * usuario de baja) se ve al vencer el recuerdo; un token caducado no se recuerda más allá de su caducidad.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../db/backends-prueba';
import type { Consulta, Db } from '../db/tipos';
import { aplicarMigraciones } from '../db/migraciones';
import { USUARIO_TECNICO } from '../http/app-prueba';
import { crearCacheSesiones } from './cache-sesiones';
import { CANAL_REVOCACIONES, emitirToken, revocarToken } from './tokens';
import { crearUsuario } from './usuarios';

const pglite = BACKENDS.find((b) => b.nombre === 'pglite');
if (!pglite) throw new Error('sin backend PGlite');

/** La Db con un contador de las lecturas de sesión (las que pasan por la tabla token). */
const contando = (db: Db): { db: Db; lecturas: () => number } => {
  let n = 0;
  const contar = (sql: string): void => {
    if (/FROM token t JOIN usuario/.test(sql)) n += 1;
  };
  const q = (c: Consulta): Consulta => ({ query: (sql, params) => (contar(sql), c.query(sql, params)) });
  return { db: { ...db, query: (sql, params) => (contar(sql), db.query(sql, params)), transaccion: (fn, inicio, fin) => db.transaccion((c, inicial) => fn(q(c), inicial), inicio, fin) }, lecturas: () => n };
};

describe('sesiones recordadas', () => {
  let base: Db;
  beforeAll(async () => {
    base = await pglite.abrir();
    await aplicarMigraciones(base);
    await crearUsuario(base, USUARIO_TECNICO);
  });
  afterAll(async () => {
    await base.cerrar();
  });

  it('dos llamadas seguidas leen la base una vez; al vencer el recuerdo, otra', async () => {
    let ahora = 1_000_000;
    const { db, lecturas } = contando(base);
    const cache = crearCacheSesiones(db, 2_000, () => ahora);
    try {
      const { token } = await emitirToken(base, USUARIO_TECNICO.idusuario, 1);
      expect((await cache.autenticar(token))?.usuario.login).toBe(USUARIO_TECNICO.login);
      expect((await cache.autenticar(token))?.usuario.login).toBe(USUARIO_TECNICO.login);
      expect(lecturas()).toBe(1);
      ahora += 2_001;
      await cache.autenticar(token);
      expect(lecturas()).toBe(2);
      expect(await cache.autenticar('x'.repeat(43))).toBeNull();
    } finally {
      await cache.cerrar();
    }
  });

  it('revocar en este proceso la olvida al momento; el aviso de otro proceso también', async () => {
    const cache = crearCacheSesiones(base, 60_000);
    try {
      const uno = await emitirToken(base, USUARIO_TECNICO.idusuario, 1);
      expect(await cache.autenticar(uno.token)).not.toBeNull();
      await revocarToken(base, uno.idtoken);
      expect(await cache.autenticar(uno.token)).toBeNull();

      const dos = await emitirToken(base, USUARIO_TECNICO.idusuario, 1);
      expect(await cache.autenticar(dos.token)).not.toBeNull();
      // Otro proceso lo revoca: aquí solo llega el aviso.
      await base.query('UPDATE token SET revocado = now() WHERE idtoken = $1', [dos.idtoken]);
      await base.query('SELECT pg_notify($1, $2)', [CANAL_REVOCACIONES, JSON.stringify([dos.idtoken])]);
      await expect.poll(() => cache.autenticar(dos.token)).toBeNull();
    } finally {
      await cache.cerrar();
    }
  });

  it('un usuario dado de baja deja de valer al vencer el recuerdo', async () => {
    let ahora = 5_000_000;
    const cache = crearCacheSesiones(base, 2_000, () => ahora);
    try {
      const { token } = await emitirToken(base, USUARIO_TECNICO.idusuario, 1);
      expect(await cache.autenticar(token)).not.toBeNull();
      await base.query('UPDATE usuario SET activo = false WHERE idusuario = $1', [USUARIO_TECNICO.idusuario]);
      ahora += 2_001;
      expect(await cache.autenticar(token)).toBeNull();
    } finally {
      await base.query('UPDATE usuario SET activo = true WHERE idusuario = $1', [USUARIO_TECNICO.idusuario]);
      await cache.cerrar();
    }
  });
});
