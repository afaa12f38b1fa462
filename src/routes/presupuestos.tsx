/**
 * Rutas de presupuestos (/presupuestos/: pendientes, aceptados, rechazados, los de un cliente o cliente
 * potencial, add, add-plantilla, {id}, edit, aceptar, lineas, cuotas, ubicaciones, subsistemas, mant,
 * revisiones, operaciones y contratos/add) de la app 'comerciales': declaraciones (declarar.tsx) con su acceso; cada
 * pantalla se carga al abrirla.
 */
import { rutaAutenticada } from './autenticado';
import { indiceGrupo, rutaGrupo, rutaPantalla, rutaPantallaConBusqueda, textosDeBusqueda } from './declarar';

const rutaPresupuestos = rutaGrupo(() => rutaAutenticada, { path: 'presupuestos', apps: ['comerciales'], permisos: [['presupuestocli', 'visualizar']] });
const padre = () => rutaPresupuestos;

/** ?idcliente o ?idcliente_potencial: el alta con el titular ya elegido. */
const busquedaAlta = (s: Record<string, unknown>) => textosDeBusqueda(s, ['idcliente', 'idcliente_potencial'] as const);

// Fuera de addChildren([…]): dentro, TypeScript pierde el tipo del path.
const hijas = [
  indiceGrupo(padre, '/presupuestos/pendientes'),
  rutaPantalla(padre, { path: 'pendientes', pantalla: () => import('../features/presupuestos/PresupuestosScreen').then((m) => m.PresupuestosPendientesScreen) }),
  rutaPantalla(padre, { path: 'aceptados', pantalla: () => import('../features/presupuestos/PresupuestosScreen').then((m) => m.PresupuestosAceptadosScreen) }),
  rutaPantalla(padre, { path: 'rechazados', pantalla: () => import('../features/presupuestos/PresupuestosScreen').then((m) => m.PresupuestosRechazadosScreen) }),
  rutaPantalla(padre, { path: 'clientes/$idcliente', pantalla: () => import('../features/presupuestos/PresupuestosScreen').then((m) => m.PresupuestosDeClienteScreen) }),
  rutaPantalla(padre, {
    path: 'clientes-potenciales/$idcliente_potencial',
    pantalla: () => import('../features/presupuestos/PresupuestosScreen').then((m) => m.PresupuestosDeClientePotencialScreen),
  }),
  rutaPantallaConBusqueda(padre, {
    path: 'add',
    busqueda: busquedaAlta,
    permisos: [['presupuestocli', 'insertar']],
    pantalla: () => import('../features/presupuestos/PresupuestoAddScreen').then((m) => m.NuevoPresupuestoScreen),
  }),
  rutaPantallaConBusqueda(padre, {
    path: 'add-plantilla',
    busqueda: busquedaAlta,
    permisos: [['presupuestocli', 'insertar']],
    pantalla: () => import('../features/presupuestos/PresupuestoAddScreen').then((m) => m.PresupuestoDesdePlantillaScreen),
  }),
  rutaPantalla(padre, { path: '$idpresupuestocli', pantalla: () => import('../features/presupuestos/PresupuestoScreen').then((m) => m.PresupuestoScreen) }),
  rutaPantalla(padre, {
    path: '$idpresupuestocli/edit',
    permisos: [['presupuestocli', 'editar']],
    pantalla: () => import('../features/presupuestos/PresupuestoEditarScreen').then((m) => m.PresupuestoEditarScreen),
  }),
  rutaPantalla(padre, {
    path: '$idpresupuestocli/aceptar',
    permisos: [['presupuestocli', 'editar']],
    pantalla: () => import('../features/presupuestos/AceptarScreen').then((m) => m.AceptarPresupuestoScreen),
  }),
  rutaPantalla(padre, {
    path: '$idpresupuestocli/lineas',
    permisos: [['lpresupuestocli', 'visualizar']],
    pantalla: () => import('../features/presupuestos/PresupuestoLineasScreen').then((m) => m.PresupuestoLineasScreen),
  }),
  rutaPantalla(padre, {
    path: '$idpresupuestocli/cuotas',
    permisos: [['cuota_presupuesto', 'visualizar']],
    pantalla: () => import('../features/presupuestos/PresupuestoCuotasScreen').then((m) => m.PresupuestoCuotasScreen),
  }),
  rutaPantalla(padre, {
    path: '$idpresupuestocli/ubicaciones',
    permisos: [['ubicacion_presupuesto', 'visualizar']],
    pantalla: () => import('../features/presupuestos/PresupuestoUbicacionesScreen').then((m) => m.PresupuestoUbicacionesScreen),
  }),
  rutaPantalla(padre, {
    path: '$idpresupuestocli/subsistemas',
    permisos: [['subsis_presupuesto', 'visualizar']],
    pantalla: () => import('../features/presupuestos/PresupuestoSubsistemasScreen').then((m) => m.PresupuestoSubsistemasScreen),
  }),
  rutaPantalla(padre, {
    path: '$idpresupuestocli/mant',
    permisos: [['mant_presupuesto', 'visualizar']],
    pantalla: () => import('../features/presupuestos/PresupuestoMantScreen').then((m) => m.PresupuestoMantScreen),
  }),
  rutaPantalla(padre, {
    path: '$idpresupuestocli/revisiones',
    permisos: [['revision_presupuesto', 'visualizar']],
    pantalla: () => import('../features/presupuestos/PresupuestoRevisionesScreen').then((m) => m.PresupuestoRevisionesScreen),
  }),
  rutaPantalla(padre, {
    path: '$idpresupuestocli/revisiones/$idrevision_presupuesto',
    permisos: [['revision_presupuesto', 'visualizar']],
    pantalla: () => import('../features/presupuestos/PresupuestoRevisionesScreen').then((m) => m.PresupuestoRevisionScreen),
  }),
  rutaPantalla(padre, {
    path: '$idpresupuestocli/sobres',
    permisos: [['sobre', 'visualizar']],
    pantalla: () => import('../features/sobres/SobresScreen').then((m) => m.SobresPresupuestoScreen),
  }),
  rutaPantalla(padre, {
    path: '$idpresupuestocli/sobres/enviar',
    permisos: [['sobre', 'insertar']],
    pantalla: () => import('../features/sobres/EnviarSobreScreen').then((m) => m.EnviarSobreScreen),
  }),
  rutaPantalla(padre, {
    path: '$idpresupuestocli/sobres/$idsobre',
    permisos: [['sobre', 'visualizar']],
    pantalla: () => import('../features/sobres/SobreScreen').then((m) => m.SobreScreen),
  }),
  rutaPantalla(padre, {
    path: '$idpresupuestocli/sobres/$idsobre/destinatarios',
    permisos: [['sobre', 'visualizar']],
    pantalla: () => import('../features/sobres/DestinatariosSobre').then((m) => m.DestinatariosSobreScreen),
  }),
  rutaPantalla(padre, {
    path: '$idpresupuestocli/sobres/$idsobre/destinatariosFaltan',
    permisos: [['sobre', 'visualizar']],
    pantalla: () => import('../features/sobres/DestinatariosSobre').then((m) => m.DestinatariosFaltanScreen),
  }),
  rutaPantalla(padre, {
    path: '$idpresupuestocli/sobres/$idsobre/documentos',
    permisos: [['sobre', 'visualizar']],
    pantalla: () => import('../features/sobres/DocumentosSobreScreen').then((m) => m.DocumentosSobreScreen),
  }),
  rutaPantalla(padre, {
    path: '$idpresupuestocli/sobres/$idsobre/envios',
    permisos: [['sobre', 'visualizar']],
    pantalla: () => import('../features/sobres/EnviosSobreScreen').then((m) => m.EnviosSobreScreen),
  }),
  rutaPantalla(padre, {
    path: '$idpresupuestocli/operaciones',
    permisos: [['operacioncrm', 'visualizar']],
    pantalla: () => import('../features/operaciones/OperacionesScreen').then((m) => m.OperacionesDePresupuestoScreen),
  }),
  rutaPantalla(padre, {
    path: '$idpresupuestocli/contratos/add',
    permisos: [['contrato', 'insertar']],
    pantalla: () => import('../features/presupuestos/ContratoAddScreen').then((m) => m.ContratoAddScreen),
  }),
] as const;

export const arbolPresupuestos = rutaPresupuestos.addChildren(hijas);
