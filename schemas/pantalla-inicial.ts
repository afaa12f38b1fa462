/**
 * Las apps en el orden del menú y la pantalla con la que se abre cada una (la primera entrada de su
 * sección en src/features/menu/MenuScreen.tsx) con las colecciones que necesita para enseñar sus filas.
 * Es la prioridad de la primera descarga (issue 32, punto 4): el servidor manda primero estas colecciones,
 * app a app en este orden (server/sync/prioridad.ts), y el resto después con la barra de progreso. Aquí y
 * no en el menú porque lo leen el menú y el servidor.
 */
import type { AppId, Coleccion } from './index';

/** Las apps en el orden de la especificación: el del menú principal y el de la prioridad de la descarga. */
export const ordenApps: readonly AppId[] = ['comerciales', 'tecnicos', 'vigilantes', 'custodiaLlaves', 'almacen', 'presencia'];

export interface PantallaInicial {
  /** Ruta de la pantalla en la app (la primera entrada de la app en el menú). */
  to: string;
  /** Lo que la pantalla consulta para pintar su lista: sus filas y los nombres que enseña de otras. */
  colecciones: readonly Coleccion[];
}

export const PANTALLA_INICIAL = {
  comerciales: { to: '/clientes/', colecciones: ['cliente'] },
  tecnicos: { to: '/partes/asignados', colecciones: ['partetrabajo', 'cliente'] },
  vigilantes: { to: '/rondas/rondas-programadas', colecciones: ['rondaprogramada', 'puestoservicio', 'vigilante'] },
  custodiaLlaves: { to: '/custodia-llaves/llaveros', colecciones: ['llavero', 'puestoservicio'] },
  almacen: { to: '/pedidos/', colecciones: ['pedidocli', 'cliente', 'tecnico'] },
  presencia: { to: '/presencia/', colecciones: ['presencia', 'empleado'] },
} as const satisfies Record<AppId, PantallaInicial>;
