/**
 * Límites por petición (server/rpc/limites.ts) sobre el servidor completo (PGlite, demo a escala
 * pequeña, peticiones por `inject`): un lote con demasiadas llamadas se rechaza sin ejecutar ninguna;
 * un lote de muchos sync.pull grandes se corta al gastar el presupuesto de bytes de respuesta; muchos
 * fichero.contenido en una petición se cortan en su cuota; y las lecturas pesadas en curso de un
 * usuario por encima del límite se rechazan al momento, mientras otro usuario sigue siendo atendido.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esRechazoDefinitivo } from '../../replication/errores';
import { CODIGOS_RPC, MENSAJES_RPC } from '../rpc/errores';
import { LIMITES_PETICION } from '../rpc/limites';
import { descargaCompleta, esPull, llamada, respuestasDe, subirFichero, type PaginaPull, type RespuestaRpc } from './apoyo-limites';
import { montarServidorDemo, type ServidorDemo } from './servidor-demo';

const MENSAJE_CUOTA_FICHEROS = /^Demasiadas llamadas a fichero\.contenido en una sola petición: como máximo 5 y 20 MB; pide el resto en otra petición$/;

describe('límites por petición (servidor completo sobre PGlite)', () => {
  let s: ServidorDemo;
  const tokens: Record<'admin' | 'tecnico' | 'tecnico2', string> = { admin: '', tecnico: '', tecnico2: '' };
  let idparte = '';
  let checkpointTecnico2 = 0;
  /** La página más grande de la descarga del administrador (la primera es corta). */
  let pullAdmin: PaginaPull = { checkpoint: 0, cursor: null, limite: 5000 };

  const lote = async (login: keyof typeof tokens, cuerpo: unknown): Promise<{ estado: number; bytes: number; respuestas: RespuestaRpc[] }> => {
    const r = await s.api(cuerpo, tokens[login]);
    return { estado: r.statusCode, bytes: r.rawPayload.length, respuestas: respuestasDe(r.json()) };
  };
  const contarFicheros = async (): Promise<number> => {
    const [f] = await s.servidor.db.query<{ n: number }>('select count(*)::int as n from fichero_contenido');
    return f?.n ?? -1;
  };
  const salud = async (): Promise<number> => (await s.servidor.app.inject({ method: 'GET', url: '/salud' })).statusCode;

  beforeAll(async () => {
    s = await montarServidorDemo({ escala: 0.2 });
    for (const login of ['admin', 'tecnico', 'tecnico2'] as const) tokens[login] = await s.token(login);
    const d = await descargaCompleta(s, tokens.tecnico);
    if (d.idparte === null) throw new Error('El técnico de la demo no ve ningún parte');
    idparte = d.idparte;
    checkpointTecnico2 = (await descargaCompleta(s, tokens.tecnico2)).checkpoint;
    pullAdmin = (await descargaCompleta(s, tokens.admin)).mayor;
  }, 120_000);

  afterAll(async () => {
    await s?.cerrar();
  });

  it('los códigos de los límites no son rechazos definitivos: el cliente reintenta', () => {
    expect(esRechazoDefinitivo(CODIGOS_RPC.ocupado)).toBe(false);
    expect(esRechazoDefinitivo(CODIGOS_RPC.limitePeticion)).toBe(false);
  });

  it(`un lote de más de ${LIMITES_PETICION.llamadasPorLote} llamadas se rechaza entero (-32600) sin ejecutar ninguna; uno de ${LIMITES_PETICION.llamadasPorLote}, no`, async () => {
    const antes = await contarFicheros();
    const alta = (i: number) => llamada(i, 'fichero.subirSync', {
      idsync_upload: randomUUID(),
      creado: new Date().toISOString(),
      params: { doc: { idfichero: randomUUID(), idtabla: 269, id: idparte, nombre: `nota-${i}.txt`, tipo: 'text/plain', tamano: 4 }, contenido: 'aG9sYQ==' },
    });
    const demasiadas = await lote('tecnico', Array.from({ length: LIMITES_PETICION.llamadasPorLote + 1 }, (_, i) => alta(i)));
    expect(demasiadas.estado).toBe(200);
    expect(demasiadas.respuestas).toEqual([{ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Demasiadas llamadas en un lote: como máximo 200 por petición' } }]);
    expect(await contarFicheros()).toBe(antes);

    const justas = await lote('tecnico', Array.from({ length: LIMITES_PETICION.llamadasPorLote }, (_, i) => llamada(i, 'parametro.select', { claves: ['no_existe'] })));
    expect(justas.respuestas).toHaveLength(LIMITES_PETICION.llamadasPorLote);
    expect(justas.respuestas.every((r) => Array.isArray(r.result))).toBe(true);
  });

  it('200 sync.pull de 5000 documentos en un lote: se sirven mientras caben en 32 MB; los demás, -32021 sin ejecutarse', async () => {
    const n = LIMITES_PETICION.llamadasPorLote;
    const r = await lote('admin', Array.from({ length: n }, (_, i) => llamada(i, 'sync.pull', pullAdmin)));
    expect(r.estado).toBe(200);
    expect(r.respuestas).toHaveLength(n);
    const servidas = r.respuestas.filter((x) => esPull(x.result));
    expect(servidas.length).toBeGreaterThan(0);
    expect(servidas.length).toBeLessThan(n);
    // Las servidas son las primeras, en orden; el resto, el error del presupuesto con su id.
    r.respuestas.forEach((x, i) => {
      expect(x.id).toBe(i);
      if (i < servidas.length) expect(esPull(x.result)).toBe(true);
      else expect(x.error).toEqual({ code: CODIGOS_RPC.limitePeticion, message: 'La respuesta es demasiado grande: pide menos datos en cada petición' });
    });
    expect(r.bytes).toBeLessThanOrEqual(LIMITES_PETICION.bytesRespuesta + n * 200);
    // Un pull de 5000 (el máximo de `limite`) cabe holgado en el presupuesto.
    expect(r.bytes / servidas.length).toBeLessThan(LIMITES_PETICION.bytesRespuesta / 4);
    console.log(`Presupuesto: ${servidas.length} de ${n} sync.pull servidos, respuesta de ${(r.bytes / 1024 / 1024).toFixed(1)} MB; memoria del proceso ${Math.round(process.memoryUsage().rss / 1024 / 1024)} MB`);

    // El proceso sigue bien: salud, y otra petición del mismo usuario empieza con el presupuesto entero.
    expect(await salud()).toBe(200);
    const otra = await lote('admin', llamada('otra', 'sync.pull', { checkpoint: 0, limite: 10 }));
    expect(esPull(otra.respuestas[0]?.result)).toBe(true);
  });

  it('fichero.contenido: como mucho 5 por petición y 20 MB de respuesta; el resto, -32021', async () => {
    const pequeno = await subirFichero(s, tokens.tecnico, idparte, 1000);
    const diez = await lote('tecnico', Array.from({ length: 10 }, (_, i) => llamada(i, 'fichero.contenido', { idfichero: pequeno })));
    expect(diez.respuestas.slice(0, 5).every((x) => typeof x.result === 'object' && x.result !== null)).toBe(true);
    for (const x of diez.respuestas.slice(5)) {
      expect(x.error?.code).toBe(CODIGOS_RPC.limitePeticion);
      expect(x.error?.message).toMatch(MENSAJE_CUOTA_FICHEROS);
    }

    // De 4 MB (5,6 MB en base64): caben 3 (16,8 MB); el cuarto pasaría de 20 MB y no se devuelve.
    const grande = await subirFichero(s, tokens.tecnico, idparte, 4 * 1024 * 1024);
    const muchos = await lote('tecnico', Array.from({ length: 45 }, (_, i) => llamada(i, 'fichero.contenido', { idfichero: grande })));
    expect(muchos.estado).toBe(200);
    expect(muchos.respuestas).toHaveLength(45);
    const servidos = muchos.respuestas.filter((x) => x.result !== undefined);
    expect(servidos).toHaveLength(3);
    expect(muchos.respuestas.slice(0, 3)).toEqual(servidos);
    for (const x of muchos.respuestas.slice(3)) expect(x.error?.message).toMatch(MENSAJE_CUOTA_FICHEROS);
    expect(muchos.bytes).toBeLessThanOrEqual(LIMITES_PETICION.ficheroContenido.bytes + 45 * 300);
    expect(await salud()).toBe(200);
  });

  it('peticiones con lecturas pesadas en curso de un usuario: más de 3 a la vez se rechazan al momento (-32020); otro usuario sigue', async () => {
    const PETICIONES = 6;
    const LLAMADAS = 4;
    const deAdmin = Array.from({ length: PETICIONES }, (_, p) => lote('admin', Array.from({ length: LLAMADAS }, (_, i) => llamada(`${p}-${i}`, 'sync.pull', pullAdmin))));
    const deOtro = lote('tecnico2', llamada('otro', 'sync.pull', { checkpoint: checkpointTecnico2 }));
    const [respuestas, otro] = await Promise.all([Promise.all(deAdmin), deOtro]);
    const servidas = respuestas.flatMap((r) => r.respuestas).filter((x) => esPull(x.result));
    const ocupadas = respuestas.flatMap((r) => r.respuestas).filter((x) => x.error !== undefined);
    console.log(`Simultáneas: ${servidas.length} sync.pull servidos y ${ocupadas.length} rechazados por estar ocupado (de ${PETICIONES * LLAMADAS})`);
    // Tres peticiones ocupan los tres huecos del usuario hasta terminar su lote entero; las otras tres, rechazadas.
    expect(servidas).toHaveLength(LIMITES_PETICION.pesadasPorUsuario * LLAMADAS);
    expect(ocupadas).toHaveLength((PETICIONES - LIMITES_PETICION.pesadasPorUsuario) * LLAMADAS);
    for (const r of respuestas) expect(r.respuestas.filter((x) => esPull(x.result)).length % LLAMADAS).toBe(0);
    for (const x of ocupadas) {
      expect(x.error).toEqual({
        code: CODIGOS_RPC.ocupado,
        message: 'Tienes demasiadas descargas en curso (como máximo 3 a la vez): vuelve a intentarlo en unos segundos',
      });
    }
    expect(MENSAJES_RPC.ocupado(LIMITES_PETICION.pesadasPorUsuario)).toBe(ocupadas[0]?.error?.message);
    // El otro usuario, servido a la vez.
    expect(otro.respuestas[0]?.error).toBeUndefined();
    expect(esPull(otro.respuestas[0]?.result)).toBe(true);
    // Terminadas, el usuario vuelve a tener sus huecos.
    const despues = await Promise.all([1, 2, 3].map((i) => lote('admin', llamada(`despues-${i}`, 'sync.pull', { checkpoint: 0, limite: 10 }))));
    for (const d of despues) expect(esPull(d.respuestas[0]?.result)).toBe(true);
  });
});
