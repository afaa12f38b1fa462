/** Portada de Configuración: enlaces a la cuenta, al cambio de contraseña y a la base de datos local. */
import { Link, type LinkProps } from '@tanstack/react-router';
import { titulosConfiguracion } from './configuracion.labels';

interface EntradaConfiguracion {
  to: NonNullable<LinkProps['to']>;
  titulo: string;
  descripcion: string;
}

const ENTRADAS: readonly EntradaConfiguracion[] = [
  { to: '/configuracion/cuenta', titulo: titulosConfiguracion.cuenta, descripcion: 'Tus datos de usuario, apps y delegación' },
  { to: '/configuracion/cambiarcontrasena', titulo: titulosConfiguracion.contrasena, descripcion: 'Cambia la contraseña con la que entras' },
  { to: '/configuracion/admin-bd', titulo: titulosConfiguracion.adminBd, descripcion: 'Datos guardados, espacio, exportar la cola y restablecer' },
];

export function ConfiguracionScreen() {
  return (
    <div className="pantalla">
      <h1>{titulosConfiguracion.inicio}</h1>
      <section className="tarjeta" aria-label={titulosConfiguracion.inicio}>
        <ul className="menu-enlaces">
          {ENTRADAS.map((e, i) => (
            <li key={e.to}>
              <Link to={e.to} className="menu-enlace" aria-describedby={`configuracion-${i}`}>
                {e.titulo}
              </Link>
              <span className="menu-enlace-descripcion" id={`configuracion-${i}`}>
                {e.descripcion}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
