/** Rutas del catálogo de empleados (/empleados/ y /empleados/{idempleado}): declaraciones; cada pantalla se carga al abrirla. */
import { rutaAutenticada } from './autenticado';
import { recurso, rutaPantalla } from './declarar';

const rutaEmpleados = recurso('empleado').grupo(() => rutaAutenticada, { path: 'empleados' });
const padre = () => rutaEmpleados;

const hijas = [
  rutaPantalla(padre, { path: '/', pantalla: () => import('../features/empleados/EmpleadosScreen').then((m) => m.EmpleadosScreen) }),
  rutaPantalla(padre, { path: '$idempleado', pantalla: () => import('../features/empleados/EmpleadoScreen').then((m) => m.EmpleadoScreen) }),
] as const;

export const arbolEmpleados = rutaEmpleados.addChildren(hijas);
