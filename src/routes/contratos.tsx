/**
 * Rutas de contratos (/contratos/: lista, {id}, edit, cuotas, cuotas/{idcontrato_cuota},
 * servicios-contratados, materiales y presupuestos/{idpresupuestocli}) de la app 'comerciales':
 * declaraciones (declarar.tsx) con su acceso; cada pantalla se carga al abrirla. Un contrato nace de un
 * presupuesto aceptado, así que aquí no hay alta.
 */
import { rutaAutenticada } from './autenticado';
import { rutaGrupo, rutaPantalla } from './declarar';

const rutaContratos = rutaGrupo(() => rutaAutenticada, { path: 'contratos', apps: ['comerciales'], permisos: [['contrato', 'visualizar']] });
const padre = () => rutaContratos;

const hijas = [
  rutaPantalla(padre, { path: '/', pantalla: () => import('../features/contratos/ContratosScreen').then((m) => m.ContratosScreen) }),
  rutaPantalla(padre, { path: '$idcontrato', pantalla: () => import('../features/contratos/ContratoScreen').then((m) => m.ContratoScreen) }),
  rutaPantalla(padre, {
    path: '$idcontrato/edit',
    permisos: [['contrato', 'editar']],
    pantalla: () => import('../features/contratos/ContratoEditarScreen').then((m) => m.ContratoEditarScreen),
  }),
  rutaPantalla(padre, {
    path: '$idcontrato/cuotas',
    permisos: [['contrato_cuota', 'visualizar']],
    pantalla: () => import('../features/contratos/ContratoCuotasScreen').then((m) => m.ContratoCuotasScreen),
  }),
  rutaPantalla(padre, {
    path: '$idcontrato/cuotas/$idcontrato_cuota',
    permisos: [['contrato_cuota', 'visualizar']],
    pantalla: () => import('../features/contratos/ContratoCuotaScreen').then((m) => m.ContratoCuotaScreen),
  }),
  rutaPantalla(padre, {
    path: '$idcontrato/servicios-contratados',
    permisos: [['servicio_contratado', 'visualizar']],
    pantalla: () => import('../features/contratos/ContratoServiciosScreen').then((m) => m.ContratoServiciosScreen),
  }),
  rutaPantalla(padre, {
    path: '$idcontrato/materiales',
    permisos: [['material_contrato', 'visualizar']],
    pantalla: () => import('../features/contratos/ContratoMaterialesScreen').then((m) => m.ContratoMaterialesScreen),
  }),
  rutaPantalla(padre, {
    path: '$idcontrato/presupuestos/$idpresupuestocli',
    permisos: [['presupuestocli', 'visualizar'], ['revision_presupuesto', 'visualizar']],
    pantalla: () => import('../features/contratos/ContratoPresupuestoScreen').then((m) => m.ContratoPresupuestoScreen),
  }),
] as const;

export const arbolContratos = rutaContratos.addChildren(hijas);
