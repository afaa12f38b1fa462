/**
 * Cabecera de las pantallas con sesión: nombre de la app, usuario, estado de la sincronización, enlaces
 * al menú y a Configuración, y 'Cerrar sesión' (con lo pendiente por subir, pide confirmación: se conserva y se sube
 * cuando el mismo usuario vuelva a entrar). 'Cerrar sesión' es una acción (useAccionDiferida: el diálogo no
 * va con la entrada).
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useAccionDiferida } from '../ui/accion/useAccionDiferida';
import { plural } from '../lib/formato';
import { salir } from './sesion';
import { useDatoSyncSiAbierta } from './useEstadoSync';
import { IndicadorSync } from './IndicadorSync';
import { ConBase, useSesionMarco } from './VigiaProvider';

export function Cabecera() {
  const sesion = useSesionMarco();
  // Mientras se abre la base no hay cola que leer: nada por subir que avisar.
  const porSubir = useDatoSyncSiAbierta((e) => e.pendientes + e.fallidos) ?? 0;
  const navigate = useNavigate();

  const cerrarSesion = useAccionDiferida({
    ejecutar: async () => {
      // salir() deja la sesión al instante; el aviso al servidor y el cierre de la base siguen detrás.
      const cierre = salir();
      await navigate({ to: '/', replace: true });
      await cierre;
    },
    // Solo con algo sin subir: se avisa de que se conserva.
    confirmar: () =>
      porSubir > 0
        ? {
            texto: (
              <>
                <p>
                  Tienes {plural(porSubir, 'cambio', 'cambios')} sin subir al servidor. Se conservarán en este dispositivo y se
                  subirán cuando este mismo usuario vuelva a iniciar sesión.
                </p>
                <p>¿Quieres cerrar la sesión?</p>
              </>
            ),
          }
        : null,
  });

  return (
    <header className="cabecera">
      <a className="salto" href="#contenido">
        Saltar al contenido
      </a>
      <div className="cabecera-fila">
        <span className="marca">Vigía</span>
        <nav className="cabecera-acciones" aria-label="Navegación principal">
          <Link to="/index" className="boton boton-plano" activeOptions={{ exact: true }}>
            Menú
          </Link>
          <Link to="/configuracion/" className="boton boton-plano">
            Configuración
          </Link>
          <button className="boton boton-plano" {...cerrarSesion.boton()}>
            Cerrar sesión
          </button>
        </nav>
      </div>
      <div className="cabecera-fila cabecera-fila-secundaria">
        <span className="cabecera-usuario" title={sesion.usuario.login}>
          {sesion.usuario.nombre}
        </span>
        <ConBase callado>
          <IndicadorSync />
        </ConBase>
      </div>
      {cerrarSesion.aviso}
      {cerrarSesion.dialogo}
    </header>
  );
}
