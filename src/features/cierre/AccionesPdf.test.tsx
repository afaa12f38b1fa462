// @vitest-environment jsdom
/** Acciones de un PDF generado al momento: una acción para los tres botones, el aviso si no se puede compartir, el error y la hoja cerrada. */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SnackbarProvider } from '../../ui/Snackbar';
import { AccionesPdf, type PdfGenerado } from './AccionesPdf';
import { compartirPdf, descargarPdf, imprimirPdf, puedeCompartir, type PdfParte } from './pdf-dispositivo';

vi.mock('./pdf-dispositivo', () => ({
  TIPO_PDF: 'application/pdf',
  descargarPdf: vi.fn(),
  imprimirPdf: vi.fn(),
  compartirPdf: vi.fn(),
  puedeCompartir: vi.fn(),
}));

const pdf: PdfParte = { bytes: new Uint8Array(), nombre: 'parte-PT-000200.pdf', blob: new Blob() };

const generar = vi.fn<() => Promise<PdfGenerado>>();

const pintar = () =>
  render(
    <SnackbarProvider>
      <AccionesPdf generar={generar} tituloCompartir="Parte PT-000200" nota="El parte aún no está firmado." />
    </SnackbarProvider>,
  );

beforeEach(() => {
  generar.mockResolvedValue(pdf);
  // Con navigator.share y canShare se ofrece 'Compartir'.
  Object.defineProperty(navigator, 'share', { configurable: true, value: vi.fn() });
  Object.defineProperty(navigator, 'canShare', { configurable: true, value: vi.fn() });
});

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'canShare');
});

describe('AccionesPdf', () => {
  it('mientras genera, los tres desactivados y ocupado solo el pulsado; luego descarga', async () => {
    let terminar: (p: PdfParte) => void = () => undefined;
    generar.mockReturnValue(new Promise((r) => (terminar = r)));
    pintar();
    fireEvent.click(screen.getByRole('button', { name: 'Descargar PDF' }));
    const botones = ['Descargar PDF', 'Compartir', 'Imprimir'].map((n) => screen.getByRole('button', { name: n }));
    expect(botones.map((b) => [b.getAttribute('aria-busy'), b.hasAttribute('disabled')])).toEqual([
      ['true', true],
      ['false', true],
      ['false', true],
    ]);
    await act(async () => terminar(pdf));
    expect(descargarPdf).toHaveBeenCalledWith(pdf);
    expect(botones.every((b) => !b.hasAttribute('disabled'))).toBe(true);
  });

  it('sin poder compartir ficheros, lo descarga y lo anuncia', async () => {
    vi.mocked(puedeCompartir).mockReturnValue(false);
    pintar();
    fireEvent.click(screen.getByRole('button', { name: 'Compartir' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Este dispositivo no puede compartir ficheros: se ha descargado el PDF.'));
    expect(descargarPdf).toHaveBeenCalledWith(pdf);
    expect(compartirPdf).not.toHaveBeenCalled();
  });

  it('cerrar la hoja de compartir no es un error; un fallo al generar, sí', async () => {
    vi.mocked(puedeCompartir).mockReturnValue(true);
    vi.mocked(compartirPdf).mockRejectedValue(new DOMException('Cancelado', 'AbortError'));
    pintar();
    fireEvent.click(screen.getByRole('button', { name: 'Compartir' }));
    await waitFor(() => expect(compartirPdf).toHaveBeenCalledWith(pdf, 'Parte PT-000200'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Compartir' }).hasAttribute('disabled')).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();

    generar.mockRejectedValue(new Error('Sin fuentes'));
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No se ha podido generar el PDF: Sin fuentes');
    expect(imprimirPdf).not.toHaveBeenCalled();
  });

  it('sin Blob, lo hace de los bytes (tipo PDF); la nota de quien lo usa va antes del aviso común', async () => {
    generar.mockResolvedValue({ bytes: new Uint8Array([37, 80, 68, 70]), nombre: 'presupuesto-P1-r0.pdf' });
    pintar();
    expect(screen.getByText('El parte aún no está firmado. El PDF se genera en este dispositivo, también sin conexión.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
    await waitFor(() => expect(imprimirPdf).toHaveBeenCalledTimes(1));
    const [documento] = vi.mocked(imprimirPdf).mock.calls[0] ?? [];
    expect(documento?.nombre).toBe('presupuesto-P1-r0.pdf');
    expect(documento?.blob.type).toBe('application/pdf');
    expect(new Uint8Array(await (documento?.blob ?? new Blob()).arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));
  });
});
