/**
 * Formulario de cambio de contraseña, declarado: actual, nueva (≥ 6 caracteres) y repetición igual.
 * La cambia el servidor (usuario.cambiarContrasena); sin conexión se dice en lugar de intentarlo, y un
 * fallo sin mensaje es 'sin servidor'.
 */
import { MENSAJES } from '../../../replication/errores';
import { contrasena } from '../../lib/validacion';
import { declararFormulario } from '../../ui/formulario/declaracion';
import { MENSAJES_CONFIGURACION } from './configuracion.labels';

export interface FormularioContrasena {
  actual: string;
  nueva: string;
  repetida: string;
}

export const CONTRASENA_VACIA: FormularioContrasena = { actual: '', nueva: '', repetida: '' };

export const formularioContrasena = (cambiar: (actual: string, nueva: string) => Promise<void>, enLinea: () => boolean = () => navigator.onLine) =>
  declararFormulario<FormularioContrasena>({
    campos: [
      { campo: 'actual', tipo: 'contrasena', etiqueta: 'Contraseña actual', requerido: true, autoComplete: 'current-password' },
      { campo: 'nueva', tipo: 'contrasena', etiqueta: 'Contraseña nueva', requerido: true, autoComplete: 'new-password', reglas: [contrasena] },
      {
        campo: 'repetida',
        tipo: 'contrasena',
        etiqueta: 'Repite la contraseña nueva',
        requerido: true,
        autoComplete: 'new-password',
        reglas: [(v, todos) => (v !== todos.nueva ? MENSAJES_CONFIGURACION.contrasenasDistintas : null)],
      },
    ],
    boton: 'Cambiar contraseña',
    mensaje: MENSAJES_CONFIGURACION.contrasenaCambiada,
    enviar: async ({ valores }) => {
      if (!enLinea()) throw new Error(MENSAJES.sinInternet);
      try {
        await cambiar(valores.actual, valores.nueva);
      } catch (e) {
        throw new Error(e instanceof Error && e.message.trim() !== '' ? e.message : MENSAJES.sinServidor, { cause: e });
      }
    },
  });
