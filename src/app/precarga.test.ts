// @vitest-environment jsdom
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
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
