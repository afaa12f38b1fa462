// @vitest-environment jsdom
/** La fila de la rejilla y la lista de conflictos: nombres accesibles de las celdas, conflicto marcado y cambio de turno. */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilaRejilla, ListaConflictos } from './FilaRejilla';
import { claveCelda, diasDelMes } from './rejilla';

afterEach(cleanup);

const dias = diasDelMes({ anio: 2025, mes: 12 });
const opciones = [
  { valor: 'tm', codigo: 'M' },
  { valor: 'tn', codigo: 'N' },
];

const pintar = (alCambiar = vi.fn(), horas = 16) => {
  const valores = dias.map((d) => (d.dia === 3 ? 'tm' : d.dia === 4 ? 'tn' : ''));
  const estados = dias.map((d) => (d.dia === 3 ? 'cm' : ''));
  render(
    <table>
      <tbody>
        <FilaRejilla
          idvigilante="ana"
          nombre="Ana Pérez"
          dias={dias}
          mes={12}
          valores={valores.join('|')}
          estados={estados.join('|')}
          opciones={opciones}
          horas={horas}
          idLista="conflictos"
          alCambiar={alCambiar}
        />
      </tbody>
    </table>,
  );
  return alCambiar;
};

describe('fila de la rejilla', () => {
  it('una celda por día, cada una un select con el nombre y el día', () => {
    pintar();
    expect(screen.getAllByRole('combobox')).toHaveLength(31);
    const celda = screen.getByRole('combobox', { name: 'Ana Pérez, 3 de diciembre' });
    expect(celda).toHaveProperty('value', 'tm');
    expect(screen.getByRole('combobox', { name: 'Ana Pérez, 4 de diciembre' })).toHaveProperty('value', 'tn');
    expect(screen.getByRole('combobox', { name: 'Ana Pérez, 5 de diciembre' })).toHaveProperty('value', '');
    expect(within(celda).getAllByRole('option').map((o) => o.textContent)).toEqual(['—', 'M', 'N']);
  });

  it('la celda en conflicto lleva aria-invalid y la marca; las demás no', () => {
    pintar();
    const celda = screen.getByRole('combobox', { name: 'Ana Pérez, 3 de diciembre' });
    expect(celda.getAttribute('aria-invalid')).toBe('true');
    expect(celda.getAttribute('aria-describedby')).toBe('conflictos');
    expect(celda.parentElement?.textContent).toContain('⚠');
    expect(screen.getByRole('combobox', { name: 'Ana Pérez, 4 de diciembre' }).getAttribute('aria-invalid')).toBeNull();
  });

  it('elegir un código avisa con la clave de la celda', () => {
    const alCambiar = pintar();
    fireEvent.change(screen.getByRole('combobox', { name: 'Ana Pérez, 10 de diciembre' }), { target: { value: 'tn' } });
    expect(alCambiar).toHaveBeenCalledWith(claveCelda('ana', '2025-12-10'), 'tn');
  });

  it('el total de horas, en rojo si pasa del máximo', () => {
    pintar(vi.fn(), 170);
    const total = screen.getByTestId('horas-vigilante');
    expect(total.textContent).toBe('170 h');
    expect(total.className).toContain('rejilla-exceso');
  });
});

describe('lista de conflictos', () => {
  it('sin conflictos no se pinta; con ellos es una alerta con cada mensaje', () => {
    const { rerender } = render(<ListaConflictos id="c" conflictos={[]} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<ListaConflictos id="c" conflictos={[{ tipo: 'solape', idvigilante: 'ana', ids: ['a', 'b'], mensaje: 'Ana Pérez está en dos puestos a la vez' }]} />);
    const alerta = screen.getByRole('alert');
    expect(alerta.textContent).toContain('Conflictos del cuadrante');
    expect(within(alerta).getAllByRole('listitem').map((l) => l.textContent)).toEqual(['Ana Pérez está en dos puestos a la vez']);
  });
});
