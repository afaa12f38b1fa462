/**
 * Configuración desde el entorno: valores por defecto, conversión y errores en español.
 */
import { describe, expect, it } from 'vitest';
import { DIST_POR_DEFECTO, esHostLocal, leerConfig } from './config';

describe('leerConfig', () => {
  it('valores por defecto con el entorno vacío', () => {
    expect(leerConfig({})).toEqual({
      puerto: 8080,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: undefined,
      tokenTtlHoras: 24,
      limiteApiBytes: 16 * 1024 * 1024,
      distDir: DIST_POR_DEFECTO,
      semilla: { escala: 1 },
      semillaRetenida: null,
      csp: null,
      descargasPorUsuario: 3,
      peticionesALaVez: 24,
      peticionesEnEspera: 200,
    });
    expect(leerConfig({ DESCARGAS_POR_USUARIO: '50' }).descargasPorUsuario).toBe(50);
    expect(() => leerConfig({ DESCARGAS_POR_USUARIO: '0' })).toThrow(/DESCARGAS_POR_USUARIO/);
    expect(leerConfig({ PETICIONES_A_LA_VEZ: '8', PETICIONES_EN_ESPERA: '0' })).toMatchObject({ peticionesALaVez: 8, peticionesEnEspera: 0 });
    expect(() => leerConfig({ PETICIONES_A_LA_VEZ: '0' })).toThrow(/PETICIONES_A_LA_VEZ/);
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
      semillaRetenida: null,
      csp: "default-src 'self'",
      descargasPorUsuario: 3,
      peticionesALaVez: 24,
      peticionesEnEspera: 200,
    });
    expect(leerConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ puerto: 8080, databaseUrl: undefined });
  });

  it('sin HOST escucha solo en la propia máquina y siembra la demo', () => {
    const c = leerConfig({});
    expect(c.host).toBe('127.0.0.1');
    expect(c.semilla).toEqual({ escala: 1 });
    for (const host of ['127.0.0.1', 'localhost', '::1', '[::1]', '127.0.1.1', '::ffff:127.0.0.1']) {
      expect(leerConfig({ HOST: host }), host).toMatchObject({ host, semilla: { escala: 1 }, semillaRetenida: null });
    }
  });

  it('con un HOST de red no siembra la demo (contraseña publicada) salvo SEMBRAR_DEMO_PUBLICA=1, y dice por qué', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'vigia.example.com', '128.0.0.1']) {
      const c = leerConfig({ HOST: host });
      expect(c.semilla, host).toBe(false);
      expect(c.semillaRetenida, host).toBe(
        `No se siembran los usuarios de demostración: HOST=${host} escucha en la red y todos comparten la contraseña publicada. ` +
          'Para sembrarlos igualmente, arranca con SEMBRAR_DEMO_PUBLICA=1 (o usa HOST=127.0.0.1).',
      );
    }
    expect(leerConfig({ HOST: '0.0.0.0', SEMBRAR_DEMO_PUBLICA: '1' })).toMatchObject({ semilla: { escala: 1 }, semillaRetenida: null });
    expect(leerConfig({ HOST: '0.0.0.0', SEMBRAR_DEMO_PUBLICA: '0' })).toMatchObject({ semilla: false });
    expect(leerConfig({ HOST: '0.0.0.0', SEMBRAR_DEMO_PUBLICA: '', SEMILLA_ESCALA: '2' })).toMatchObject({ semilla: false });
    // Sin semilla pedida no hay nada que retener.
    expect(leerConfig({ HOST: '0.0.0.0', SEMILLA_ESCALA: '0' })).toMatchObject({ semilla: false, semillaRetenida: null });
    expect(() => leerConfig({ SEMBRAR_DEMO_PUBLICA: 'si' })).toThrow(/SEMBRAR_DEMO_PUBLICA: debe ser 0 o 1/);
    expect(esHostLocal('0.0.0.0')).toBe(false);
    expect(esHostLocal('127.0.0.1')).toBe(true);
  });

  it('valores no válidos: error en español que nombra la variable', () => {
    expect(() => leerConfig({ PORT: 'ochenta' })).toThrow(/^Configuración no válida: PORT: /);
    expect(() => leerConfig({ PORT: '70000' })).toThrow(/PORT: Demasiado grande/);
    expect(() => leerConfig({ TOKEN_TTL_HORAS: '-1' })).toThrow(/TOKEN_TTL_HORAS/);
    expect(() => leerConfig({ DATABASE_URL: 'mysql://x' })).toThrow('DATABASE_URL: debe empezar por postgres:// o postgresql://');
  });
});
