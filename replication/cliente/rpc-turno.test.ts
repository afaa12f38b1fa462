/**
 * El turno del servidor ocupado en el cliente RPC (rpc.ts, issue 33): el 503 trae Vigia-Turno, el cliente
 * lo manda en las peticiones siguientes, lo cambia por la prórroga que traiga una respuesta y lo olvida
 * cuando la respuesta a una petición que lo llevaba no trae ninguno.
 */
import { describe, expect, it } from 'vitest';
import { definirMetodo } from '../metodos-en-linea';
import { z } from '../zod';
import { CABECERA_TURNO } from '../turno-servidor';
import { crearClienteRpc, ErrorTransporte, type FuncionFetch } from './rpc';

const x = definirMetodo({ nombre: 'x', params: z.object({}).optional(), resultado: z.unknown() });

const ocupado = (turno: string | null): Response => new Response(
  JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32023, message: 'El servidor está atendiendo a muchos dispositivos a la vez: dentro de 3 s' } }),
  { status: 503, headers: { 'retry-after': '3', ...(turno === null ? {} : { [CABECERA_TURNO]: turno }) } },
);
const bien = (turno: string | null = null): Response =>
  new Response(JSON.stringify({ jsonrpc: '2.0', id: 'x', result: 1 }), { headers: turno === null ? {} : { [CABECERA_TURNO]: turno } });

describe('cliente JSON-RPC: el turno del servidor ocupado', () => {
  it('lo guarda del 503, lo devuelve al repetir, toma la prórroga y lo olvida cuando la respuesta no trae', async () => {
    const enviados: (string | null)[] = [];
    const respuestas = [ocupado('7.a'), bien('7.a'), bien(), bien(), ocupado(null), bien()];
    const fetch: FuncionFetch = async (_url, init) => {
      enviados.push(new Headers(init?.headers).get(CABECERA_TURNO));
      const r = respuestas.shift();
      if (r === undefined) throw new Error('Sin más respuestas');
      return r;
    };
    const rpc = crearClienteRpc({ url: 'http://x/api/', token: () => 'tok', fetch, online: () => true });
    const e = await rpc.leer(x).catch((error: unknown) => error);
    expect(e).toBeInstanceOf(ErrorTransporte);
    expect(e).toMatchObject({ reintentarTrasMs: 3000, conTurno: true });
    await rpc.leer(x); // lo devuelve; la respuesta trae la prórroga
    await rpc.leer(x); // la prórroga; la respuesta ya no trae turno: se olvida
    await rpc.leer(x);
    const sinTurno = await rpc.leer(x).catch((error: unknown) => error);
    expect(sinTurno).toMatchObject({ reintentarTrasMs: 3000, conTurno: false });
    await rpc.leer(x);
    expect(enviados).toEqual([null, '7.a', '7.a', null, null, null]);
  });
});
