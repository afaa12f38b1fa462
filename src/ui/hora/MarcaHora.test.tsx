// @vitest-environment jsdom
/** La marca de un registro cuya hora el servidor no pudo situar (MarcaHora.tsx). */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MarcaHora, textoMarcaHora } from './MarcaHora';

afterEach(cleanup);

describe("la marca 'Hora no fiable'", () => {
  it('con el motivo cuando el servidor marcó la hora; nada si es fiable o aún no la ha juzgado', () => {
    const motivo = 'La lectura (21/11/2026, 22:00:00) es anterior al inicio de su ronda (21/11/2026, 22:05:00)';
    render(<MarcaHora doc={{ hora_fiable: false, motivo_hora: motivo }} />);
    expect(screen.getByTestId('hora-no-fiable').textContent).toBe(` Hora no fiable ${motivo}`);
    expect(screen.getByText('Hora no fiable').getAttribute('title')).toBe(motivo);
    cleanup();
    for (const doc of [{ hora_fiable: true, motivo_hora: null }, { hora_fiable: null }, {}]) {
      const { container } = render(<MarcaHora doc={doc} />);
      expect(container.textContent).toBe('');
      cleanup();
    }
    expect(textoMarcaHora({ hora_fiable: false, motivo_hora: motivo })).toBe(`Hora no fiable: ${motivo}`);
    expect(textoMarcaHora({ hora_fiable: false })).toBe('Hora no fiable');
    expect(textoMarcaHora({ hora_fiable: true })).toBeNull();
  });
});
