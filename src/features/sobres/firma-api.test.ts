/** Cliente de la firma pública: respuestas leídas con guardas de tipo, el mensaje del servidor tal cual y sin red, 'No hay conexión con el servidor'. */
import { describe, expect, it } from 'vitest';
import { cargarFirma, enviarFirma, esDatosFirma, esFalloDefinitivo, leerCarga, leerFirma, urlDocumento, type DatosFirma, type FuncionFetch } from './firma-api';
import { MENSAJES_FIRMA } from './sobres.labels';

const datos: DatosFirma = {
  empresa: 'Seguridad Vigía SL',
  presupuesto: { numero: 'P-2025-0012', titulo: 'Alarma del local', total: 1210.5 },
  documento: { nombre: 'Presupuesto P-2025-0012.pdf', sha256: 'a'.repeat(64) },
  destinatario: { nombre: 'Ana Pérez' },
  caduca: '2025-07-01T10:00:00.000Z',
};

/** Un fetch que responde siempre lo mismo y apunta cada petición. */
const fetchFijo = (estado: number, cuerpo: string) => {
  const peticiones: { url: string; init: RequestInit | undefined }[] = [];
  const f: FuncionFetch = (url, init) => {
    peticiones.push({ url, init });
    return Promise.resolve(new Response(cuerpo, { status: estado, headers: { 'Content-Type': 'application/json' } }));
  };
  return { f, peticiones };
};
const sinRed: FuncionFetch = () => Promise.reject(new TypeError('Failed to fetch'));

describe('esDatosFirma', () => {
  it('acepta la respuesta completa', () => {
    expect(esDatosFirma(datos)).toBe(true);
  });

  it.each([
    ['null', null],
    ['una lista', [datos]],
    ['sin empresa', { ...datos, empresa: undefined }],
    ['total como texto', { ...datos, presupuesto: { ...datos.presupuesto, total: '1210,50' } }],
    ['total no finito', { ...datos, presupuesto: { ...datos.presupuesto, total: Number.NaN } }],
    ['sin sha256', { ...datos, documento: { nombre: 'x.pdf' } }],
    ['destinatario sin nombre', { ...datos, destinatario: {} }],
    ['caduca como número', { ...datos, caduca: 1 }],
  ])('rechaza %s', (_, x) => {
    expect(esDatosFirma(x)).toBe(false);
  });
});

describe('leerCarga', () => {
  it('200 con la forma esperada: los datos', () => {
    expect(leerCarga(200, datos)).toEqual({ ok: true, datos });
  });

  it('200 con otra forma: un fallo, nunca datos a medias', () => {
    expect(leerCarga(200, { empresa: 'X' })).toEqual({ ok: false, estado: 200, mensaje: MENSAJES_FIRMA.respuestaNoValida });
  });

  it('el mensaje del servidor tal cual, con su estado', () => {
    expect(leerCarga(410, { error: 'El sobre se ha cancelado' })).toEqual({ ok: false, estado: 410, mensaje: 'El sobre se ha cancelado' });
    expect(leerCarga(404, { error: 'El enlace no existe' })).toEqual({ ok: false, estado: 404, mensaje: 'El enlace no existe' });
  });

  it('sin mensaje, el de su estado', () => {
    expect(leerCarga(404, undefined)).toMatchObject({ mensaje: MENSAJES_FIRMA.noExiste });
    expect(leerCarga(409, {})).toMatchObject({ mensaje: MENSAJES_FIRMA.usado });
    expect(leerCarga(410, { error: '  ' })).toMatchObject({ mensaje: MENSAJES_FIRMA.caducado });
    expect(leerCarga(502, undefined)).toMatchObject({ mensaje: MENSAJES_FIRMA.sinServidor });
  });
});

describe('leerFirma', () => {
  it('firmado, con si ya está completo', () => {
    expect(leerFirma(200, { firmado: true, completo: false })).toEqual({ ok: true, completo: false });
    expect(leerFirma(200, { firmado: true, completo: true })).toEqual({ ok: true, completo: true });
  });

  it('otra forma o firmado no verdadero: un fallo', () => {
    expect(leerFirma(200, { firmado: false, completo: true }).ok).toBe(false);
    expect(leerFirma(200, { firmado: true })).toEqual({ ok: false, estado: 200, mensaje: MENSAJES_FIRMA.respuestaNoValida });
  });

  it('los errores del servidor, tal cual', () => {
    expect(leerFirma(400, { error: 'El DNI no es correcto' })).toEqual({ ok: false, estado: 400, mensaje: 'El DNI no es correcto' });
    expect(leerFirma(409, { error: 'Este enlace ya se ha usado para firmar' })).toMatchObject({ estado: 409, mensaje: 'Este enlace ya se ha usado para firmar' });
  });
});

describe('esFalloDefinitivo', () => {
  it('404, 409 y 410 no se arreglan volviendo a intentarlo; sin red, un 400 o un 5xx sí', () => {
    for (const estado of [404, 409, 410]) expect(esFalloDefinitivo({ ok: false, estado, mensaje: '' })).toBe(true);
    for (const estado of [null, 400, 500, 503]) expect(esFalloDefinitivo({ ok: false, estado, mensaje: '' })).toBe(false);
  });
});

describe('peticiones', () => {
  it('GET de /api/firma/{token} con el token codificado', async () => {
    const { f, peticiones } = fetchFijo(200, JSON.stringify(datos));
    expect(await cargarFirma('a b/c?', f)).toEqual({ ok: true, datos });
    expect(peticiones).toHaveLength(1);
    expect(peticiones[0]?.url).toBe('/api/firma/a%20b%2Fc%3F');
    expect(peticiones[0]?.init?.method).toBe('GET');
  });

  it('el documento, en /api/firma/{token}/documento', () => {
    expect(urlDocumento('t0k/en')).toBe('/api/firma/t0k%2Fen/documento');
  });

  it('POST con el JSON de nombre, DNI y firma', async () => {
    const { f, peticiones } = fetchFijo(200, JSON.stringify({ firmado: true, completo: true }));
    const peticion = { nombre: 'Ana Pérez', dni: '12345678Z', firma: 'data:image/png;base64,AAAA' };
    expect(await enviarFirma('tok', peticion, f)).toEqual({ ok: true, completo: true });
    const init = peticiones[0]?.init;
    expect(peticiones[0]?.url).toBe('/api/firma/tok');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(typeof init?.body === 'string' ? JSON.parse(init.body) : null).toEqual(peticion);
  });

  it("sin red: 'No hay conexión con el servidor', sin estado", async () => {
    expect(await cargarFirma('tok', sinRed)).toEqual({ ok: false, estado: null, mensaje: 'No hay conexión con el servidor' });
    expect(await enviarFirma('tok', { nombre: 'A', dni: 'B', firma: 'C' }, sinRed)).toEqual({ ok: false, estado: null, mensaje: 'No hay conexión con el servidor' });
  });

  it('un cuerpo que no es JSON: el mensaje de su estado', async () => {
    expect(await cargarFirma('tok', fetchFijo(502, '<html>Bad gateway</html>').f)).toEqual({ ok: false, estado: 502, mensaje: MENSAJES_FIRMA.sinServidor });
    expect(await cargarFirma('tok', fetchFijo(200, 'no es json').f)).toEqual({ ok: false, estado: 200, mensaje: MENSAJES_FIRMA.respuestaNoValida });
  });

  it('el error del servidor al firmar llega tal cual', async () => {
    const r = await enviarFirma('tok', { nombre: 'A', dni: '1', firma: 'x' }, fetchFijo(410, JSON.stringify({ error: 'El enlace de firma ha caducado' })).f);
    expect(r).toEqual({ ok: false, estado: 410, mensaje: 'El enlace de firma ha caducado' });
  });
});
