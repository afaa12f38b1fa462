import { estado, fecha, fechaOpcional, id, idOpcional, importeEur, instante, texto, textoOpcional, VERSION_ESQUEMA } from './comun';

/**
 * Operación comercial (la oportunidad de Salesforce, el «lead/opportunity» de Odoo CRM): de un cliente o
 * de un cliente potencial (uno de los dos ids; el otro, ''), con su etapa, probabilidad y fecha prevista
 * de cierre. Puede nacer de un sistema, de una orden o de un parte (un técnico que ve una venta) y
 * llevar a un presupuesto. Ganada y perdida son las etapas cerradas. El importe son sus líneas.
 */
export const operacioncrmSchema = {
  title: 'operacioncrm',
  version: VERSION_ESQUEMA,
  primaryKey: 'idoperacioncrm',
  type: 'object',
  properties: {
    idoperacioncrm: id,
    titulo: texto,
    descripcion: textoOpcional,
    idcliente: id,
    idcliente_potencial: id,
    idsistema: idOpcional,
    idorden_trabajo: idOpcional,
    idparte_trabajo: idOpcional,
    idpresupuestocli: idOpcional,
    iddelegacion: id,
    idcomercial: idOpcional,
    /** Técnico que la anotó desde un parte (partes/{id}/simple-add), si vino de ahí. */
    idtecnico: idOpcional,
    etapa: { type: 'string', enum: ['nueva', 'cualificada', 'propuesta', 'negociacion', 'ganada', 'perdida'] },
    probabilidad: { type: 'integer', minimum: 0, maximum: 100, multipleOf: 1 },
    fecha_alta: fecha,
    fprevista_cierre: fechaOpcional,
    fcierre: fechaOpcional,
    motivo_perdida: textoOpcional,
    origen: textoOpcional,
    importe_estimado: importeEur,
    actualizado: instante,
    estado,
  },
  required: ['idoperacioncrm', 'titulo', 'idcliente', 'idcliente_potencial', 'iddelegacion', 'etapa', 'probabilidad', 'fecha_alta', 'importe_estimado', 'actualizado', 'estado'],
  indexes: ['idcliente', 'idcliente_potencial'],
  additionalProperties: false,
} as const;
