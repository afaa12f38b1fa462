/**
 * Versión 70 (issue 32, decisión 91; las demás colecciones siguen donde estaban): un padre suscrito puede
 * llevar `foto: false`, cuando lo suscribió un cambio hecho en el dispositivo (una línea nueva de un registro
 * bajo demanda por registro) y su foto aún no ha bajado. Opcional: un estado de antes vale tal cual (sus
 * padres los suscribió una pantalla que bajó su foto).
 */
import type { ColeccionCualquiera } from '../schemas';
import type { CambioEsquema, DocMigrado, PasoMigracion } from './tipos';

/** Lo que la 70 cambió, por colección (sirve para derivar los esquemas 69): los padres, sin `foto`. */
export const CAMBIOS_V70: Partial<Record<ColeccionCualquiera, CambioEsquema>> = {
  sync: {
    antes: {
      padres: {
        type: 'array',
        maxItems: 5000,
        items: {
          type: 'object',
          properties: { coleccion: { type: 'string', maxLength: 40 }, id: { type: 'string', maxLength: 36 }, caduca: { type: 'string', maxLength: 40 } },
          required: ['coleccion', 'id', 'caduca'],
          additionalProperties: false,
        },
      },
    },
  },
};

export const pasosV70: Partial<Record<ColeccionCualquiera, PasoMigracion>> = { sync: (doc: DocMigrado) => doc };
