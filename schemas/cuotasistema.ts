import { estado, fecha, fechaOpcional, id, importeEur, texto, VERSION_ESQUEMA } from './comun';

/** Cuota (servicio contratado) de un sistema: concepto, importe en EUR, periodicidad, alta y baja. */
export const cuotasistemaSchema = {
  title: 'cuota_sistema',
  version: VERSION_ESQUEMA,
  primaryKey: 'idcuota_sistema',
  type: 'object',
  properties: {
    idcuota_sistema: id,
    idsistema: id,
    concepto: texto,
    importe: importeEur,
    periodicidad: { type: 'string', enum: ['mensual', 'trimestral', 'anual'] },
    fecha_alta: fecha,
    fecha_baja: fechaOpcional,
    estado,
  },
  required: ['idcuota_sistema', 'idsistema', 'concepto', 'importe', 'periodicidad', 'fecha_alta', 'estado'],
  indexes: ['idsistema'],
  additionalProperties: false,
} as const;
