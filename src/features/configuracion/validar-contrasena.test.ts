/** Formulario de cambio de contraseña: reglas y lo que manda (sin conexión o sin mensaje, errores en español). */
import { describe, expect, it, vi } from 'vitest';
import { MENSAJES } from '../../../replication/errores';
import { erroresDe } from '../../ui/formulario/declaracion';
import { CONTRASENA_VACIA, formularioContrasena, type FormularioContrasena } from './validar-contrasena';

const d = formularioContrasena(() => Promise.resolve(), () => true);
const errores = (v: FormularioContrasena) => Object.fromEntries(erroresDe(d, v).map((e) => [e.campo, e.error]));

describe('formulario de contraseña', () => {
  it('exige los tres campos', () => {
    expect(errores(CONTRASENA_VACIA)).toEqual({ actual: 'Campo requerido', nueva: 'Campo requerido', repetida: 'Campo requerido' });
  });

  it('la nueva tiene al menos 6 caracteres y la repetición coincide', () => {
    expect(errores({ actual: 'x', nueva: '12345', repetida: '12345' }).nueva).toBe('La contraseña debe tener al menos 6 caracteres');
    expect(errores({ actual: 'x', nueva: '123456', repetida: '123457' })).toEqual({ repetida: 'Las contraseñas no coinciden' });
    expect(errores({ actual: 'x', nueva: 'ñandú1', repetida: 'ñandú1' })).toEqual({});
  });

  it('manda actual y nueva; sin conexión no lo intenta; un error sin texto es sin servidor', async () => {
    const cambiar = vi.fn(() => Promise.resolve());
    const datos = { valores: { actual: 'a', nueva: 'bbbbbb', repetida: 'bbbbbb' }, cambios: {}, registro: undefined };
    await formularioContrasena(cambiar, () => true).enviar(datos);
    expect(cambiar).toHaveBeenCalledWith('a', 'bbbbbb');
    await expect(formularioContrasena(cambiar, () => false).enviar(datos)).rejects.toThrow(MENSAJES.sinInternet);
    await expect(formularioContrasena(() => Promise.reject(new Error(' ')), () => true).enviar(datos)).rejects.toThrow(MENSAJES.sinServidor);
  });
});
