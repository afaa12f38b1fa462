/**
 * La entrada ligera (entrada.ts, sesion-guardada.ts, sin zod) frente a la del motor
 * (replication/cliente/sesion-cliente.ts, con zod): las mismas sesiones guardadas valen o no valen, con el
 * mismo resultado, y POST /token/ da la misma sesión o el mismo mensaje de error.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { crearSesionCliente, MENSAJE_CREDENCIALES as CREDENCIALES_MOTOR } from '../../replication/cliente';
import { CLAVE_SESION, iniciarSesionLigera, leerSesionDispositivo, MENSAJE_CREDENCIALES } from './entrada';
import { leerRespuestaToken, leerSesionGuardada } from './sesion-guardada';

const usuario = {
  idusuario: '7',
  idempleado: '40',
  idtecnico: '3',
  idcomercial: null,
  idvigilante: null,
  idalmacen: null,
  iddelegacion: '1',
  nombre: 'Técnico',
  login: 'tecnico',
  permisos: { parte_trabajo: { visualizar: true, insertar: true, editar: true, borrar: false } },
  apps: { comerciales: false, tecnicos: true, vigilantes: false, custodiaLlaves: false, almacen: false, presencia: true },
};
const sesion = { token: 'abc', usuario, desde: '2026-11-28T10:00:00.000Z', expira: '2026-11-29T10:00:00.000Z' };

/** Sesiones guardadas de todas las formas: buenas, con claves de más, y rotas por cada campo. */
const casosSesion: [string, unknown][] = [
  ['completa', sesion],
  ['sin expira', { token: 'abc', usuario, desde: sesion.desde }],
  ['claves de más en todos los niveles', {
    ...sesion,
    otra: 1,
    usuario: { ...usuario, extra: 'x', permisos: { cliente: { visualizar: true, insertar: false, editar: false, borrar: false, mas: true } }, apps: { ...usuario.apps, nueva: true } },
  }],
  ['sin permisos (objeto vacío)', { ...sesion, usuario: { ...usuario, permisos: {} } }],
  ['token vacío', { ...sesion, token: '' }],
  ['sin token', { usuario, desde: sesion.desde }],
  ['sin desde', { token: 'abc', usuario }],
  ['desde numérico', { ...sesion, desde: 5 }],
  ['expira null', { ...sesion, expira: null }],
  ['idusuario vacío', { ...sesion, usuario: { ...usuario, idusuario: '' } }],
  ['idtecnico ausente', { ...sesion, usuario: { ...usuario, idtecnico: undefined } }],
  ['idtecnico numérico', { ...sesion, usuario: { ...usuario, idtecnico: 3 } }],
  ['nombre null', { ...sesion, usuario: { ...usuario, nombre: null } }],
  ['un permiso sin borrar', { ...sesion, usuario: { ...usuario, permisos: { parte_trabajo: { visualizar: true, insertar: true, editar: true } } } }],
  ['un permiso en texto', { ...sesion, usuario: { ...usuario, permisos: { parte_trabajo: 'todo' } } }],
  ['permisos en lista', { ...sesion, usuario: { ...usuario, permisos: [] } }],
  ['una app sin marca', { ...sesion, usuario: { ...usuario, apps: { ...usuario.apps, presencia: undefined } } }],
  ['una app en texto', { ...sesion, usuario: { ...usuario, apps: { ...usuario.apps, almacen: 'no' } } }],
  ['usuario en lista', { ...sesion, usuario: [usuario] }],
  ['null', null],
  ['lista', [sesion]],
  ['texto', 'abc'],
];

const almacenCon = (texto: string | null) => ({
  getItem: (clave: string) => (clave === CLAVE_SESION ? texto : null),
  setItem: () => undefined,
  removeItem: () => undefined,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('la sesión guardada sin zod', () => {
  it.each(casosSesion)('%s: el mismo resultado que el motor', (_caso, valor) => {
    const delMotor = crearSesionCliente({ almacen: almacenCon(JSON.stringify(valor)) }).leerSesion();
    expect(leerSesionGuardada(valor)).toStrictEqual(delMotor);
  });

  it('algunos casos valen y otros no (la comparación no es trivial)', () => {
    const validos = casosSesion.filter(([, v]) => leerSesionGuardada(v) !== null).map(([c]) => c);
    expect(validos).toEqual(['completa', 'sin expira', 'claves de más en todos los niveles', 'sin permisos (objeto vacío)']);
  });

  it('lee la de localStorage como el motor, también si no es JSON o no hay', () => {
    for (const texto of [JSON.stringify(sesion), '{roto', null, '']) {
      vi.stubGlobal('localStorage', almacenCon(texto));
      expect(leerSesionDispositivo()).toStrictEqual(crearSesionCliente({ almacen: almacenCon(texto) }).leerSesion());
    }
  });

  it('la respuesta de POST /token/ con las mismas reglas', () => {
    const respuesta = { token: 'abc', usuario, expira: sesion.expira };
    expect(leerRespuestaToken(respuesta)).toStrictEqual(respuesta);
    expect(leerRespuestaToken({ token: 'abc', usuario })).toStrictEqual({ token: 'abc', usuario });
    expect(leerRespuestaToken({ token: '', usuario })).toBeNull();
    expect(leerRespuestaToken({ token: 'abc', usuario: { ...usuario, apps: {} } })).toBeNull();
  });
});

describe('POST /token/ sin el motor', () => {
  type Respuesta = { estado: number; cuerpo: unknown } | 'sin red';
  const respuestas: [string, Respuesta][] = [
    ['correcta', { estado: 200, cuerpo: { token: 'nuevo', usuario, expira: sesion.expira, sobra: 1 } }],
    ['correcta sin expira', { estado: 200, cuerpo: { token: 'nuevo', usuario } }],
    ['cuerpo sin usuario', { estado: 200, cuerpo: { token: 'nuevo' } }],
    ['cuerpo que no es JSON', { estado: 200, cuerpo: '<html>' }],
    ['credenciales', { estado: 401, cuerpo: { error: 'x' } }],
    ['prohibido', { estado: 403, cuerpo: null }],
    ['demasiados intentos', { estado: 429, cuerpo: null }],
    ['error del servidor', { estado: 500, cuerpo: null }],
    ['sin red', 'sin red'],
  ];

  const fetchFalso = (r: Respuesta) =>
    vi.fn(async (_url: string | URL | Request, init?: RequestInit): Promise<Response> => {
      if (r === 'sin red') throw new TypeError('Failed to fetch');
      const datos = init?.body;
      if (!(datos instanceof FormData) || datos.get('username') !== 'tecnico' || datos.get('password') !== 'clave') throw new Error('formulario mal hecho');
      return new Response(typeof r.cuerpo === 'string' ? r.cuerpo : JSON.stringify(r.cuerpo), { status: r.estado });
    });

  const resultado = async (p: Promise<unknown>) =>
    p.then(
      (s) => ({ ok: s }),
      (e: unknown) => ({ error: e instanceof Error ? e.message : String(e) }),
    );

  it('el mismo mensaje de credenciales', () => {
    expect(MENSAJE_CREDENCIALES).toBe(CREDENCIALES_MOTOR);
  });

  it.each(respuestas)('%s: la misma sesión o el mismo error que el motor', async (_caso, r) => {
    const ahora = Date.parse('2026-11-28T12:00:00.000Z');
    vi.useFakeTimers({ now: ahora, toFake: ['Date'] });
    try {
      const motor = await resultado(
        crearSesionCliente({ baseUrl: 'http://vigia.test', fetch: fetchFalso(r), almacen: almacenCon(null), online: () => true, ahora: () => ahora }).iniciarSesion('tecnico', 'clave'),
      );
      const falso = fetchFalso(r);
      vi.stubGlobal('fetch', falso);
      vi.stubGlobal('location', { origin: 'http://vigia.test' });
      const ligera = await resultado(iniciarSesionLigera('tecnico', 'clave'));
      expect(ligera).toStrictEqual(motor);
      expect(falso.mock.calls[0]?.[0]).toBe('http://vigia.test/token/');
    } finally {
      vi.useRealTimers();
    }
  });
});
