/**
 * Rutas de los puestos de servicio (/puestos-servicio/: lista, {id}, novedades, servicios y turnos) de la
 * app 'vigilantes': declaraciones (declarar.tsx) con su acceso; cada pantalla se carga al abrirla. Los
 * puestos los da la supervisión: aquí no hay alta.
 */
import { rutaAutenticada } from './autenticado';
import { rutaGrupo, rutaPantalla } from './declarar';

const rutaPuestos = rutaGrupo(() => rutaAutenticada, { path: 'puestos-servicio', apps: ['vigilantes'], permisos: [['puesto_servicio', 'visualizar']] });
const padre = () => rutaPuestos;

const hijas = [
  rutaPantalla(padre, { path: '/', pantalla: () => import('../features/puestos/PuestosScreen').then((m) => m.PuestosScreen) }),
  rutaPantalla(padre, { path: '$idpuesto_servicio', pantalla: () => import('../features/puestos/PuestoScreen').then((m) => m.PuestoScreen) }),
  rutaPantalla(padre, {
    path: '$idpuesto_servicio/novedades',
    permisos: [['parte_novedad', 'visualizar']],
    pantalla: () => import('../features/puestos/PuestoNovedadesScreen').then((m) => m.PuestoNovedadesScreen),
  }),
  rutaPantalla(padre, {
    path: '$idpuesto_servicio/servicios',
    permisos: [['puesto_servicio_servicio', 'visualizar']],
    pantalla: () => import('../features/puestos/PuestoServiciosScreen').then((m) => m.PuestoServiciosScreen),
  }),
  rutaPantalla(padre, {
    path: '$idpuesto_servicio/turnos',
    permisos: [['turno_puesto', 'visualizar']],
    pantalla: () => import('../features/puestos/PuestoTurnosScreen').then((m) => m.PuestoTurnosScreen),
  }),
] as const;

export const arbolPuestosServicio = rutaPuestos.addChildren(hijas);
