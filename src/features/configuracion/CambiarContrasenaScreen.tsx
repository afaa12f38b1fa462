/**
 * Cambiar contraseña: actual, nueva (al menos 6 caracteres) y repetición. La cambia el servidor
 * (usuario.cambiarContrasena), que cierra las sesiones de los demás dispositivos; esta sigue abierta.
 */
import { useNavigate } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent } from 'react';
import { MENSAJES } from '../../../replication/errores';
import { useFormularioSucio } from '../../app/formularios-sucios';
import { useSnackbar } from '../../ui/Snackbar';
import { MENSAJES_CONFIGURACION, titulosConfiguracion } from './configuracion.labels';
import { cambiarContrasena } from './contrasena';
import { MigasConfiguracion } from './Migas';
import { sinErrores, validarContrasena, type ErroresContrasena, type FormularioContrasena } from './validar-contrasena';

type Campo = keyof FormularioContrasena;

const CAMPOS: readonly { campo: Campo; etiqueta: string; autocompletar: string }[] = [
  { campo: 'actual', etiqueta: 'Contraseña actual', autocompletar: 'current-password' },
  { campo: 'nueva', etiqueta: 'Contraseña nueva', autocompletar: 'new-password' },
  { campo: 'repetida', etiqueta: 'Repite la contraseña nueva', autocompletar: 'new-password' },
];

const VACIO: FormularioContrasena = { actual: '', nueva: '', repetida: '' };
const SIN_ERRORES: ErroresContrasena = { actual: null, nueva: null, repetida: null };

export function CambiarContrasenaScreen() {
  const id = useId();
  const navigate = useNavigate();
  const { mostrar } = useSnackbar();
  const [valores, setValores] = useState<FormularioContrasena>(VACIO);
  const [errores, setErrores] = useState<ErroresContrasena>(SIN_ERRORES);
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const refs = { actual: useRef<HTMLInputElement>(null), nueva: useRef<HTMLInputElement>(null), repetida: useRef<HTMLInputElement>(null) };
  useFormularioSucio(valores.actual !== '' || valores.nueva !== '' || valores.repetida !== '');

  const enviar = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const nuevos = validarContrasena(valores);
    setErrores(nuevos);
    if (!sinErrores(nuevos)) {
      const primero = CAMPOS.find((c) => nuevos[c.campo] !== null);
      if (primero) refs[primero.campo].current?.focus();
      return;
    }
    if (!navigator.onLine) {
      setError(MENSAJES.sinInternet);
      return;
    }
    setEnviando(true);
    setError(null);
    try {
      await cambiarContrasena(valores.actual, valores.nueva);
      setValores(VACIO);
      mostrar({ mensaje: MENSAJES_CONFIGURACION.contrasenaCambiada });
      await navigate({ to: '/configuracion/' });
    } catch (err) {
      setError(err instanceof Error && err.message.trim() !== '' ? err.message : MENSAJES.sinServidor);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <div className="pantalla">
      <MigasConfiguracion />
      <h1>{titulosConfiguracion.contrasena}</h1>
      <section className="tarjeta">
        {error && (
          <div role="alert" className="alerta alerta-error">
            {error}
          </div>
        )}
        <form onSubmit={(e) => void enviar(e)} noValidate>
          {CAMPOS.map(({ campo, etiqueta, autocompletar }) => {
            const idCampo = `${id}-${campo}`;
            const mensaje = errores[campo];
            return (
              <div className="campo" key={campo}>
                <label htmlFor={idCampo}>{etiqueta}</label>
                <input
                  ref={refs[campo]}
                  id={idCampo}
                  type="password"
                  autoComplete={autocompletar}
                  value={valores[campo]}
                  aria-invalid={mensaje ? true : undefined}
                  aria-describedby={mensaje ? `${idCampo}-error` : undefined}
                  onChange={(e) => {
                    const texto = e.target.value;
                    setValores((v) => ({ ...v, [campo]: texto }));
                    if (mensaje) setErrores((x) => ({ ...x, [campo]: null }));
                  }}
                />
                {mensaje && (
                  <p className="campo-error" id={`${idCampo}-error`}>
                    {mensaje}
                  </p>
                )}
              </div>
            );
          })}
          <button type="submit" className="boton boton-primario" disabled={enviando} aria-busy={enviando}>
            Cambiar contraseña
          </button>
        </form>
      </section>
    </div>
  );
}
