/**
 * Mutadores del presupuesto y del contrato (issue 15), los mismos en el dispositivo y en el servidor:
 *  - presupuestoCli.crearSync: nace en elaboración, con número 'P' + 8 hex de su id, la delegación de su
 *    dueño (cliente o prospecto) y su comercial; con `plantilla`, con los subsistemas y líneas que el
 *    dispositivo copió de ella (ids del dispositivo: el servidor aplica lo que el comercial vio).
 *  - presupuestoCli.cambiarEstadoSync: las transiciones de replication/presupuestos.ts; enviar al cliente
 *    congela una revisión; rechazar pide motivo; deshacer o anular un aceptado, que no tenga contrato.
 *  - presupuestoCli.aceptarSync: exige todo lo de `faltasParaAceptar` (la misma lista que enseña la
 *    pantalla) y congela la revisión aceptada.
 *  - presupuestoCli.guardarRevisionSync: una revisión a mano, con su motivo.
 *  - presupuestoCli.repartirCuotasSync: sustituye las cuotas por n que suman el total al céntimo.
 *  - contrato.desdePresupuestoSync: el contrato de un presupuesto aceptado o firmado de un cliente (uno por
 *    presupuesto); sus cuotas, materiales y servicios llevan el id de la cuota, línea y mantenimiento.
 * Las líneas, cuotas, ubicaciones, subsistemas y mantenimiento se escriben con los genéricos; sus reglas
 * de escritura (REGLAS_ESCRITURA_PRESUPUESTOS) los rechazan si el presupuesto ya no es editable y, las
 * líneas, recalculan sus totales en la misma Tx. Cambiar de estado, aceptar y guardar una revisión escriben
 * el presupuesto con guardarPresupuesto (replication/sobres.ts): dejar de estar aceptado o cambiar de
 * revisión anula en la misma Tx sus sobres de firma abiertos (lo enviado ya no es lo que hay).
 */
import { z } from '../zod';
import { derivar, entidades, type DocDe } from '../../schemas';
import { ErrorNegocio } from '../errores';
import { esFecha, MENSAJE_FECHA_NO_VALIDA } from '../fechas-validas';
import { definirMutador, noExiste, type ContextoMutacion } from '../mutador';
import {
  datoRelleno, esEditable, faltasParaAceptar, MENSAJES_PRESUPUESTO, numeroContrato, numeroPresupuesto, puedePasar, repartirImporte,
  TIPOS_IVA, totalesPresupuesto,
} from '../presupuestos';
import type { ReglasEscritura } from '../reglas-escritura';
import { guardarPresupuesto } from '../sobres';
import type { Doc, Tx } from '../tx';
import { validarCampos, validarDocumentoEntero } from '../validacion-campos';

const id = z.string().min(1).max(36);
const idOpcional = id.nullable();
const zFecha = z.string().refine(esFecha, MENSAJE_FECHA_NO_VALIDA);
const formaPago = z.enum(['contado', 'transferencia', 'domiciliacion', 'tarjeta', 'financiacion']).nullable();

/** idtabla del presupuesto (106, schemas/index.ts): sus datos personalizados y ficheros. */
export const IDTABLA_PRESUPUESTO: number = entidades.presupuestocli.idtabla ?? 106;

export const MENSAJES_CONTRATO = {
  noAceptado: 'Solo se puede hacer el contrato de un presupuesto aceptado o firmado',
  deProspecto: 'El presupuesto es de un cliente potencial: conviértelo en cliente antes de hacer el contrato',
  yaTiene: (numero: string) => `El presupuesto ya tiene el contrato ${numero}`,
} as const;

const leerPresupuesto = async (tx: Tx, idpresupuestocli: string): Promise<DocDe<'presupuestocli'>> => {
  const p = await tx.get('presupuestocli', idpresupuestocli);
  if (!p) throw noExiste('presupuestocli', idpresupuestocli);
  return p;
};

const activos = <T extends { estado: number }>(docs: readonly T[]): T[] => docs.filter((d) => d.estado > 0);

/** Recalcula base, IVA y total del presupuesto con sus líneas activas (solo escribe si cambian). */
export const recalcularTotales = async (tx: Tx, idpresupuestocli: string, ctx: ContextoMutacion): Promise<void> => {
  const p = await tx.get('presupuestocli', idpresupuestocli);
  if (!p) return;
  const t = totalesPresupuesto(await tx.find('lpresupuestocli', { idpresupuestocli }));
  if (p.base === t.base && p.cuota_iva === t.cuota_iva && p.total === t.total) return;
  await tx.put('presupuestocli', { ...p, base: t.base, cuota_iva: t.cuota_iva, total: t.total, actualizado: ctx.ahora });
};

/** El presupuesto con todo lo que cuelga de él (activo), como se congela en una revisión. */
const copiaPresupuesto = async (tx: Tx, p: DocDe<'presupuestocli'>) => {
  const f = { idpresupuestocli: p.idpresupuestocli };
  return {
    presupuesto: p,
    lineas: activos(await tx.find('lpresupuestocli', f)).sort((a, b) => a.orden - b.orden),
    cuotas: activos(await tx.find('cuotapresupuesto', f)).sort((a, b) => a.numero - b.numero),
    ubicaciones: activos(await tx.find('ubicacionpresupuesto', f)),
    subsistemas: activos(await tx.find('subsispresupuesto', f)).sort((a, b) => a.numero - b.numero),
    mantenimientos: activos(await tx.find('mantpresupuesto', f)),
  };
};

/** Congela el presupuesto (ya con su estado nuevo) como la revisión siguiente y devuelve su número. */
const congelar = async (tx: Tx, p: DocDe<'presupuestocli'>, idrevision: string, motivo: string, ctx: ContextoMutacion): Promise<number> => {
  if (ctx.lado === 'servidor' && (await tx.get('revisionpresupuesto', idrevision))) {
    throw new ErrorNegocio('yaExiste', `Ya existe el registro ${idrevision} de revision presupuesto`);
  }
  const numero = p.num_revision + 1;
  const copia = await copiaPresupuesto(tx, { ...p, num_revision: numero });
  await tx.put('revisionpresupuesto', {
    idrevision_presupuesto: idrevision, idpresupuestocli: p.idpresupuestocli, numero, fecha: ctx.ahora, motivo,
    estado_presupuesto: p.estado, base: p.base, cuota_iva: p.cuota_iva, total: p.total, copia, estado: 1,
  });
  return numero;
};

/** Reúne lo que la regla de aceptación necesita, leído de la Tx (el servidor no se fía del dispositivo). */
export const datosAceptacion = async (tx: Tx, p: DocDe<'presupuestocli'>) => {
  const f = { idpresupuestocli: p.idpresupuestocli };
  const iddir = p.iddireccion_instalacion ?? null;
  const direccion = iddir
    ? p.idcliente
      ? await tx.get('direccion', iddir).then((d) => (d && d.idcliente === p.idcliente ? d : null))
      : await tx.get('direccionpotencial', iddir).then((d) => (d && d.idcliente_potencial === p.idcliente_potencial ? d : null))
    : null;
  const cuenta = p.idcuenta_bancaria ? await tx.get('cuentabancaria', p.idcuenta_bancaria) : null;
  const requeridos = activos(await tx.find('campodato', { idtabla: IDTABLA_PRESUPUESTO })).filter((c) => c.requerido);
  const datos = await tx.find('dato', { idtabla: IDTABLA_PRESUPUESTO, id: p.idpresupuestocli });
  return {
    presupuesto: p,
    lineas: activos(await tx.find('lpresupuestocli', f)).length,
    cuotas: activos(await tx.find('cuotapresupuesto', f)).map((c) => c.importe),
    ubicaciones: activos(await tx.find('ubicacionpresupuesto', f)).length,
    direccion,
    cuenta: cuenta && (cuenta.idcliente === p.idcliente || cuenta.idcliente_potencial === p.idcliente_potencial) ? cuenta : null,
    requeridos,
    conValor: new Set(datos.filter((d) => d.estado > 0 && datoRelleno(d.valor)).map((d) => d.idcampo_dato)),
  };
};

const lineaPlantilla = z.object({
  idlpresupuestocli: id,
  idsubsis_presupuesto: idOpcional,
  idarticulo: idOpcional,
  descripcion: z.string().min(1).max(200),
  unidades: z.number().positive().max(1_000_000),
  precio: z.number().min(0).max(100_000_000),
  dto: z.number().min(0).max(100),
  iva: z.union(TIPOS_IVA.map((t) => z.literal(t))),
});

const crear = definirMutador({
  metodo: 'presupuestoCli.crearSync',
  descripcion: 'Presupuesto creado',
  sobre: { coleccion: 'presupuestocli', campo: 'idpresupuestocli' },
  params: z.object({
    idpresupuestocli: id,
    idcliente: z.string().max(36),
    idcliente_potencial: z.string().max(36),
    titulo: z.string().min(1).max(200),
    fecha: zFecha,
    fvalidez: zFecha.nullable(),
    idoperacioncrm: idOpcional,
    condiciones: z.string().max(20000).nullable(),
    observaciones: z.string().max(4000).nullable(),
    plantilla: z
      .object({
        idplantilla_presupuesto: id,
        subsistemas: z.array(z.object({ idsubsis_presupuesto: id, numero: z.number().int().min(1).max(1000), descripcion: z.string().min(1).max(200) })).max(50),
        lineas: z.array(lineaPlantilla).max(1000),
      })
      .nullable(),
  }),
  permiso: { objeto: 'presupuestocli', accion: 'insertar' },
  apps: ['comerciales'],
  async aplicar(tx, p, ctx) {
    if (ctx.lado === 'servidor' && (await tx.get('presupuestocli', p.idpresupuestocli))) {
      throw new ErrorNegocio('yaExiste', `Ya existe el registro ${p.idpresupuestocli} de presupuestocli`);
    }
    let iddelegacion: string;
    let idcomercial: string | null = ctx.usuario.idcomercial;
    if (p.idcliente) {
      const c = await tx.get('cliente', p.idcliente);
      if (!c || c.estado <= 0) throw noExiste('cliente', p.idcliente);
      iddelegacion = c.iddelegacion;
      idcomercial ??= (await tx.get('clientecomercial', p.idcliente))?.idcomercial ?? null;
    } else {
      const c = p.idcliente_potencial ? await tx.get('clientepotencial', p.idcliente_potencial) : null;
      if (!c || c.estado <= 0) throw noExiste('cliente_potencial', p.idcliente_potencial);
      iddelegacion = c.iddelegacion;
      idcomercial ??= c.idcomercial ?? null;
    }
    if (p.plantilla) {
      const plantilla = await tx.get('plantillapresupuesto', p.plantilla.idplantilla_presupuesto);
      if (!plantilla || plantilla.estado <= 0) throw noExiste('plantilla_presupuesto', p.plantilla.idplantilla_presupuesto);
    }
    const lineas = p.plantilla?.lineas ?? [];
    const t = totalesPresupuesto(lineas.map((l) => ({ ...l, estado: 1 })));
    const doc: DocDe<'presupuestocli'> = {
      idpresupuestocli: p.idpresupuestocli, numero: numeroPresupuesto(p.idpresupuestocli), titulo: p.titulo.trim(),
      idcliente: p.idcliente, idcliente_potencial: p.idcliente ? '' : p.idcliente_potencial, iddelegacion, idcomercial,
      idoperacioncrm: p.idoperacioncrm, idplantilla_presupuesto: p.plantilla?.idplantilla_presupuesto ?? null,
      fecha: p.fecha, fvalidez: p.fvalidez, iddireccion_instalacion: null, forma_pago: null, forma_pago_cuotas: null, idcuenta_bancaria: null,
      condiciones: p.condiciones, observaciones: p.observaciones, base: t.base, cuota_iva: t.cuota_iva, total: t.total, num_revision: 0,
      faceptacion: null, ffirma: null, frechazo: null, motivo_rechazo: null, actualizado: ctx.ahora, estado: 1,
    };
    validarCampos('presupuestocli', doc);
    validarDocumentoEntero('presupuestocli', doc);
    await tx.put('presupuestocli', doc);
    const subsis = new Set<string>();
    for (const s of p.plantilla?.subsistemas ?? []) {
      subsis.add(s.idsubsis_presupuesto);
      await tx.put('subsispresupuesto', { ...s, idpresupuestocli: p.idpresupuestocli, observaciones: null, estado: 1 });
    }
    for (const [i, l] of lineas.entries()) {
      if (l.idsubsis_presupuesto && !subsis.has(l.idsubsis_presupuesto)) throw noExiste('subsis_presupuesto', l.idsubsis_presupuesto);
      const linea = { ...l, idpresupuestocli: p.idpresupuestocli, orden: (i + 1) * 10, importe: 0, estado: 1 };
      await tx.put('lpresupuestocli', derivar('lpresupuestocli', linea) as DocDe<'lpresupuestocli'>);
    }
    return { idpresupuestocli: p.idpresupuestocli, numero: doc.numero };
  },
});

const cambiarEstado = definirMutador({
  metodo: 'presupuestoCli.cambiarEstadoSync',
  descripcion: 'Presupuesto cambiado de estado',
  sobre: { coleccion: 'presupuestocli', campo: 'idpresupuestocli' },
  params: z.object({
    idpresupuestocli: id,
    estado: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(5)]),
    motivo: z.string().max(500).nullable(),
    /** Al enviar al cliente (2): el id de la revisión que se congela. */
    idrevision_presupuesto: idOpcional,
  }),
  permiso: { objeto: 'presupuestocli', accion: 'editar' },
  apps: ['comerciales'],
  async aplicar(tx, p, ctx) {
    const actual = await leerPresupuesto(tx, p.idpresupuestocli);
    if (!puedePasar(actual.estado, p.estado)) throw new ErrorNegocio('regla', MENSAJES_PRESUPUESTO.transicion(actual.estado, p.estado));
    if (actual.estado === 3) {
      const contrato = activos(await tx.find('contrato', { idpresupuestocli: p.idpresupuestocli }))[0];
      if (contrato) throw new ErrorNegocio('regla', MENSAJES_PRESUPUESTO.conContrato(contrato.numero));
    }
    const motivo = p.motivo?.trim() || null;
    if (p.estado === 5 && !motivo) throw new ErrorNegocio('validacion', MENSAJES_PRESUPUESTO.rechazoSinMotivo);
    let nuevo: DocDe<'presupuestocli'> = {
      ...actual, estado: p.estado, actualizado: ctx.ahora,
      ...(p.estado === 5 ? { frechazo: ctx.ahora, motivo_rechazo: motivo } : {}),
      ...(actual.estado === 3 ? { faceptacion: null } : {}),
    };
    if (p.estado === 2) {
      if (!p.idrevision_presupuesto) throw new ErrorNegocio('validacion', 'Falta el identificador de la revisión');
      nuevo = { ...nuevo, num_revision: await congelar(tx, nuevo, p.idrevision_presupuesto, motivo ?? 'Enviado al cliente', ctx) };
    }
    await guardarPresupuesto(tx, actual, nuevo, ctx);
    return { idpresupuestocli: p.idpresupuestocli, estado: p.estado };
  },
});

const aceptar = definirMutador({
  metodo: 'presupuestoCli.aceptarSync',
  descripcion: 'Presupuesto aceptado',
  sobre: { coleccion: 'presupuestocli', campo: 'idpresupuestocli' },
  params: z.object({ idpresupuestocli: id, idrevision_presupuesto: id }),
  permiso: { objeto: 'presupuestocli', accion: 'editar' },
  apps: ['comerciales'],
  async aplicar(tx, p, ctx) {
    const actual = await leerPresupuesto(tx, p.idpresupuestocli);
    if (!puedePasar(actual.estado, 3)) throw new ErrorNegocio('regla', MENSAJES_PRESUPUESTO.transicion(actual.estado, 3));
    const faltas = faltasParaAceptar(await datosAceptacion(tx, actual));
    if (faltas.length > 0) throw new ErrorNegocio('regla', MENSAJES_PRESUPUESTO.noAceptable(faltas));
    const aceptado: DocDe<'presupuestocli'> = { ...actual, estado: 3, faceptacion: ctx.ahora, actualizado: ctx.ahora };
    const revision = await congelar(tx, aceptado, p.idrevision_presupuesto, 'Aceptado por el cliente', ctx);
    await guardarPresupuesto(tx, actual, { ...aceptado, num_revision: revision }, ctx);
    return { idpresupuestocli: p.idpresupuestocli, revision };
  },
});

const guardarRevision = definirMutador({
  metodo: 'presupuestoCli.guardarRevisionSync',
  descripcion: 'Revisión del presupuesto guardada',
  sobre: { coleccion: 'presupuestocli', campo: 'idpresupuestocli' },
  params: z.object({ idpresupuestocli: id, idrevision_presupuesto: id, motivo: z.string().trim().min(1, 'Campo requerido').max(500) }),
  permiso: { objeto: 'presupuestocli', accion: 'editar' },
  apps: ['comerciales'],
  async aplicar(tx, p, ctx) {
    const actual = await leerPresupuesto(tx, p.idpresupuestocli);
    if (!esEditable(actual.estado)) throw new ErrorNegocio('regla', MENSAJES_PRESUPUESTO.noEditable(actual.estado));
    const revision = await congelar(tx, actual, p.idrevision_presupuesto, p.motivo.trim(), ctx);
    await guardarPresupuesto(tx, actual, { ...actual, num_revision: revision, actualizado: ctx.ahora }, ctx);
    return { idpresupuestocli: p.idpresupuestocli, revision };
  },
});

const repartirCuotas = definirMutador({
  metodo: 'presupuestoCli.repartirCuotasSync',
  descripcion: 'Cuotas del presupuesto repartidas',
  sobre: { coleccion: 'presupuestocli', campo: 'idpresupuestocli' },
  params: z.object({
    idpresupuestocli: id,
    cuotas: z.array(z.object({ idcuota_presupuesto: id, fecha: zFecha })).min(1).max(120),
    forma_pago: formaPago,
  }),
  permiso: { objeto: 'cuota_presupuesto', accion: 'insertar' },
  apps: ['comerciales'],
  async aplicar(tx, p) {
    const actual = await leerPresupuesto(tx, p.idpresupuestocli);
    if (!esEditable(actual.estado)) throw new ErrorNegocio('regla', MENSAJES_PRESUPUESTO.noEditable(actual.estado));
    if (actual.total <= 0) throw new ErrorNegocio('regla', MENSAJES_PRESUPUESTO.sinTotal);
    const nuevas = new Set(p.cuotas.map((c) => c.idcuota_presupuesto));
    for (const c of await tx.find('cuotapresupuesto', { idpresupuestocli: p.idpresupuestocli })) {
      if (!nuevas.has(c.idcuota_presupuesto)) await tx.remove('cuotapresupuesto', c.idcuota_presupuesto);
    }
    const importes = repartirImporte(actual.total, p.cuotas.length);
    for (const [i, c] of p.cuotas.entries()) {
      await tx.put('cuotapresupuesto', {
        idcuota_presupuesto: c.idcuota_presupuesto, idpresupuestocli: p.idpresupuestocli, numero: i + 1, fecha: c.fecha,
        importe: importes[i] ?? 0, forma_pago: p.forma_pago ?? actual.forma_pago_cuotas ?? null, estado: 1,
      });
    }
    return { idpresupuestocli: p.idpresupuestocli, cuotas: importes };
  },
});

const desdePresupuesto = definirMutador({
  metodo: 'contrato.desdePresupuestoSync',
  descripcion: 'Contrato creado desde un presupuesto',
  sobre: { coleccion: 'presupuestocli', campo: 'idpresupuestocli' },
  params: z.object({
    idcontrato: id,
    idpresupuestocli: id,
    fecha_inicio: zFecha,
    duracion_meses: z.number().int().min(1).max(600),
    renovacion_automatica: z.boolean(),
    observaciones: z.string().max(4000).nullable(),
  }),
  permiso: { objeto: 'contrato', accion: 'insertar' },
  apps: ['comerciales'],
  async aplicar(tx, p, ctx) {
    if (ctx.lado === 'servidor' && (await tx.get('contrato', p.idcontrato))) {
      throw new ErrorNegocio('yaExiste', `Ya existe el registro ${p.idcontrato} de contrato`);
    }
    const pre = await leerPresupuesto(tx, p.idpresupuestocli);
    if (pre.estado !== 3 && pre.estado !== 4) throw new ErrorNegocio('regla', MENSAJES_CONTRATO.noAceptado);
    if (!pre.idcliente) throw new ErrorNegocio('regla', MENSAJES_CONTRATO.deProspecto);
    const otro = activos(await tx.find('contrato', { idpresupuestocli: p.idpresupuestocli }))[0];
    if (otro) throw new ErrorNegocio('regla', MENSAJES_CONTRATO.yaTiene(otro.numero));
    const c = await copiaPresupuesto(tx, pre);
    const doc: DocDe<'contrato'> = {
      idcontrato: p.idcontrato, numero: numeroContrato(p.idcontrato), idpresupuestocli: pre.idpresupuestocli, idcliente: pre.idcliente,
      iddelegacion: pre.iddelegacion, idcomercial: pre.idcomercial ?? null, titulo: pre.titulo, fecha_inicio: p.fecha_inicio,
      duracion_meses: p.duracion_meses, fecha_fin: null, renovacion_automatica: p.renovacion_automatica,
      iddireccion_instalacion: pre.iddireccion_instalacion ?? null, forma_pago: pre.forma_pago ?? null, forma_pago_cuotas: pre.forma_pago_cuotas ?? null,
      idcuenta_bancaria: pre.idcuenta_bancaria ?? null, base: pre.base, cuota_iva: pre.cuota_iva, total: pre.total,
      condiciones: pre.condiciones ?? null, observaciones: p.observaciones?.trim() || null, actualizado: ctx.ahora, estado: 1,
    };
    validarCampos('contrato', doc);
    await tx.put('contrato', doc);
    for (const q of c.cuotas) {
      await tx.put('cuotacontrato', {
        idcontrato_cuota: q.idcuota_presupuesto, idcontrato: p.idcontrato, numero: q.numero, fecha: q.fecha, importe: q.importe,
        forma_pago: q.forma_pago ?? pre.forma_pago_cuotas ?? null, cobrada: false, fcobro: null, observaciones: null, estado: 1,
      });
    }
    const subsistema = new Map(c.subsistemas.map((s) => [s.idsubsis_presupuesto, s.descripcion]));
    for (const l of c.lineas) {
      await tx.put('materialcontrato', {
        idmaterial_contrato: l.idlpresupuestocli, idcontrato: p.idcontrato, idarticulo: l.idarticulo ?? null,
        subsistema: l.idsubsis_presupuesto ? (subsistema.get(l.idsubsis_presupuesto) ?? null) : null, descripcion: l.descripcion,
        unidades: l.unidades, precio: l.precio, dto: l.dto, iva: l.iva, importe: l.importe, orden: l.orden, estado: 1,
      });
    }
    for (const m of c.mantenimientos) {
      await tx.put('serviciocontratado', {
        idservicio_contratado: m.idmant_presupuesto, idcontrato: p.idcontrato, concepto: m.concepto, periodicidad: m.periodicidad,
        importe: m.importe, fecha_alta: p.fecha_inicio, fecha_baja: null, observaciones: m.observaciones ?? null, estado: 1,
      });
    }
    return { idcontrato: p.idcontrato, numero: doc.numero };
  },
});

export const mutadoresPresupuestos = [crear, cambiarEstado, aceptar, guardarRevision, repartirCuotas, desdePresupuesto] as const;

const presupuestoEditable = (padre: Doc): string | null => {
  const estado = typeof padre.estado === 'number' ? padre.estado : -1;
  return esEditable(estado) ? null : MENSAJES_PRESUPUESTO.noEditable(estado);
};
const delPresupuesto = { coleccion: 'presupuestocli', campo: 'idpresupuestocli' } as const;

/**
 * Lo que cuelga del presupuesto solo se escribe mientras es editable (en elaboración o pendiente del
 * cliente); el propio presupuesto, igual. Las líneas recalculan sus totales; un subsistema con líneas y
 * una línea con ubicaciones no se borran.
 */
export const REGLAS_ESCRITURA_PRESUPUESTOS: ReglasEscritura = {
  presupuestocli: { padre: delPresupuesto, bloqueo: presupuestoEditable },
  lpresupuestocli: {
    padre: delPresupuesto,
    bloqueo: presupuestoEditable,
    antesDeBorrar: async (tx, doc) =>
      activos(await tx.find('ubicacionpresupuesto', { idlpresupuestocli: String(doc.idlpresupuestocli) })).length > 0 ? MENSAJES_PRESUPUESTO.lineaConUbicaciones : null,
    despues: recalcularTotales,
  },
  cuotapresupuesto: { padre: delPresupuesto, bloqueo: presupuestoEditable },
  ubicacionpresupuesto: { padre: delPresupuesto, bloqueo: presupuestoEditable },
  subsispresupuesto: {
    padre: delPresupuesto,
    bloqueo: presupuestoEditable,
    antesDeBorrar: async (tx, doc) =>
      activos(await tx.find('lpresupuestocli', { idsubsis_presupuesto: String(doc.idsubsis_presupuesto) })).length > 0 ? MENSAJES_PRESUPUESTO.subsistemaConLineas : null,
  },
  mantpresupuesto: { padre: delPresupuesto, bloqueo: presupuestoEditable },
};
