// @vitest-environment jsdom
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PANTALLA_INICIAL } from '../../schemas/pantalla-inicial';
import { arbolRutas } from '../routes/arbol';
import { ordenPrecarga } from './precarga';

const router = createRouter({ routeTree: arbolRutas, history: createMemoryHistory(), context: { obtenerSesion: () => null } });

describe('orden de la precarga de pantallas', () => {
  it('las pantallas iniciales del usuario van delante de las demás, una vez cada ruta', () => {
    const todas = Object.values(router.routesById);
    const primeras = [PANTALLA_INICIAL.custodiaLlaves.to, PANTALLA_INICIAL.comerciales.to];
    const orden = ordenPrecarga(todas, primeras);
    const norma = (r: { fullPath: string }): string => r.fullPath.replace(/\/$/, '');
    const cuantas = orden.findIndex((r) => !['/clientes', '/custodia-llaves/llaveros'].includes(norma(r)));
    // La ruta del grupo y la de su índice comparten ruta completa: las dos van delante.
    expect(new Set(orden.slice(0, cuantas).map(norma))).toEqual(new Set(['/clientes', '/custodia-llaves/llaveros']));
    expect(orden.slice(cuantas).some((r) => ['/clientes', '/custodia-llaves/llaveros'].includes(norma(r)))).toBe(false);
    expect(orden).toHaveLength(todas.length);
    expect(new Set(orden).size).toBe(todas.length);
    // Cada pantalla inicial declarada es una ruta de la app (si no, su código no se precargaría primero).
    for (const { to } of Object.values(PANTALLA_INICIAL)) expect(ordenPrecarga(todas, [to])[0]?.fullPath.replace(/\/$/, '')).toBe(to.replace(/\/$/, ''));
  });
});

describe('la precarga espera a la primera pantalla (decisión 85)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Un router de mentira: rutas con su ruta completa y qué chunks se han pedido, en orden. */
  const routerDePrueba = (rutas: readonly string[]) => {
    const pedidas: string[] = [];
    const routesById = Object.fromEntries(rutas.map((r) => [r, { fullPath: r }]));
    const router = {
      routesById,
      loadRouteChunk: (ruta: { fullPath: string }) => {
        pedidas.push(ruta.fullPath);
        return Promise.resolve();
      },
    };
    return { router, pedidas };
  };
  const RUTAS = ['/', '/partes/asignados', '/clientes', '/clientes/$idcliente', '/llaveros', ...Array.from({ length: 20 }, (_, i) => `/otra/${i}`)];
  /** Los módulos de nuevo (la precarga y la primera pantalla son una vez por página). */
  const modulos = async () => {
    vi.resetModules();
    const precarga = await import('./precarga');
    const primera = await import('./primera-pantalla');
    return { ...precarga, ...primera };
  };
  const vaciarPromesas = async (): Promise<void> => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  };

  it('la pantalla inicial enseguida; las demás, cuando la primera pantalla enseña sus datos', async () => {
    vi.useFakeTimers();
    const { precargarPantallas, marcarPantallaConDatos } = await modulos();
    const { router, pedidas } = routerDePrueba(RUTAS);
    precargarPantallas(router, ['/clientes/'], 5_000);
    await vaciarPromesas();
    expect(pedidas).toEqual(['/clientes']);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(pedidas).toEqual(['/clientes']);
    marcarPantallaConDatos();
    await vaciarPromesas();
    expect(new Set(pedidas)).toEqual(new Set(RUTAS));
    expect(pedidas).toHaveLength(RUTAS.length);
  });

  it('sin pantalla con datos (el usuario se queda en el menú), las demás llegan al tope', async () => {
    vi.useFakeTimers();
    const { precargarPantallas } = await modulos();
    const { router, pedidas } = routerDePrueba(RUTAS);
    precargarPantallas(router, ['/llaveros'], 5_000);
    await vaciarPromesas();
    expect(pedidas).toEqual(['/llaveros']);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(pedidas).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await vaciarPromesas();
    expect(pedidas).toHaveLength(RUTAS.length);
  });

  it('si la pantalla ya enseñó sus datos antes de acabar las iniciales, las demás siguen sin esperar', async () => {
    vi.useFakeTimers();
    const { precargarPantallas, marcarPantallaConDatos } = await modulos();
    marcarPantallaConDatos();
    const { router, pedidas } = routerDePrueba(RUTAS);
    precargarPantallas(router, ['/partes/asignados'], 60_000);
    await vaciarPromesas();
    expect(pedidas[0]).toBe('/partes/asignados');
    expect(pedidas).toHaveLength(RUTAS.length);
  });
});
