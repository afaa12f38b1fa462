/**
 * Versión 69 (issue 32, lo bajo demanda por registro, decisión 90; las demás colecciones siguen donde
 * estaban): el estado de la sincronización guarda qué colecciones bajan solo por registro padre suscrito
 * (`por_padre`, con el campo y el padre) y qué registros padre tiene suscritos una pantalla, con su
 * caducidad (`padres`). Opcionales: un estado de antes vale tal cual (paso identidad) y el próximo sync.pull
 * los rellena.
 */
import type { ColeccionCualquiera } from '../schemas';
import type { CambioEsquema, DocMigrado, PasoMigracion } from './tipos';

/** Lo que la 69 cambió, por colección (sirve para derivar los esquemas 68). */
export const CAMBIOS_V69: Partial<Record<ColeccionCualquiera, CambioEsquema>> = {
  sync: { campos: ['por_padre', 'padres'] },
};

export const pasosV69: Partial<Record<ColeccionCualquiera, PasoMigracion>> = { sync: (doc: DocMigrado) => doc };
