/**
 * Rutas del cuadrante (/cuadrantes/: agenda y la rejilla mensual de un servicio de un puesto,
 * {idpuesto_servicio}/{idpuesto_servicio_servicio}/{año}/{mes}/edit) de la app 'vigilantes':
 * declaraciones (declarar.tsx) con su acceso; cada pantalla se carga al abrirla.
 */
import { rutaAutenticada } from './autenticado';
import { indiceGrupo, recurso, rutaPantallaConBusqueda, textosDeBusqueda } from './declarar';

const rutaCuadrantes = recurso('cuadranteturno').grupo(() => rutaAutenticada, { path: 'cuadrantes', apps: ['vigilantes'] });
const padre = () => rutaCuadrantes;

/** ?idvigilante: la agenda de ese vigilante (solo para quien puede editar el cuadrante). */
const busquedaAgenda = (s: Record<string, unknown>) => textosDeBusqueda(s, ['idvigilante'] as const);

const hijas = [
  indiceGrupo(padre, '/cuadrantes/agenda'),
  rutaPantallaConBusqueda(padre, {
    path: 'agenda',
    busqueda: busquedaAgenda,
    pantalla: () => import('../features/cuadrantes/AgendaCuadranteScreen').then((m) => m.AgendaCuadranteScreen),
  }),
  recurso('cuadranteturno').edicion(padre, {
    path: '$idpuesto_servicio/$idpuesto_servicio_servicio/$year/$month/edit',
    pantalla: () => import('../features/cuadrantes/CuadranteEditarScreen').then((m) => m.CuadranteEditarScreen),
  }),
] as const;

export const arbolCuadrantes = rutaCuadrantes.addChildren(hijas);
