/**
 * Rutas de sistemas: /sistemas/ (lista), /sistemas/{idsistema} (ficha) y sus subpantallas (ordenes,
 * datos, revisiones, vias-comunicacion, cuotas, subsis, telefonos, plano/{idfichero}, edit);
 * /clienteavisos/{idcliente}/{idsistema}; y las del modo sin conexión /offline/sistemas/{idsistema}/
 * (material-sistema, revisiones, servicios; ?parte= el parte de origen). Declaraciones (declarar.tsx)
 * con su acceso; cada pantalla se carga al abrirla. 'datos' lleva a la pantalla genérica de datos
 * personalizados /datos/{idsistema}/96.
 */
import { createRoute, redirect } from '@tanstack/react-router';
import { rutaAutenticada } from './autenticado';
import { recurso, rutaPantalla, rutaPantallaConBusqueda } from './declarar';
import { rutaOffline } from './offline';

const rutaSistemas = recurso('sistema').grupo(() => rutaAutenticada, { path: 'sistemas' });
const padre = () => rutaSistemas;

/** Los datos personalizados del sistema son la pantalla genérica /datos/{id}/{idtabla}. */
const rutaSistemaDatos = createRoute({
  getParentRoute: padre,
  path: '$idsistema/datos',
  // schemas se pide al navegar aquí (ya cargado con la app): las declaraciones van en el chunk de entrada.
  beforeLoad: async ({ params }) => {
    const { entidades } = await import('../../schemas');
    throw redirect({ href: `/datos/${encodeURIComponent(params.idsistema)}/${entidades.sistema.idtabla}`, replace: true });
  },
});

/** Las pantallas de /sistemas/: fuera de addChildren([…]), que dentro el tipo de sus parámetros se pierde. */
const hijas = [
  rutaPantalla(padre, {
    path: '/',
    pantalla: () => import('../features/sistemas/SistemasScreen').then((m) => m.SistemasScreen),
  }),
  rutaPantalla(padre, {
    path: '$idsistema',
    pantalla: () => import('../features/sistemas/SistemaScreen').then((m) => m.SistemaScreen),
  }),
  recurso('sistema').edicion(padre, {
    path: '$idsistema/edit',
    pantalla: () => import('../features/sistemas/SistemaEditarScreen').then((m) => m.SistemaEditarScreen),
  }),
  recurso('operacioncrm').ver(padre, {
    path: '$idsistema/operaciones',
    apps: ['comerciales'],
    pantalla: () => import('../features/operaciones/OperacionesScreen').then((m) => m.OperacionesDeSistemaScreen),
  }),
  recurso('ordentrabajo').ver(padre, {
    path: '$idsistema/ordenes',
    pantalla: () => import('../features/sistemas/SubpantallasSistema').then((m) => m.SistemaOrdenesScreen),
  }),
  rutaSistemaDatos,
  recurso('revisionsistema').ver(padre, {
    path: '$idsistema/revisiones',
    pantalla: () => import('../features/sistemas/SubpantallasSistema').then((m) => m.RevisionesScreen),
  }),
  recurso('viacomunicacion').ver(padre, {
    path: '$idsistema/vias-comunicacion',
    pantalla: () => import('../features/sistemas/SubpantallasSistema').then((m) => m.ViasComunicacionScreen),
  }),
  recurso('cuotasistema').ver(padre, {
    path: '$idsistema/cuotas',
    pantalla: () => import('../features/sistemas/SubpantallasSistema').then((m) => m.CuotasScreen),
  }),
  recurso('subsis').ver(padre, {
    path: '$idsistema/subsis',
    pantalla: () => import('../features/sistemas/SubpantallasSistema').then((m) => m.SubsisScreen),
  }),
  recurso('telefono').ver(padre, {
    path: '$idsistema/telefonos',
    pantalla: () => import('../features/sistemas/SistemaTelefonosScreen').then((m) => m.SistemaTelefonosScreen),
  }),
  recurso('fichero').ver(padre, {
    path: '$idsistema/plano/$idfichero',
    pantalla: () => import('../features/sistemas/PlanoScreen').then((m) => m.PlanoScreen),
  }),
] as const;

/** /sistemas/ y todas sus subpantallas, para arbol.ts. */
export const arbolSistemas = rutaSistemas.addChildren(hijas);

export const rutaClienteAvisos = rutaPantalla(() => rutaAutenticada, {
  path: 'clienteavisos/$idcliente/$idsistema',
  permisos: [
    ['sistema', 'visualizar'],
    ['cliente_aviso', 'visualizar'],
  ],
  pantalla: () => import('../features/sistemas/ClienteAvisosScreen').then((m) => m.ClienteAvisosScreen),
});

/** ?parte={idparte_trabajo}: el parte offline desde el que se llega. */
interface BusquedaOffline {
  parte?: string;
}
const validarBusqueda = (s: Record<string, unknown>): BusquedaOffline => (typeof s.parte === 'string' && s.parte.length > 0 ? { parte: s.parte } : {});

const padreOffline = () => rutaOffline;

/** Rutas del sistema en el modo sin conexión, para rutaOffline.addChildren en arbol.ts. */
export const rutasOfflineSistemas = [
  rutaPantallaConBusqueda(padreOffline, {
    path: 'sistemas/$idsistema/material-sistema',
    busqueda: validarBusqueda,
    permisos: [['material_sistema', 'visualizar']],
    pantalla: () => import('../features/sistemas/OfflineSistemaScreens').then((m) => m.OfflineMaterialSistemaScreen),
  }),
  rutaPantallaConBusqueda(padreOffline, {
    path: 'sistemas/$idsistema/revisiones',
    busqueda: validarBusqueda,
    permisos: [['revision_sistema', 'visualizar']],
    pantalla: () => import('../features/sistemas/OfflineSistemaScreens').then((m) => m.OfflineRevisionesScreen),
  }),
  rutaPantallaConBusqueda(padreOffline, {
    path: 'sistemas/$idsistema/servicios',
    busqueda: validarBusqueda,
    permisos: [
      ['cuota_sistema', 'visualizar'],
      ['via_comunicacion', 'visualizar'],
    ],
    pantalla: () => import('../features/sistemas/OfflineSistemaScreens').then((m) => m.OfflineServiciosScreen),
  }),
] as const;
