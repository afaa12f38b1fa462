import { estado, id, idOpcional, instanteOpcional, textoOpcional, VERSION_ESQUEMA } from './comun';

/**
 * Llavero en custodia: las llaves de un cliente o de un puesto que la empresa guarda (para acudas y
 * servicios). `situacion` dice si está dentro o fuera; mientras está fuera, `idmovimiento_llave` es su
 * salida, con quién lo tiene y cuándo debe volver (vencido si pasa esa hora).
 */
export const llaveroSchema = {
  title: 'llavero',
  version: VERSION_ESQUEMA,
  primaryKey: 'idllavero',
  type: 'object',
  properties: {
    idllavero: id,
    codigo: { type: 'string', maxLength: 60 },
    descripcion: { type: 'string', maxLength: 200 },
    idpuesto_servicio: idOpcional,
    iddelegacion: id,
    numero_llaves: { type: 'integer', minimum: 1, maximum: 500, multipleOf: 1 },
    ubicacion: textoOpcional,
    situacion: { type: 'string', enum: ['dentro', 'fuera'] },
    idmovimiento_llave: idOpcional,
    en_poder: textoOpcional,
    fprevista_devolucion: instanteOpcional,
    observaciones: textoOpcional,
    estado,
  },
  required: ['idllavero', 'codigo', 'descripcion', 'iddelegacion', 'numero_llaves', 'situacion', 'estado'],
  indexes: ['codigo'],
  additionalProperties: false,
} as const;
