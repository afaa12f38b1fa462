import { estado, fechaOpcional, id, texto, textoOpcional, VERSION_ESQUEMA } from './comun';

/** Material instalado en un sistema, con su número de serie y ubicación. */
export const materialsistemaSchema = {
  title: 'material_sistema',
  version: VERSION_ESQUEMA,
  primaryKey: 'idmaterial_sistema',
  type: 'object',
  properties: {
    idmaterial_sistema: id,
    idsistema: id,
    idarticulo: id,
    descripcion: texto,
    numserie: textoOpcional,
    ubicacion: textoOpcional,
    fecha_instalacion: fechaOpcional,
    estado,
  },
  required: ['idmaterial_sistema', 'idsistema', 'idarticulo', 'descripcion', 'estado'],
  indexes: ['idsistema'],
  additionalProperties: false,
} as const;
