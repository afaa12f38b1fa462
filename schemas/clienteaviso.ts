import { estado, id, instante, texto, VERSION_ESQUEMA } from './comun';

/** Aviso al cliente sobre uno de sus sistemas (alarma, avería, aviso de revisión, impago…), leído o no. */
export const clienteavisoSchema = {
  title: 'cliente_aviso',
  version: VERSION_ESQUEMA,
  primaryKey: 'idcliente_aviso',
  type: 'object',
  properties: {
    idcliente_aviso: id,
    idcliente: id,
    idsistema: id,
    fecha: instante,
    tipo: { type: 'string', enum: ['alarma', 'averia', 'aviso_revision', 'impago', 'otro'] },
    texto,
    leido: { type: 'boolean' },
    estado,
  },
  required: ['idcliente_aviso', 'idcliente', 'idsistema', 'fecha', 'tipo', 'texto', 'leido', 'estado'],
  indexes: ['idsistema'],
  additionalProperties: false,
} as const;
