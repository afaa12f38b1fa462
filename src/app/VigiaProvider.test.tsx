// @vitest-environment jsdom
/**
 * El marco no espera a la base (decisión 87): mientras se abre, la sesión ya está (cabecera, menú) y lo que
 * necesita la base dice 'Abriendo la base de datos…' o no se pinta; al abrirse aparece sin volver a montar
 * lo que ya estaba; si falla, el error con 'Reintentar', que la vuelve a abrir.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { Subject } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SesionGuardada } from '../../replication/cliente';
import type { Vigia } from './apertura';
import { useDatoSyncSiAbierta } from './useEstadoSync';
import { ConBase, useSesionMarco, useVigia, VigiaProvider } from './VigiaProvider';

const aperturas: { resolver: (v: Vigia) => void; rechazar: (e: Error) => void }[] = [];
vi.mock('./apertura', () => ({
  obtenerVigia: () =>
    new Promise<Vigia>((resolver, rechazar) => {
      aperturas.push({ resolver, rechazar });
    }),
}));

afterEach(() => {
  cleanup();
  aperturas.length = 0;
});

const sesion = {
  token: 't',
  desde: '2026-11-29T10:00:00.000Z',
  usuario: { idusuario: 'U1', nombre: 'Ana Pérez', login: 'ana' },
} satisfies { token: string; desde: string; usuario: Partial<SesionGuardada['usuario']> } as unknown as SesionGuardada;

/** Una base y un motor de mentira: solo lo que leen los componentes de la prueba. */
const vigiaFalsa = (pendientes: number): Vigia =>
  ({ db: { name: 'vigia_uU1' }, motor: { estado: { pendientes, fallidos: 1 }, estado$: new Subject<void>() } }) as unknown as Vigia;

let montajesMenu = 0;
function Menu() {
  const s = useSesionMarco();
  useEffect(() => {
    montajesMenu += 1;
  }, []);
  return <p>Menú de {s.usuario.nombre}</p>;
}
function PorSubir() {
  const n = useDatoSyncSiAbierta((e) => e.pendientes + e.fallidos);
  return <p>Por subir: {n === null ? 'sin base' : n}</p>;
}
function ConLaBase() {
  return <p>Base {useVigia().db.name}</p>;
}

const pintar = () =>
  render(
    <VigiaProvider sesion={sesion}>
      <PorSubir />
      <ConBase callado>
        <p>Aviso de conexión</p>
      </ConBase>
      <ConBase sinEsperar>
        <Menu />
      </ConBase>
      <ConBase>
        <ConLaBase />
      </ConBase>
    </VigiaProvider>,
  );

describe('VigiaProvider y ConBase', () => {
  it('mientras se abre la base, el menú y la sesión salen; lo demás espera sin volver a montar el menú', async () => {
    montajesMenu = 0;
    pintar();
    expect(screen.getByText('Menú de Ana Pérez')).toBeTruthy();
    expect(screen.getByText('Por subir: sin base')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Abriendo la base de datos…');
    expect(screen.queryByText('Aviso de conexión')).toBeNull();
    expect(screen.queryByText(/^Base /)).toBeNull();

    expect(aperturas).toHaveLength(1);
    await act(async () => aperturas[0]?.resolver(vigiaFalsa(2)));
    expect(screen.getByText('Base vigia_uU1')).toBeTruthy();
    expect(screen.getByText('Aviso de conexión')).toBeTruthy();
    expect(screen.getByText('Por subir: 3')).toBeTruthy();
    expect(screen.queryByText('Abriendo la base de datos…')).toBeNull();
    expect(montajesMenu, 'el menú no se vuelve a montar al abrirse la base').toBe(1);
  });

  it('si la base no se abre, el contenido lo dice con Reintentar, que la vuelve a abrir; los avisos callan', async () => {
    pintar();
    await act(async () => aperturas[0]?.rechazar(new Error('QuotaExceededError')));
    expect(screen.getByRole('alert').textContent).toContain('No se ha podido abrir la base de datos de este dispositivo.');
    expect(screen.getByRole('alert').textContent).toContain('QuotaExceededError');
    expect(screen.queryByText('Aviso de conexión')).toBeNull();
    expect(screen.getByText('Menú de Ana Pérez')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(screen.getByText('Abriendo la base de datos…')).toBeTruthy();
    expect(aperturas).toHaveLength(2);
    await act(async () => aperturas[1]?.resolver(vigiaFalsa(0)));
    expect(screen.getByText('Base vigia_uU1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
