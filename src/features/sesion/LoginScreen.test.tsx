// @vitest-environment jsdom
/**
 * La entrada avisa una sola vez, al empezar a escribir (no al pintarse ni con el foco), para que la ruta
 * precargue el código de las pantallas con sesión mientras el usuario teclea.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginScreen } from './LoginScreen';

// La versión la pone Vite al compilar (define); en la prueba no hay compilación.
vi.stubGlobal('__APP_VERSION__', 'prueba');
afterEach(cleanup);

describe('LoginScreen: precarga al empezar a escribir', () => {
  it('no avisa al pintarse ni con el foco; avisa una vez al teclear el usuario o la contraseña', () => {
    const alEmpezar = vi.fn();
    render(<LoginScreen alEntrar={() => undefined} alEmpezar={alEmpezar} />);
    const usuario = screen.getByLabelText('Usuario');
    const contrasena = screen.getByLabelText('Contraseña');
    usuario.focus();
    fireEvent.focus(usuario);
    expect(alEmpezar).not.toHaveBeenCalled();
    fireEvent.change(usuario, { target: { value: 't' } });
    expect(alEmpezar).toHaveBeenCalledTimes(1);
    fireEvent.change(usuario, { target: { value: 'tecnico' } });
    fireEvent.change(contrasena, { target: { value: 'secreto' } });
    expect(alEmpezar).toHaveBeenCalledTimes(1);
  });

  it('también si lo primero que se escribe es la contraseña (el gestor de contraseñas rellena el usuario)', () => {
    const alEmpezar = vi.fn();
    render(<LoginScreen alEntrar={() => undefined} alEmpezar={alEmpezar} />);
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'x' } });
    expect(alEmpezar).toHaveBeenCalledTimes(1);
  });
});
