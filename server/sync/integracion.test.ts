import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODIGOS } from '../../replication/errores';
import { mutadores } from '../../replication/mutadores';
import { crearServidor, type Servidor } from '../app';
import { emitirToken, revocarToken } from '../auth/tokens';
import { sembrar } from '../seed/cargar';
import { metodosSync } from '.';
import { datosPrueba } from './prueba/datos';
import { BASES, contar, type BasePrueba } from './prueba/entorno';

interface RespuestaRpc {
  id: number | string | null;
  result?: unknown;
  error?: { code: number; message: string };
}

const rpc = async (url: string, token: string, cuerpo: unknown): Promise<RespuestaRpc[]> => {
  const r = await fetch(`${url}/api/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(cuerpo),
  });
  const json: unknown = await r.json();
  return (Array.isArray(json) ? json : [json]) as RespuestaRpc[];
};

/** Abre el stream y devuelve el código HTTP y una función que espera el siguiente poke. */
const abrirStream = (url: string, token: string): Promise<{ estado: number; pokes: () => number[]; cerrar: () => void }> =>
  new Promise((resolve, reject) => {
    const req = http.get(`${url}/api/stream?token=${encodeURIComponent(token)}`, (res) => {
      let texto = '';
      res.setEncoding('utf8');
      res.on('data', (t: string) => {
        texto += t;
      });
      resolve({
        estado: res.statusCode ?? 0,
        pokes: () => [...texto.matchAll(/event: poke\ndata: \{"seq":(\d+)\}\n\n/g)].map((m) => Number(m[1])),
        cerrar: () => req.destroy(),
      });
    });
    req.on('error', reject);
  });

const esperar = async (condicion: () => boolean): Promise<void> => {
  const fin = Date.now() + 5_000;
  while (!condicion()) {
    if (Date.now() > fin) throw new Error('Tiempo agotado');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe.each(BASES)('de punta a punta por HTTP ($nombre)', ({ abrir }) => {
  let base: BasePrueba;
  let servidor: Servidor;
  let tokenT1: string;
  let tokenT2: string;
  beforeAll(async () => {
    base = await abrir();
    await sembrar(base.db, datosPrueba());
    servidor = await crearServidor({ db: base.db, semilla: false, puerto: 0 });
    tokenT1 = (await emitirToken(base.db, 'UT1', 1)).token;
    tokenT2 = (await emitirToken(base.db, 'UT2', 1)).token;
  });
  afterAll(async () => {
    await servidor?.cerrar();
    await base?.cerrar();
  });

  it('metodosSync registra un método por mutador más sync.pull, sync.documentos, sync.historial, sync.desalojar, sync.estado, fichero.contenido y parteTrabajo.disponibles, sin repetidos', () => {
    const nombres = metodosSync(base.db).map((m) => m.nombre);
    expect(new Set(nombres).size).toBe(nombres.length);
    expect(nombres.sort()).toEqual([...mutadores.keys(), 'sync.documentos', 'sync.historial', 'sync.desalojar', 'sync.estado', 'sync.pull', 'fichero.contenido', 'parteTrabajo.disponibles'].sort());
  });

  it('una subida en lote se aplica una vez, el stream del técnico recibe el poke y el pull trae el cambio', async () => {
    const t1 = await abrirStream(servidor.url, tokenT1);
    const t2 = await abrirStream(servidor.url, tokenT2);
    try {
      expect(t1.estado).toBe(200);
      await esperar(() => t1.pokes().length === 1 && t2.pokes().length === 1);
      // La foto por páginas hasta el final (la primera acaba con lo de la pantalla inicial, decisión 80).
      let foto = { checkpoint: 0, cursor: null as string | null };
      do {
        const pagina = await rpc(servidor.url, tokenT1, { jsonrpc: '2.0', id: 1, method: 'sync.pull', params: { checkpoint: 0, cursor: foto.cursor, limite: 5000 } });
        foto = pagina[0]?.result as { checkpoint: number; cursor: string | null };
      } while (foto.cursor !== null);
      const { checkpoint } = foto;

      const envoltura = { idsync_upload: 'up-1', creado: new Date().toISOString(), params: { id: 'PT1', cambios: { observaciones: 'desde HTTP' } } };
      const lote = await rpc(servidor.url, tokenT1, [
        { jsonrpc: '2.0', id: 1, method: 'parteTrabajo.updateSync', params: envoltura },
        { jsonrpc: '2.0', id: 2, method: 'parteTrabajo.updateSync', params: envoltura },
        { jsonrpc: '2.0', id: 3, method: 'parteTrabajo.updateSync', params: { ...envoltura, idsync_upload: 'up-2', params: { id: 'PT2', cambios: { observaciones: 'ajeno' } } } },
        { jsonrpc: '2.0', id: 4, method: 'parteTrabajo.updateSync', params: { idsync_upload: 'up-3' } },
        { jsonrpc: '2.0', id: 5, method: 'sync.estado', params: { pendientes: 2, masAntiguo: '2026-11-21T09:00:00.000Z' } },
      ]);
      expect(lote[0]?.result).toEqual({ idsync_upload: 'up-1', resultado: { idparte_trabajo: 'PT1' }, repetido: false });
      expect(lote[1]?.result).toEqual({ idsync_upload: 'up-1', resultado: { idparte_trabajo: 'PT1' }, repetido: true });
      expect(lote[2]?.error).toEqual({ code: CODIGOS.permiso, message: 'No tienes permiso de acceso para modificar el registro PT2 de parte trabajo' });
      expect(lote[3]?.error?.code).toBe(-32602);
      expect(lote[4]?.result).toMatchObject({ registrado: expect.any(String) });
      expect(await contar(base.db, `select pendientes as n from dispositivo where idusuario = 'UT1'`)).toBe(2);

      await esperar(() => t1.pokes().length === 2);
      const r = await rpc(servidor.url, tokenT1, { jsonrpc: '2.0', id: 6, method: 'sync.pull', params: { checkpoint } });
      const pull = r[0]?.result as { documentos: { coleccion: string; doc: Record<string, unknown> }[] };
      expect(pull.documentos.map((d) => d.doc.observaciones)).toEqual(['desde HTTP']);
      expect(t2.pokes()).toHaveLength(1);
    } finally {
      t1.cerrar();
      t2.cerrar();
    }
  });

  it('un fallo interno a mitad de un lote no deja que los cambios siguientes del mismo parte se adelanten (decisión 52)', async () => {
    // Un disparador que falla por dentro (no es un rechazo de negocio) con un texto concreto, como lo haría
    // PostgreSQL al reiniciarse a mitad del lote.
    await base.db.query(`create or replace function prueba_fallo_interno() returns trigger language plpgsql as $$
      begin if new.doc->>'observaciones' = 'paso 2' then raise exception 'fallo de prueba'; end if; return new; end $$`);
    await base.db.query('create trigger prueba_fallo_interno before update on partetrabajo for each row execute function prueba_fallo_interno()');
    const paso = (n: number) => ({
      jsonrpc: '2.0', id: n, method: 'parteTrabajo.updateSync',
      params: { idsync_upload: `orden-${n}`, creado: new Date(Date.now() - (10 - n) * 60_000).toISOString(), params: { id: 'PT1', cambios: { observaciones: `paso ${n}` } } },
    });
    const lote = [paso(1), paso(2), paso(3), { jsonrpc: '2.0', id: 4, method: 'sync.estado', params: { pendientes: 2, masAntiguo: '2026-11-21T10:00:00.000Z' } }];
    const observaciones = async () =>
      (await base.db.query<{ o: string }>(`select doc->>'observaciones' as o from partetrabajo where id = 'PT1'`))[0]?.o;
    const aplicadas = () => contar(base.db, `select count(*) as n from sync_aplicado where idsync_upload like 'orden-%'`);
    try {
      const primero = await rpc(servidor.url, tokenT1, lote);
      expect(primero[0]?.result).toMatchObject({ idsync_upload: 'orden-1', repetido: false });
      expect(primero[1]?.error).toEqual({ code: -32603, message: 'Error interno del servidor' });
      const interrumpido = { code: -32022, message: 'No se ha ejecutado porque una llamada anterior del mismo lote falló en el servidor; se volverá a intentar' };
      expect(primero[2]?.error).toEqual(interrumpido);
      expect(primero[3]?.error).toEqual(interrumpido);
      expect(await observaciones()).toBe('paso 1');
      expect(await aplicadas()).toBe(1);
    } finally {
      await base.db.query('drop trigger prueba_fallo_interno on partetrabajo');
    }
    // El reintento del lote entero: el 1 ya estaba (repetido), el 2 y después el 3.
    const segundo = await rpc(servidor.url, tokenT1, lote);
    expect(segundo.slice(0, 3).map((r) => r.result)).toEqual([
      expect.objectContaining({ idsync_upload: 'orden-1', repetido: true }),
      expect.objectContaining({ idsync_upload: 'orden-2', repetido: false }),
      expect.objectContaining({ idsync_upload: 'orden-3', repetido: false }),
    ]);
    expect(await observaciones()).toBe('paso 3');
    expect(await aplicadas()).toBe(3);
  });

  it('un token revocado no abre el stream (403)', async () => {
    const { token, idtoken } = await emitirToken(base.db, 'UT2', 1);
    await revocarToken(base.db, idtoken);
    const s = await abrirStream(servidor.url, token);
    expect(s.estado).toBe(403);
    s.cerrar();
  });
});
