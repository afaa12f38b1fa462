/**
 * Arranque desde el entorno (server/main.ts): con un HOST de red y sin SEMBRAR_DEMO_PUBLICA=1 la base
 * queda sin los usuarios de la demo y se dice por qué en una línea en español.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leerConfig } from './config';
import { arrancar } from './main';

const SENALES = ['SIGTERM', 'SIGINT'] as const;

describe('arrancar', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('HOST=0.0.0.0 sin SEMBRAR_DEMO_PUBLICA: no siembra la demo y lo explica', async () => {
    const antes = new Map(SENALES.map((s) => [s, process.listeners(s)]));
    const avisos: string[] = [];
    vi.spyOn(console, 'warn').mockImplementation((...a: unknown[]) => void avisos.push(a.map(String).join(' ')));
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const config = leerConfig({ HOST: '0.0.0.0', PORT: '0', DATA_DIR: ':memoria:', DIST_DIR: '/nonexistent-vigia-dist' });
    const servidor = await arrancar(config);
    try {
      const [usuarios] = await servidor.db.query<{ n: number }>('SELECT count(*)::int AS n FROM usuario');
      expect(usuarios?.n).toBe(0);
      expect(avisos).toEqual([
        'No se siembran los usuarios de demostración: HOST=0.0.0.0 escucha en la red y todos comparten la contraseña publicada. ' +
          'Para sembrarlos igualmente, arranca con SEMBRAR_DEMO_PUBLICA=1 (o usa HOST=127.0.0.1).',
      ]);
    } finally {
      await servidor.cerrar();
      // arrancar() deja oyentes de SIGTERM/SIGINT para parar el servidor: se quitan los suyos.
      for (const s of SENALES) for (const l of process.listeners(s)) if (!antes.get(s)?.includes(l)) process.off(s, l);
    }
  });
});
