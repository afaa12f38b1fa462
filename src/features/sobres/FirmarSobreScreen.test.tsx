// @vitest-environment jsdom
/** Página pública de firma sin sesión: lo que se firma con el formulario, el mensaje del servidor sin formulario y 'Reintentar' sin red. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SnackbarProvider } from '../../ui/Snackbar';
import { FirmarSobreScreen } from './FirmarSobreScreen';
import { TEXTOS_FIRMAR } from './sobres.labels';

// jsdom no pinta en un canvas (getContext da null) ni tiene ResizeObserver: el panel de firma recibe unos que no hacen nada.
const contextoFalso: Record<string | symbol, unknown> = new Proxy<Record<string | symbol, unknown>>({}, {
  get: (t, k) => (k in t ? t[k] : () => undefined),
});
class ObservadorFalso {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
beforeAll(() => {
  Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', { value: () => contextoFalso, configurable: true });
  if (!('ResizeObserver' in globalThis)) Object.defineProperty(globalThis, 'ResizeObserver', { value: ObservadorFalso, configurable: true });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const datos = {
  empresa: 'Seguridad Vigía SL',
  presupuesto: { numero: 'P-2025-0012', titulo: 'Alarma del local', total: 1210.5 },
  documento: { nombre: 'Presupuesto P-2025-0012.pdf', sha256: 'ab'.repeat(32) },
  destinatario: { nombre: 'Ana Pérez' },
  caduca: '2025-07-01T10:00:00.000Z',
};

const responder = (...respuestas: (() => Promise<Response>)[]) => {
  const f = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
  for (const r of respuestas) f.mockImplementationOnce(r);
  vi.stubGlobal('fetch', f);
  return f;
};
const json = (estado: number, cuerpo: unknown) => () => Promise.resolve(new Response(JSON.stringify(cuerpo), { status: estado }));

const pintar = () =>
  render(
    <SnackbarProvider>
      <FirmarSobreScreen token="tok-1" />
    </SnackbarProvider>,
  );

describe('FirmarSobreScreen', () => {
  it('enseña la empresa, el presupuesto, el destinatario, el enlace al PDF, la huella y el formulario', async () => {
    const f = responder(json(200, datos));
    pintar();
    expect(await screen.findByText('Seguridad Vigía SL')).toBeTruthy();
    expect(f).toHaveBeenCalledWith('/api/firma/tok-1', expect.objectContaining({ method: 'GET' }));
    expect(screen.getByText('Alarma del local')).toBeTruthy();
    expect(screen.getByText('Ana Pérez')).toBeTruthy();
    expect(screen.getByText(datos.documento.sha256)).toBeTruthy();
    const enlace = screen.getByRole('link', { name: TEXTOS_FIRMAR.verDocumento });
    expect(enlace.getAttribute('href')).toBe('/api/firma/tok-1/documento');
    expect(enlace.getAttribute('target')).toBe('_blank');
    expect(screen.getByLabelText(TEXTOS_FIRMAR.nombre)).toBeTruthy();
    expect(screen.getByLabelText('DNI')).toBeTruthy();
    expect(screen.getByLabelText(TEXTOS_FIRMAR.acepto)).toBeTruthy();
    expect(screen.getByRole('button', { name: TEXTOS_FIRMAR.boton })).toBeTruthy();
  });

  it('un enlace que ya no vale: el mensaje del servidor, sin formulario ni Reintentar', async () => {
    responder(json(410, { error: 'El sobre se ha cancelado' }));
    pintar();
    expect((await screen.findByRole('alert')).textContent).toBe('El sobre se ha cancelado');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it("sin red: 'No hay conexión con el servidor' y Reintentar vuelve a pedirlo", async () => {
    const f = responder(() => Promise.reject(new TypeError('Failed to fetch')), json(200, datos));
    pintar();
    expect((await screen.findByRole('alert')).textContent).toBe('No hay conexión con el servidor');
    fireEvent.click(screen.getByRole('button', { name: TEXTOS_FIRMAR.reintentar }));
    expect(await screen.findByText('Seguridad Vigía SL')).toBeTruthy();
    expect(f).toHaveBeenCalledTimes(2);
  });
});
