/** Entrada: usuario y contraseña contra POST /token/. Es la única pantalla sin sesión. */
import { useTituloFijo } from '../../app/titulo';
import { useId, useRef, useState, type FormEvent } from 'react';
import { MENSAJES } from '../../../replication/errores';
import { entrar, olvidarAviso, useEstadoSesion } from '../../app/sesion';
import { requerido } from '../../lib/requerido';

export interface LoginScreenProps {
  /** Se llama con la sesión ya iniciada. */
  alEntrar: () => void;
  /**
   * Se llama una vez, cuando el usuario empieza a escribir (no al pintar, ni con el foco): la ruta precarga
   * ahí el código de las pantallas con sesión, que llega mientras teclea y no pesa en la pantalla de entrada.
   */
  alEmpezar?: () => void;
}

interface Errores {
  usuario: string | null;
  password: string | null;
}

const mensajeDe = (error: unknown): string => {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return MENSAJES.sinInternet;
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return MENSAJES.sinServidor;
};

export function LoginScreen({ alEntrar, alEmpezar }: LoginScreenProps) {
  useTituloFijo('Iniciar sesión');
  const { aviso } = useEstadoSesion();
  const id = useId();
  const [usuario, setUsuario] = useState('');
  const [password, setPassword] = useState('');
  const [errores, setErrores] = useState<Errores>({ usuario: null, password: null });
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const refUsuario = useRef<HTMLInputElement>(null);
  const refPassword = useRef<HTMLInputElement>(null);
  const empezado = useRef(false);
  const empezar = (): void => {
    if (empezado.current) return;
    empezado.current = true;
    alEmpezar?.();
  };

  const enviar = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const nuevos: Errores = { usuario: requerido(usuario), password: requerido(password) };
    setErrores(nuevos);
    if (nuevos.usuario) return refUsuario.current?.focus();
    if (nuevos.password) return refPassword.current?.focus();
    setEnviando(true);
    setError(null);
    try {
      await entrar(usuario.trim(), password);
      alEntrar();
    } catch (err) {
      setError(mensajeDe(err));
      setEnviando(false);
    }
  };

  const alerta = error ?? aviso;

  return (
    <main className="login" id="contenido">
      <div className="login-tarjeta">
        <img className="login-logo" src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={64} height={64} />
        <h1>Vigía</h1>
        <p className="login-lema">Partes de trabajo y sincronización, también sin conexión.</p>
        {alerta && (
          <div role="alert" className="alerta alerta-error">
            {alerta}
          </div>
        )}
        <form onSubmit={(e) => void enviar(e)} noValidate>
          <div className="campo">
            <label htmlFor={`${id}-usuario`}>Usuario</label>
            <input
              ref={refUsuario}
              id={`${id}-usuario`}
              name="username"
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={usuario}
              aria-invalid={errores.usuario ? true : undefined}
              aria-describedby={errores.usuario ? `${id}-usuario-error` : undefined}
              onChange={(e) => {
                setUsuario(e.target.value);
                empezar();
                if (errores.usuario) setErrores((x) => ({ ...x, usuario: null }));
                olvidarAviso();
              }}
            />
            {errores.usuario && (
              <p className="campo-error" id={`${id}-usuario-error`}>
                {errores.usuario}
              </p>
            )}
          </div>
          <div className="campo">
            <label htmlFor={`${id}-password`}>Contraseña</label>
            <input
              ref={refPassword}
              id={`${id}-password`}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              aria-invalid={errores.password ? true : undefined}
              aria-describedby={errores.password ? `${id}-password-error` : undefined}
              onChange={(e) => {
                setPassword(e.target.value);
                empezar();
                if (errores.password) setErrores((x) => ({ ...x, password: null }));
              }}
            />
            {errores.password && (
              <p className="campo-error" id={`${id}-password-error`}>
                {errores.password}
              </p>
            )}
          </div>
          <button type="submit" className="boton boton-primario boton-ancho" disabled={enviando} aria-busy={enviando}>
            Entrar
          </button>
        </form>
        <p className="login-version">Versión {__APP_VERSION__}</p>
      </div>
    </main>
  );
}
