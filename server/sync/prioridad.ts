/**
 * Prioridad de la primera descarga (issue 32, punto 4): la foto recorre las colecciones en el orden de
 * este usuario, primero las de la pantalla inicial de cada app suya (schemas/pantalla-inicial.ts),
 * app a app en el orden del menú, y después las demás en el orden de `colecciones`. Así lo que el usuario
 * ve al entrar llega en las primeras páginas y el resto sigue detrás con la barra de progreso.
 *
 * El orden depende solo de las apps del usuario: el cursor de la foto guarda su clave (`clave`, los índices
 * de sus apps en `ordenApps`) y la colección como índice en este orden; si las apps cambian a mitad de la
 * foto, la clave ya no coincide y se vuelve a empezar (sync.pull pide resincronizar).
 */
import { colecciones, type Coleccion } from '../../schemas';
import { tieneAccesoApp, type UsuarioSesion } from '../../replication/sesion';
import { ordenApps, PANTALLA_INICIAL } from '../../schemas/pantalla-inicial';

export interface Prioridad {
  /** Los índices en `ordenApps` de las apps del usuario ('' sin apps; '14': técnicos y almacén). */
  clave: string;
  /** Todas las colecciones, una vez cada una, en el orden en que baja la foto. */
  orden: readonly Coleccion[];
  /**
   * Cuántas de `orden` son las de las pantallas iniciales: la página de la foto que las acaba termina ahí,
   * aunque quepan más, para que el dispositivo escriba solo eso antes de enseñarlo (con la página llena de
   * otras colecciones, la primera fila esperaba a que se escribieran miles de documentos que no enseña).
   */
  iniciales: number;
}

/** La forma de una clave de prioridad en un cursor: índices de `ordenApps` sin repetir, en orden. */
export const CLAVE_PRIORIDAD = new RegExp(`^[0-${ordenApps.length - 1}]{0,${ordenApps.length}}$`);

export const prioridadDe = (usuario: UsuarioSesion): Prioridad => {
  const apps = ordenApps.flatMap((app, i) => (tieneAccesoApp(usuario, app) ? [{ app, i }] : []));
  const primero = new Set<Coleccion>(apps.flatMap(({ app }) => PANTALLA_INICIAL[app].colecciones));
  return {
    clave: apps.map(({ i }) => String(i)).join(''),
    orden: [...new Set<Coleccion>([...primero, ...colecciones])],
    iniciales: primero.size,
  };
};
