/**
 * Fuzz de POST /token/ y POST /api/ (fast-check, semilla fija: reproducible) contra el servidor completo
 * sobre PGlite: JSON mal formado, tipos equivocados, cuerpos enormes y muy anidados, métodos que no
 * existen, lotes malos (vacíos, mezclados, largos), tipos de contenido raros, cuerpos y ficheros por
 * encima del límite, tokens ausentes, mal formados, desconocidos, caducados y revocados, y tokens
 * válidos con parámetros basura para cada método registrado.
 *
 * Se comprueba: nunca un 5xx ni un error interno (-32603); toda respuesta es un error JSON-RPC 2.0 con
 * mensaje en español, un resultado de un método de solo lectura, o un 4xx con {error} en español; el
 * servidor sigue atendiendo; y los datos no cambian (suma de comprobación de todas las tablas salvo
 * `token` e `intento_login`, que registran por diseño sesiones e intentos de entrada).
 * Las llamadas no pueden escribir: los parámetros generados no pasan la validación de los métodos que
 * escriben, y sesion.cerrar (que acepta cualquier objeto) se prueba con tokens de usar y tirar.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emitirToken, revocarToken } from '../auth/tokens';
import { metodosRegistrados } from '../http/construir';
import { montarServidorDemo, type ServidorDemo } from './servidor-demo';

/** Peticiones por propiedad (dos rutas: más de 10.000 en total con los casos fijos). */
const RUNS = 5_000;
const SEMILLA = 20_261_122;
const LIMITE_API = 256 * 1024;

/** Mensajes en español que puede dar el servidor ante entradas malas (prefijos). */
const MENSAJES_ESPANOL = [
  /^JSON mal formado$/, /^Petición JSON-RPC no válida$/, /^La petición JSON-RPC debe enviarse con Content-Type: application\/json$/,
  /^La petición es demasiado grande$/, /^Método no encontrado: /, /^Parámetros no válidos/, /^No tienes permiso/,
  /^La sesión se ha invalidado desde el servidor$/, /^No existe /, /^Datos no válidos/, /^El cursor de sincronización no es válido/,
  /^Referencia de documento no válida/, /^La fecha /, /^La contraseña /, /^Falta/, /^El usuario o la contraseña son demasiado largos$/,
  /^El formulario de inicio de sesión no es válido$/, /^Usuario o contraseña incorrectos$/, /^Tipo de contenido no admitido/,
  /^Demasiados intentos de inicio de sesión\. Vuelve a intentarlo en \d+ minutos?\.$/, /^No encontrado: /, /^Petición no válida$/,
  /^Campo requerido/, /^El correo electrónico no es correcto$/, /^Ya existe /, /^El parte /, /^La subida /, /^No se puede modificar/,
  /^Elige /, /^No puede /, /^Demasiadas llamadas/, /^La respuesta es demasiado grande/, /^Tienes demasiadas descargas/,
  /^El identificador de subida /, /^Petición rechazada: manda el token/, /^El texto contiene caracteres no válidos$/,
];
const INGLES = /\b(the|invalid|expected|received|must|unexpected|body|cannot|required|unsupported|too large|not found|error:)\b/i;

const enEspanol = (m: unknown): boolean => typeof m === 'string' && MENSAJES_ESPANOL.some((r) => r.test(m)) && !INGLES.test(m);

const esObjeto = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

describe('fuzz de POST /token/ y POST /api/ (servidor completo sobre PGlite)', () => {
  let s: ServidorDemo;
  let metodos: string[];
  const tokens: Record<'admin' | 'tecnico' | 'vigilante' | 'caducado' | 'revocado', string> = { admin: '', tecnico: '', vigilante: '', caducado: '', revocado: '' };
  const distribucion = new Map<string, number>();
  const fallos: string[] = [];
  let peticiones = 0;
  let sumaAntes = '';

  const anotar = (clave: string): void => {
    distribucion.set(clave, (distribucion.get(clave) ?? 0) + 1);
  };
  const fallo = (texto: string): void => {
    if (fallos.length < 50) fallos.push(texto.slice(0, 400));
  };

  /** Suma de comprobación de los datos: todas las tablas salvo las de sesiones e intentos. */
  const sumaDatos = async (): Promise<string> => {
    const tablas = await s.servidor.db.query<{ t: string }>(
      // contacto_usuario y contacto_sesion anotan los contactos de cada llamada autenticada (como token e intento_login, no son datos).
      `select tablename as t from pg_tables where schemaname = 'public' and tablename not in ('token', 'intento_login', 'contacto_usuario', 'contacto_sesion') order by 1`,
    );
    const partes: string[] = [];
    for (const { t } of tablas) {
      const [f] = await s.servidor.db.query<{ n: unknown; h: unknown }>(
        `select count(*)::text as n, coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as h from "${t}" x`,
      );
      partes.push(`${t}:${String(f?.n)}:${String(f?.h)}`);
    }
    return partes.join('\n');
  };

  /** Comprueba una respuesta de /api/ y anota su tipo en la distribución. */
  const revisarApi = (r: LightMyRequestResponse, descripcion: string): void => {
    peticiones += 1;
    if (r.statusCode >= 500) {
      fallo(`/api/ HTTP ${r.statusCode}: ${descripcion} → ${r.body}`);
      anotar(`/api/ ${r.statusCode}`);
      return;
    }
    if (r.statusCode === 204) {
      anotar('/api/ 204 (solo notificaciones)');
      if (r.body !== '') fallo(`/api/ 204 con cuerpo: ${descripcion}`);
      return;
    }
    let cuerpo: unknown;
    try {
      cuerpo = r.json();
    } catch {
      fallo(`/api/ HTTP ${r.statusCode} sin JSON: ${descripcion} → ${r.body.slice(0, 200)}`);
      return;
    }
    const respuestas = Array.isArray(cuerpo) ? cuerpo : [cuerpo];
    if (Array.isArray(cuerpo) && (r.statusCode !== 200 || cuerpo.length === 0)) fallo(`/api/ lote con HTTP ${r.statusCode} o vacío: ${descripcion}`);
    for (const x of respuestas) {
      if (!esObjeto(x) || x.jsonrpc !== '2.0' || !('id' in x)) {
        fallo(`/api/ respuesta que no es JSON-RPC 2.0: ${descripcion} → ${JSON.stringify(x).slice(0, 200)}`);
        continue;
      }
      if ('result' in x) {
        anotar(`/api/ ${r.statusCode} resultado`);
        continue;
      }
      const e = x.error;
      if (!esObjeto(e) || typeof e.code !== 'number' || !enEspanol(e.message)) {
        fallo(`/api/ error sin código o sin mensaje en español: ${descripcion} → ${JSON.stringify(x).slice(0, 300)}`);
        continue;
      }
      if (e.code === -32603) fallo(`/api/ error interno (-32603): ${descripcion}`);
      if (r.statusCode !== 200 && (r.statusCode < 400 || r.statusCode > 499)) fallo(`/api/ error JSON-RPC con HTTP ${r.statusCode}: ${descripcion}`);
      anotar(`/api/ ${r.statusCode} ${e.code}`);
    }
  };

  const revisarToken = (r: LightMyRequestResponse, descripcion: string): void => {
    peticiones += 1;
    anotar(`/token/ ${r.statusCode}`);
    if (r.statusCode < 400 || r.statusCode > 499) {
      fallo(`/token/ HTTP ${r.statusCode}: ${descripcion} → ${r.body.slice(0, 200)}`);
      return;
    }
    let cuerpo: unknown;
    try {
      cuerpo = r.json();
    } catch {
      fallo(`/token/ HTTP ${r.statusCode} sin JSON: ${descripcion}`);
      return;
    }
    if (!esObjeto(cuerpo) || !enEspanol(cuerpo.error) || Object.keys(cuerpo).length !== 1) fallo(`/token/ sin {error} en español: ${descripcion} → ${r.body.slice(0, 200)}`);
  };

  beforeAll(async () => {
    s = await montarServidorDemo({ escala: 0.1, limiteApiBytes: LIMITE_API });
    metodos = [...metodosRegistrados(s.servidor.app)];
    tokens.admin = await s.token('admin');
    tokens.tecnico = await s.token('tecnico');
    tokens.vigilante = await s.token('vigilante');
    const caducado = await emitirToken(s.servidor.db, '2', -1);
    tokens.caducado = caducado.token;
    const revocado = await emitirToken(s.servidor.db, '2', 24);
    await revocarToken(s.servidor.db, revocado.idtoken);
    tokens.revocado = revocado.token;
    sumaAntes = await sumaDatos();
  }, 120_000);

  afterAll(async () => {
    await s?.cerrar();
  });

  // --- Generadores ---------------------------------------------------------------------------------

  const nombreMetodo = (): fc.Arbitrary<unknown> =>
    fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...metodos.filter((m) => m !== 'sesion.cerrar')) },
      { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
      { weight: 1, arbitrary: fc.constantFrom('no.existe', 'sync', 'constructor', '__proto__', 'toString', 'rpc.discover', 'sesion.cerrar ', 'SYNC.PULL', 'x'.repeat(5000)) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 1 }) },
    );

  const anidado = fc.integer({ min: 50, max: 20_000 }).chain((n) =>
    fc.constantFrom(`${'['.repeat(n)}${']'.repeat(n)}`, `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`, '['.repeat(n)));

  /** Parámetros basura: tipos equivocados, formas parecidas a las buenas con valores malos, enormes, anidados. */
  const paramsBasura: fc.Arbitrary<unknown> = fc.oneof(
    { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 2, arbitrary: fc.record({ idsync_upload: fc.oneof(fc.string({ maxLength: 40 }), fc.jsonValue({ maxDepth: 1 })), creado: fc.oneof(fc.string({ maxLength: 30 }), fc.constant(new Date().toISOString()), fc.integer()), params: fc.jsonValue({ maxDepth: 3 }) }, { requiredKeys: [] }) },
    { weight: 2, arbitrary: fc.record({ checkpoint: fc.jsonValue({ maxDepth: 1 }), cursor: fc.oneof(fc.string({ maxLength: 600 }), fc.base64String({ maxLength: 200 })), limite: fc.oneof(fc.integer(), fc.double(), fc.string()) }, { requiredKeys: [] }) },
    { weight: 1, arbitrary: fc.record({ refs: fc.oneof(fc.array(fc.string({ maxLength: 90 }), { maxLength: 1200 }), fc.jsonValue({ maxDepth: 1 })), claves: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 600 }) }, { requiredKeys: [] }) },
    { weight: 1, arbitrary: fc.record({ para: fc.jsonValue({ maxDepth: 2 }), asunto: fc.string({ maxLength: 300 }), actual: fc.string(), nueva: fc.jsonValue({ maxDepth: 1 }), idusuario: fc.oneof(fc.integer(), fc.string({ minLength: 40, maxLength: 60 })) }, { requiredKeys: [] }) },
    { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 200_000 }).map((n) => ({ texto: 'ñ'.repeat(n) })) },
  );

  /** Generadores que dependen de los métodos registrados: se crean dentro de la prueba (tras beforeAll). */
  const llamada = (): fc.Arbitrary<unknown> => fc.record(
    {
      jsonrpc: fc.oneof({ weight: 8, arbitrary: fc.constant('2.0') }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 1 }) }),
      id: fc.oneof(fc.integer(), fc.string({ maxLength: 20 }), fc.constant(null), fc.jsonValue({ maxDepth: 1 })),
      method: nombreMetodo(),
      params: paramsBasura,
    },
    { requiredKeys: ['jsonrpc', 'method'] },
  );

  const cuerpoApi = (): fc.Arbitrary<{ tipo: string; cuerpo: string }> => fc.oneof(
    { weight: 10, arbitrary: llamada().map((x) => ({ tipo: 'llamada', cuerpo: JSON.stringify(x) })) },
    { weight: 4, arbitrary: fc.array(fc.oneof({ weight: 4, arbitrary: llamada() }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) }), { maxLength: 40 }).map((x) => ({ tipo: 'lote', cuerpo: JSON.stringify(x) })) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((x) => ({ tipo: 'tipo equivocado', cuerpo: JSON.stringify(x) })) },
    { weight: 2, arbitrary: fc.string({ maxLength: 300 }).map((x) => ({ tipo: 'texto', cuerpo: x })) },
    { weight: 2, arbitrary: fc.tuple(llamada(), fc.nat()).map(([x, n]) => { const t = JSON.stringify(x); return { tipo: 'JSON cortado', cuerpo: t.slice(0, n % Math.max(1, t.length)) }; }) },
    { weight: 1, arbitrary: anidado.map((x) => ({ tipo: 'muy anidado', cuerpo: x })) },
    { weight: 1, arbitrary: fc.constantFrom('[]', '{}', 'null', '""', '[[]]', '[{}]', '[1,2,3]', '[null]', '{"jsonrpc":"2.0"}', '\u0000', '\ufeff{"jsonrpc":"2.0","id":1,"method":"sync.pull","params":{"checkpoint":0}}').map((x) => ({ tipo: 'lote o forma mala', cuerpo: x })) },
    { weight: 1, arbitrary: fc.integer({ min: LIMITE_API + 1, max: LIMITE_API * 2 }).map((n) => ({ tipo: 'demasiado grande', cuerpo: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'sync.pull', params: { relleno: 'x'.repeat(n) } }) })) },
  );

  const TIPOS_CONTENIDO = ['application/json', 'application/json; charset=utf-8', 'application/json-rpc', 'application/vnd.x+json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', '', 'json', 'application/json; charset=latin1'];

  const cabeceraAuth = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom('admin', 'tecnico', 'vigilante').map((k) => ({ k, v: `Bearer ${tokens[k]}` })) },
    { weight: 1, arbitrary: fc.constantFrom('caducado', 'revocado').map((k) => ({ k, v: `Bearer ${tokens[k]}` })) },
    { weight: 1, arbitrary: fc.oneof(
      fc.constant({ k: 'sin cabecera', v: null }),
      fc.constantFrom('Bearer', 'Bearer ', 'Basic YWRtaW46ZGVtbzEyMzQ=', 'bearer', `Bearer ${'A'.repeat(43)}`, `Bearer ${'a'.repeat(5000)}`).map((v) => ({ k: 'mal formada', v })),
      fc.string({ maxLength: 60 }).map((t) => ({ k: 'desconocido', v: `Bearer ${t}` })),
    ) },
  );

  it(`POST /api/: ${RUNS} peticiones generadas, nunca un 5xx ni un error interno; siempre JSON-RPC con mensajes en español`, async () => {
    await fc.assert(
      fc.asyncProperty(cabeceraAuth, fc.constantFrom(...TIPOS_CONTENIDO), cuerpoApi(), fc.constantFrom('/api/', '/api'), async (auth, tipo, c, url) => {
        const headers: Record<string, string> = {};
        if (tipo !== '') headers['content-type'] = tipo;
        if (auth.v !== null) headers.authorization = auth.v;
        const r = await s.servidor.app.inject({ method: 'POST', url, headers, payload: c.cuerpo });
        revisarApi(r, `${auth.k} · ${tipo} · ${c.tipo} · ${c.cuerpo.slice(0, 160)}`);
        if (auth.k !== 'admin' && auth.k !== 'tecnico' && auth.k !== 'vigilante' && r.statusCode !== 403) fallo(`token ${auth.k} no dio 403 (${r.statusCode})`);
        return true;
      }),
      { numRuns: RUNS, seed: SEMILLA, endOnFailure: true },
    );
  }, 240_000);

  it('cada método registrado, con el token de cada perfil y parámetros basura: nunca un 5xx ni un error interno', async () => {
    const usuarios = ['admin', 'tecnico', 'vigilante'] as const;
    for (const metodo of metodos.filter((m) => m !== 'sesion.cerrar')) {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...usuarios), paramsBasura, async (u, params) => {
          const r = await s.api({ jsonrpc: '2.0', id: 1, method: metodo, params }, tokens[u]);
          revisarApi(r, `${u} · ${metodo} · ${JSON.stringify(params).slice(0, 160)}`);
          return true;
        }),
        { numRuns: 25, seed: SEMILLA },
      );
    }
  }, 240_000);

  it('sesion.cerrar con parámetros basura (tokens de usar y tirar): siempre una respuesta JSON-RPC válida', async () => {
    await fc.assert(
      fc.asyncProperty(paramsBasura, async (params) => {
        const { token } = await emitirToken(s.servidor.db, '3', 1);
        const r = await s.api({ jsonrpc: '2.0', id: 1, method: 'sesion.cerrar', params }, token);
        revisarApi(r, `sesion.cerrar ${JSON.stringify(params).slice(0, 160)}`);
        return true;
      }),
      { numRuns: 200, seed: SEMILLA },
    );
  }, 120_000);

  // --- /token/ ---------------------------------------------------------------------------------------

  const limite = '----vigiaFuzz';
  const multipart = (partes: { nombre: string; valor: string; fichero?: string }[], roto: boolean): string => {
    let cuerpo = '';
    for (const p of partes) {
      const fichero = p.fichero === undefined ? '' : `; filename="${p.fichero}"\r\nContent-Type: application/octet-stream`;
      cuerpo += `--${limite}\r\nContent-Disposition: form-data; name="${p.nombre}"${fichero}\r\n\r\n${p.valor}\r\n`;
    }
    return roto ? cuerpo : `${cuerpo}--${limite}--\r\n`;
  };
  const campo = fc.oneof(fc.constantFrom('username', 'password', 'foto', ''), fc.string({ maxLength: 12 }));
  const valor = fc.oneof(
    { weight: 6, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 1, arbitrary: fc.integer({ min: 190, max: 5_000 }).map((n) => 'u'.repeat(n)) },
  );
  /** IPs: pocas, para que el límite por dirección se alcance y se pruebe también el 429. */
  const ip = fc.integer({ min: 1, max: 6 }).map((n) => `192.0.2.${n}`);

  const peticionToken = fc.oneof(
    { weight: 3, arbitrary: fc.record({ username: valor, password: valor }, { requiredKeys: [] }).map((c) => ({ tipo: 'application/x-www-form-urlencoded', cuerpo: new URLSearchParams(c).toString(), d: 'urlencoded' })) },
    { weight: 2, arbitrary: fc.string({ maxLength: 200 }).map((x) => ({ tipo: 'application/x-www-form-urlencoded', cuerpo: x, d: 'urlencoded basura' })) },
    { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((x) => ({ tipo: 'application/json', cuerpo: JSON.stringify(x), d: 'json' })) },
    { weight: 1, arbitrary: fc.oneof(fc.string({ maxLength: 100 }), anidado).map((x) => ({ tipo: 'application/json', cuerpo: x, d: 'json malo' })) },
    { weight: 3, arbitrary: fc.tuple(fc.array(fc.record({ nombre: campo, valor }), { maxLength: 6 }), fc.boolean()).map(([p, roto]) => ({ tipo: `multipart/form-data; boundary=${limite}`, cuerpo: multipart(p, roto), d: 'multipart' })) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 3 * 1024 * 1024 }).map((n) => ({ tipo: `multipart/form-data; boundary=${limite}`, cuerpo: multipart([{ nombre: 'username', valor: 'admin' }, { nombre: 'foto', valor: 'x'.repeat(n), fichero: 'foto.jpg' }, { nombre: 'password', valor: 'demo1234' }], false), d: `multipart con fichero de ${n} B` })) },
    { weight: 1, arbitrary: fc.integer({ min: 17 * 1024, max: 2 * 1024 * 1024 }).chain((n) => fc.constantFrom('application/json', 'application/x-www-form-urlencoded').map((tipo) => ({ tipo, cuerpo: `username=${'x'.repeat(n)}`, d: `cuerpo de ${n} B` }))) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('text/plain', 'application/xml', '', 'multipart/form-data', 'multipart/form-data; boundary=', 'application/octet-stream'), fc.string({ maxLength: 100 })).map(([tipo, cuerpo]) => ({ tipo, cuerpo, d: `tipo ${tipo}` })) },
  );

  it(`POST /token/: ${RUNS} peticiones generadas, siempre 4xx con {error} en español, nunca 5xx`, async () => {
    await fc.assert(
      fc.asyncProperty(peticionToken, ip, fc.constantFrom('/token/', '/token'), async (p, direccion, url) => {
        const headers: Record<string, string> = {};
        if (p.tipo !== '') headers['content-type'] = p.tipo;
        const r = await s.servidor.app.inject({ method: 'POST', url, headers, payload: p.cuerpo, remoteAddress: direccion });
        revisarToken(r, `${p.d} · ${p.cuerpo.slice(0, 160)}`);
        return true;
      }),
      { numRuns: RUNS, seed: SEMILLA, endOnFailure: true },
    );
  }, 240_000);

  it('después: el servidor sigue atendiendo, los datos no han cambiado y ninguna respuesta fue incorrecta', async () => {
    const pull = await s.api({ jsonrpc: '2.0', id: 1, method: 'sync.pull', params: { checkpoint: 0, limite: 10 } }, tokens.tecnico);
    expect(pull.statusCode).toBe(200);
    expect(pull.json().result.documentos.length).toBeGreaterThan(0);
    expect(await s.token('tecnico2')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await sumaDatos()).toBe(sumaAntes);
    const filas = [...distribucion.entries()].sort((a, b) => b[1] - a[1]).map(([k, n]) => `  ${String(n).padStart(6)}  ${k}`);
    console.log(`Fuzz: ${peticiones} peticiones; respuestas incorrectas: ${fallos.length}\nDistribución de respuestas (en un lote cuenta cada respuesta):\n${filas.join('\n')}`);
    expect(fallos).toEqual([]);
    expect(peticiones).toBeGreaterThanOrEqual(10_000);
    // El fuzz llega a cada tipo de respuesta: errores de protocolo, de parámetros, de sesión, 413 y 429.
    for (const clave of ['/api/ 200 -32700', '/api/ 200 -32600', '/api/ 200 -32601', '/api/ 200 -32602', '/api/ 403 -32001', '/api/ 413 -32600', '/token/ 400', '/token/ 401', '/token/ 429']) {
      expect(distribucion.get(clave) ?? 0, clave).toBeGreaterThan(0);
    }
  });
});
