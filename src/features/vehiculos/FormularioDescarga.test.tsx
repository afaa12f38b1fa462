// @vitest-environment jsdom
/** FormularioDescarga sobre el formulario declarado: errores por línea tras intentar, bloqueos, la 'Confirmación' y el envío. */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DocDe } from '../../../schemas';
import { SnackbarProvider } from '../../ui/Snackbar';
import { FormularioDescarga } from './FormularioDescarga';
import type { LineaDescarga } from './vehiculos';

afterEach(cleanup);
beforeAll(() => {
  if (typeof globalThis.CSS === 'undefined') {
    Object.defineProperty(globalThis, 'CSS', { configurable: true, value: { escape: (s: string) => s.replace(/[^\w-]/g, (c) => `\\${c}`) } });
  }
});

const central = { idalmacen: 'C1', nombre: 'Central', tipo: 'central', iddelegacion: 'D1', estado: 1 } satisfies DocDe<'almacen'>;
const articulo = (idarticulo: string, codigo: string) => ({ idarticulo, codigo, descripcion: `Artículo ${codigo}`, familia: 'F', precio: 1, estado: 1 }) satisfies DocDe<'articulo'>;
const catalogo = new Map([
  ['a', articulo('a', 'A-1')],
  ['b', articulo('b', 'B-2')],
]);

const pintar = (enviar: (destino: string, lineas: readonly LineaDescarga[]) => Promise<void>, errores?: (lineas: readonly LineaDescarga[]) => string[]) =>
  render(
    <SnackbarProvider>
      <FormularioDescarga
        titulo="Material que se descarga"
        accion="Descargar"
        destinos={[central]}
        idDestinoInicial="C1"
        disponibles={new Map([['a', 3], ['b', 1]])}
        etiquetaDisponibles="en la furgoneta"
        catalogo={catalogo}
        avisos={(lineas) => (lineas.some((l) => l.marcada && (l.unidades ?? 0) > 3) ? ['Quedará en negativo'] : [])}
        errores={errores}
        enviar={enviar}
        mensajeHecho="Furgoneta descargada"
        pregunta={(destino, articulos, unidades) => `¿Descargar ${articulos} artículos (${unidades} unidades) en ${destino.nombre}?`}
      />
    </SnackbarProvider>,
  );

describe('FormularioDescarga', () => {
  it('unidades no válidas: el error de la línea tras intentar y sin Confirmación; corregidas, pregunta y descarga', async () => {
    const enviar = vi.fn((_d: string, _l: readonly LineaDescarga[]) => Promise.resolve());
    pintar(enviar);
    expect(screen.getByLabelText('Unidades de A-1')).toHaveProperty('value', '3');
    expect(screen.getByText('2 de 2 artículos elegidos · 4 unidades')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /^B-2 · / }));
    fireEvent.change(screen.getByLabelText('Unidades de A-1'), { target: { value: '5' } });
    expect(screen.getByText('Quedará en negativo')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Unidades de A-1'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Descargar' }));
    expect(await screen.findByText('Las unidades deben ser mayores que 0')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.change(screen.getByLabelText('Unidades de A-1'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Descargar' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('¿Descargar 1 artículos (1 unidades) en Central?');
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(enviar).toHaveBeenCalledTimes(1));
    expect(enviar.mock.calls[0]?.[0]).toBe('C1');
    expect(enviar.mock.calls[0]?.[1]).toEqual([
      { idarticulo: 'a', marcada: true, unidades: 1 },
      { idarticulo: 'b', marcada: false, unidades: 1 },
    ]);
    expect(await screen.findByText('Furgoneta descargada')).toBeTruthy();
  });

  it('un error que bloquea se ve en un solo aviso y no pregunta', async () => {
    pintar(() => Promise.resolve(), (lineas) => (lineas.some((l) => l.idarticulo === 'a' && l.marcada && (l.unidades ?? 0) > 2) ? ['No sobran tantas unidades de A-1 (sobran 2)'] : []));
    fireEvent.click(screen.getByRole('button', { name: 'Descargar' }));
    await waitFor(() => expect(screen.getAllByRole('alert').filter((a) => a.textContent?.includes('No sobran tantas unidades'))).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
