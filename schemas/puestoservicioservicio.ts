import { estado, fecha, fechaOpcional, id, textoOpcional, VERSION_ESQUEMA } from './comun';

/**
 * Servicio contratado en un puesto (vigilancia nocturna, control de accesos, acuda…): horario de
 * referencia, días de la semana (1 lunes … 7 domingo) y vigilantes que pide. Cada servicio tiene su
 * cuadrante mensual (cuadranteturno).
 */
export const puestoservicioservicioSchema = {
  title: 'puesto_servicio_servicio',
  version: VERSION_ESQUEMA,
  primaryKey: 'idpuesto_servicio_servicio',
  type: 'object',
  properties: {
    idpuesto_servicio_servicio: id,
    idpuesto_servicio: id,
    descripcion: { type: 'string', maxLength: 200 },
    tipo: { type: 'string', enum: ['vigilancia', 'control_accesos', 'rondas', 'acuda', 'recepcion'] },
    hora_inicio: { type: 'string', maxLength: 5 },
    hora_fin: { type: 'string', maxLength: 5 },
    dias: { type: 'array', items: { type: 'integer', minimum: 1, maximum: 7 } },
    vigilantes: { type: 'integer', minimum: 1, maximum: 50, multipleOf: 1 },
    fecha_alta: fecha,
    fecha_baja: fechaOpcional,
    observaciones: textoOpcional,
    estado,
  },
  required: ['idpuesto_servicio_servicio', 'idpuesto_servicio', 'descripcion', 'tipo', 'hora_inicio', 'hora_fin', 'dias', 'vigilantes', 'fecha_alta', 'estado'],
  indexes: ['idpuesto_servicio'],
  additionalProperties: false,
} as const;
