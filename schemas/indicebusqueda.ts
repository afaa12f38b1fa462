import { instante, VERSION_ESQUEMA } from './comun';

/**
 * Índice de búsqueda de una lista (solo local, src/ui/lista/indice-busqueda.ts): el texto normalizado en el
 * que busca la lista de cada documento de una colección (p. ej. código, nombre y NIF de cada cliente), en
 * un solo texto JSON `[[id, texto], …]`, y hasta qué cambio de la colección está al día (el punto de
 * `getChangedDocumentsSince` de RxDB). Un documento por colección y campos buscados.
 */
export const indicebusquedaSchema = {
  title: 'indice_busqueda',
  version: VERSION_ESQUEMA,
  primaryKey: 'idindice',
  type: 'object',
  properties: {
    /** `<colección>|<campos separados por comas>`. */
    idindice: { type: 'string', maxLength: 300 },
    /** El punto de la colección hasta el que llega: `_meta.lwt` y el id del último documento leído. */
    lwt: { type: 'number', minimum: 0, maximum: 1e16 },
    ultimo: { type: 'string', maxLength: 100 },
    /** Cuándo empezó la última lectura de la colección (ms): lo escrito antes con un lwt anterior ya estaba. */
    leido: { type: 'number', minimum: 0, maximum: 1e16 },
    documentos: { type: 'integer', minimum: 0, maximum: 1e9, multipleOf: 1 },
    entradas: { type: 'string' },
    guardado: instante,
  },
  required: ['idindice', 'lwt', 'ultimo', 'leido', 'documentos', 'entradas', 'guardado'],
  additionalProperties: false,
} as const;
