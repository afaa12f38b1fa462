/**
 * Mutadores con reglas de negocio del día del técnico (issue 5), los mismos en el dispositivo y en el
 * servidor:
 *  - parteTrabajo.instalarMaterialSync: una línea del parte con material de la furgoneta o de un almacén,
 *    su salida de existencias (movimiento) y, si el parte tiene sistema, el material instalado en él;
 *  - parteTrabajo.instalarPlantillaSync: todas las líneas de una plantilla de artículos de una vez;
 *  - materialSistema.sustituirSync / desinstalarSync / accionSync: el material afectado del sistema;
 *  - cobro.insertSync: lo que pagó el cliente, con un recibo que no se repite;
 *  - fichero.subirSync: un adjunto con su contenido (base64), limitado por tamano_maximo_fichero_mb;
 *  - parteTrabajo.descargarSync: 'Descargar' un parte de su delegación que no tiene asignado.
 * Los ids de todo lo que se crea vienen en los parámetros (creados en el dispositivo), así que el
 * resultado es el mismo en los dos lados y una entrega repetida no duplica nada.
 */
import { z } from '../zod';
import { derivar, idStock, redondear2, type DocDe } from '../../schemas';
import { ErrorNegocio } from '../errores';
import { zInstante } from '../fechas-validas';
import { definirMutador, noExiste, type ContextoMutacion } from '../mutador';
import type { Tx } from '../tx';
import { sumarAlSaldoCaja } from './caja';
import { validarCampos } from '../validacion-campos';

/**
 * Prefijo de la descripción de la salida de una sustitución (materialSistema.sustituirSync), que no lleva
 * línea del parte: el cálculo del material sobrante de un parte (replication/mutadores/vehiculos.ts) la reconoce por él.
 */
export const PREFIJO_SUSTITUCION = 'Sustitución de ';

const id = z.string().min(1).max(36);
const idOpcional = id.nullable().optional();

/** Mensajes de estas reglas (también los muestra la pantalla antes de encolar). */
export const MENSAJES_TECNICO = {
  parteNoPendiente: 'El parte no está pendiente',
  unidades: 'Las unidades deben ser mayores que 0',
  sinExistencias: (disponibles: number) => `No hay existencias suficientes en el almacén (quedan ${disponibles})`,
  plantillaVacia: 'La plantilla no tiene artículos',
  plantillaCambiada: 'La plantilla ha cambiado: vuelve a abrirla',
  reciboRepetido: 'El número de recibo ya existe',
  importe: 'El importe debe ser mayor que 0',
  ficheroGrande: 'El fichero es demasiado grande',
  ficheroContenido: 'El contenido del fichero no coincide con su tamaño',
  materialDesinstalado: 'El material ya no está instalado',
  soloTecnicos: 'Solo un técnico puede descargar partes',
  parteAjeno: 'No puedes descargar un parte de otra delegación',
} as const;

/** Tamaño máximo de un adjunto si el parámetro no está (MB). */
export const TAMANO_MAXIMO_FICHERO_MB = 10;

const parteParaTrabajar = async (tx: Tx, idparte: string): Promise<DocDe<'partetrabajo'>> => {
  const parte = await tx.get('partetrabajo', idparte);
  if (!parte) throw noExiste('parte_trabajo', idparte);
  if (parte.estado !== 1) throw new ErrorNegocio('regla', MENSAJES_TECNICO.parteNoPendiente);
  return parte;
};

const accionRealizada = (idaccion: string, idparte: string, descripcion: string, estado: 1 | 2): DocDe<'accionejec'> => ({
  idaccion_ejec: idaccion, idparte_trabajo: idparte, descripcion, observaciones: null, estado,
});

const paramsInstalar = z.object({
  idparte_trabajo: id,
  idlparte_trabajo: id,
  idmovimiento_stock: id,
  idarticulo: id,
  idalmacen: id,
  unidades: z.number().positive().max(100000),
  precio: z.number().min(0).max(10_000_000).optional(),
  dto: z.number().min(0).max(100).optional(),
  numserie: z.string().max(60).nullable().optional(),
  ubicacion: z.string().max(200).nullable().optional(),
  /** Con sistema: id (creado en el dispositivo) del material que queda instalado en él. */
  idmaterial_sistema: idOpcional,
});
type ParamsInstalar = z.infer<typeof paramsInstalar>;

/** Resultado de una salida de material: las existencias que quedan y si no llegaban. */
export interface ResultadoInstalar {
  idlparte_trabajo: string;
  existencias: number;
  sin_existencias: boolean;
}

export interface Movimiento {
  idmovimiento_stock: string;
  almacen: DocDe<'almacen'>;
  articulo: Pick<DocDe<'articulo'>, 'idarticulo'>;
  /** Con signo: negativas salen del almacén, positivas entran. */
  unidades: number;
  motivo: DocDe<'movimientostock'>['motivo'];
  /** El parte del movimiento; null en los que no son de un parte (descargar la furgoneta). */
  parte: DocDe<'partetrabajo'> | null;
  descripcion: string;
  /** El técnico del movimiento si no es el del parte ni el de la sesión (la entrada en su furgoneta de un pedido). */
  idtecnico?: string | null;
}

/**
 * Un movimiento de existencias: ajusta el documento de stock del almacén (id fijo, idStock) y deja el
 * movimiento. Una salida que deja el stock en negativo queda marcada `sin_existencias` para conciliar.
 */
export const moverExistencias = async (tx: Tx, ctx: ContextoMutacion, m: Movimiento): Promise<{ existencias: number; sin_existencias: boolean }> => {
  const idstock = idStock(m.almacen.idalmacen, m.articulo.idarticulo);
  const stock = await tx.get('stock', idstock);
  const existencias = (stock?.unidades ?? 0) + m.unidades;
  await tx.put('stock', {
    idstock, idalmacen: m.almacen.idalmacen, idarticulo: m.articulo.idarticulo, unidades: existencias, actualizado: ctx.ahora, estado: 1,
  });
  const sin_existencias = m.unidades < 0 && existencias < 0;
  await tx.put('movimientostock', {
    idmovimiento_stock: m.idmovimiento_stock, idalmacen: m.almacen.idalmacen, idarticulo: m.articulo.idarticulo, unidades: m.unidades,
    motivo: m.motivo, idparte_trabajo: m.parte?.idparte_trabajo ?? null, idtecnico: m.idtecnico !== undefined ? m.idtecnico : (m.parte?.idtecnico ?? ctx.usuario.idtecnico ?? null),
    sin_existencias, fecha: ctx.ahora, descripcion: m.descripcion, estado: 1,
  });
  return { existencias, sin_existencias };
};

/** Almacén de un movimiento opcional (sustituir / desinstalar): los dos ids juntos o ninguno. */
const almacenOpcional = z.object({ idalmacen: id, idmovimiento_stock: id }).nullable().optional();

export const almacenDe = async (tx: Tx, idalmacen: string): Promise<DocDe<'almacen'>> => {
  const almacen = await tx.get('almacen', idalmacen);
  if (!almacen) throw noExiste('almacen', idalmacen);
  return almacen;
};

/**
 * Instala material en un parte. Las existencias nunca bajan de cero en silencio: si no llegan, la salida
 * se registra igual (el técnico ya lo ha puesto) con `sin_existencias` para que el almacén lo concilie,
 * y la pantalla lo avisa antes con el mismo cálculo.
 */
const instalar = async (tx: Tx, p: ParamsInstalar, ctx: ContextoMutacion): Promise<ResultadoInstalar> => {
  const parte = await parteParaTrabajar(tx, p.idparte_trabajo);
  const articulo = await tx.get('articulo', p.idarticulo);
  if (!articulo) throw noExiste('articulo', p.idarticulo);
  const almacen = await almacenDe(tx, p.idalmacen);

  const linea = derivar('lpartetrabajo', {
    idlparte_trabajo: p.idlparte_trabajo, idparte_trabajo: parte.idparte_trabajo, idarticulo: articulo.idarticulo,
    descripcion: articulo.descripcion, unidades: p.unidades, precio: p.precio ?? articulo.precio, dto: p.dto ?? 0, importe: 0,
    numserie: p.numserie ?? null, estado: 1,
  }) as DocDe<'lpartetrabajo'>;
  await tx.put('lpartetrabajo', linea);

  const { existencias, sin_existencias } = await moverExistencias(tx, ctx, {
    idmovimiento_stock: p.idmovimiento_stock, almacen, articulo, unidades: -p.unidades, motivo: 'instalacion', parte,
    descripcion: `${articulo.descripcion} en el parte ${parte.numero}`,
  });

  if (parte.idsistema && p.idmaterial_sistema) {
    await tx.put('materialsistema', {
      idmaterial_sistema: p.idmaterial_sistema, idsistema: parte.idsistema, idarticulo: articulo.idarticulo, descripcion: articulo.descripcion,
      numserie: p.numserie ?? null, ubicacion: p.ubicacion ?? null, fecha_instalacion: ctx.ahora.slice(0, 10), estado: 1,
    });
  }
  return { idlparte_trabajo: p.idlparte_trabajo, existencias, sin_existencias };
};

const instalarMaterial = definirMutador({
  metodo: 'parteTrabajo.instalarMaterialSync',
  descripcion: 'Material instalado en el parte',
  sobre: { coleccion: 'partetrabajo', campo: 'idparte_trabajo' },
  params: paramsInstalar,
  permiso: { objeto: 'lparte_trabajo', accion: 'insertar' },
  apps: ['tecnicos'],
  aplicar: (tx, p, ctx) => instalar(tx, p, ctx),
});

/** Líneas de una plantilla en un orden estable (el mismo en los dos lados). */
export const lineasPlantilla = async (tx: Pick<Tx, 'find'>, idplantilla: string): Promise<DocDe<'lplantillaarticulo'>[]> =>
  (await tx.find('lplantillaarticulo', { idplantilla_articulo: idplantilla }))
    .filter((l) => l.estado > 0)
    .sort((a, b) => a.idlplantilla_articulo.localeCompare(b.idlplantilla_articulo, 'es', { numeric: true }));

const instalarPlantilla = definirMutador({
  metodo: 'parteTrabajo.instalarPlantillaSync',
  descripcion: 'Plantilla de artículos instalada en el parte',
  sobre: { coleccion: 'partetrabajo', campo: 'idparte_trabajo' },
  params: z.object({
    idparte_trabajo: id,
    idplantilla_articulo: id,
    idalmacen: id,
    /** Ids creados en el dispositivo, uno por línea de la plantilla, en el orden de lineasPlantilla. */
    lineas: z.array(z.object({ idlparte_trabajo: id, idmovimiento_stock: id, idmaterial_sistema: idOpcional })).min(1).max(500),
  }),
  permiso: { objeto: 'lparte_trabajo', accion: 'insertar' },
  apps: ['tecnicos'],
  async aplicar(tx, p, ctx) {
    const lineas = await lineasPlantilla(tx, p.idplantilla_articulo);
    if (lineas.length === 0) throw new ErrorNegocio('regla', MENSAJES_TECNICO.plantillaVacia);
    if (lineas.length !== p.lineas.length) throw new ErrorNegocio('regla', MENSAJES_TECNICO.plantillaCambiada);
    const resultados: ResultadoInstalar[] = [];
    for (const [i, l] of lineas.entries()) {
      const ids = p.lineas[i];
      if (!ids) break;
      resultados.push(await instalar(tx, {
        ...ids, idparte_trabajo: p.idparte_trabajo, idarticulo: l.idarticulo, idalmacen: p.idalmacen, unidades: l.unidades,
      }, ctx));
    }
    return { lineas: resultados };
  },
});

const materialInstalado = async (tx: Tx, idmaterial: string): Promise<DocDe<'materialsistema'>> => {
  const m = await tx.get('materialsistema', idmaterial);
  if (!m) throw noExiste('material_sistema', idmaterial);
  if (m.estado <= 0) throw new ErrorNegocio('regla', MENSAJES_TECNICO.materialDesinstalado);
  return m;
};

const sustituir = definirMutador({
  metodo: 'materialSistema.sustituirSync',
  descripcion: 'Material del sistema sustituido',
  sobre: { coleccion: 'partetrabajo', campo: 'idparte_trabajo' },
  params: z.object({
    idmaterial_sistema: id, idparte_trabajo: id, idmaterial_nuevo: id, idaccion_ejec: id,
    numserie_nuevo: z.string().max(60).nullable(),
    /** De dónde sale la pieza nueva (la furgoneta): su salida de existencias. */
    salida: almacenOpcional,
  }),
  permiso: { objeto: 'material_sistema', accion: 'editar' },
  apps: ['tecnicos'],
  async aplicar(tx, p, ctx) {
    const parte = await parteParaTrabajar(tx, p.idparte_trabajo);
    const viejo = await materialInstalado(tx, p.idmaterial_sistema);
    if (p.salida) {
      await moverExistencias(tx, ctx, {
        idmovimiento_stock: p.salida.idmovimiento_stock, almacen: await almacenDe(tx, p.salida.idalmacen), articulo: viejo, unidades: -1,
        motivo: 'instalacion', parte, descripcion: `${PREFIJO_SUSTITUCION}${viejo.descripcion} en el parte ${parte.numero}`,
      });
    }
    await tx.put('materialsistema', { ...viejo, estado: 0 });
    await tx.put('materialsistema', {
      ...viejo, idmaterial_sistema: p.idmaterial_nuevo, numserie: p.numserie_nuevo, fecha_instalacion: ctx.ahora.slice(0, 10), estado: 1,
    });
    const de = viejo.numserie ?? 'sin número de serie';
    const a = p.numserie_nuevo ?? 'sin número de serie';
    await tx.put('accionejec', accionRealizada(p.idaccion_ejec, p.idparte_trabajo, `Sustitución de ${viejo.descripcion} (${de} → ${a})`, 2));
    return { idmaterial_sistema: p.idmaterial_nuevo };
  },
});

const desinstalar = definirMutador({
  metodo: 'materialSistema.desinstalarSync',
  descripcion: 'Material del sistema desinstalado',
  sobre: { coleccion: 'partetrabajo', campo: 'idparte_trabajo' },
  params: z.object({
    idmaterial_sistema: id, idparte_trabajo: id, idaccion_ejec: id, motivo: z.string().max(500).nullable().optional(),
    /** Adónde vuelve la pieza desinstalada (la furgoneta): su entrada de existencias. */
    devolucion: almacenOpcional,
  }),
  permiso: { objeto: 'material_sistema', accion: 'editar' },
  apps: ['tecnicos'],
  async aplicar(tx, p, ctx) {
    const parte = await parteParaTrabajar(tx, p.idparte_trabajo);
    const m = await materialInstalado(tx, p.idmaterial_sistema);
    if (p.devolucion) {
      await moverExistencias(tx, ctx, {
        idmovimiento_stock: p.devolucion.idmovimiento_stock, almacen: await almacenDe(tx, p.devolucion.idalmacen), articulo: m, unidades: 1,
        motivo: 'devolucion', parte, descripcion: `Desinstalación de ${m.descripcion} en el parte ${parte.numero}`,
      });
    }
    await tx.put('materialsistema', { ...m, estado: 0 });
    const motivo = p.motivo ? `: ${p.motivo}` : '';
    await tx.put('accionejec', accionRealizada(p.idaccion_ejec, p.idparte_trabajo, `Desinstalación de ${m.descripcion}${motivo}`, 2));
    return { idmaterial_sistema: p.idmaterial_sistema };
  },
});

/** Largo máximo del texto de una acción (del parte, de un material o correctora de una checklist). */
export const MAX_DESCRIPCION_ACCION = 1000;

/** Acción o anomalía sobre un material del sistema: queda como acción del parte. */
const accionMaterial = definirMutador({
  metodo: 'materialSistema.accionSync',
  descripcion: 'Acción o anomalía anotada en un material del sistema',
  sobre: { coleccion: 'partetrabajo', campo: 'idparte_trabajo' },
  params: z.object({
    idmaterial_sistema: id, idparte_trabajo: id, idaccion_ejec: id,
    tipo: z.enum(['accion', 'anomalia']), texto: z.string().trim().min(1).max(MAX_DESCRIPCION_ACCION),
  }),
  permiso: { objeto: 'accion_ejec', accion: 'insertar' },
  apps: ['tecnicos'],
  async aplicar(tx, p) {
    await parteParaTrabajar(tx, p.idparte_trabajo);
    const m = await tx.get('materialsistema', p.idmaterial_sistema);
    if (!m) throw noExiste('material_sistema', p.idmaterial_sistema);
    const etiqueta = p.tipo === 'anomalia' ? 'Anomalía' : 'Acción';
    await tx.put('accionejec', accionRealizada(p.idaccion_ejec, p.idparte_trabajo, `${etiqueta} en ${m.descripcion}: ${p.texto}`, p.tipo === 'anomalia' ? 1 : 2));
    return { idaccion_ejec: p.idaccion_ejec };
  },
});

const cobroInsert = definirMutador({
  metodo: 'cobro.insertSync',
  descripcion: 'Cobro al cliente registrado',
  sobre: { coleccion: 'partetrabajo', campo: 'idparte_trabajo', enDoc: true },
  datosDe: 'cobro',
  params: z.object({
    doc: z.object({
      idcobro: id, idparte_trabajo: id, importe: z.number(), forma_pago: z.enum(['efectivo', 'tarjeta', 'transferencia']),
      recibo: z.string().min(1).max(40), observaciones: z.string().max(2000).nullable().optional(), fecha: zInstante.optional(),
    }),
    /** El movimiento de la caja del técnico si cobra en efectivo (issue 17); sin él, solo el cobro. */
    idmovcaja: id.optional(),
  }),
  permiso: { objeto: 'cobro', accion: 'insertar' },
  apps: ['tecnicos'],
  async aplicar(tx, { doc, idmovcaja }, ctx) {
    const parte = await parteParaTrabajar(tx, doc.idparte_trabajo);
    if (!(doc.importe > 0)) throw new ErrorNegocio('validacion', MENSAJES_TECNICO.importe);
    // Al céntimo (exacto, la mitad lejos del cero) y con el límite de todo importe (schemas/dinero.ts).
    const importe = redondear2(doc.importe);
    validarCampos('cobro', { importe });
    const repetidos = await tx.find('cobro', { recibo: doc.recibo });
    if (repetidos.some((c) => c.idcobro !== doc.idcobro)) throw new ErrorNegocio('yaExiste', MENSAJES_TECNICO.reciboRepetido);
    await tx.put('cobro', {
      idcobro: doc.idcobro, idparte_trabajo: doc.idparte_trabajo, importe, forma_pago: doc.forma_pago,
      recibo: doc.recibo, observaciones: doc.observaciones ?? null, fecha: doc.fecha ?? ctx.ahora, estado: 1,
    });
    // El efectivo entra en la caja de quien cobra (la del técnico), en la misma Tx: sin conexión también.
    const idtecnico = ctx.usuario.idtecnico ?? parte.idtecnico;
    const caja = doc.forma_pago === 'efectivo' && idmovcaja && idtecnico ? (await tx.find('caja', { idtecnico })).find((c) => c.estado > 0) : undefined;
    if (caja && idmovcaja) {
      const movimiento: DocDe<'movimientocaja'> = {
        idmovcaja, idcaja: caja.idcaja, tipo: 'ingreso', fecha: doc.fecha ?? ctx.ahora, importe,
        concepto: `Cobro del parte ${parte.numero} (recibo ${doc.recibo})`.slice(0, 200), categoria: 'cobro', idcobro: doc.idcobro,
        idparte_trabajo: doc.idparte_trabajo, observaciones: null, estado: 1, actualizado: ctx.ahora,
      };
      await tx.put('movimientocaja', movimiento);
      // Y su saldo consolidado (issue 32), en la misma Tx: en el servidor, sobre el saldo que tiene él.
      await sumarAlSaldoCaja(tx, { antes: null, despues: movimiento });
    }
    return { idcobro: doc.idcobro, recibo: doc.recibo, idmovcaja: caja ? idmovcaja : null };
  },
});

/** Bytes que ocupa un contenido en base64 (sin decodificarlo). */
export const bytesBase64 = (b64: string): number => {
  const relleno = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
  return Math.floor((b64.length * 3) / 4) - relleno;
};

export const PARAMETRO_TAMANO_FICHERO = 'tamano_maximo_fichero_mb';

/** Límite de los adjuntos en bytes a partir del valor del parámetro (sin él, TAMANO_MAXIMO_FICHERO_MB). */
export const limiteFicheroDeValor = (valor: string | null | undefined): number => {
  const mb = Number(valor);
  return Math.round((valor !== null && valor !== undefined && Number.isFinite(mb) && mb > 0 ? mb : TAMANO_MAXIMO_FICHERO_MB) * 1024 * 1024);
};

/** Límite de los adjuntos en bytes: parámetro tamano_maximo_fichero_mb (el mismo en los dos lados). */
export const limiteFicheroBytes = async (tx: Pick<Tx, 'find'>): Promise<number> => {
  const [p] = await tx.find('parametro', { clave: PARAMETRO_TAMANO_FICHERO });
  return limiteFicheroDeValor(p?.valor);
};

const subirFichero = definirMutador({
  metodo: 'fichero.subirSync',
  descripcion: 'Fichero añadido',
  sobre: { porIdtabla: true, enDoc: true },
  datosDe: 'fichero',
  params: z.object({
    doc: z.object({
      idfichero: id, idtabla: z.number().int().min(0).max(100000), id, nombre: z.string().trim().min(1).max(255),
      tipo: z.string().min(1).max(120), tamano: z.number().int().min(0),
    }),
    contenido: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'El contenido no está en base64'),
  }),
  permiso: { objeto: 'fichero', accion: 'insertar' },
  apps: ['comerciales', 'tecnicos', 'vigilantes', 'custodiaLlaves', 'almacen', 'presencia'],
  async aplicar(tx, { doc, contenido }, ctx) {
    if (doc.tamano > (await limiteFicheroBytes(tx))) throw new ErrorNegocio('validacion', MENSAJES_TECNICO.ficheroGrande);
    if (bytesBase64(contenido) !== doc.tamano) throw new ErrorNegocio('validacion', MENSAJES_TECNICO.ficheroContenido);
    if (ctx.lado === 'servidor' && (await tx.get('fichero', doc.idfichero))) {
      throw new ErrorNegocio('yaExiste', `Ya existe el registro ${doc.idfichero} de fichero`);
    }
    await tx.put('fichero', { ...doc, creado: ctx.ahora, estado: 1 });
    await tx.guardarContenido?.(doc.idfichero, doc.tipo, contenido);
    return { idfichero: doc.idfichero };
  },
});

/**
 * Descargar a mano un parte: el servidor comprueba que es de la delegación del técnico (en el dispositivo
 * el parte aún no está, así que allí solo se anota). El parte y lo que cuelga de él llegan con el pull.
 */
const descargarParte = definirMutador({
  metodo: 'parteTrabajo.descargarSync',
  descripcion: 'Parte descargado en este dispositivo',
  sobre: { coleccion: 'partetrabajo', campo: 'idparte_trabajo' },
  params: z.object({ idparte_descargado: id, idparte_trabajo: id }),
  permiso: { objeto: 'parte_descargado', accion: 'insertar' },
  apps: ['tecnicos'],
  async aplicar(tx, p, ctx) {
    const idtecnico = ctx.usuario.idtecnico;
    if (!idtecnico) throw new ErrorNegocio('regla', MENSAJES_TECNICO.soloTecnicos);
    // El parte aún no es suyo: se lee con el alcance de la referencia que va a fijar (su delegación).
    const parte = await tx.get('partetrabajo', p.idparte_trabajo, { comoReferencia: { coleccion: 'partedescargado', campo: 'idparte_trabajo' } });
    if (ctx.lado === 'servidor') {
      if (!parte) throw noExiste('parte_trabajo', p.idparte_trabajo);
      if (parte.iddelegacion !== ctx.usuario.iddelegacion) throw new ErrorNegocio('permiso', MENSAJES_TECNICO.parteAjeno);
    }
    await tx.put('partedescargado', { idparte_descargado: p.idparte_descargado, idparte_trabajo: p.idparte_trabajo, idtecnico, fecha: ctx.ahora, estado: 1 });
    return { idparte_descargado: p.idparte_descargado };
  },
});

export const mutadoresTecnico = [
  instalarMaterial, instalarPlantilla, sustituir, desinstalar, accionMaterial, cobroInsert, subirFichero, descargarParte,
] as const;
