// @vitest-environment jsdom
/**
 * Una pantalla cuyo chunk no llega (sin conexión y aún no guardada) muestra 'No se ha podido abrir esta
 * pantalla' con 'Reintentar' y 'Volver al menú principal', sin recargar la página (lazyRouteComponent de
 * TanStack recargaba: sin red, la página de error del navegador); 'Reintentar' vuelve a pedir el chunk.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rutaPantalla } from './declarar';

afterEach(cleanup);

const falloDeChunk = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/app/assets/PedidosScreen-abc.js');

function Pedidos() {
  return <h1>Pedidos</h1>;
}

const montar = (pantalla: () => Promise<typeof Pedidos>) => {
  const raiz = createRootRoute({ component: Outlet });
  const menu = createRoute({ getParentRoute: () => raiz, path: '/', component: () => <h1>Menú principal</h1> });
  const pedidos = rutaPantalla(() => raiz, { path: 'pedidos', pantalla });
  const router = createRouter({
    routeTree: raiz.addChildren([menu, pedidos]),
    history: createMemoryHistory({ initialEntries: ['/pedidos'] }),
    context: {},
  });
  render(<RouterProvider router={router} />);
  return router;
};

describe('componentePerezoso (pantalla-perezosa.ts)', () => {
  it('sin el chunk: la pantalla de la app, sin recarga; Reintentar lo vuelve a pedir y abre', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let intentos = 0;
    let hayRed = false;
    montar(() => {
      intentos += 1;
      return hayRed ? Promise.resolve(Pedidos) : Promise.reject(falloDeChunk());
    });
    expect(await screen.findByRole('heading', { name: 'No se ha podido abrir esta pantalla' })).toBeTruthy();
    // lazyRouteComponent dejaba esta marca justo antes de window.location.reload().
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('tanstack_router_reload:'))).toEqual([]);
    expect(screen.getByRole('link', { name: 'Volver al menú principal' })).toBeTruthy();
    // Repetir el render del error no vuelve a pedir el chunk (ni suspende sin fin): solo 'Reintentar'.
    await new Promise((r) => setTimeout(r, 200));
    expect(intentos).toBe(1);

    hayRed = true;
    const antes = intentos;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Pedidos' })).toBeTruthy();
    expect(intentos).toBeGreaterThan(antes);
  });

  it('Volver al menú principal lleva al menú', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    montar(() => Promise.reject(falloDeChunk()));
    fireEvent.click(await screen.findByRole('link', { name: 'Volver al menú principal' }));
    expect(await screen.findByRole('heading', { name: 'Menú principal' })).toBeTruthy();
  });
});
