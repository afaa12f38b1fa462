import { estado, fecha, id, idOpcional, instante, instanteOpcional, texto, textoOpcional, VERSION_ESQUEMA } from './comun';

/**
 * Cliente potencial (prospecto, el «lead» de Odoo o Salesforce): persona o empresa a la que un comercial
 * visita antes de que sea cliente. Al convertirlo (clientePotencial.convertirSync) nace un cliente con
 * su id en `idcliente`; el prospecto queda como convertido (`fconversion`), no se borra.
 */
export const clientepotencialSchema = {
  title: 'cliente_potencial',
  version: VERSION_ESQUEMA,
  primaryKey: 'idcliente_potencial',
  type: 'object',
  properties: {
    idcliente_potencial: id,
    codigo: texto,
    nombre: texto,
    nif: textoOpcional,
    email: textoOpcional,
    /** Sector o actividad (comercio, industria, hostelería, comunidad de propietarios, vivienda…). */
    actividad: textoOpcional,
    /** De dónde vino: web, llamada, referido, feria, puerta fría, campaña. */
    origen: { type: 'string', enum: ['web', 'llamada', 'referido', 'feria', 'puerta_fria', 'campana', 'otro'] },
    /** Qué le interesa: alarma, CCTV, control de accesos, incendios, vigilancia, mantenimiento. */
    interes: textoOpcional,
    iddelegacion: id,
    idcomercial: idOpcional,
    /** Cliente en el que se convirtió (null mientras es prospecto). */
    idcliente: idOpcional,
    fconversion: instanteOpcional,
    fecha_alta: fecha,
    observaciones: textoOpcional,
    actualizado: instante,
    estado,
  },
  required: ['idcliente_potencial', 'codigo', 'nombre', 'origen', 'iddelegacion', 'fecha_alta', 'actualizado', 'estado'],
  additionalProperties: false,
} as const;
