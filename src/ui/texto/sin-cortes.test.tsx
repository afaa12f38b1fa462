// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sinCortarCodigos } from './sin-cortes';

describe('sinCortarCodigos', () => {
  it('envuelve cada palabra con guion y deja el texto igual', () => {
    const { container } = render(<p>{sinCortarCodigos('Orden OT-000198 de SIS-000001')}</p>);
    expect(container.textContent).toBe('Orden OT-000198 de SIS-000001');
    expect([...container.querySelectorAll('.sin-corte')].map((s) => s.textContent)).toEqual(['OT-000198', 'SIS-000001']);
  });

  it('un correo solo se puede cortar después de la arroba', () => {
    const { container } = render(<p>{sinCortarCodigos('Escribe a oficina@empresa-demo.es')}</p>);
    expect(container.textContent).toBe('Escribe a oficina@empresa-demo.es');
    expect([...container.querySelectorAll('.sin-corte')].map((s) => s.textContent)).toEqual(['oficina@', 'empresa-demo.es']);
    expect(container.querySelectorAll('wbr')).toHaveLength(1);
  });

  it('deja igual lo que no lleva guion ni arroba, o no es texto', () => {
    expect(sinCortarCodigos('Revisión semestral')).toBe('Revisión semestral');
    expect(sinCortarCodigos(42)).toBe(42);
    expect(sinCortarCodigos(null)).toBe(null);
    expect(sinCortarCodigos('a - b')).toBe('a - b');
  });
});
