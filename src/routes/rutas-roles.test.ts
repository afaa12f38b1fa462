// @vitest-environment jsdom
/**
 * Cada ruta declarada y cada usuario de la demo: el enlace guardado (EnlaceGuardado, que mira
 * accionQueFaltaEnRuta sobre la ruta que el router encuentra para su `to`) se ofrece exactamente cuando
 * las guardas instaladas en la ruta y en sus grupos (beforeLoad, la misma función que staticData.guarda)
 * dejan pasar al usuario; y una ruta sin permiso ni app declarados, fuera de la lista de las públicas,
 * se señala. Sin pintar nada: las guardas se ejecutan con la sesión de cada usuario.
 */
import { createMemoryHistory, createRouter, isRedirect, type AnyRoute } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import type { UsuarioSesion } from '../../replication/sesion';
import {
  apps,
  PERMISOS_ADMIN,
  PERMISOS_ALMACEN,
  PERMISOS_COMERCIAL,
  PERMISOS_CUSTODIA,
  PERMISOS_PRESENCIA,
  PERMISOS_TECNICO,
  PERMISOS_VIGILANTE,
} from '../../server/seed/generador/usuarios';
import type { SesionGuardada } from '../../replication/cliente';
import { rutaDeDestino } from '../ui/enlace/EnlaceGuardado';
import { accesosDeRuta, accionQueFaltaEnRuta, declaraAcceso } from './acceso';

/** La sesión que leen las guardas: la de cada usuario de la demo, por turno. */
let sesionActual: SesionGuardada | null = null;
vi.mock(import('../app/sesion'), async (original) => ({ ...(await original()), obtenerSesion: () => sesionActual }));

const { arbolRutas } = await import('./arbol');
const router = createRouter({ routeTree: arbolRutas, history: createMemoryHistory({ initialEntries: ['/index'] }), context: { obtenerSesion: () => sesionActual } });
const rutas: AnyRoute[] = Object.values<AnyRoute>(router.routesById).filter((r) => !r.isRoot);

/**
 * Las pantallas que no piden permiso ni app, a propósito: la entrada, la firma pública (con su token), el
 * menú, la cuenta propia y su contraseña, la base de datos del dispositivo y la cola de sincronización
 * del propio usuario. Cualquier otra sin acceso declarado es un descuido y esta prueba la señala.
 */
const SIN_ACCESO_DECLARADO = new Set([
  '/',
  '/firmar/$token',
  '/index',
  '/configuracion/',
  '/configuracion/cuenta',
  '/configuracion/cambiarcontrasena',
  '/configuracion/admin-bd',
  '/sincronizacion/',
  '/sincronizacion/sync-uploads',
  '/sincronizacion/sync-uploads/$idsync_upload',
]);

/**
 * Los roles de la demo (server/seed/generador.ts: generarUsuarios), con sus permisos y apps de
 * server/seed/generador/usuarios.ts y el id que cada app pide: admin (todo), técnico, comercial,
 * vigilante, almacén, presencia y custodia de llaves.
 */
const rol = (login: string, d: Pick<UsuarioSesion, 'permisos' | 'apps'> & Partial<UsuarioSesion>): UsuarioSesion => ({
  idusuario: login,
  idempleado: '1',
  idtecnico: null,
  idcomercial: null,
  idvigilante: null,
  idalmacen: null,
  iddelegacion: '1',
  nombre: login,
  login,
  ...d,
});
const usuarios: readonly UsuarioSesion[] = [
  rol('admin', {
    permisos: PERMISOS_ADMIN,
    apps: apps('comerciales', 'tecnicos', 'vigilantes', 'custodiaLlaves', 'almacen', 'presencia'),
    idtecnico: '1',
    idcomercial: '1',
    idvigilante: '1',
    idalmacen: '1',
  }),
  rol('tecnico', { permisos: PERMISOS_TECNICO, apps: apps('tecnicos'), idtecnico: '2' }),
  rol('comercial', { permisos: PERMISOS_COMERCIAL, apps: apps('comerciales'), idcomercial: '4' }),
  rol('vigilante', { permisos: PERMISOS_VIGILANTE, apps: apps('vigilantes'), idvigilante: '5' }),
  rol('almacen', { permisos: PERMISOS_ALMACEN, apps: apps('almacen'), idalmacen: '1' }),
  rol('presencia', { permisos: PERMISOS_PRESENCIA, apps: apps('presencia') }),
  rol('custodia', { permisos: PERMISOS_CUSTODIA, apps: apps('custodiaLlaves') }),
];

const comoUsuario = (usuario: UsuarioSesion): void => {
  sesionActual = { token: 'prueba', usuario, desde: '2026-01-01T00:00:00.000Z' };
};

/** ¿Las guardas instaladas en la ruta y en sus grupos, de fuera adentro, dejan pasar a la sesión actual? */
const guardasAdmiten = (ruta: AnyRoute): boolean => {
  const cadena: AnyRoute[] = [];
  for (let r: AnyRoute | undefined = ruta; r; r = r.parentRoute) cadena.unshift(r);
  for (const r of cadena) {
    const guarda = r.options.staticData?.guarda;
    if (!guarda) continue;
    expect(r.options.beforeLoad, `${r.id}: la guarda de staticData es la de beforeLoad`).toBe(guarda);
    try {
      guarda({ location: { href: `/prueba${r.fullPath}` } });
    } catch (e) {
      if (isRedirect(e)) return false;
      throw e;
    }
  }
  return true;
};

const usuario = (login: string): UsuarioSesion => {
  const u = usuarios.find((x) => x.login === login);
  if (!u) throw new Error(`La demo no tiene el usuario ${login}`);
  return u;
};

describe('rutas y roles', () => {
  it('la demo tiene usuarios de cada app y hay rutas declaradas', () => {
    expect(usuarios.map((u) => u.login)).toEqual(expect.arrayContaining(['admin', 'tecnico', 'comercial', 'vigilante', 'almacen', 'presencia', 'custodia']));
    expect(rutas.filter((r) => r.options.staticData?.guarda).length).toBeGreaterThan(200);
  });

  it('para cada ruta y cada usuario, el enlace guardado se ofrece justo cuando las guardas dejan pasar', () => {
    let comprobadas = 0;
    for (const ruta of rutas) {
      const destino = rutaDeDestino(router.routesByPath, ruta.fullPath);
      expect(destino, `${ruta.id}: el enlace encuentra una ruta para ${ruta.fullPath}`).toBeDefined();
      if (!destino) continue;
      for (const u of usuarios) {
        comoUsuario(u);
        const ofrece = accionQueFaltaEnRuta(u, destino) === null;
        expect(ofrece, `${u.login} → ${destino.fullPath}`).toBe(guardasAdmiten(destino));
        comprobadas += 1;
      }
    }
    expect(comprobadas).toBe(rutas.length * usuarios.length);
  });

  it('el administrador llega a todas las rutas', () => {
    const admin = usuario('admin');
    expect(rutas.filter((r) => accionQueFaltaEnRuta(admin, r) !== null).map((r) => r.fullPath)).toEqual([]);
  });

  it('los enlaces que llevaban a "No tienes permiso": el comercial no ve el material a instalar ni el parte; el técnico, las facturas', () => {
    const ruta = (path: string): AnyRoute => {
      const r = rutaDeDestino(router.routesByPath, path);
      if (!r) throw new Error(`No hay ruta ${path}`);
      return r;
    };
    const comercial = usuario('comercial');
    const tecnico = usuario('tecnico');
    expect(accionQueFaltaEnRuta(comercial, ruta('/ordenes/$idorden_trabajo'))).toBeNull();
    expect(accionQueFaltaEnRuta(comercial, ruta('/ordenes/$idorden_trabajo/material-instalar'))).toBe('visualizar');
    expect(accionQueFaltaEnRuta(comercial, ruta('/partes/$idparte_trabajo'))).toBe('visualizar');
    expect(accionQueFaltaEnRuta(comercial, ruta('/presupuestos/$idpresupuestocli/operaciones'))).toBeNull();
    expect(accionQueFaltaEnRuta(tecnico, ruta('/clientes/$idcliente'))).toBeNull();
    expect(accionQueFaltaEnRuta(tecnico, ruta('/facturas/clientes/$idcliente'))).toBe('visualizar');
  });

  it('toda ruta declara un permiso o una app, salvo las públicas de la lista', () => {
    const sinAcceso = rutas.filter((r) => r.options.component !== undefined && !declaraAcceso(r)).map((r) => r.fullPath);
    expect(new Set(sinAcceso)).toEqual(SIN_ACCESO_DECLARADO);
  });

  it('una ruta de datos sin acceso declarado se señala', () => {
    const sinDeclarar = rutas.find((r) => r.fullPath === '/index');
    expect(sinDeclarar && declaraAcceso(sinDeclarar)).toBe(false);
    expect(sinDeclarar && accesosDeRuta(sinDeclarar)).toEqual([]);
  });
});
