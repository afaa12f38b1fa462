/**
 * Rutas de la documentación (/documentacion/): los documentos PDF de un presupuesto y cada uno de ellos
 * (presupuestos/{idpresupuestocli} y presupuestos/{idpresupuestocli}/{iddocumento}) de la app
 * 'comerciales': declaraciones (declarar.tsx) con su acceso; cada pantalla se carga al abrirla.
 */
import { rutaAutenticada } from './autenticado';
import { indiceGrupo, rutaGrupo, rutaPantalla } from './declarar';

const rutaDocumentacion = rutaGrupo(() => rutaAutenticada, {
  path: 'documentacion',
  apps: ['comerciales'],
  permisos: [['presupuestocli', 'visualizar'], ['fichero', 'visualizar']],
});
const padre = () => rutaDocumentacion;

// Fuera de addChildren([…]): dentro, TypeScript pierde el tipo del path.
const hijas = [
  indiceGrupo(padre),
  rutaPantalla(padre, {
    path: 'presupuestos/$idpresupuestocli',
    pantalla: () => import('../features/presupuestos/DocumentacionScreen').then((m) => m.DocumentacionPresupuestoScreen),
  }),
  rutaPantalla(padre, {
    path: 'presupuestos/$idpresupuestocli/$iddocumento',
    pantalla: () => import('../features/presupuestos/DocumentacionScreen').then((m) => m.DocumentoPresupuestoScreen),
  }),
] as const;

export const arbolDocumentacion = rutaDocumentacion.addChildren(hijas);
