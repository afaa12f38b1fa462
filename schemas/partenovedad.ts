import { estado, id, instante, instanteOpcional, textoOpcional } from './comun';
import { camposHora, VERSION_HORA } from './hora';

/**
 * Parte de novedad: el informe de un vigilante sobre lo ocurrido en su puesto (intrusión, avería, incendio,
 * acceso no autorizado…), con sus novedades (líneas con hora), fotos y ficheros. `fecha` es la hora del
 * dispositivo y `recibido` la del servidor al recibirlo.
 */
export const partenovedadSchema = {
  title: 'parte_novedad',
  version: VERSION_HORA,
  primaryKey: 'idparte_novedad',
  type: 'object',
  properties: {
    idparte_novedad: id,
    numero: { type: 'string', maxLength: 30 },
    idpuesto_servicio: id,
    idvigilante: id,
    fecha: instante,
    recibido: instanteOpcional,
    titulo: { type: 'string', maxLength: 200 },
    descripcion: textoOpcional,
    gravedad: { type: 'string', enum: ['baja', 'media', 'alta'] },
    avisados: textoOpcional,
    ...camposHora,
    estado,
  },
  required: ['idparte_novedad', 'numero', 'idpuesto_servicio', 'idvigilante', 'fecha', 'titulo', 'gravedad', 'estado'],
  indexes: ['idpuesto_servicio', 'fecha'],
  additionalProperties: false,
} as const;
