import { estado, fecha, fechaOpcional, id, importeEur, texto, textoOpcional, VERSION_ESQUEMA } from './comun';
import { periodicidad } from './mantpresupuesto';

/** Servicio contratado (el mantenimiento del presupuesto, con su id): periódico, con alta y baja. */
export const serviciocontratadoSchema = {
  title: 'servicio_contratado',
  version: VERSION_ESQUEMA,
  primaryKey: 'idservicio_contratado',
  type: 'object',
  properties: {
    idservicio_contratado: id,
    idcontrato: id,
    concepto: texto,
    periodicidad,
    importe: importeEur,
    fecha_alta: fecha,
    fecha_baja: fechaOpcional,
    observaciones: textoOpcional,
    estado,
  },
  required: ['idservicio_contratado', 'idcontrato', 'concepto', 'periodicidad', 'importe', 'fecha_alta', 'estado'],
  indexes: ['idcontrato'],
  additionalProperties: false,
} as const;
