/**
 * Rutas de los puestos de servicio (/puestos-servicio/: lista, {id}, novedades, servicios y turnos) de la
 * app 'vigilantes': declaraciones (declarar.tsx) con su acceso; cada pantalla se carga al abrirla. Los
 * puestos los da la supervisión: aquí no hay alta.
 */
import { rutaAutenticada } from './autenticado';
import { recurso, rutaPantalla } from './declarar';

const rutaPuestos = recurso('puestoservicio').grupo(() => rutaAutenticada, { path: 'puestos-servicio', apps: ['vigilantes'] });
const padre = () => rutaPuestos;

const hijas = [
  rutaPantalla(padre, { path: '/', pantalla: () => import('../features/puestos/PuestosScreen').then((m) => m.PuestosScreen) }),
  rutaPantalla(padre, { path: '$idpuesto_servicio', pantalla: () => import('../features/puestos/PuestoScreen').then((m) => m.PuestoScreen) }),
  recurso('partenovedad').ver(padre, {
    path: '$idpuesto_servicio/novedades',
    pantalla: () => import('../features/puestos/PuestoNovedadesScreen').then((m) => m.PuestoNovedadesScreen),
  }),
  recurso('puestoservicioservicio').ver(padre, {
    path: '$idpuesto_servicio/servicios',
    pantalla: () => import('../features/puestos/PuestoServiciosScreen').then((m) => m.PuestoServiciosScreen),
  }),
  recurso('turnopuesto').ver(padre, {
    path: '$idpuesto_servicio/turnos',
    pantalla: () => import('../features/puestos/PuestoTurnosScreen').then((m) => m.PuestoTurnosScreen),
  }),
] as const;

export const arbolPuestosServicio = rutaPuestos.addChildren(hijas);
