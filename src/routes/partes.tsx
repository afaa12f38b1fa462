/**
 * Rutas de partes (/partes/asignados, finalizados, asignado-fecha-fijada,
 * acciones-fecha-fijada/{clasificacion}/{ffijada}, add, {idparte_trabajo} y su material-afectado,
 * tecnicos y notas): declaraciones (declarar.tsx) con su acceso; cada pantalla se carga al abrirla.
 */
import { rutaAutenticada } from './autenticado';
import { type PermisoRuta, recurso, rutaPantalla } from './declarar';

const padre = () => rutaAutenticada;
const verPartes: PermisoRuta = ['parte_trabajo', 'visualizar'];
/** Los partes son de la app de técnicos (el supervisor la tiene): un comercial no los abre escribiendo la dirección. */
const TECNICOS = ['tecnicos'] as const;

export const rutasPartes = [
  rutaPantalla(padre, {
    path: 'partes/asignados',
    apps: TECNICOS,
    permisos: [verPartes],
    pantalla: () => import('../features/partes/PartesAsignadosScreen').then((m) => m.PartesAsignadosScreen),
  }),
  rutaPantalla(padre, {
    path: 'partes/finalizados',
    apps: TECNICOS,
    permisos: [verPartes],
    pantalla: () => import('../features/partes/PartesFinalizadosScreen').then((m) => m.PartesFinalizadosScreen),
  }),
  rutaPantalla(padre, {
    path: 'partes/asignado-fecha-fijada',
    apps: TECNICOS,
    permisos: [verPartes],
    pantalla: () => import('../features/partes/PartesFechaFijadaScreen').then((m) => m.PartesFechaFijadaScreen),
  }),
  rutaPantalla(padre, {
    path: 'partes/acciones-fecha-fijada/$clasificacion/$ffijada',
    apps: TECNICOS,
    permisos: [verPartes],
    pantalla: () => import('../features/partes/PartesAccionesFechaFijadaScreen').then((m) => m.PartesAccionesFechaFijadaScreen),
  }),
  rutaPantalla(padre, {
    path: 'partes/add',
    apps: TECNICOS,
    permisos: [verPartes, ['parte_trabajo', 'insertar']],
    pantalla: () => import('../features/partes/PartesAddScreen').then((m) => m.PartesAddScreen),
  }),
  rutaPantalla(padre, {
    path: 'partes/$idparte_trabajo',
    apps: TECNICOS,
    permisos: [verPartes],
    pantalla: () => import('../features/partes/ParteScreen').then((m) => m.ParteScreen),
  }),
  recurso('materialsistema').ver(padre, {
    path: 'partes/$idparte_trabajo/material-afectado',
    apps: TECNICOS,
    permisos: [verPartes],
    pantalla: () => import('../features/partes/ParteMaterialAfectadoScreen').then((m) => m.ParteMaterialAfectadoScreen),
  }),
  recurso('partetrabajotecnico').ver(padre, {
    path: 'partes/$idparte_trabajo/tecnicos',
    apps: TECNICOS,
    permisos: [verPartes],
    pantalla: () => import('../features/partes/ParteTecnicosScreen').then((m) => m.ParteTecnicosScreen),
  }),
  recurso('nota').ver(padre, {
    path: 'partes/$idparte_trabajo/notas',
    apps: TECNICOS,
    permisos: [verPartes],
    pantalla: () => import('../features/partes/ParteNotasScreen').then((m) => m.ParteNotasScreen),
  }),
] as const;
