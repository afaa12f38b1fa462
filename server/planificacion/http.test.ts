/**
 * La planificación en el servidor completo (crearServidor sobre PGlite, demo pequeña, por HTTP): una
 * llamada autenticada cualquiera anota el último contacto del usuario, sync.estado declara su cola, y
 * planificacion.estadoTecnicos lo devuelve al supervisor (todos los técnicos) y al técnico (solo él),
 * también lo que el dispositivo informa con sync.preparacion (la entrada desmedida se rechaza en español).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METODO_ESTADO_TECNICOS, METODO_PREPARACION, respuestaEstadoTecnicos, type RespuestaEstadoTecnicos } from '../../replication/planificacion';
import { montarServidorDemo, type ServidorDemo } from '../seguridad/servidor-demo';

describe('planificación por HTTP (servidor completo sobre PGlite)', () => {
  let s: ServidorDemo;
  beforeAll(async () => {
    s = await montarServidorDemo({ escala: 0.2 });
  }, 120_000);
  afterAll(async () => {
    await s?.cerrar();
  });

  const llamar = async (token: string, method: string, params: unknown): Promise<unknown> => {
    const r = await s.api({ jsonrpc: '2.0', id: 1, method, params }, token);
    const cuerpo: unknown = r.json();
    if (typeof cuerpo !== 'object' || cuerpo === null || !('result' in cuerpo)) throw new Error(`${method}: ${r.body}`);
    return cuerpo.result;
  };
  const estado = async (token: string): Promise<RespuestaEstadoTecnicos> => respuestaEstadoTecnicos.parse(await llamar(token, METODO_ESTADO_TECNICOS, {}));

  it('el contacto y la cola declarada de un técnico llegan al supervisor; el técnico solo se ve a sí mismo', async () => {
    const tecnico = s.usuarios.find((u) => u.login === 'tecnico');
    const idtecnico = tecnico?.idtecnico;
    if (!idtecnico) throw new Error('la demo no tiene el técnico «tecnico»');
    const [tokenAdmin, tokenTecnico] = [await s.token('admin'), await s.token('tecnico')];

    const antes = (await estado(tokenAdmin)).tecnicos.find((t) => t.idtecnico === idtecnico);
    expect(antes).toMatchObject({ ultimoContacto: null, pendientes: null });

    await llamar(tokenTecnico, 'sync.pull', { checkpoint: 0, limite: 1 });
    const tras = await estado(tokenAdmin);
    const contacto = tras.tecnicos.find((t) => t.idtecnico === idtecnico)?.ultimoContacto ?? null;
    expect(contacto).not.toBeNull();
    expect(Date.parse(tras.ahora) - Date.parse(contacto ?? '')).toBeLessThan(60_000);
    expect(tras.tecnicos.length).toBe(s.datos.documentos.tecnico.filter((t) => t.estado > 0).length);

    await llamar(tokenTecnico, 'sync.estado', { pendientes: 4, masAntiguo: '2026-11-20T08:00:00.000Z' });
    expect((await estado(tokenAdmin)).tecnicos.find((t) => t.idtecnico === idtecnico)).toMatchObject({ pendientes: 4, masAntiguo: '2026-11-20T08:00:00.000Z' });

    expect((await estado(tokenTecnico)).tecnicos.map((t) => t.idtecnico)).toEqual([idtecnico]);
  });

  it('sync.preparacion: lo informado llega al supervisor con la hora del servidor; lo desmedido, -32602 en español y nada escrito', async () => {
    const idtecnico = s.usuarios.find((u) => u.login === 'tecnico')?.idtecnico;
    if (!idtecnico) throw new Error('la demo no tiene el técnico «tecnico»');
    const [tokenAdmin, tokenTecnico] = [await s.token('admin'), await s.token('tecnico')];
    const suya = async (): Promise<unknown> => (await estado(tokenAdmin)).tecnicos.find((t) => t.idtecnico === idtecnico)?.preparacion;

    const r = await s.api({ jsonrpc: '2.0', id: 1, method: METODO_PREPARACION, params: { listo: false, faltan: Array.from({ length: 21 }, (_, i) => ({ id: `f${i}`, etiqueta: 'Algo' })), version: '1' } }, tokenTecnico);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ error: { code: -32602, message: expect.stringContaining('No se pueden informar más de 20 cosas pendientes') } });
    expect(await suya()).toBeNull();

    await llamar(tokenTecnico, METODO_PREPARACION, { listo: false, faltan: [{ id: 'sesion', etiqueta: 'La sesión' }], version: '9.9.9' });
    const tras = await estado(tokenAdmin);
    const p = tras.tecnicos.find((t) => t.idtecnico === idtecnico)?.preparacion;
    expect(p).toMatchObject({ listo: false, faltan: [{ id: 'sesion', etiqueta: 'La sesión' }], version: '9.9.9' });
    expect(Date.parse(tras.ahora) - Date.parse(p?.informado ?? '')).toBeLessThan(60_000);
  });
});
