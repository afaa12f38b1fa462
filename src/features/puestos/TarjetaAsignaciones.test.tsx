// @vitest-environment jsdom
/** La tarjeta de asignaciones: cargando, vacía, y las filas ordenadas con su vigencia. */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TarjetaAsignaciones, type FilaAsignacion } from './TarjetaAsignaciones';

afterEach(cleanup);

const pintar = (filas: FilaAsignacion[] | undefined) =>
  render(<TarjetaAsignaciones titulo="Vigilantes" vacio="El puesto no tiene vigilantes asignados" filas={filas} testId="lista" />);

describe('tarjeta de asignaciones', () => {
  it('sin resultado todavía dice «Cargando…»; sin filas, el texto de vacío', () => {
    pintar(undefined);
    expect(screen.getByRole('status').textContent).toBe('Cargando…');
    cleanup();
    pintar([]);
    expect(screen.getByText('El puesto no tiene vigilantes asignados')).toBeTruthy();
    expect(screen.queryByTestId('lista')).toBeNull();
  });

  it('ordena por su clave de orden y da la vigencia con o sin fin', () => {
    pintar([
      { clave: '2', orden: 'Zoe', contenido: 'Zoe Ruiz (TIP 2)', desde: '2026-01-01', hasta: null },
      { clave: '1', orden: 'Ana', contenido: <a href="/vigilantes/1">Ana Pérez (TIP 1)</a>, desde: '2025-03-01', hasta: '2026-12-31' },
    ]);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Vigilantes');
    const filas = within(screen.getByTestId('lista')).getAllByRole('listitem');
    expect(filas.map((f) => f.textContent)).toEqual(['Ana Pérez (TIP 1) · desde el 01/03/2025 hasta el 31/12/2026', 'Zoe Ruiz (TIP 2) · desde el 01/01/2026']);
    expect(within(filas[0] as HTMLElement).getByRole('link').getAttribute('href')).toBe('/vigilantes/1');
  });
});
