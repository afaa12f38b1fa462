/**
 * Menú principal: una sección por app del usuario (marca y id de la app) con las pantallas que ya existen
 * de verdad, más Configuración. Cada app lleva su entrada a Sincronización (la cola es común a todas).
 */
import { Link, type LinkProps } from '@tanstack/react-router';
import type { AppId } from '../../../schemas';
import { tieneAccesoApp } from '../../app/permisos';
import { useVigia } from '../../app/VigiaProvider';
import { etiquetasApp, ordenApps } from './menu.labels';

interface EntradaMenu {
  to: NonNullable<LinkProps['to']>;
  titulo: string;
  descripcion: string;
}

const PARTES_ASIGNADOS: EntradaMenu = { to: '/partes/asignados', titulo: 'Partes asignados', descripcion: 'Partes pendientes a tu nombre' };
const SINCRONIZACION: EntradaMenu = { to: '/sincronizacion/', titulo: 'Sincronización', descripcion: 'Conexión, cola de subida y descargas' };

/** Pantallas reales de cada app (se añaden aquí según se construyen). */
const entradasApp: Record<AppId, readonly EntradaMenu[]> = {
  comerciales: [SINCRONIZACION],
  tecnicos: [PARTES_ASIGNADOS, SINCRONIZACION],
  vigilantes: [SINCRONIZACION],
  custodiaLlaves: [SINCRONIZACION],
  almacen: [SINCRONIZACION],
  presencia: [SINCRONIZACION],
};

export function MenuScreen() {
  const { sesion } = useVigia();
  const apps = ordenApps.filter((a) => tieneAccesoApp(sesion.usuario, a));
  return (
    <div className="pantalla">
      <h1>Menú principal</h1>
      {apps.length === 0 ? (
        <p className="vacio">Tu usuario no tiene acceso a ninguna aplicación. Pide acceso a tu responsable.</p>
      ) : (
        <div className="menu-apps">
          {apps.map((app) => (
            <section key={app} className="tarjeta menu-app" aria-labelledby={`app-${app}`}>
              <h2 id={`app-${app}`}>{etiquetasApp[app]}</h2>
              <ul className="menu-enlaces">
                {entradasApp[app].map((e) => {
                  const idDescripcion = `app-${app}-${e.titulo.replace(/\s+/g, '-')}`;
                  return (
                    <li key={e.titulo}>
                      <Link to={e.to} className="menu-enlace" aria-describedby={idDescripcion}>
                        {e.titulo}
                      </Link>
                      <span className="menu-enlace-descripcion" id={idDescripcion}>
                        {e.descripcion}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      )}
      <section className="tarjeta menu-app" aria-labelledby="app-general">
        <h2 id="app-general">General</h2>
        <ul className="menu-enlaces">
          <li>
            <Link to="/configuracion/" className="menu-enlace" aria-describedby="app-general-configuracion">
              Configuración
            </Link>
            <span className="menu-enlace-descripcion" id="app-general-configuracion">
              Tu cuenta, contraseña y base de datos del dispositivo
            </span>
          </li>
        </ul>
      </section>
      <p className="version">Versión {__APP_VERSION__}</p>
    </div>
  );
}
