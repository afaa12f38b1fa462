/**
 * Los contactos de una sesión y la hora del servidor en /api/ (issue 29, contactos.ts y rpc/ruta.ts), en
 * los dos motores: cada respuesta lleva X-Vigia-Hora; cada petición con sesión deja su tramo de contacto
 * (uno solo si siguen seguidas); `contactoPosterior` da el primero después de un contacto declarado.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CABECERA_HORA } from '../../replication/hora-dispositivo';
import { BACKENDS } from '../db/backends-prueba';
import { montarAppPrueba, USUARIO_TECNICO, type AppPrueba } from '../http/app-prueba';
import { contactoPosterior, registrarContacto } from './contactos';

describe.each(BACKENDS)('contactos de una sesión ($nombre)', (backend) => {
  let a: AppPrueba;
  beforeAll(async () => {
    a = await montarAppPrueba(backend);
  });
  afterAll(async () => {
    await a?.cerrar();
  });

  it('/api/ responde con la hora del servidor y anota el contacto de la sesión', async () => {
    const token = await a.token(USUARIO_TECNICO.login);
    const antes = Date.now();
    const r = await a.app.inject({
      method: 'POST', url: '/api/', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'no.existe', params: {} }),
    });
    const hora = r.headers[CABECERA_HORA];
    expect(typeof hora).toBe('string');
    expect(Math.abs(Date.parse(String(hora)) - antes)).toBeLessThan(10_000);
    const sin = await a.app.inject({ method: 'POST', url: '/api/', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(sin.statusCode).toBe(403);
    expect(typeof sin.headers[CABECERA_HORA]).toBe('string');
    await expect.poll(async () => (await a.db.query('select idtoken from contacto_sesion')).length).toBe(1);
  });

  it('peticiones seguidas prolongan un tramo; el primer contacto después del declarado lo encuentra', async () => {
    const idtoken = 'tk-prueba';
    await registrarContacto(a.db, idtoken);
    await registrarContacto(a.db, idtoken);
    const tramos = await a.db.query<{ desde: unknown; hasta: unknown }>('select desde, hasta from contacto_sesion where idtoken = $1', [idtoken]);
    expect(tramos).toHaveLength(1);
    await a.db.query("insert into contacto_sesion (idtoken, desde, hasta) values ($1, now() - interval '3 hours', now() - interval '170 minutes')", [idtoken]);
    const hace = (min: number): string => new Date(Date.now() - min * 60_000).toISOString();
    const primero = await contactoPosterior(a.db, idtoken, hace(240), hace(60));
    expect(primero).not.toBeNull();
    expect(Math.abs(Date.parse(String(primero)) - Date.parse(hace(180)))).toBeLessThan(5_000);
    // Declarado después de ese tramo: nada entre medias (el tramo de ahora cae después de la hora del cambio).
    expect(await contactoPosterior(a.db, idtoken, hace(160), hace(60))).toBeNull();
    expect(await contactoPosterior(a.db, 'otra-sesion', hace(240), hace(60))).toBeNull();
    // Instantes extremos que acepta la envoltura (años 0000 y 9999): se acotan, no llegan a PostgreSQL.
    expect(await contactoPosterior(a.db, idtoken, '0000-01-01T00:00:00.000Z', '9999-12-31T23:59:59.000Z')).not.toBeNull();
    expect(await contactoPosterior(a.db, idtoken, '9999-12-31T23:59:59.000Z', '0000-01-01T00:00:00.000Z')).toBeNull();
  });
});
