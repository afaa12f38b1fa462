// @vitest-environment jsdom
/** La navegación semanal: empieza en la semana de hoy, va a la anterior y a la siguiente, y vuelve a hoy. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NavegacionSemana, TEXTOS_SEMANA } from './NavegacionSemana';
import { useSemana } from './useSemana';

afterEach(cleanup);

// Un calendario de juguete: los lunes son números de semana.
const desplazar = (lunes: string, semanas: number): string => String(Number(lunes) + semanas);

function Vista({ hoy }: { hoy: () => string }) {
  const semana = useSemana(hoy, desplazar);
  return (
    <>
      <p data-testid="lunes">{semana.lunes}</p>
      <NavegacionSemana semana={semana}>
        <a href="/lista">Lista</a>
      </NavegacionSemana>
    </>
  );
}

const lunes = (): string | null => screen.getByTestId('lunes').textContent;

describe('NavegacionSemana y useSemana', () => {
  it('anterior, siguiente y esta semana (calculada al pulsar)', () => {
    let hoy = '10';
    render(<Vista hoy={() => hoy} />);
    expect(lunes()).toBe('10');
    fireEvent.click(screen.getByRole('button', { name: TEXTOS_SEMANA.anterior }));
    fireEvent.click(screen.getByRole('button', { name: TEXTOS_SEMANA.anterior }));
    expect(lunes()).toBe('8');
    fireEvent.click(screen.getByRole('button', { name: TEXTOS_SEMANA.siguiente }));
    expect(lunes()).toBe('9');
    hoy = '11';
    fireEvent.click(screen.getByRole('button', { name: TEXTOS_SEMANA.actual }));
    expect(lunes()).toBe('11');
  });

  it('los textos de siempre y lo de la pantalla en la misma botonera', () => {
    render(<Vista hoy={() => '1'} />);
    const botonera = screen.getByRole('link', { name: 'Lista' }).parentElement;
    expect(botonera?.className).toBe('botonera');
    expect([...(botonera?.querySelectorAll('button') ?? [])].map((b) => b.textContent)).toEqual(['Semana anterior', 'Esta semana', 'Semana siguiente']);
  });
});
