/**
 * Los datos del PDF del presupuesto: la regla pura (IBAN enmascarado, dirección en una línea, conceptos y
 * subsistemas activos en orden, totales y desglose de IVA al céntimo, nombres de estado, formas de pago y
 * periodicidades, el teléfono y el elemento de cada ubicación), su lectura de RxDB (fake-indexeddb) y el
 * nombre con que se guarda sin pisar otro documento.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { DocDe } from '../../../schemas';
import type { VigiaDatabase } from '../../../replication/cliente';
import { crearDbPrueba } from '../../../replication/cliente/pruebas/entorno';
import { empresaDeParametros } from '../../lib/pdf/empresa';
import { datosPdfDe, nombreSinRepetir, PRESUPUESTO_NO_ESTA, reunirPresupuesto, telefonoPrincipal, type PresupuestoReunido } from './datos-pdf-presupuesto';
import type { CuotaPresupuesto, LineaPresupuesto, Presupuesto, UbicacionPresupuesto } from './presupuestos';

const GENERADO = new Date('2025-03-07T10:06:00.000Z');

const presupuesto = (cambios: Partial<Presupuesto> = {}): Presupuesto => ({
  idpresupuestocli: 'pr1', numero: 'P0000321', titulo: 'Alarma de la nave', idcliente: 'c1', idcliente_potencial: '', iddelegacion: '1',
  idcomercial: 'e1', idoperacioncrm: null, idplantilla_presupuesto: null, fecha: '2025-03-07', fvalidez: '2025-04-06',
  iddireccion_instalacion: 'd1', forma_pago: 'domiciliacion', forma_pago_cuotas: 'transferencia', idcuenta_bancaria: 'cb1',
  condiciones: 'Garantía de dos años', observaciones: '', base: 0, cuota_iva: 0, total: 0, num_revision: 2, faceptacion: null,
  ffirma: null, frechazo: null, motivo_rechazo: null, actualizado: '2025-03-07T10:00:00.000Z', estado: 2, ...cambios,
});

const linea = (id: string, cambios: Partial<LineaPresupuesto>): LineaPresupuesto => ({
  idlpresupuestocli: id, idpresupuestocli: 'pr1', idsubsis_presupuesto: null, idarticulo: null, descripcion: `Línea ${id}`,
  unidades: 1, precio: 0, dto: 0, iva: 21, importe: 0, orden: 0, estado: 1, ...cambios,
});

const cuota = (numero: number, cambios: Partial<CuotaPresupuesto> = {}): CuotaPresupuesto => ({
  idcuota_presupuesto: `cu${numero}`, idpresupuestocli: 'pr1', numero, fecha: `2025-0${numero + 3}-05`, importe: 50, forma_pago: null, estado: 1, ...cambios,
});

const ubicacion = (id: string, cambios: Partial<UbicacionPresupuesto> = {}): UbicacionPresupuesto => ({
  idubicacion_presupuesto: id, idpresupuestocli: 'pr1', idlpresupuestocli: null, descripcion: `Ubicación ${id}`, planta: null, unidades: 1, observaciones: null, estado: 1, ...cambios,
});

const EMPRESA = { nombre: 'Seguridad Vigía S.L.', cif: 'B12345678', direccion: 'Calle Sol 3, Madrid', telefono: '910000000', email: 'info@vigia.es', registro: '1234' };

/**
 * Líneas: 21 % → 56,97 (19,99 × 3 con 5 %) + 0,30 (0,10 × 3) = 57,27 y cuota 12,03 (12,0267); 10 % → 33,33
 * y cuota 3,33 (3,333). Base 90,60, IVA 15,36, total 105,96. La anulada de 1.000 € no cuenta.
 */
const reunido = (cambios: Partial<PresupuestoReunido> = {}): PresupuestoReunido => ({
  presupuesto: presupuesto(),
  titular: { nombre: 'Talleres Núñez S.L.', codigo: 'C-0042', nif: 'B87654321', email: null },
  telefonos: [
    { numero: '600000000', estado: 0 },
    { numero: '611111111', estado: 1, idsistema: 's1' },
    { numero: '622222222', estado: 1, idsistema: null },
  ],
  direccion: { direccion: 'Calle Mayor 1', cp: '28013', poblacion: 'Madrid', provincia: 'Madrid' },
  cuenta: { iban: 'ES91 2100 0418 4502 0005 1332' },
  comercial: { nombre: 'Marta', apellidos: 'García López' },
  lineas: [
    linea('l3', { descripcion: 'Grabador NVR', precio: 33.33, iva: 10, importe: 33.33, orden: 3, idsubsis_presupuesto: 's2' }),
    linea('l1', { descripcion: 'Detector volumétrico', precio: 19.99, dto: 5, unidades: 3, importe: 56.97, orden: 1, idsubsis_presupuesto: 's1' }),
    linea('l2', { descripcion: 'Cable (m)', precio: 0.1, unidades: 3, importe: 0.3, orden: 2, idsubsis_presupuesto: '' }),
    linea('l9', { descripcion: 'Anulada', precio: 1000, importe: 1000, orden: 0, estado: 0, idsubsis_presupuesto: 's1' }),
  ],
  subsistemas: [
    { idsubsis_presupuesto: 's2', idpresupuestocli: 'pr1', numero: 2, descripcion: 'Videovigilancia', observaciones: null, estado: 1 },
    { idsubsis_presupuesto: 's1', idpresupuestocli: 'pr1', numero: 1, descripcion: 'Intrusión', observaciones: null, estado: 1 },
    { idsubsis_presupuesto: 's0', idpresupuestocli: 'pr1', numero: 3, descripcion: 'Borrado', observaciones: null, estado: 0 },
  ],
  cuotas: [cuota(2, { forma_pago: 'tarjeta', importe: 55.96 }), cuota(1), cuota(3, { estado: 0 })],
  ubicaciones: [
    ubicacion('u1', { idlpresupuestocli: 'l1', planta: 'Baja', unidades: 2 }),
    ubicacion('u2'),
    ubicacion('u3', { idlpresupuestocli: 'no-esta' }),
    ubicacion('u4', { estado: 0 }),
  ],
  mantenimientos: [
    { idmant_presupuesto: 'm1', idpresupuestocli: 'pr1', concepto: 'Conexión a CRA', periodicidad: 'trimestral', importe: 45, observaciones: null, estado: 1 },
    { idmant_presupuesto: 'm2', idpresupuestocli: 'pr1', concepto: 'Anulado', periodicidad: 'anual', importe: 1, observaciones: null, estado: 0 },
  ],
  empresa: EMPRESA,
  ...cambios,
});

describe('datosPdfDe', () => {
  it('enmascara el IBAN: país y control, y las cuatro últimas cifras', () => {
    expect(datosPdfDe(reunido(), GENERADO).cuenta).toBe('ES91 **** **** **** **** 1332');
    expect(datosPdfDe(reunido({ cuenta: { iban: 'es9121000418450200051332' } }), GENERADO).cuenta).toBe('ES91 **** **** **** **** 1332');
    expect(datosPdfDe(reunido({ cuenta: null }), GENERADO).cuenta).toBeNull();
  });

  it('la dirección de instalación, en una línea', () => {
    expect(datosPdfDe(reunido(), GENERADO).direccion).toBe('Calle Mayor 1, 28013 Madrid (Madrid)');
    expect(datosPdfDe(reunido({ direccion: null }), GENERADO).direccion).toBeNull();
  });

  it('conceptos activos por su orden, con su subsistema; solo los subsistemas activos', () => {
    const d = datosPdfDe(reunido(), GENERADO);
    expect(d.lineas.map((l) => [l.descripcion, l.idsubsis, l.importe])).toEqual([
      ['Detector volumétrico', 's1', 56.97],
      ['Cable (m)', null, 0.3],
      ['Grabador NVR', 's2', 33.33],
    ]);
    expect(d.lineas[0]).toEqual({ descripcion: 'Detector volumétrico', idsubsis: 's1', unidades: 3, precio: 19.99, dto: 5, iva: 21, importe: 56.97 });
    expect(d.subsistemas).toEqual([
      { idsubsis: 's2', numero: 2, descripcion: 'Videovigilancia' },
      { idsubsis: 's1', numero: 1, descripcion: 'Intrusión' },
    ]);
  });

  it('totales y desglose de IVA al céntimo, sin las líneas anuladas', () => {
    const d = datosPdfDe(reunido(), GENERADO);
    expect(d.impuestos).toEqual([
      { tipo: 21, base: 57.27, cuota: 12.03 },
      { tipo: 10, base: 33.33, cuota: 3.33 },
    ]);
    expect([d.base, d.cuotaIva, d.total]).toEqual([90.6, 15.36, 105.96]);
    // Lo guardado en el presupuesto no manda: se recalcula con las líneas.
    expect(datosPdfDe(reunido({ presupuesto: presupuesto({ base: 1, cuota_iva: 1, total: 2 }) }), GENERADO).total).toBe(105.96);
    expect(datosPdfDe(reunido({ lineas: [] }), GENERADO)).toMatchObject({ impuestos: [], base: 0, cuotaIva: 0, total: 0 });
  });

  it('nombres de estado, formas de pago, comercial y periodicidad; cuotas por número', () => {
    const d = datosPdfDe(reunido(), GENERADO);
    expect(d.presupuesto).toEqual({
      numero: 'P0000321', titulo: 'Alarma de la nave', fecha: '2025-03-07', fvalidez: '2025-04-06', estado: 'Pendiente del cliente', revision: 2,
      formaPago: 'Recibo domiciliado (SEPA)', formaPagoCuotas: 'Transferencia bancaria', condiciones: 'Garantía de dos años', observaciones: null,
      comercial: 'Marta García López',
    });
    // La cuota sin forma de pago propia, la de las cuotas del presupuesto.
    expect(d.cuotas).toEqual([
      { numero: 1, fecha: '2025-04-05', importe: 50, formaPago: 'Transferencia bancaria' },
      { numero: 2, fecha: '2025-05-05', importe: 55.96, formaPago: 'Tarjeta' },
    ]);
    expect(d.mantenimientos).toEqual([{ concepto: 'Conexión a CRA', periodicidad: 'Trimestral', importe: 45 }]);
    expect(d.empresa).toBe(EMPRESA);
    expect(d.generado).toBe(GENERADO);

    const sinPago = datosPdfDe(reunido({ presupuesto: presupuesto({ forma_pago: null, forma_pago_cuotas: null, idcomercial: null, estado: 4 }), comercial: null }), GENERADO);
    expect(sinPago.presupuesto).toMatchObject({ formaPago: null, formaPagoCuotas: null, comercial: null, estado: 'Firmado' });
  });

  it('el titular con su teléfono; las ubicaciones activas con la descripción de su línea como elemento', () => {
    const d = datosPdfDe(reunido(), GENERADO);
    expect(d.cliente).toEqual({ nombre: 'Talleres Núñez S.L.', codigo: 'C-0042', nif: 'B87654321', email: null, telefono: '622222222' });
    expect(d.ubicaciones).toEqual([
      { descripcion: 'Ubicación u1', planta: 'Baja', elemento: 'Detector volumétrico', unidades: 2 },
      { descripcion: 'Ubicación u2', planta: null, elemento: null, unidades: 1 },
      { descripcion: 'Ubicación u3', planta: null, elemento: null, unidades: 1 },
    ]);
    expect(datosPdfDe(reunido({ titular: null, telefonos: [] }), GENERADO).cliente).toEqual({ nombre: '—', codigo: null, nif: null, email: null, telefono: null });
  });

  it('el teléfono: el primero activo del titular; si solo los hay de sistemas, el primero de ellos', () => {
    expect(telefonoPrincipal([{ numero: '1', estado: 1, idsistema: 's1' }, { numero: '2', estado: 1 }])).toBe('2');
    expect(telefonoPrincipal([{ numero: '1', estado: 0 }, { numero: '2', estado: 1, idsistema: 's1' }])).toBe('2');
    expect(telefonoPrincipal([{ numero: '1', estado: 0 }])).toBeNull();
  });
});

describe('nombreSinRepetir', () => {
  it('libre, el mismo; si está, (2), (3)… antes de la extensión; solo el nombre exacto cuenta', () => {
    const nombre = 'presupuesto-P0000321-r2.pdf';
    expect(nombreSinRepetir(nombre, [])).toBe(nombre);
    expect(nombreSinRepetir(nombre, ['presupuesto-P0000321-r1.pdf', 'PRESUPUESTO-P0000321-R2.pdf'])).toBe(nombre);
    expect(nombreSinRepetir(nombre, [nombre])).toBe('presupuesto-P0000321-r2 (2).pdf');
    expect(nombreSinRepetir(nombre, [nombre, 'presupuesto-P0000321-r2 (2).pdf'])).toBe('presupuesto-P0000321-r2 (3).pdf');
    // Un hueco se aprovecha: (2) libre aunque esté (3).
    expect(nombreSinRepetir(nombre, [nombre, 'presupuesto-P0000321-r2 (3).pdf'])).toBe('presupuesto-P0000321-r2 (2).pdf');
    expect(nombreSinRepetir('acta', ['acta'])).toBe('acta (2)');
  });
});

describe('empresaDeParametros', () => {
  it('los parámetros empresa_*; lo que falta, vacío', () => {
    const parametros = new Map([['empresa_nombre', 'Vigía'], ['empresa_cif', 'B1'], ['empresa_registro_dgp', '77'], ['otro', 'x']]);
    expect(empresaDeParametros(parametros)).toEqual({ nombre: 'Vigía', cif: 'B1', direccion: '', telefono: '', email: '', registro: '77' });
  });
});

describe('reunirPresupuesto (RxDB)', () => {
  const abiertas: VigiaDatabase[] = [];
  afterEach(async () => {
    for (const db of abiertas.splice(0)) await db.close();
  });

  it('un presupuesto de un cliente potencial: su teléfono, la dirección del prospecto, la cuenta, el comercial, los hijos y la empresa', async () => {
    const db = await crearDbPrueba();
    abiertas.push(db);
    const prospecto: DocDe<'clientepotencial'> = {
      idcliente_potencial: 'cp1', codigo: 'CP-7', nombre: 'Panadería Sol', nif: null, email: 'sol@example.com', actividad: null, origen: 'web', interes: null,
      iddelegacion: '1', idcomercial: 'e1', idcliente: null, fconversion: null, fecha_alta: '2025-03-01', observaciones: null, actualizado: '2025-03-01T08:00:00.000Z', estado: 1,
    };
    await db.clientepotencial.insert(prospecto);
    await db.telefonopotencial.bulkInsert([
      { idtelefono_potencial: 't1', idcliente_potencial: 'cp1', numero: '699000000', descripcion: null, estado: 0 },
      { idtelefono_potencial: 't2', idcliente_potencial: 'cp1', numero: '699111111', descripcion: null, estado: 1 },
    ]);
    await db.direccionpotencial.insert({
      iddireccion_potencial: 'dp1', idcliente_potencial: 'cp1', tipo: 'instalacion', direccion: 'Av. Libertad 3', cp: '03201', poblacion: 'Elche', provincia: 'Alicante',
      lat: null, lng: null, observaciones: null, estado: 1,
    });
    await db.cuentabancaria.insert({
      idcuenta_bancaria: 'cb1', idcliente: '', idcliente_potencial: 'cp1', iban: 'ES7621000418401234567891', titular: 'Panadería Sol', bic: null, remesable: true,
      fmandato: null, referencia_mandato: null, observaciones: null, estado: 1,
    });
    await db.empleado.insert({ idempleado: 'e1', nombre: 'Marta', apellidos: 'García', nif: null, email: null, iddelegacion: '1', estado: 1 });
    await db.parametro.bulkInsert([
      { idparametro: 'pa1', clave: 'empresa_nombre', valor: 'Seguridad Vigía S.L.' },
      { idparametro: 'pa2', clave: 'empresa_cif', valor: 'B12345678' },
      { idparametro: 'pa3', clave: 'tamano_maximo_fichero_mb', valor: '10' },
    ]);
    await db.presupuestocli.insert(presupuesto({ idcliente: '', idcliente_potencial: 'cp1', iddireccion_instalacion: 'dp1' }));
    await db.presupuestocli.insert(presupuesto({ idpresupuestocli: 'otro', numero: 'P0000999' }));
    await db.lpresupuestocli.bulkInsert([
      linea('l1', { precio: 19.99, dto: 5, unidades: 3, importe: 56.97, orden: 1 }),
      linea('l2', { precio: 10, importe: 10, orden: 2, estado: 0 }),
      linea('lx', { idpresupuestocli: 'otro', precio: 500, importe: 500 }),
    ]);
    await db.ubicacionpresupuesto.insert(ubicacion('u1', { idlpresupuestocli: 'l1' }));
    await db.cuotapresupuesto.insert(cuota(1));

    const r = await reunirPresupuesto(db, 'pr1');
    expect(r.titular?.nombre).toBe('Panadería Sol');
    expect(r.lineas.map((l) => l.idlpresupuestocli).sort()).toEqual(['l1', 'l2']);
    const d = datosPdfDe(r, GENERADO);
    expect(d.cliente).toEqual({ nombre: 'Panadería Sol', codigo: 'CP-7', nif: null, email: 'sol@example.com', telefono: '699111111' });
    expect(d.direccion).toBe('Av. Libertad 3, 03201 Elche (Alicante)');
    expect(d.cuenta).toBe('ES76 **** **** **** **** 7891');
    expect(d.presupuesto.comercial).toBe('Marta García');
    expect(d.empresa).toEqual({ nombre: 'Seguridad Vigía S.L.', cif: 'B12345678', direccion: '', telefono: '', email: '', registro: '' });
    expect([d.base, d.cuotaIva, d.total]).toEqual([56.97, 11.96, 68.93]);
    expect(d.ubicaciones).toEqual([{ descripcion: 'Ubicación u1', planta: null, elemento: 'Línea l1', unidades: 1 }]);
    expect(d.cuotas).toHaveLength(1);

    await expect(reunirPresupuesto(db, 'no-esta')).rejects.toThrow(PRESUPUESTO_NO_ESTA);
  });
});
