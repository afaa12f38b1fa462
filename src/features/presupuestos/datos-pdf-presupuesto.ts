/**
 * Los datos del PDF de un presupuesto, reunidos del dispositivo (funciona sin conexión): `datosPdfDe` es la
 * regla pura (titular y su teléfono, dirección de instalación en una línea, IBAN enmascarado, comercial,
 * conceptos, totales con el desglose de IVA de totalesPresupuesto, cuotas, ubicaciones, mantenimiento y los
 * nombres de estado, formas de pago y periodicidades) y `leerDatosPdfPresupuesto` la lectura de RxDB que
 * la alimenta. `pdfPresupuesto` genera el documento (pdf-lib se carga bajo demanda) y `nombreSinRepetir`
 * elige el nombre con que se guarda en la documentación del presupuesto.
 */
import type { VigiaDatabase } from '../../../replication/cliente';
import { nombreEstado, nombreFormaPago, PERIODICIDADES, totalesPresupuesto } from '../../../replication/presupuestos';
import { entidades, type DocDe } from '../../../schemas';
import { leerEmpresa } from '../../lib/pdf/empresa';
import type { EmpresaPdf } from '../../lib/pdf/membrete';
import { ibanEnmascarado } from '../contratos/contratos';
import { textoDireccion } from '../subregistros/entidades';
import type { DatosPdfPresupuesto } from './pdf-presupuesto';
import type { CuotaPresupuesto, LineaPresupuesto, MantPresupuesto, Presupuesto, SubsistemaPresupuesto, UbicacionPresupuesto } from './presupuestos';

/** idtabla de presupuestocli: los ficheros (y los PDF) del presupuesto llevan idtabla 106 e id = el presupuesto. */
export const IDTABLA_PRESUPUESTO = entidades.presupuestocli.idtabla ?? 106;

export const PRESUPUESTO_NO_ESTA = 'El presupuesto no está en este dispositivo';

/**
 * Lo del dispositivo que lleva el PDF. Lo que el presupuesto nombra por id (titular, dirección, cuenta,
 * comercial) va tal cual, aunque se haya dado de baja: el documento dice lo que dice el presupuesto. De los
 * hijos y los teléfonos solo cuentan los activos (los demás se quitan aquí).
 */
export interface PresupuestoReunido {
  presupuesto: Presupuesto;
  /** El cliente o el cliente potencial; null si no está en el dispositivo. */
  titular: Pick<DocDe<'cliente'>, 'nombre' | 'codigo' | 'nif' | 'email'> | null;
  telefonos: readonly { numero: string; estado: number; idsistema?: string | null }[];
  direccion: Pick<DocDe<'direccion'>, 'direccion' | 'cp' | 'poblacion' | 'provincia'> | null;
  cuenta: Pick<DocDe<'cuentabancaria'>, 'iban'> | null;
  comercial: Pick<DocDe<'empleado'>, 'nombre' | 'apellidos'> | null;
  lineas: readonly LineaPresupuesto[];
  subsistemas: readonly SubsistemaPresupuesto[];
  cuotas: readonly CuotaPresupuesto[];
  ubicaciones: readonly UbicacionPresupuesto[];
  mantenimientos: readonly MantPresupuesto[];
  empresa: EmpresaPdf;
}

const activos = <T extends { estado: number }>(xs: readonly T[]): T[] => xs.filter((x) => x.estado > 0);
const oNulo = (x: string | null | undefined): string | null => (x ? x : null);

/** El teléfono que va en el PDF: el primero activo, antes los del titular que los de un sistema suyo. */
export const telefonoPrincipal = (telefonos: PresupuestoReunido['telefonos']): string | null => {
  const vivos = activos(telefonos);
  return (vivos.find((t) => !t.idsistema) ?? vivos[0])?.numero ?? null;
};

/** Los datos del PDF a partir de lo reunido; `generado` es el instante que figura en el documento. */
export const datosPdfDe = (r: PresupuestoReunido, generado: Date): DatosPdfPresupuesto => {
  const p = r.presupuesto;
  const lineas = activos(r.lineas).sort((a, b) => a.orden - b.orden || a.idlpresupuestocli.localeCompare(b.idlpresupuestocli));
  const totales = totalesPresupuesto(lineas);
  const descripcionLinea = new Map(r.lineas.map((l) => [l.idlpresupuestocli, l.descripcion]));
  const comercial = r.comercial ? `${r.comercial.nombre} ${r.comercial.apellidos}`.trim() : '';
  return {
    empresa: r.empresa,
    presupuesto: {
      numero: p.numero,
      titulo: p.titulo,
      fecha: p.fecha,
      fvalidez: oNulo(p.fvalidez),
      estado: nombreEstado(p.estado),
      revision: p.num_revision,
      formaPago: oNulo(nombreFormaPago(p.forma_pago)),
      formaPagoCuotas: oNulo(nombreFormaPago(p.forma_pago_cuotas)),
      condiciones: oNulo(p.condiciones),
      observaciones: oNulo(p.observaciones),
      comercial: oNulo(comercial),
    },
    cliente: {
      nombre: r.titular?.nombre ?? '—',
      codigo: oNulo(r.titular?.codigo),
      nif: oNulo(r.titular?.nif),
      email: oNulo(r.titular?.email),
      telefono: telefonoPrincipal(r.telefonos),
    },
    direccion: r.direccion ? textoDireccion(r.direccion) : null,
    cuenta: r.cuenta ? ibanEnmascarado(r.cuenta.iban) : null,
    subsistemas: activos(r.subsistemas).map((s) => ({ idsubsis: s.idsubsis_presupuesto, numero: s.numero, descripcion: s.descripcion })),
    lineas: lineas.map((l) => ({ descripcion: l.descripcion, idsubsis: oNulo(l.idsubsis_presupuesto), unidades: l.unidades, precio: l.precio, dto: l.dto, iva: l.iva, importe: l.importe })),
    impuestos: totales.impuestos,
    base: totales.base,
    cuotaIva: totales.cuota_iva,
    total: totales.total,
    cuotas: activos(r.cuotas)
      .sort((a, b) => a.numero - b.numero)
      // Una cuota sin forma de pago propia se paga como dice el presupuesto para las cuotas.
      .map((c) => ({ numero: c.numero, fecha: c.fecha, importe: c.importe, formaPago: nombreFormaPago(c.forma_pago ?? p.forma_pago_cuotas) })),
    ubicaciones: activos(r.ubicaciones).map((u) => ({
      descripcion: u.descripcion,
      planta: oNulo(u.planta),
      elemento: (u.idlpresupuestocli && descripcionLinea.get(u.idlpresupuestocli)) || null,
      unidades: u.unidades,
    })),
    mantenimientos: activos(r.mantenimientos).map((m) => ({ concepto: m.concepto, periodicidad: PERIODICIDADES[m.periodicidad], importe: m.importe })),
    generado,
  };
};

/** Reúne del dispositivo lo del PDF de un presupuesto; si el presupuesto no está, 'El presupuesto no está en este dispositivo'. */
export const reunirPresupuesto = async (db: VigiaDatabase, idpresupuestocli: string): Promise<PresupuestoReunido> => {
  const doc = await db.presupuestocli.findOne(idpresupuestocli).exec();
  if (!doc) throw new Error(PRESUPUESTO_NO_ESTA);
  const p = doc.toMutableJSON();
  const hijos = { selector: { idpresupuestocli: { $eq: idpresupuestocli } } };
  const deCliente = p.idcliente !== '';
  const iddireccion = p.iddireccion_instalacion;
  const [titular, telefonos, direcciones, cuenta, comercial, lineas, subsistemas, cuotas, ubicaciones, mantenimientos, empresa] = await Promise.all([
    deCliente ? db.cliente.findOne(p.idcliente).exec() : p.idcliente_potencial ? db.clientepotencial.findOne(p.idcliente_potencial).exec() : null,
    deCliente
      ? db.telefono.find({ selector: { idcliente: { $eq: p.idcliente } } }).exec()
      : db.telefonopotencial.find({ selector: { idcliente_potencial: { $eq: p.idcliente_potencial } } }).exec(),
    // La dirección conserva su id al convertir el prospecto: puede estar en cualquiera de las dos colecciones.
    iddireccion ? Promise.all([db.direccion.findOne(iddireccion).exec(), db.direccionpotencial.findOne(iddireccion).exec()]) : [null, null],
    p.idcuenta_bancaria ? db.cuentabancaria.findOne(p.idcuenta_bancaria).exec() : null,
    p.idcomercial ? db.empleado.findOne(p.idcomercial).exec() : null,
    db.lpresupuestocli.find(hijos).exec(),
    db.subsispresupuesto.find(hijos).exec(),
    db.cuotapresupuesto.find(hijos).exec(),
    db.ubicacionpresupuesto.find(hijos).exec(),
    db.mantpresupuesto.find(hijos).exec(),
    leerEmpresa(db),
  ]);
  const [direccion, direccionPotencial] = direcciones;
  return {
    presupuesto: p,
    titular: titular?.toMutableJSON() ?? null,
    telefonos: telefonos.map((t) => ({ numero: t.numero, estado: t.estado, idsistema: 'idsistema' in t ? t.idsistema : null })),
    direccion: (deCliente ? (direccion ?? direccionPotencial) : (direccionPotencial ?? direccion))?.toMutableJSON() ?? null,
    cuenta: cuenta?.toMutableJSON() ?? null,
    comercial: comercial?.toMutableJSON() ?? null,
    lineas: lineas.map((d) => d.toMutableJSON()),
    subsistemas: subsistemas.map((d) => d.toMutableJSON()),
    cuotas: cuotas.map((d) => d.toMutableJSON()),
    ubicaciones: ubicaciones.map((d) => d.toMutableJSON()),
    mantenimientos: mantenimientos.map((d) => d.toMutableJSON()),
    empresa,
  };
};

/** Los datos del PDF del presupuesto tal como está ahora en el dispositivo. */
export const leerDatosPdfPresupuesto = async (db: VigiaDatabase, idpresupuestocli: string, generado: Date = new Date()): Promise<DatosPdfPresupuesto> =>
  datosPdfDe(await reunirPresupuesto(db, idpresupuestocli), generado);

/** El PDF del presupuesto tal como está ahora, con su nombre (presupuesto-{numero}-r{revision}.pdf). */
export const pdfPresupuesto = async (db: VigiaDatabase, idpresupuestocli: string): Promise<{ bytes: Uint8Array; nombre: string }> => {
  // pdf-lib va en su propio trozo: se descarga la primera vez y queda en la caché del service worker.
  const [{ generarPdfPresupuesto, nombrePdfPresupuesto }, datos] = await Promise.all([import('./pdf-presupuesto'), leerDatosPdfPresupuesto(db, idpresupuestocli)]);
  return { bytes: await generarPdfPresupuesto(datos), nombre: nombrePdfPresupuesto(datos.presupuesto.numero, datos.presupuesto.revision) };
};

/**
 * Un nombre que no está entre los que ya hay: el mismo si está libre; si no, con ' (2)', ' (3)'… antes de
 * la extensión ('presupuesto-P1-r0.pdf' → 'presupuesto-P1-r0 (2).pdf'). Se compara el nombre exacto.
 */
export const nombreSinRepetir = (nombre: string, existentes: Iterable<string>): string => {
  const usados = new Set(existentes);
  if (!usados.has(nombre)) return nombre;
  const punto = nombre.lastIndexOf('.');
  const base = punto > 0 ? nombre.slice(0, punto) : nombre;
  const extension = punto > 0 ? nombre.slice(punto) : '';
  for (let n = 2; ; n++) {
    const candidato = `${base} (${n})${extension}`;
    if (!usados.has(candidato)) return candidato;
  }
};
