import { estado, id, VERSION_ESQUEMA } from './comun';

/** Posición relativa (0..1) en la imagen del plano. */
const posicion = { type: 'number', minimum: 0, maximum: 1 } as const;

/**
 * Dónde está un material instalado en el plano de su sistema (un fichero de imagen del sistema,
 * idtabla 96): x e y relativos a la imagen. Una colección aparte y no campos de material_sistema para no
 * cambiar un esquema ya publicado en la versión 63 (ver docs/decisiones.md). El id es el del material
 * (un material está en un plano a la vez), así dos dispositivos que lo colocan sin conexión escriben el
 * mismo documento.
 */
export const planomaterialSchema = {
  title: 'plano_material',
  version: VERSION_ESQUEMA,
  primaryKey: 'idplano_material',
  type: 'object',
  properties: {
    idplano_material: id,
    idmaterial_sistema: id,
    idsistema: id,
    idfichero: id,
    x: posicion,
    y: posicion,
    estado,
  },
  required: ['idplano_material', 'idmaterial_sistema', 'idsistema', 'idfichero', 'x', 'y', 'estado'],
  indexes: ['idsistema'],
  additionalProperties: false,
} as const;
