import { estado, id, texto, textoOpcional, VERSION_ESQUEMA } from './comun';

/**
 * Teléfono de un cliente potencial. Es una colección aparte de `telefono` (cuyo esquema, publicado en la
 * 63, no puede cambiar): al convertir el prospecto, cada uno pasa a ser un `telefono` del cliente nuevo
 * con el mismo id.
 */
export const telefonopotencialSchema = {
  title: 'telefono_potencial',
  version: VERSION_ESQUEMA,
  primaryKey: 'idtelefono_potencial',
  type: 'object',
  properties: {
    idtelefono_potencial: id,
    idcliente_potencial: id,
    numero: texto,
    descripcion: textoOpcional,
    estado,
  },
  required: ['idtelefono_potencial', 'idcliente_potencial', 'numero', 'estado'],
  indexes: ['idcliente_potencial'],
  additionalProperties: false,
} as const;
