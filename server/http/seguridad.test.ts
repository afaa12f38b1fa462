/**
 * Cabeceras de seguridad: la Content-Security-Policy estricta va por defecto en toda respuesta (app,
 * /api/, /token/, errores), la variable CONTENT_SECURITY_POLICY la sustituye entera, y el servidor de
 * teselas del parámetro 'mapa_url_teselas' entra en img-src.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../db/backends-prueba';
import { montarAppPrueba, type AppPrueba } from './app-prueba';
import { CABECERAS_SEGURIDAD, cspPorDefecto, HOST_TESELAS_POR_DEFECTO, origenTeselas } from './seguridad';

/** Directivas de una CSP: nombre → lista de fuentes. */
const directivas = (csp: string): Map<string, string[]> =>
  new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).filter((p) => p[0]).map(([nombre = '', ...fuentes]) => [nombre, fuentes]));

describe('cspPorDefecto', () => {
  it('es estricta: scripts solo del propio origen, sin eval ni inline; nada de objetos ni marcos', () => {
    const d = directivas(cspPorDefecto());
    expect(d.get('default-src')).toEqual(["'self'"]);
    expect(d.get('script-src')).toEqual(["'self'"]);
    expect(d.get('connect-src')).toEqual(["'self'"]);
    expect(d.get('worker-src')).toEqual(["'self'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'self'"]);
    expect(d.get('img-src')).toEqual(["'self'", 'data:', 'blob:', HOST_TESELAS_POR_DEFECTO]);
    expect(d.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(cspPorDefecto()).not.toContain('unsafe-eval');
  });

  it('añade los servidores de teselas dados a img-src (sin repetir)', () => {
    const d = directivas(cspPorDefecto(['https://*.tiles.example.com', HOST_TESELAS_POR_DEFECTO]));
    expect(d.get('img-src')).toEqual(["'self'", 'data:', 'blob:', HOST_TESELAS_POR_DEFECTO, 'https://*.tiles.example.com']);
  });
});

describe('origenTeselas', () => {
  it('saca el origen de la plantilla, con comodín si el subdominio es un marcador', () => {
    expect(origenTeselas('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(origenTeselas('https://{s}.tiles.Example.com:8443/{z}/{x}/{y}.png?k=1')).toBe('https://*.tiles.example.com:8443');
    expect(origenTeselas(' http://mapas.local/{z}/{x}/{y}.png ')).toBe('http://mapas.local');
  });

  it('rechaza lo que no se puede poner en una CSP', () => {
    for (const malo of ['', 'javascript:alert(1)', 'data:image/png;base64,xx', '/teselas/{z}/{x}/{y}.png', 'https://a.{s}.example.com/{z}', "https://x.com';script-src *", 'https://x y.com/']) {
      expect(origenTeselas(malo), malo).toBeNull();
    }
  });
});

describe.each(BACKENDS)('cabeceras sobre $nombre', (backend) => {
  let porDefecto: AppPrueba;
  let propia: AppPrueba;
  const CSP_PROPIA = "default-src 'self'; img-src 'self' https://teselas.example.com";

  beforeAll(async () => {
    // Con el parámetro de teselas ya guardado antes de montar la app (la CSP se calcula al arrancar).
    porDefecto = await montarAppPrueba(backend, {
      antesDeMontar: async (db) => {
        await db.query(`INSERT INTO parametro (id, doc, ambito) VALUES ('90', $1::jsonb, ARRAY['global'])`, [
          JSON.stringify({ idparametro: '90', clave: 'mapa_url_teselas', valor: 'https://{s}.teselas.example.com/{z}/{x}/{y}.png' }),
        ]);
      },
    });
    propia = await montarAppPrueba(backend, { csp: CSP_PROPIA });
  });
  afterAll(async () => {
    await porDefecto.cerrar();
    await propia.cerrar();
  });

  it('toda respuesta lleva la CSP por defecto (con las teselas configuradas) y las demás cabeceras', async () => {
    const esperada = cspPorDefecto(['https://*.teselas.example.com']);
    const respuestas = [
      await porDefecto.app.inject('/'),
      await porDefecto.app.inject('/app/'),
      await porDefecto.app.inject('/no-existe'),
      await porDefecto.app.inject({ method: 'POST', url: '/api/', payload: '{}' }),
      await porDefecto.app.inject({ method: 'POST', url: '/token/', headers: { 'content-type': 'application/json' }, payload: '{' }),
    ];
    for (const r of respuestas) {
      expect(r.headers['content-security-policy'], r.raw.req.url).toBe(esperada);
      for (const [nombre, valor] of Object.entries(CABECERAS_SEGURIDAD)) expect(r.headers[nombre], `${nombre} en ${r.raw.req.url}`).toBe(valor);
    }
  });

  it('CONTENT_SECURITY_POLICY (opción csp) la sustituye entera', async () => {
    const r = await propia.app.inject('/app/');
    expect(r.headers['content-security-policy']).toBe(CSP_PROPIA);
    expect(r.headers['x-frame-options']).toBe('DENY');
  });
});
