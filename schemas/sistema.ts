import { estado, id, idOpcional, texto, textoOpcional, VERSION_ESQUEMA } from './comun';

/** Sistema de seguridad instalado en un cliente (intrusión, CCTV, incendio, control de accesos). */
export const sistemaSchema = {
  title: 'sistema',
  version: VERSION_ESQUEMA,
  primaryKey: 'idsistema',
  type: 'object',
  properties: {
    idsistema: id,
    idcliente: id,
    iddireccion: idOpcional,
    numero: texto,
    descripcion: texto,
    tipo: { type: 'string', enum: ['intrusion', 'cctv', 'incendio', 'control_accesos'] },
    observaciones: textoOpcional,
    estado,
  },
  required: ['idsistema', 'idcliente', 'numero', 'descripcion', 'tipo', 'estado'],
  indexes: ['idcliente'],
  additionalProperties: false,
} as const;
