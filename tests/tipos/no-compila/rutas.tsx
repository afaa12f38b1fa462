/**
 * No compila (a propósito): cada línea marcada con «no compila» tiene que dar un error de tipos. Lo
 * comprueba tests/tipos/no-compilan.test.ts; tsconfig.json excluye esta carpeta.
 */
import { rutaAutenticada } from '../../../src/routes/autenticado';
import { rutaPantalla } from '../../../src/routes/declarar';

function ParteScreen({ idparte_trabajo }: { idparte_trabajo: string }) {
  return <p>{idparte_trabajo}</p>;
}
function SinParametrosScreen() {
  return <p>nada</p>;
}
function IdtablaNumeroScreen({ idtabla }: { idtabla: number }) {
  return <p>{idtabla}</p>;
}

// Bien: los parámetros del path son las props de la pantalla.
export const bien = rutaPantalla(() => rutaAutenticada, { path: 'partes/$idparte_trabajo', pantalla: async () => ParteScreen });
export const bienSinParametros = rutaPantalla(() => rutaAutenticada, { path: 'lista', pantalla: async () => SinParametrosScreen });

// El path no da el parámetro que la pantalla necesita.
export const mal1 = rutaPantalla(() => rutaAutenticada, { path: 'partes/$id', pantalla: async () => ParteScreen }); // no compila
// Los parámetros del path llegan como texto, no como número.
export const mal2 = rutaPantalla(() => rutaAutenticada, { path: 'datos/$idtabla', pantalla: async () => IdtablaNumeroScreen }); // no compila
// Un permiso con una acción que no existe.
export const mal3 = rutaPantalla(() => rutaAutenticada, { path: 'lista2', permisos: [['parte_trabajo', 'ver']], pantalla: async () => SinParametrosScreen }); // no compila
// Una app que no existe.
export const mal4 = rutaPantalla(() => rutaAutenticada, { path: 'lista3', apps: ['ventas'], pantalla: async () => SinParametrosScreen }); // no compila
// Un objeto de permisos que no existe en el registro de entidades.
export const mal5 = rutaPantalla(() => rutaAutenticada, { path: 'lista4', permisos: [['parte', 'visualizar']], pantalla: async () => SinParametrosScreen }); // no compila
