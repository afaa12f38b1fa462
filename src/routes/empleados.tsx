/** Rutas del catálogo de empleados (/empleados/ y /empleados/{idempleado}): declaraciones; cada pantalla se carga al abrirla. */
import { rutaAutenticada } from './autenticado';
import { rutaGrupo, rutaPantalla } from './declarar';

const rutaEmpleados = rutaGrupo(() => rutaAutenticada, { path: 'empleados', permisos: [['empleado', 'visualizar']] });
const padre = () => rutaEmpleados;

const hijas = [
  rutaPantalla(padre, { path: '/', pantalla: () => import('../features/empleados/EmpleadosScreen').then((m) => m.EmpleadosScreen) }),
  rutaPantalla(padre, { path: '$idempleado', pantalla: () => import('../features/empleados/EmpleadoScreen').then((m) => m.EmpleadoScreen) }),
] as const;

export const arbolEmpleados = rutaEmpleados.addChildren(hijas);
