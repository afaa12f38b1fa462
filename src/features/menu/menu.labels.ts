import type { AppId } from '../../../schemas';

/** Nombre de cada app en el menú principal, en el orden de la especificación. */
export const etiquetasApp: Record<AppId, string> = {
  comerciales: 'Comerciales',
  tecnicos: 'Técnicos',
  vigilantes: 'Vigilantes',
  custodiaLlaves: 'Custodia de llaves',
  almacen: 'Almacén',
  presencia: 'Presencia',
};

export { ordenApps } from '../../../schemas/pantalla-inicial';
