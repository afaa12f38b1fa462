// @vitest-environment jsdom
/**
 * El formulario de cerrar una ronda: el motivo, obligatorio solo si faltan puntos; la 'Confirmación' con
 * cuántos faltan; y ronda.cerrarSync con un id de lectura «omitido» por punto que falta.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MotorSync } from '../../../replication/cliente';
import { erroresDe } from '../../ui/formulario/declaracion';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { SnackbarProvider } from '../../ui/Snackbar';
import { CIERRE_VACIO, formularioCerrarRonda, paramsCerrar } from './cerrar-formulario';
import type { PuntoRonda } from './rondas';

afterEach(cleanup);
beforeAll(() => {
  if (typeof globalThis.CSS === 'undefined') {
    Object.defineProperty(globalThis, 'CSS', { configurable: true, value: { escape: (s: string) => s.replace(/[^\w-]/g, (c) => `\\${c}`) } });
  }
});

const punto = (n: number): PuntoRonda => ({ idpunto_ronda: `p${n}`, idronda_programada: 'r1', orden: n, nombre: `Puerta ${n}`, codigo: `C${n}`, estado: 1 });

const motorFalso = () => vi.fn<MotorSync['mutate']>(() => Promise.resolve({ idsync_upload: 'u1', resultado: null }));

const ids = () => {
  let n = 0;
  return () => `k${++n}`;
};

describe('cerrar una ronda', () => {
  it('paramsCerrar: motivo recortado (null si va vacío) y un id por punto que falta', () => {
    expect(paramsCerrar('rr1', '  Puerta bloqueada  ', [punto(2), punto(3)], ids())).toEqual({
      idronda_realizada: 'rr1',
      motivo: 'Puerta bloqueada',
      omitidos: [
        { idronda_check: 'k1', idpunto_ronda: 'p2' },
        { idronda_check: 'k2', idpunto_ronda: 'p3' },
      ],
    });
    expect(paramsCerrar('rr1', '   ', [], ids())).toEqual({ idronda_realizada: 'rr1', motivo: null, omitidos: [] });
  });

  it('el motivo solo es obligatorio si falta algún punto', () => {
    const mutate = motorFalso();
    expect(erroresDe(formularioCerrarRonda({ mutate }, [punto(1)]), { motivo: ' ' })).toEqual([{ campo: 'motivo', error: 'Indica el motivo de los puntos sin leer' }]);
    expect(erroresDe(formularioCerrarRonda({ mutate }, []), { motivo: '' })).toEqual([]);
    expect(erroresDe(formularioCerrarRonda({ mutate }, [punto(1)]), { motivo: 'x'.repeat(2001) })).toHaveLength(1);
  });

  it('sin motivo no cierra; con él, pregunta y cierra con los omitidos', async () => {
    const mutate = motorFalso();
    const despues = vi.fn();
    render(
      <SnackbarProvider>
        <FormularioDeclarado declaracion={formularioCerrarRonda({ mutate }, [punto(2), punto(4)], ids())} valores={CIERRE_VACIO} registro="rr1" modo="alta" despues={despues} />
      </SnackbarProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar ronda' }));
    expect(await screen.findByText('Indica el motivo de los puntos sin leer')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.change(screen.getByLabelText(/Motivo de los puntos sin leer/), { target: { value: 'Acceso cerrado por obras' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar ronda' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('¿Cerrar la ronda con 2 puntos sin leer? Quedará incompleta.');
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(mutate).toHaveBeenCalledTimes(1));
    expect(mutate).toHaveBeenCalledWith('ronda.cerrarSync', {
      idronda_realizada: 'rr1',
      motivo: 'Acceso cerrado por obras',
      omitidos: [
        { idronda_check: 'k1', idpunto_ronda: 'p2' },
        { idronda_check: 'k2', idpunto_ronda: 'p4' },
      ],
    });
    await waitFor(() => expect(despues).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Ronda cerrada')).toBeTruthy();
  });

  it('con todos los puntos leídos se cierra sin motivo', async () => {
    const mutate = motorFalso();
    render(
      <SnackbarProvider>
        <FormularioDeclarado declaracion={formularioCerrarRonda({ mutate }, [])} valores={CIERRE_VACIO} registro="rr1" modo="alta" />
      </SnackbarProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar ronda' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('¿Cerrar la ronda? Se han leído todos los puntos.');
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(mutate).toHaveBeenCalledWith('ronda.cerrarSync', { idronda_realizada: 'rr1', motivo: null, omitidos: [] }));
  });
});
