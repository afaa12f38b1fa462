/** La copia congelada de una revisión: lo que se lee, lo que no, y la comparación con el presupuesto actual. */
import { describe, expect, it } from 'vitest';
import type { DocDe } from '../../../schemas';
import { compararConActual, esDocumentoDe, leerCopiaRevision } from './copia-revision';

const presupuesto = {
  idpresupuestocli: 'p1', numero: 'P0000ABCD', titulo: 'Alarma nave', idcliente: 'c1', idcliente_potencial: '', iddelegacion: '4',
  idcomercial: 'e1', idoperacioncrm: null, idplantilla_presupuesto: null, fecha: '2025-03-07', fvalidez: null, iddireccion_instalacion: 'd1',
  forma_pago: 'transferencia', forma_pago_cuotas: null, idcuenta_bancaria: null, condiciones: null, observaciones: null,
  base: 130, cuota_iva: 27.3, total: 157.3, num_revision: 2, faceptacion: null, ffirma: null, frechazo: null, motivo_rechazo: null,
  actualizado: '2025-03-07T10:00:00.000Z', estado: 2,
} satisfies DocDe<'presupuestocli'>;

const linea = (id: string, orden: number, importe: number, extra: Partial<DocDe<'lpresupuestocli'>> = {}): DocDe<'lpresupuestocli'> => ({
  idlpresupuestocli: id, idpresupuestocli: 'p1', idsubsis_presupuesto: 's1', idarticulo: null, descripcion: `Línea ${id}`,
  unidades: 1, precio: importe, dto: 0, iva: 21, importe, orden, estado: 1, ...extra,
});

const copiaValida = {
  presupuesto,
  // Desordenadas: la lectura las pone por su orden.
  lineas: [linea('l2', 20, 30), linea('l1', 10, 100)],
  cuotas: [
    { idcuota_presupuesto: 'q2', idpresupuestocli: 'p1', numero: 2, fecha: '2025-05-01', importe: 78.65, forma_pago: null, estado: 1 },
    { idcuota_presupuesto: 'q1', idpresupuestocli: 'p1', numero: 1, fecha: '2025-04-01', importe: 78.65, forma_pago: 'domiciliacion', estado: 1 },
  ] satisfies DocDe<'cuotapresupuesto'>[],
  ubicaciones: [
    { idubicacion_presupuesto: 'u1', idpresupuestocli: 'p1', idlpresupuestocli: 'l1', descripcion: 'Recepción', planta: 'Baja', unidades: 2, observaciones: null, estado: 1 },
  ] satisfies DocDe<'ubicacionpresupuesto'>[],
  subsistemas: [
    { idsubsis_presupuesto: 's2', idpresupuestocli: 'p1', numero: 2, descripcion: 'CCTV', observaciones: null, estado: 1 },
    { idsubsis_presupuesto: 's1', idpresupuestocli: 'p1', numero: 1, descripcion: 'Intrusión', observaciones: null, estado: 1 },
  ] satisfies DocDe<'subsispresupuesto'>[],
  mantenimientos: [
    { idmant_presupuesto: 'm1', idpresupuestocli: 'p1', concepto: 'Conexión a CRA', periodicidad: 'mensual', importe: 25, observaciones: null, estado: 1 },
  ] satisfies DocDe<'mantpresupuesto'>[],
};

/** La copia válida con un cambio en una de sus partes (lo que el servidor podría mandar mal). */
const con = (parte: string, valor: unknown): Record<string, unknown> => ({ ...copiaValida, [parte]: valor });

describe('leerCopiaRevision', () => {
  it('lee una copia como la guarda el servidor (tras pasar por JSON), con sus tipos y en orden', () => {
    const c = leerCopiaRevision(JSON.parse(JSON.stringify(copiaValida)));
    expect(c).not.toBeNull();
    expect(c?.presupuesto).toEqual(presupuesto);
    expect(c?.lineas.map((l) => l.idlpresupuestocli)).toEqual(['l1', 'l2']);
    expect(c?.cuotas.map((q) => q.numero)).toEqual([1, 2]);
    expect(c?.subsistemas.map((s) => s.descripcion)).toEqual(['Intrusión', 'CCTV']);
    expect(c?.ubicaciones).toEqual(copiaValida.ubicaciones);
    expect(c?.mantenimientos).toEqual(copiaValida.mantenimientos);
  });

  it('los campos opcionales pueden faltar y los que el esquema no conoce no cuentan', () => {
    const { idsubsis_presupuesto: _s, idarticulo: _a, ...sinOpcionales } = linea('l3', 30, 5);
    const c = leerCopiaRevision(con('lineas', [{ ...sinOpcionales, _meta: { lwt: 1 } }]));
    expect(c?.lineas).toHaveLength(1);
    expect(c?.lineas[0]?.idsubsis_presupuesto).toBeUndefined();
  });

  it('una lista que falta cuenta como vacía', () => {
    const { cuotas: _c, mantenimientos: _m, ...sinListas } = copiaValida;
    const c = leerCopiaRevision(sinListas);
    expect(c?.cuotas).toEqual([]);
    expect(c?.mantenimientos).toEqual([]);
    expect(c?.lineas).toHaveLength(2);
  });

  it.each([
    ['nada', null],
    ['un texto', 'copia'],
    ['una lista', [copiaValida]],
    ['sin presupuesto', con('presupuesto', undefined)],
    ['el total como texto', con('presupuesto', { ...presupuesto, total: '157.30' })],
    ['el presupuesto sin número', con('presupuesto', { ...presupuesto, numero: undefined })],
    ['una forma de pago que no existe', con('presupuesto', { ...presupuesto, forma_pago: 'cheque' })],
    ['un estado con decimales', con('presupuesto', { ...presupuesto, estado: 1.5 })],
    ['un total infinito', con('presupuesto', { ...presupuesto, total: Number.POSITIVE_INFINITY })],
    ['las líneas que no son una lista', con('lineas', { l1: linea('l1', 10, 100) })],
    ['una línea con un IVA que no existe', con('lineas', [{ ...linea('l1', 10, 100), iva: 7 }])],
    ['una línea sin descripción', con('lineas', [{ ...linea('l1', 10, 100), descripcion: undefined }])],
    ['una línea con el subsistema numérico', con('lineas', [{ ...linea('l1', 10, 100), idsubsis_presupuesto: 1 }])],
    ['una línea que no es un objeto', con('lineas', ['l1'])],
    ['una cuota sin fecha', con('cuotas', [{ ...copiaValida.cuotas[0], fecha: null }])],
    ['un subsistema con número no entero', con('subsistemas', [{ ...copiaValida.subsistemas[0], numero: 1.5 }])],
    ['una ubicación sin unidades', con('ubicaciones', [{ ...copiaValida.ubicaciones[0], unidades: null }])],
    ['un mantenimiento semanal', con('mantenimientos', [{ ...copiaValida.mantenimientos[0], periodicidad: 'semanal' }])],
  ])('no lee %s', (_caso, copia) => {
    expect(leerCopiaRevision(copia)).toBeNull();
  });

  it('esDocumentoDe comprueba tipos, valores permitidos y obligatorios de la colección', () => {
    expect(esDocumentoDe('mantpresupuesto', copiaValida.mantenimientos[0])).toBe(true);
    expect(esDocumentoDe('mantpresupuesto', { ...copiaValida.mantenimientos[0], observaciones: 'Anual' })).toBe(true);
    expect(esDocumentoDe('mantpresupuesto', { ...copiaValida.mantenimientos[0], observaciones: 3 })).toBe(false);
    expect(esDocumentoDe('mantpresupuesto', { ...copiaValida.mantenimientos[0], concepto: undefined })).toBe(false);
    // Un documento de otra colección no es un mantenimiento.
    expect(esDocumentoDe('mantpresupuesto', copiaValida.subsistemas[0])).toBe(false);
  });
});

describe('compararConActual', () => {
  const revision = [linea('l1', 10, 100), linea('l2', 20, 30, { iva: 10 })];

  it('el mismo presupuesto: sin diferencias', () => {
    expect(compararConActual(revision, revision)).toEqual({
      totalRevision: 154, totalActual: 154, diferenciaTotal: 0, lineasRevision: 2, lineasActual: 2, diferenciaLineas: 0,
    });
  });

  it('total con IVA por tipo y diferencia en céntimos exactos; una línea más', () => {
    // Revisión: 100 + 21 % y 30 + 10 % = 121 + 33 = 154. Actual: además 0,10 + 0,20 al 21 % (0,30 + 0,06).
    const actual = [...revision, linea('l3', 30, 0.1), linea('l4', 40, 0.2)];
    const c = compararConActual(revision, actual);
    expect(c.totalRevision).toBe(154);
    expect(c.totalActual).toBe(154.36);
    expect(c.diferenciaTotal).toBe(0.36);
    expect(c.lineasRevision).toBe(2);
    expect(c.lineasActual).toBe(4);
    expect(c.diferenciaLineas).toBe(2);
  });

  it('si ha bajado, la diferencia es negativa; las líneas anuladas no cuentan', () => {
    const actual = [linea('l1', 10, 100), linea('l2', 20, 30, { iva: 10, estado: 0 })];
    const c = compararConActual(revision, actual);
    expect(c.totalActual).toBe(121);
    expect(c.diferenciaTotal).toBe(-33);
    expect(c.lineasActual).toBe(1);
    expect(c.diferenciaLineas).toBe(-1);
  });
});
