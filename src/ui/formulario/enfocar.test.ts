// @vitest-environment jsdom
/** enfocarCuandoSePueda: al momento si se puede; si está desactivado, cuando se active, salvo que el foco se haya movido. */
import { afterEach, describe, expect, it } from 'vitest';
import { enfocarCuandoSePueda } from './enfocar';

const control = (desactivado: boolean): HTMLSelectElement => {
  const s = document.createElement('select');
  s.disabled = desactivado;
  document.body.append(s);
  return s;
};
const esperarMutaciones = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('enfocarCuandoSePueda', () => {
  it('un control activo recibe el foco al momento', () => {
    const s = control(false);
    enfocarCuandoSePueda(s);
    expect(document.activeElement).toBe(s);
  });

  it('uno desactivado lo recibe cuando se activa', async () => {
    const s = control(true);
    enfocarCuandoSePueda(s);
    expect(document.activeElement).not.toBe(s);
    s.disabled = false;
    await esperarMutaciones();
    expect(document.activeElement).toBe(s);
  });

  it('si mientras tanto el usuario se fue a otro control, no se le quita el foco', async () => {
    const s = control(true);
    const otro = document.createElement('input');
    document.body.append(otro);
    enfocarCuandoSePueda(s);
    otro.focus();
    s.disabled = false;
    await esperarMutaciones();
    expect(document.activeElement).toBe(otro);
  });
});
