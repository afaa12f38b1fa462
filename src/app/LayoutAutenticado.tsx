/**
 * Marco de todas las pantallas con sesión: abre la base de datos del usuario, pinta la cabecera, la
 * franja de conexión y el contenido, y vuelve a la entrada si el servidor invalida la sesión (403) o
 * por inactividad, sin tocar la cola. La cabecera y el menú no esperan a la base (decisión 87): lo
 * demás va dentro de `ConBase`.
 */
import { Outlet, useLocation, useMatchRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { alQuedarSinEspacio } from '../../replication/cliente';
import { MENSAJES } from '../../replication/errores';
import { useSnackbar } from '../ui/Snackbar';
import { AvisoConexion } from './AvisoConexion';
import { Cabecera } from './Cabecera';
import { tomarFocoAlEntrar } from './navegacion';
import { ordenApps, PANTALLA_INICIAL } from '../../schemas/pantalla-inicial';
import { tieneAccesoApp } from './permisos';
import { precargarPantallas } from './precarga';
import { VigilantePreparacion } from './preparacion';
import { expulsar, useEstadoSesion } from './sesion';
import { useTituloDesdeEncabezado } from './titulo';
import { useEstadoSync } from './useEstadoSync';
import { ConBase, VigiaProvider } from './VigiaProvider';
import { VigilanteInactividad } from './VigilanteInactividad';

function VigilanteSesion() {
  const { sesionInvalidada } = useEstadoSync();
  const navigate = useNavigate();
  useEffect(() => {
    if (!sesionInvalidada) return;
    void expulsar(MENSAJES.sesionInvalidada);
    void navigate({ to: '/', replace: true });
  }, [sesionInvalidada, navigate]);
  return null;
}

/** La falta de espacio al escribir en la base de datos, al snackbar. */
function VigilanteEspacio() {
  const { mostrar } = useSnackbar();
  useEffect(() => alQuedarSinEspacio(() => mostrar({ mensaje: MENSAJES.sinEspacio })), [mostrar]);
  return null;
}

/** Tras cada navegación, el foco va al contenido (los lectores de pantalla empiezan por la pantalla nueva). */
function useFocoTrasNavegar() {
  const { pathname } = useLocation();
  const contenido = useRef<HTMLElement>(null);
  const primera = useRef(true);
  useEffect(() => {
    // Al abrir la app (recarga, enlace) el foco se queda donde el navegador lo pone; tras entrar o navegar, al contenido.
    if (primera.current) {
      primera.current = false;
      if (!tomarFocoAlEntrar()) return;
    }
    contenido.current?.focus({ preventScroll: true });
  }, [pathname]);
  return contenido;
}

/**
 * Con la base abierta, el código de las pantallas: primero el de la pantalla inicial de cada app del
 * usuario (la que abre al entrar). Antes competiría con abrir la base por el hilo principal.
 */
function PrecargaPantallas() {
  const router = useRouter();
  const usuario = useEstadoSesion().sesion?.usuario;
  useEffect(() => {
    if (!usuario) return;
    precargarPantallas(router, ordenApps.filter((app) => tieneAccesoApp(usuario, app)).map((app) => PANTALLA_INICIAL[app].to));
  }, [router, usuario]);
  return null;
}

function Marco() {
  const contenido = useFocoTrasNavegar();
  useTituloDesdeEncabezado(contenido);
  // El menú solo necesita la sesión: sale mientras se abre la base.
  const enMenu = useMatchRoute()({ to: '/index' }) !== false;
  return (
    <div className="marco">
      <ConBase callado>
        <VigilanteSesion />
        <VigilanteEspacio />
        <VigilanteInactividad />
        <VigilantePreparacion />
        <PrecargaPantallas />
      </ConBase>
      <Cabecera />
      <ConBase callado>
        <AvisoConexion />
      </ConBase>
      <main id="contenido" className="contenido" tabIndex={-1} ref={contenido}>
        <ConBase sinEsperar={enMenu}>
          <Outlet />
        </ConBase>
      </main>
    </div>
  );
}

export function LayoutAutenticado() {
  const { sesion } = useEstadoSesion();
  // La guarda de la ruta ya manda a la entrada sin sesión; esto cubre el instante en que se cierra.
  if (!sesion) return null;
  return (
    <VigiaProvider sesion={sesion}>
      <Marco />
    </VigiaProvider>
  );
}
