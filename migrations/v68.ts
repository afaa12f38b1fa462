/**
 * Versión 68 (issue 32, la historia de la oficina bajo demanda, decisión 78; las demás colecciones siguen
 * donde estaban): el estado de la sincronización guarda qué colecciones son bajo demanda para el usuario
 * (`bajo_demanda`) y cuáles tiene suscritas una pantalla, con su caducidad (`suscripciones`). Opcionales:
 * un estado de antes vale tal cual (paso identidad) y el próximo sync.pull los rellena.
 */
import type { ColeccionCualquiera } from '../schemas';
import type { CambioEsquema, DocMigrado, PasoMigracion } from './tipos';

/** Lo que la 68 cambió, por colección (sirve para derivar los esquemas 67). */
export const CAMBIOS_V68: Partial<Record<ColeccionCualquiera, CambioEsquema>> = {
  sync: { campos: ['bajo_demanda', 'suscripciones'] },
};

export const pasosV68: Partial<Record<ColeccionCualquiera, PasoMigracion>> = { sync: (doc: DocMigrado) => doc };
