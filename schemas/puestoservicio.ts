import { estado, fecha, id, idOpcional, numeroOpcional, texto, textoOpcional, VERSION_ESQUEMA } from './comun';

/**
 * Puesto de servicio: el edificio, la nave o el polígono donde la empresa presta vigilancia, con sus
 * consignas (instrucciones permanentes del cliente para los vigilantes). Lo ven su delegación y los
 * vigilantes asignados (puestovigilante).
 */
export const puestoservicioSchema = {
  title: 'puesto_servicio',
  version: VERSION_ESQUEMA,
  primaryKey: 'idpuesto_servicio',
  type: 'object',
  properties: {
    idpuesto_servicio: id,
    codigo: { type: 'string', maxLength: 20 },
    nombre: { type: 'string', maxLength: 200 },
    idcliente: idOpcional,
    iddelegacion: id,
    direccion: texto,
    poblacion: textoOpcional,
    provincia: textoOpcional,
    lat: numeroOpcional,
    lng: numeroOpcional,
    telefono: textoOpcional,
    contacto: textoOpcional,
    consignas: textoOpcional,
    observaciones: textoOpcional,
    fecha_alta: fecha,
    estado,
  },
  required: ['idpuesto_servicio', 'codigo', 'nombre', 'iddelegacion', 'direccion', 'fecha_alta', 'estado'],
  indexes: ['nombre'],
  additionalProperties: false,
} as const;
