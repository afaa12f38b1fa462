/**
 * Lo que se ve cuando una pantalla no se puede abrir: su código no llegó (sin conexión y aún no guardado
 * por el service worker) o falló al mostrarse. Con 'Reintentar' se vuelve a cargar la ruta y con 'Volver al
 * menú principal' se sigue trabajando en lo que sí está; nada de lo guardado en el dispositivo se pierde.
 * La página nunca se recarga sola (pantalla-perezosa.ts): sin red, eso sería la página de error del navegador.
 */
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';

/** Error de import() de un chunk (Chromium, Firefox y Safari lo dicen cada uno a su manera). */
export const esFalloDeCarga = (e: unknown): boolean =>
  e instanceof Error &&
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to fetch|Unable to preload CSS/i.test(e.message);

export function PantallaNoCargada({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  console.error('[pantalla] no se pudo abrir:', error);
  const sinCodigo = esFalloDeCarga(error);
  return (
    <div className="pantalla" role="region" aria-label="Error al abrir la pantalla">
      <h1>{sinCodigo ? 'No se ha podido abrir esta pantalla' : 'Se ha producido un error en esta pantalla'}</h1>
      <p className="alerta-error" role="alert">
        {sinCodigo
          ? 'Esta pantalla aún no está guardada en el dispositivo y no hay conexión. Vuelve a intentarlo cuando haya conexión; tus datos y los cambios pendientes siguen guardados.'
          : 'Tus datos y los cambios pendientes siguen guardados. Vuelve a intentarlo; si se repite, avisa a soporte.'}
      </p>
      <div className="botonera">
        <button
          type="button"
          className="boton boton-primario"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          Reintentar
        </button>
        <Link to="/" className="boton">
          Volver al menú principal
        </Link>
      </div>
    </div>
  );
}
