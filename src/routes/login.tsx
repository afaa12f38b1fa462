import { createRoute, redirect, useNavigate } from '@tanstack/react-router';
import { pedirFocoAlEntrar } from '../app/navegacion';
import { MarcoConSesion } from './autenticado';
import { LoginScreen } from '../features/sesion/LoginScreen';
import { rutaRaiz } from './raiz';

interface BusquedaLogin {
  /** Ruta (dentro de /app) a la que volver tras entrar. */
  volver?: string;
}

/** Solo rutas internas: '/partes/12', nunca '//otro.sitio' ni una URL absoluta. */
const rutaInterna = (x: unknown): string | undefined =>
  typeof x === 'string' && x.startsWith('/') && !x.startsWith('//') && x !== '/' ? x : undefined;

function LoginRuta() {
  const { volver } = rutaLogin.useSearch();
  const navigate = useNavigate();
  const alEntrar = () => {
    pedirFocoAlEntrar();
    if (volver) void navigate({ href: volver, replace: true });
    else void navigate({ to: '/index', replace: true });
  };
  // Un fallo de la precarga no se enseña aquí: tras 'Entrar' la ruta vuelve a pedir el chunk y, si no llega, lo dice.
  return <LoginScreen alEntrar={alEntrar} alEmpezar={() => void MarcoConSesion.preload()} />;
}

export const rutaLogin = createRoute({
  getParentRoute: () => rutaRaiz,
  path: '/',
  validateSearch: (busqueda: Record<string, unknown>): BusquedaLogin => {
    const volver = rutaInterna(busqueda.volver);
    return volver ? { volver } : {};
  },
  beforeLoad: ({ context }) => {
    if (context.obtenerSesion()) throw redirect({ to: '/index', replace: true });
  },
  component: LoginRuta,
});
