/**
 * Configuración desde el entorno: valores por defecto, conversión y errores en español.
 */
import { describe, expect, it } from 'vitest';
import { DIST_POR_DEFECTO, leerConfig } from './config';

describe('leerConfig', () => {
  it('valores por defecto con el entorno vacío', () => {
    expect(leerConfig({})).toEqual({
      puerto: 8080,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      tokenTtlHoras: 24,
      limiteApiBytes: 16 * 1024 * 1024,
      distDir: DIST_POR_DEFECTO,
      semilla: { escala: 1 },
      csp: null,
    });
  });

  it('lee y convierte las variables; DATA_DIR=:memoria: es PGlite en memoria; SEMILLA_ESCALA=0 no siembra', () => {
    const c = leerConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: ':memoria:',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/vigia',
      TOKEN_TTL_HORAS: '0.5',
      LIMITE_API_MB: '2',
      SEMILLA_ESCALA: '0',
      CONTENT_SECURITY_POLICY: "default-src 'self'",
      DIST_DIR: '/srv/vigia/dist',
    });
    expect(c).toEqual({
      puerto: 0,
      host: '127.0.0.1',
      dataDir: null,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/vigia',
      tokenTtlHoras: 0.5,
      limiteApiBytes: 2 * 1024 * 1024,
      distDir: '/srv/vigia/dist',
      semilla: false,
      csp: "default-src 'self'",
    });
    expect(leerConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ puerto: 8080, databaseUrl: undefined });
  });

  it('valores no válidos: error en español que nombra la variable', () => {
    expect(() => leerConfig({ PORT: 'ochenta' })).toThrow(/^Configuración no válida: PORT: /);
    expect(() => leerConfig({ PORT: '70000' })).toThrow(/PORT: Demasiado grande/);
    expect(() => leerConfig({ TOKEN_TTL_HORAS: '-1' })).toThrow(/TOKEN_TTL_HORAS/);
    expect(() => leerConfig({ DATABASE_URL: 'mysql://x' })).toThrow('DATABASE_URL: debe empezar por postgres:// o postgresql://');
  });
});
