import { estado, fecha, id, idOpcional, numero, textoOpcional, VERSION_ESQUEMA } from './comun';

/**
 * Una celda del cuadrante: un vigilante en un servicio de un puesto un día, con su turno. `inicio` y `fin`
 * son hora local de Madrid ('YYYY-MM-DDTHH:MM', el fin puede ser del día siguiente) y `horas` su
 * duración: de ellos salen las reglas del cuadrante (replication/cuadrantes.ts).
 */
export const cuadranteturnoSchema = {
  title: 'cuadrante',
  version: VERSION_ESQUEMA,
  primaryKey: 'idcuadrante',
  type: 'object',
  properties: {
    idcuadrante: id,
    idpuesto_servicio: id,
    idpuesto_servicio_servicio: id,
    idvigilante: id,
    fecha,
    idturno_puesto: idOpcional,
    codigo: { type: 'string', maxLength: 4 },
    inicio: { type: 'string', maxLength: 16 },
    fin: { type: 'string', maxLength: 16 },
    horas: numero,
    observaciones: textoOpcional,
    estado,
  },
  required: ['idcuadrante', 'idpuesto_servicio', 'idpuesto_servicio_servicio', 'idvigilante', 'fecha', 'codigo', 'inicio', 'fin', 'horas', 'estado'],
  indexes: [['idpuesto_servicio_servicio', 'fecha'], ['idvigilante', 'fecha']],
  additionalProperties: false,
} as const;
