/**
 * Rutas de contratos (/contratos/: lista, {id}, edit, cuotas, cuotas/{idcontrato_cuota},
 * servicios-contratados, materiales y presupuestos/{idpresupuestocli}) de la app 'comerciales':
 * declaraciones (declarar.tsx) con su acceso; cada pantalla se carga al abrirla. Un contrato nace de un
 * presupuesto aceptado, así que aquí no hay alta.
 */
import { rutaAutenticada } from './autenticado';
import { recurso, rutaPantalla } from './declarar';

const rutaContratos = recurso('contrato').grupo(() => rutaAutenticada, { path: 'contratos', apps: ['comerciales'] });
const padre = () => rutaContratos;

const hijas = [
  rutaPantalla(padre, { path: '/', pantalla: () => import('../features/contratos/ContratosScreen').then((m) => m.ContratosScreen) }),
  rutaPantalla(padre, { path: '$idcontrato', pantalla: () => import('../features/contratos/ContratoScreen').then((m) => m.ContratoScreen) }),
  recurso('contrato').edicion(padre, {
    path: '$idcontrato/edit',
    pantalla: () => import('../features/contratos/ContratoEditarScreen').then((m) => m.ContratoEditarScreen),
  }),
  recurso('cuotacontrato').ver(padre, {
    path: '$idcontrato/cuotas',
    pantalla: () => import('../features/contratos/ContratoCuotasScreen').then((m) => m.ContratoCuotasScreen),
  }),
  recurso('cuotacontrato').ver(padre, {
    path: '$idcontrato/cuotas/$idcontrato_cuota',
    pantalla: () => import('../features/contratos/ContratoCuotaScreen').then((m) => m.ContratoCuotaScreen),
  }),
  recurso('serviciocontratado').ver(padre, {
    path: '$idcontrato/servicios-contratados',
    pantalla: () => import('../features/contratos/ContratoServiciosScreen').then((m) => m.ContratoServiciosScreen),
  }),
  recurso('materialcontrato').ver(padre, {
    path: '$idcontrato/materiales',
    pantalla: () => import('../features/contratos/ContratoMaterialesScreen').then((m) => m.ContratoMaterialesScreen),
  }),
  rutaPantalla(padre, {
    path: '$idcontrato/presupuestos/$idpresupuestocli',
    permisos: [['presupuestocli', 'visualizar'], ['revision_presupuesto', 'visualizar']],
    pantalla: () => import('../features/contratos/ContratoPresupuestoScreen').then((m) => m.ContratoPresupuestoScreen),
  }),
] as const;

export const arbolContratos = rutaContratos.addChildren(hijas);
