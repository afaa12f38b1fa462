import { estado, id, idOpcional, texto, VERSION_ESQUEMA } from './comun';

/** Técnico: un empleado que ejecuta partes; idalmacen es su furgoneta. */
export const tecnicoSchema = {
  title: 'tecnico',
  version: VERSION_ESQUEMA,
  primaryKey: 'idtecnico',
  type: 'object',
  properties: {
    idtecnico: id,
    idempleado: id,
    nombre: texto,
    iddelegacion: id,
    idalmacen: idOpcional,
    estado,
  },
  required: ['idtecnico', 'idempleado', 'nombre', 'iddelegacion', 'estado'],
  additionalProperties: false,
} as const;
