// @vitest-environment jsdom
/**
 * useAccion, useAccionDiferida y BotonAccion: ocupado sin doble ejecución (y en un grupo, solo el pulsado),
 * error, confirmación (también solo a veces, y con el diálogo diferido) y anuncio del resultado.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SnackbarProvider } from '../Snackbar';
import { BotonAccion } from './BotonAccion';
import { mensajeDeError, useAccion, type OpcionesAccion } from './useAccion';
import { useAccionDiferida } from './useAccionDiferida';

afterEach(cleanup);

// jsdom no trae CSS.escape, que react-aria usa al abrir un modal.
beforeAll(() => {
  if (typeof globalThis.CSS === 'undefined') {
    Object.defineProperty(globalThis, 'CSS', { configurable: true, value: { escape: (s: string) => s.replace(/[^\w-]/g, (c) => `\\${c}`) } });
  }
});

/** Una promesa que se resuelve o rechaza desde fuera. */
const diferida = <T,>() => {
  let resolver: (v: T) => void = () => undefined;
  let rechazar: (e: unknown) => void = () => undefined;
  const promesa = new Promise<T>((res, rej) => {
    resolver = res;
    rechazar = rej;
  });
  return { promesa, resolver, rechazar };
};

const pintar = (ui: React.ReactNode) => render(<SnackbarProvider>{ui}</SnackbarProvider>);

function Nota({ opciones }: { opciones: OpcionesAccion<string, void> }) {
  const eliminar = useAccion(opciones);
  return (
    <>
      {eliminar.aviso}
      <button className="boton" {...eliminar.boton('n1')}>
        Eliminar
      </button>
      {eliminar.dialogo}
    </>
  );
}

describe('useAccion', () => {
  it('ocupado mientras corre: desactivado, aria-busy y un segundo clic no la repite', async () => {
    const d = diferida<void>();
    const ejecutar = vi.fn(() => d.promesa);
    pintar(<BotonAccion ejecutar={ejecutar}>Reintentar</BotonAccion>);
    const boton = screen.getByRole('button', { name: 'Reintentar' });
    fireEvent.click(boton);
    fireEvent.click(boton);
    expect(ejecutar).toHaveBeenCalledTimes(1);
    expect(boton).toHaveProperty('disabled', true);
    expect(boton.getAttribute('aria-busy')).toBe('true');
    await act(async () => d.resolver());
    expect(boton).toHaveProperty('disabled', false);
    expect(boton.getAttribute('aria-busy')).toBe('false');
  });

  it('el error se muestra junto al botón (role="alert") y se limpia al volver a intentarlo', async () => {
    let fallar = true;
    pintar(
      <BotonAccion
        ejecutar={async () => {
          if (fallar) throw new Error('No se ha podido reintentar');
        }}
        exito="Hecho"
      >
        Reintentar
      </BotonAccion>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No se ha podido reintentar');
    fallar = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('anuncia el resultado en la región de estado (snackbar, aria-live polite)', async () => {
    pintar(<BotonAccion ejecutar={async () => 3} exito={(n) => `${n} cambios descartados`}>Descartar</BotonAccion>);
    fireEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    const estado = screen.getByRole('status');
    expect(estado.getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(estado.textContent).toBe('3 cambios descartados'));
  });

  it('con confirmación: Cancelar no ejecuta; Aceptar ejecuta con el parámetro del botón y cierra', async () => {
    const ejecutar = vi.fn(async (_id: string) => undefined);
    const alTerminar = vi.fn();
    pintar(
      <Nota
        opciones={{
          ejecutar,
          alTerminar,
          exito: 'Nota eliminada',
          confirmar: (id) => ({ texto: `¿Eliminar la nota ${id}?`, titulo: 'Eliminar nota', aceptar: 'Eliminar definitivamente' }),
        }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialogo = await screen.findByRole('dialog');
    expect(dialogo.textContent).toContain('¿Eliminar la nota n1?');
    expect(screen.getByRole('heading', { name: 'Eliminar nota' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(ejecutar).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar definitivamente' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(ejecutar).toHaveBeenCalledWith('n1');
    expect(alTerminar).toHaveBeenCalledWith(undefined, 'n1');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Nota eliminada'));
  });

  it('con confirmación y fallo: el diálogo se cierra y el error queda a la vista', async () => {
    pintar(
      <Nota
        opciones={{
          ejecutar: async () => {
            throw new Error('La nota ya no existe');
          },
          confirmar: { texto: '¿Eliminar la nota?' },
        }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect((await screen.findByRole('heading', { name: 'Confirmación' })).textContent).toBe('Confirmación');
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('alert').textContent).toBe('La nota ya no existe');
  });

  it('simultaneas: cada llamada se ejecuta y ocupado dura hasta la última', async () => {
    const a = diferida<void>();
    const b = diferida<void>();
    const ejecutar = vi.fn((n: number) => (n === 1 ? a.promesa : b.promesa));
    function Respuestas() {
      const responder = useAccion<number, void>({ ejecutar, simultaneas: true });
      return (
        <>
          <p data-testid="ocupado">{String(responder.ocupado)}</p>
          <button type="button" onClick={() => void responder.ejecutar(1)}>
            Uno
          </button>
          <button type="button" onClick={() => void responder.ejecutar(2)}>
            Dos
          </button>
        </>
      );
    }
    pintar(<Respuestas />);
    fireEvent.click(screen.getByRole('button', { name: 'Uno' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dos' }));
    expect(ejecutar).toHaveBeenCalledTimes(2);
    await act(async () => a.resolver());
    expect(screen.getByTestId('ocupado').textContent).toBe('true');
    await act(async () => b.resolver());
    expect(screen.getByTestId('ocupado').textContent).toBe('false');
  });
});

describe('extensiones de useAccion', () => {
  it('confirmar que devuelve null: esa pulsación se ejecuta sin preguntar', async () => {
    const ejecutar = vi.fn(async (_n: number) => undefined);
    function Salir({ pendientes }: { pendientes: number }) {
      const salir = useAccion<number, void>({ ejecutar, confirmar: (n) => (n > 0 ? { texto: `Tienes ${n} cambios sin subir` } : null) });
      return (
        <>
          <button className="boton" {...salir.boton(pendientes)}>
            Cerrar sesión
          </button>
          {salir.dialogo}
        </>
      );
    }
    const { rerender } = pintar(<Salir pendientes={0} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(ejecutar).toHaveBeenCalledWith(0));
    expect(screen.queryByRole('dialog')).toBeNull();

    rerender(
      <SnackbarProvider>
        <Salir pendientes={2} />
      </SnackbarProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('Tienes 2 cambios sin subir');
    expect(ejecutar).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(ejecutar).toHaveBeenCalledWith(2));
  });

  it('ocupadoSoloElPulsado: en un grupo, todos desactivados y aria-busy solo en el pulsado', async () => {
    const d = diferida<void>();
    const ejecutar = vi.fn((_que: 'descargar' | 'imprimir') => d.promesa);
    function Grupo() {
      const pdf = useAccion<'descargar' | 'imprimir', void>({ ejecutar, ocupadoSoloElPulsado: true });
      return (
        <>
          <button {...pdf.boton('descargar')}>Descargar PDF</button>
          <button {...pdf.boton('imprimir')}>Imprimir</button>
        </>
      );
    }
    pintar(<Grupo />);
    const descargar = screen.getByRole('button', { name: 'Descargar PDF' });
    const imprimir = screen.getByRole('button', { name: 'Imprimir' });
    fireEvent.click(imprimir);
    fireEvent.click(descargar);
    expect(ejecutar).toHaveBeenCalledTimes(1);
    expect([descargar, imprimir].map((b) => [b.getAttribute('aria-busy'), b.hasAttribute('disabled')])).toEqual([
      ['false', true],
      ['true', true],
    ]);
    await act(async () => d.resolver());
    expect([descargar, imprimir].map((b) => [b.getAttribute('aria-busy'), b.hasAttribute('disabled')])).toEqual([
      ['false', false],
      ['false', false],
    ]);
  });

  it('useAccionDiferida: la misma Confirmación, con el diálogo cargado aparte', async () => {
    const ejecutar = vi.fn(async () => undefined);
    function Cabecera() {
      const salir = useAccionDiferida({ ejecutar, confirmar: { texto: '¿Quieres cerrar la sesión?' } });
      return (
        <>
          <button className="boton" {...salir.boton()}>
            Cerrar sesión
          </button>
          {salir.dialogo}
        </>
      );
    }
    pintar(<Cabecera />);
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('¿Quieres cerrar la sesión?');
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(ejecutar).toHaveBeenCalledTimes(1);
  });
});

describe('mensajeDeError', () => {
  it('el mensaje del Error, el texto lanzado o uno genérico en castellano', () => {
    expect(mensajeDeError(new Error('Sin permiso'))).toBe('Sin permiso');
    expect(mensajeDeError('Fallo de red')).toBe('Fallo de red');
    expect(mensajeDeError(undefined)).toBe('No se ha podido completar la acción');
  });
});
