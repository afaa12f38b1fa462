// @vitest-environment jsdom
/**
 * EnlaceGuardado con un árbol de prueba declarado como los de src/routes: quien puede ir ve el enlace;
 * quien no, nada, el texto sin enlace o el control deshabilitado con el motivo, según `siNoPuede`.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SesionGuardada } from '../../../replication/cliente';
import type { UsuarioSesion } from '../../../replication/sesion';
import { rutaGrupo, rutaPantalla } from '../../routes/declarar';
import { EnlaceGuardado } from './EnlaceGuardado';

let sesionActual: SesionGuardada | null = null;
vi.mock(import('../../app/sesion'), async (original) => ({
  ...(await original()),
  obtenerSesion: () => sesionActual,
  useEstadoSesion: () => ({ sesion: sesionActual, aviso: null }),
}));

afterEach(cleanup);

const SIN_APPS = { comerciales: false, tecnicos: false, vigilantes: false, custodiaLlaves: false, almacen: false, presencia: false };
const usuario = (apps: Partial<UsuarioSesion['apps']>): UsuarioSesion => ({
  idusuario: '1',
  idempleado: '1',
  idtecnico: '1',
  idcomercial: apps.comerciales ? '1' : null,
  idvigilante: null,
  idalmacen: null,
  iddelegacion: '1',
  nombre: 'Prueba',
  login: 'prueba',
  permisos: { factura: { visualizar: true, insertar: false, editar: false, borrar: false }, cliente: { visualizar: true, insertar: false, editar: false, borrar: false } },
  apps: { ...SIN_APPS, ...apps },
});

function Ficha() {
  return (
    <>
      <EnlaceGuardado to="/facturas/clientes/$idcliente" params={{ idcliente: '7' }}>
        Facturas
      </EnlaceGuardado>
      <p data-testid="texto">
        <EnlaceGuardado to="/facturas/clientes/$idcliente" params={{ idcliente: '7' }} siNoPuede="texto">
          Facturas de Ana
        </EnlaceGuardado>
      </p>
      <EnlaceGuardado to="/facturas/clientes/$idcliente" params={{ idcliente: '7' }} siNoPuede="deshabilitar" className="boton">
        Ver facturas
      </EnlaceGuardado>
    </>
  );
}

const montar = async (u: UsuarioSesion) => {
  sesionActual = { token: 't', usuario: u, desde: '2026-01-01T00:00:00.000Z' };
  const raiz = createRootRoute({ component: Outlet });
  const ficha = createRoute({ getParentRoute: () => raiz, path: '/', component: Ficha });
  const facturas = rutaGrupo(() => raiz, { path: 'facturas', apps: ['comerciales'], permisos: [['factura', 'visualizar']] });
  const deCliente = rutaPantalla(() => facturas, { path: 'clientes/$idcliente', pantalla: () => Promise.resolve(() => <h1>Facturas</h1>) });
  const router = createRouter({ routeTree: raiz.addChildren([ficha, facturas.addChildren([deCliente])]), history: createMemoryHistory({ initialEntries: ['/'] }), context: {} });
  render(<RouterProvider router={router} />);
  await screen.findByTestId('texto');
};

describe('EnlaceGuardado', () => {
  it('con la app y el permiso del destino, enlaza', async () => {
    await montar(usuario({ comerciales: true }));
    expect(screen.getByRole('link', { name: 'Facturas' }).getAttribute('href')).toBe('/facturas/clientes/7');
    expect(screen.getByRole('link', { name: 'Facturas de Ana' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver facturas' })).toBeTruthy();
  });

  it('sin la app del grupo (un técnico): nada, el texto o deshabilitado con el motivo', async () => {
    await montar(usuario({ tecnicos: true }));
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.queryByText('Facturas')).toBeNull();
    expect(screen.getByTestId('texto').textContent).toBe('Facturas de Ana');
    const deshabilitado = screen.getByText('Ver facturas');
    expect(deshabilitado.getAttribute('aria-disabled')).toBe('true');
    expect(deshabilitado.getAttribute('title')).toBe('No tienes permiso de acceso para visualizar');
    expect(deshabilitado.className).toBe('boton');
    expect(deshabilitado.textContent).toBe('Ver facturas (No tienes permiso de acceso para visualizar)');
  });
});
