/**
 * Elección de la pestaña líder (la que sube, baja y mantiene el stream): la que consigue el cerrojo
 * 'vigia-lider-<idusuario>' y lo guarda mientras vive. Si se cierra o muere, el navegador lo suelta y
 * otra pestaña que esperaba pasa a ser líder.
 */
import type { CerrojoMantenido, Cerrojos } from './cerrojos';

export const nombreCerrojoLider = (idusuario: string): string => `vigia-lider-${idusuario}`;

/** Se presenta a líder; `alSerLider` se llama al conseguirlo. Devuelve el cerrojo (soltar = renunciar). */
export const presentarseALider = (cerrojos: Cerrojos, idusuario: string, alSerLider: () => void): CerrojoMantenido =>
  cerrojos.mantener(nombreCerrojoLider(idusuario), alSerLider);
