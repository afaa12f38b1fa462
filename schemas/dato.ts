import { estado, id, instante, VERSION_ESQUEMA } from './comun';

/**
 * Valor de un campo de datos personalizados (campodato) de un registro cualquiera: el par idtabla + id
 * dice de qué registro es, como en fichero y nota. Su id es fijo (idDato), así que dos dispositivos que
 * rellenan el mismo campo del mismo registro escriben el mismo documento.
 */
export const datoSchema = {
  title: 'dato',
  version: VERSION_ESQUEMA,
  primaryKey: 'iddato',
  type: 'object',
  properties: {
    iddato: id,
    idtabla: { type: 'integer', minimum: 0, maximum: 100000, multipleOf: 1 },
    id,
    idcampo_dato: id,
    valor: { type: ['string', 'number', 'boolean', 'null'] },
    actualizado: instante,
    estado,
  },
  required: ['iddato', 'idtabla', 'id', 'idcampo_dato', 'valor', 'actualizado', 'estado'],
  indexes: ['id'],
  additionalProperties: false,
} as const;

/** Mezcla de 128 bits (cyrb128, dominio público): la misma en el dispositivo y en el servidor. */
const huella128 = (texto: string): string => {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < texto.length; i++) {
    const k = texto.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1, h2, h3, h4].map((h) => (h >>> 0).toString(16).padStart(8, '0')).join('');
};

/**
 * Id del valor de un campo de un registro: 'idtabla-idcampo-id' si cabe en 36 caracteres (ids del
 * servidor) y si no (un registro creado sin conexión, con UUID) 'h' + una huella de 128 bits de lo mismo.
 */
export const idDato = (idtabla: number, id: string, idcampo_dato: string): string => {
  const legible = `${idtabla}-${idcampo_dato}-${id}`;
  return legible.length <= 36 ? legible : `h${huella128(legible)}`;
};
