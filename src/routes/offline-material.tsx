/**
 * Rutas del material en el modo sin conexión (/offline/…): la lista de partes del dispositivo, la ficha
 * offline de un parte y sus secciones de material, acciones, almacenes y solicitud de material; el
 * catálogo, las plantillas, el material del sistema, las líneas y escandallo de una orden y los
 * teléfonos de un cliente. Declaraciones (declarar.tsx) con su acceso; cada pantalla se carga al abrirla.
 */
import { type PermisoRuta, recurso, rutaPantalla } from './declarar';
import { rutaOffline } from './offline';

const padre = () => rutaOffline;
const insertarLineas: PermisoRuta = ['lparte_trabajo', 'insertar'];

/** Todas las rutas de este fichero, para rutaOffline.addChildren en arbol.ts. */
export const rutasOfflineMaterial = [
  rutaPantalla(padre, {
    path: '/',
    pantalla: () => import('../features/offline/PartesOfflineScreen').then((m) => m.PartesOfflineScreen),
  }),
  rutaPantalla(padre, {
    path: 'partes/$idparte_trabajo',
    pantalla: () => import('../features/offline/ParteOfflineScreen').then((m) => m.ParteOfflineScreen),
  }),
  rutaPantalla(padre, {
    path: 'partes/$idparte_trabajo/material-instalar',
    permisos: [insertarLineas],
    pantalla: () => import('../features/offline/MaterialInstalarScreen').then((m) => m.MaterialInstalarScreen),
  }),
  rutaPantalla(padre, {
    path: 'partes/$idparte_trabajo/plantillas-articulos',
    permisos: [insertarLineas],
    pantalla: () => import('../features/offline/PlantillasParteScreen').then((m) => m.PlantillasParteScreen),
  }),
  recurso('materialsistema').ver(padre, {
    path: 'partes/$idparte_trabajo/material-afectado',
    pantalla: () => import('../features/offline/MaterialAfectadoScreen').then((m) => m.MaterialAfectadoScreen),
  }),
  rutaPantalla(padre, {
    path: 'partes/$idparte_trabajo/acciones',
    pantalla: () => import('../features/offline/AccionesScreen').then((m) => m.AccionesScreen),
  }),
  rutaPantalla(padre, {
    path: 'partes/$idparte_trabajo/almacenes',
    pantalla: () => import('../features/offline/AlmacenesScreen').then((m) => m.AlmacenesScreen),
  }),
  rutaPantalla(padre, {
    path: 'partes/$idparte_trabajo/solicitud-material',
    pantalla: () => import('../features/offline/SolicitudMaterialScreen').then((m) => m.SolicitudMaterialScreen),
  }),
  rutaPantalla(padre, {
    path: 'articulos',
    pantalla: () => import('../features/offline/ArticulosScreen').then((m) => m.ArticulosScreen),
  }),
  rutaPantalla(padre, {
    path: 'plantillas-articulos',
    pantalla: () => import('../features/offline/PlantillasScreen').then((m) => m.PlantillasScreen),
  }),
  recurso('materialsistema').edicion(padre, {
    path: 'material-sistema/$idmaterial_sistema/edit',
    pantalla: () => import('../features/offline/MaterialSistemaEditarScreen').then((m) => m.MaterialSistemaEditarScreen),
  }),
  rutaPantalla(padre, {
    path: 'ordenes/$idorden_trabajo/lineas',
    pantalla: () => import('../features/offline/LineasOrdenScreen').then((m) => m.LineasOrdenScreen),
  }),
  rutaPantalla(padre, {
    path: 'ordenes/$idorden_trabajo/lineas/$idlorden_trabajo/escandallo',
    pantalla: () => import('../features/offline/LineasOrdenScreen').then((m) => m.EscandalloScreen),
  }),
  rutaPantalla(padre, {
    path: 'clientes/$idcliente/telefonos',
    permisos: [
      ['cliente', 'visualizar'],
      ['telefono', 'visualizar'],
    ],
    pantalla: () => import('../features/offline/TelefonosScreen').then((m) => m.TelefonosScreen),
  }),
] as const;
