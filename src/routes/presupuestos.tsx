/**
 * Rutas de presupuestos (/presupuestos/: pendientes, aceptados, rechazados, los de un cliente o cliente
 * potencial, add, add-plantilla, {id}, edit, aceptar, lineas, cuotas, ubicaciones, subsistemas, mant,
 * revisiones, operaciones y contratos/add) de la app 'comerciales': declaraciones (declarar.tsx) con su acceso; cada
 * pantalla se carga al abrirla.
 */
import { rutaAutenticada } from './autenticado';
import { indiceGrupo, recurso, rutaPantalla, textosDeBusqueda } from './declarar';

const rutaPresupuestos = recurso('presupuestocli').grupo(() => rutaAutenticada, { path: 'presupuestos', apps: ['comerciales'] });
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
  recurso('presupuestocli').altaConBusqueda(padre, {
    path: 'add',
    busqueda: busquedaAlta,
    pantalla: () => import('../features/presupuestos/PresupuestoAddScreen').then((m) => m.NuevoPresupuestoScreen),
  }),
  recurso('presupuestocli').altaConBusqueda(padre, {
    path: 'add-plantilla',
    busqueda: busquedaAlta,
    pantalla: () => import('../features/presupuestos/PresupuestoAddScreen').then((m) => m.PresupuestoDesdePlantillaScreen),
  }),
  rutaPantalla(padre, { path: '$idpresupuestocli', pantalla: () => import('../features/presupuestos/PresupuestoScreen').then((m) => m.PresupuestoScreen) }),
  recurso('presupuestocli').edicion(padre, {
    path: '$idpresupuestocli/edit',
    pantalla: () => import('../features/presupuestos/PresupuestoEditarScreen').then((m) => m.PresupuestoEditarScreen),
  }),
  recurso('presupuestocli').edicion(padre, {
    path: '$idpresupuestocli/aceptar',
    pantalla: () => import('../features/presupuestos/AceptarScreen').then((m) => m.AceptarPresupuestoScreen),
  }),
  recurso('lpresupuestocli').ver(padre, {
    path: '$idpresupuestocli/lineas',
    pantalla: () => import('../features/presupuestos/PresupuestoLineasScreen').then((m) => m.PresupuestoLineasScreen),
  }),
  recurso('cuotapresupuesto').ver(padre, {
    path: '$idpresupuestocli/cuotas',
    pantalla: () => import('../features/presupuestos/PresupuestoCuotasScreen').then((m) => m.PresupuestoCuotasScreen),
  }),
  recurso('ubicacionpresupuesto').ver(padre, {
    path: '$idpresupuestocli/ubicaciones',
    pantalla: () => import('../features/presupuestos/PresupuestoUbicacionesScreen').then((m) => m.PresupuestoUbicacionesScreen),
  }),
  recurso('subsispresupuesto').ver(padre, {
    path: '$idpresupuestocli/subsistemas',
    pantalla: () => import('../features/presupuestos/PresupuestoSubsistemasScreen').then((m) => m.PresupuestoSubsistemasScreen),
  }),
  recurso('mantpresupuesto').ver(padre, {
    path: '$idpresupuestocli/mant',
    pantalla: () => import('../features/presupuestos/PresupuestoMantScreen').then((m) => m.PresupuestoMantScreen),
  }),
  recurso('revisionpresupuesto').ver(padre, {
    path: '$idpresupuestocli/revisiones',
    pantalla: () => import('../features/presupuestos/PresupuestoRevisionesScreen').then((m) => m.PresupuestoRevisionesScreen),
  }),
  recurso('revisionpresupuesto').ver(padre, {
    path: '$idpresupuestocli/revisiones/$idrevision_presupuesto',
    pantalla: () => import('../features/presupuestos/PresupuestoRevisionesScreen').then((m) => m.PresupuestoRevisionScreen),
  }),
  recurso('sobre').ver(padre, {
    path: '$idpresupuestocli/sobres',
    pantalla: () => import('../features/sobres/SobresScreen').then((m) => m.SobresPresupuestoScreen),
  }),
  recurso('sobre').alta(padre, {
    path: '$idpresupuestocli/sobres/enviar',
    pantalla: () => import('../features/sobres/EnviarSobreScreen').then((m) => m.EnviarSobreScreen),
  }),
  recurso('sobre').ver(padre, {
    path: '$idpresupuestocli/sobres/$idsobre',
    pantalla: () => import('../features/sobres/SobreScreen').then((m) => m.SobreScreen),
  }),
  recurso('sobre').ver(padre, {
    path: '$idpresupuestocli/sobres/$idsobre/destinatarios',
    pantalla: () => import('../features/sobres/DestinatariosSobre').then((m) => m.DestinatariosSobreScreen),
  }),
  recurso('sobre').ver(padre, {
    path: '$idpresupuestocli/sobres/$idsobre/destinatariosFaltan',
    pantalla: () => import('../features/sobres/DestinatariosSobre').then((m) => m.DestinatariosFaltanScreen),
  }),
  recurso('sobre').ver(padre, {
    path: '$idpresupuestocli/sobres/$idsobre/documentos',
    pantalla: () => import('../features/sobres/DocumentosSobreScreen').then((m) => m.DocumentosSobreScreen),
  }),
  recurso('sobre').ver(padre, {
    path: '$idpresupuestocli/sobres/$idsobre/envios',
    pantalla: () => import('../features/sobres/EnviosSobreScreen').then((m) => m.EnviosSobreScreen),
  }),
  recurso('operacioncrm').ver(padre, {
    path: '$idpresupuestocli/operaciones',
    pantalla: () => import('../features/operaciones/OperacionesScreen').then((m) => m.OperacionesDePresupuestoScreen),
  }),
  recurso('contrato').alta(padre, {
    path: '$idpresupuestocli/contratos/add',
    pantalla: () => import('../features/presupuestos/ContratoAddScreen').then((m) => m.ContratoAddScreen),
  }),
] as const;

export const arbolPresupuestos = rutaPresupuestos.addChildren(hijas);
