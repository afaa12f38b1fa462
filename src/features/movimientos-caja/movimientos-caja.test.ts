/** Caja: nombres, cajas del usuario, periodo, serie del saldo y su trazado, y los formularios (reglas y lo que mandan). */
import { describe, expect, it, vi } from 'vitest';
import { MENSAJES_CAJA, saldoCaja, saldosAcumulados } from '../../../replication/caja';
import { movimientocajaSchema } from '../../../schemas/movimientocaja';
import { erroresDe } from '../../ui/formulario/declaracion';
import { fechaLocal } from '../tiempos/tiempos';
import { definicionMovimientosCaja } from './MovimientosCajaScreen';
import {
  cambiosMovimiento,
  documentoMovimiento,
  formularioAltaMovimiento,
  formularioEditarMovimiento,
  valoresAltaMovimiento,
  valoresDeMovimiento,
  type ValoresMovimientoCaja,
} from './movimiento-formulario';
import {
  CATEGORIAS_CAJA,
  errorCategoria,
  esDeCobro,
  inicioHistoriaEntera,
  inicioPeriodo,
  nombreCategoria,
  OPCIONES_CATEGORIA_MANUAL,
  ordenarCajas,
  selectorCajas,
  serieSaldo,
  trazarSaldo,
  type Caja,
  type MovimientoCaja,
} from './movimientos-caja';

const sinMotor = { mutate: () => Promise.reject(new Error('no se llama')) };
const espia = () => ({ mutate: vi.fn((_metodo: string, _params: unknown) => Promise.resolve({ idsync_upload: 'u', resultado: null })) });
const local = (d: number, h: number, m = 0) => new Date(2025, 2, d, h, m).toISOString();

const mov = (id: string, tipo: 'ingreso' | 'gasto', importe: number, fecha: string, estado = 1): MovimientoCaja => ({
  idmovcaja: id, idcaja: 'c1', tipo, fecha, importe, concepto: `Mov ${id}`, categoria: tipo === 'ingreso' ? 'otros' : 'combustible',
  idcobro: null, idparte_trabajo: null, observaciones: null, estado, actualizado: fecha,
});

describe('nombres y reglas', () => {
  it('cada categoría del esquema tiene su nombre; «Cobro de parte» no se elige a mano', () => {
    expect([...CATEGORIAS_CAJA]).toEqual([...movimientocajaSchema.properties.categoria.enum]);
    expect(nombreCategoria('aparcamiento')).toBe('Aparcamiento y peajes');
    expect(OPCIONES_CATEGORIA_MANUAL.map((o) => o.valor)).not.toContain('cobro');
    expect(OPCIONES_CATEGORIA_MANUAL).toHaveLength(CATEGORIAS_CAJA.length - 1);
  });

  it('un gasto no es un cobro ni un ingreso del banco (el mensaje del mutador); un ingreso del banco sí vale', () => {
    expect(errorCategoria('gasto', 'ingreso_banco')).toBe(MENSAJES_CAJA.categoriaIngreso);
    expect(errorCategoria('ingreso', 'ingreso_banco')).toBeNull();
    expect(errorCategoria('gasto', 'dietas')).toBeNull();
    expect(errorCategoria('ingreso', 'cobro')).toMatch(/Cobro de parte/);
  });

  it('el movimiento de un cobro se reconoce por su idcobro', () => {
    expect(esDeCobro({ idcobro: 'k1' })).toBe(true);
    expect(esDeCobro({ idcobro: null })).toBe(false);
    expect(esDeCobro({ idcobro: '' })).toBe(false);
  });
});

describe('cajas del usuario', () => {
  const caja = (idcaja: string, nombre: string, tipo: Caja['tipo'], idtecnico: string | null): Caja => ({ idcaja, nombre, tipo, iddelegacion: 'd1', idtecnico, saldo_inicial: 100, saldo: 100, estado: 1 });

  it('las de su delegación, la suya y la pedida; sin datos, todas las activas', () => {
    expect(selectorCajas({ iddelegacion: 'd1', idtecnico: 't1' }, 'c9')).toEqual({
      estado: { $gt: 0 },
      $or: [{ iddelegacion: { $eq: 'd1' } }, { idtecnico: { $eq: 't1' } }, { idcaja: { $eq: 'c9' } }],
    });
    expect(selectorCajas({ iddelegacion: null, idtecnico: null })).toEqual({ estado: { $gt: 0 } });
  });

  it('primero la del técnico, luego la de la oficina y las demás por nombre', () => {
    const cajas = [caja('3', 'Caja de Zoe', 'tecnico', 't3'), caja('2', 'Caja de Ana', 'tecnico', 't2'), caja('1', 'Caja oficina Madrid', 'delegacion', null), caja('4', 'Caja de Luis', 'tecnico', 't1')];
    expect(ordenarCajas(cajas, 't1').map((c) => c.idcaja)).toEqual(['4', '1', '2', '3']);
    expect(ordenarCajas(cajas, null).map((c) => c.idcaja)).toEqual(['1', '2', '4', '3']);
  });
});

describe('periodo', () => {
  it('empieza a las 00:00 locales del primer día contando hoy; «Todo» no tiene comienzo', () => {
    const ahora = new Date(2025, 2, 31, 18, 30);
    expect(inicioPeriodo('30', ahora)).toBe(new Date(2025, 2, 2).toISOString());
    expect(inicioPeriodo('90', ahora)).toBe(new Date(2025, 0, 1).toISOString());
    expect(inicioPeriodo('todo', ahora)).toBeNull();
  });
});

describe('serie del saldo', () => {
  const movimientos = [
    mov('a', 'ingreso', 50, local(1, 9)),
    mov('b', 'gasto', 7.1, local(5, 10)),
    mov('c', 'ingreso', 12.35, local(5, 18)),
    mov('d', 'gasto', 0.1, local(6, 8)),
    mov('x', 'gasto', 1000, local(5, 12), 0),
  ];
  const hasta = new Date(2025, 2, 7, 12);

  it('un punto por día (el saldo al acabarlo), el saldo al empezar el periodo y el final; al céntimo', () => {
    const serie = serieSaldo(saldoCaja(100, movimientos), movimientos, new Date(2025, 2, 3).toISOString(), hasta);
    expect(serie.inicial).toBe(150);
    expect(serie.puntos.map((p) => p.saldo)).toEqual([150, 155.25, 155.15, 155.15]);
    expect(serie.puntos.map((p) => p.instante)).toEqual([Date.parse(new Date(2025, 2, 3).toISOString()), Date.parse(local(5, 18)), Date.parse(local(6, 8)), hasta.getTime()]);
    expect(serie).toMatchObject({ final: 155.15, minimo: 150, maximo: 155.25, movimientos: 3 });
    // El mismo saldo que la columna de la lista.
    expect(saldosAcumulados(100, movimientos).get('d')).toBe(serie.final);
  });

  it('«Todo» empieza en el primer movimiento con el saldo inicial de la caja; sin movimientos, una línea plana', () => {
    const todo = serieSaldo(saldoCaja(100, movimientos), movimientos, null, hasta);
    expect(todo.desde).toBe(Date.parse(local(1, 9)));
    expect(todo.puntos[0]).toEqual({ instante: Date.parse(local(1, 9)), saldo: 100 });
    expect(todo.puntos).toHaveLength(5);
    const vacia = serieSaldo(80, [], null, hasta);
    expect(vacia).toMatchObject({ inicial: 80, final: 80, minimo: 80, maximo: 80, movimientos: 0 });
  });

  it('con solo los movimientos desde `cubierto` la serie es la misma desde ahí y no empieza antes', () => {
    const corte = new Date(2025, 2, 5).toISOString();
    const recortados = movimientos.filter((m) => m.fecha >= corte);
    const saldo = saldoCaja(100, movimientos);
    const conTodos = serieSaldo(saldo, movimientos, corte, hasta);
    expect(serieSaldo(saldo, recortados, corte, hasta, undefined, corte)).toEqual(conTodos);
    // Un periodo que empieza antes de lo que tiene el dispositivo empieza como pronto en el corte, con el saldo cierto.
    const antes = serieSaldo(saldo, recortados, new Date(2025, 1, 1).toISOString(), hasta, undefined, corte);
    expect(antes).toEqual(conTodos);
    // «Todo»: desde el primero que tiene, con el saldo de antes de él.
    const todo = serieSaldo(saldo, recortados, null, hasta, undefined, corte);
    expect(todo.desde).toBe(Date.parse(local(5, 10)));
    expect(todo.puntos.map((p) => p.saldo)).toEqual([150, 155.25, 155.15, 155.15]);
  });

  it('la historia entera del dispositivo empieza en el primero de sus meses seguidos hasta el actual', () => {
    const ahora = new Date('2026-11-28T12:00:00Z');
    expect(inicioHistoriaEntera(['2026-09', '2026-10', '2026-11', '2026-12'], ahora)).toBe('2026-09-01T00:00:00.000Z');
    // Un mes pedido suelto antes de un hueco no cuenta: faltan los de en medio.
    expect(inicioHistoriaEntera(['2026-05', '2026-09', '2026-10', '2026-11'], ahora)).toBe('2026-09-01T00:00:00.000Z');
    expect(inicioHistoriaEntera(['2025-12', '2026-01', '2026-02'], new Date('2026-02-10T00:00:00Z'))).toBe('2025-12-01T00:00:00.000Z');
    // Sin ventana aún (antes de la primera descarga): todo lo que tiene cuenta.
    expect(inicioHistoriaEntera([], ahora)).toBeNull();
  });

  it('agrupa por el día que se le diga (el local del dispositivo por defecto)', () => {
    const serie = serieSaldo(saldoCaja(0, movimientos), movimientos, null, hasta, (f) => f.slice(0, 7));
    expect(serie.puntos.map((p) => p.saldo)).toEqual([0, 55.15, 55.15]);
    expect(fechaLocal(local(5, 18))).toBe('2025-03-05');
  });

  it('el trazado es una escalera en el lienzo, el saldo mayor arriba, y marca el 0 si lo cruza', () => {
    const serie = { desde: 0, hasta: 100, puntos: [{ instante: 0, saldo: 10 }, { instante: 50, saldo: -10 }, { instante: 100, saldo: -10 }], inicial: 10, final: -10, minimo: -10, maximo: 10, movimientos: 1 };
    const t = trazarSaldo(serie, 200, 100);
    expect(t.linea).toBe('M0 8.3 H100 V91.7 H200 V91.7');
    expect(t.area).toBe('M0 8.3 H100 V91.7 H200 V91.7 V100 H0 Z');
    expect(t.ceroY).toBe(50);
    const plana = trazarSaldo({ ...serie, puntos: [{ instante: 0, saldo: 5 }, { instante: 100, saldo: 5 }], minimo: 5, maximo: 5 }, 200, 100);
    expect(plana.linea).toBe('M0 50 H200 V50');
    expect(plana.ceroY).toBeNull();
  });
});

describe('formulario del movimiento', () => {
  const valido: ValoresMovimientoCaja = { ...valoresAltaMovimiento(new Date(2025, 2, 7, 9, 5), 'c1'), tipo: 'gasto', importe: 7.1, concepto: ' Gasoil ', categoria: 'combustible' };
  const d = formularioAltaMovimiento({ motor: sinMotor, idmovcaja: 'm1', usuario: { iddelegacion: 'd1', idtecnico: 't1' } });
  const error = (v: ValoresMovimientoCaja, campo: keyof ValoresMovimientoCaja) => erroresDe(d, v).find((e) => e.campo === campo)?.error;

  it('de entrada, la caja pedida y la fecha y hora del dispositivo', () => {
    expect(valoresAltaMovimiento(new Date(2025, 2, 7, 9, 5), 'c1')).toMatchObject({ idcaja: 'c1', fecha: '2025-03-07', hora: '09:05', tipo: '', categoria: '', importe: null });
    expect(d.campos.map((c) => c.etiqueta)).toEqual(['Caja', 'Tipo', 'Fecha', 'Hora', 'Importe', 'Concepto', 'Categoría', 'Observaciones']);
  });

  it('caja, tipo, importe, concepto y categoría obligatorios; el importe con el mensaje de la caja', () => {
    expect(erroresDe(d, valido)).toEqual([]);
    expect(error({ ...valido, idcaja: '' }, 'idcaja')).toBe('Elige una caja');
    expect(error({ ...valido, tipo: '' }, 'tipo')).toBe('Elige si es un ingreso o un gasto');
    expect(error({ ...valido, importe: null }, 'importe')).toBe('Campo requerido');
    expect(error({ ...valido, importe: 0 }, 'importe')).toBe(MENSAJES_CAJA.importe);
    expect(error({ ...valido, importe: -3 }, 'importe')).toBe(MENSAJES_CAJA.importe);
    expect(error({ ...valido, importe: 2_000_000 }, 'importe')).toBe(MENSAJES_CAJA.importeMaximo);
    expect(error({ ...valido, concepto: '  ' }, 'concepto')).toBe('Campo requerido');
    expect(error({ ...valido, concepto: 'x'.repeat(201) }, 'concepto')).toBeDefined();
    expect(error({ ...valido, categoria: '' }, 'categoria')).toBe('Elige la categoría');
    expect(error({ ...valido, categoria: 'ingreso_banco' }, 'categoria')).toBe(MENSAJES_CAJA.categoriaIngreso);
  });

  it('manda movimientoCaja.insertSync con el id de la pantalla, el instante local y los textos recortados', async () => {
    const motor = espia();
    const alta = formularioAltaMovimiento({ motor, idmovcaja: 'm1', usuario: { iddelegacion: 'd1', idtecnico: null } });
    await alta.enviar({ valores: valido, cambios: {}, registro: undefined });
    expect(motor.mutate).toHaveBeenCalledWith('movimientoCaja.insertSync', {
      doc: {
        idmovcaja: 'm1', idcaja: 'c1', tipo: 'gasto', fecha: new Date(2025, 2, 7, 9, 5).toISOString(), importe: 7.1, concepto: 'Gasoil', categoria: 'combustible',
        idcobro: null, idparte_trabajo: null, observaciones: null, estado: 1,
      },
    });
    expect(() => documentoMovimiento({ ...valido, tipo: '' }, 'm1')).toThrow();
    // Sin tocar la fecha ni la hora, el instante en que se abrió el formulario, con sus segundos.
    const abierto = new Date(2025, 2, 7, 9, 5, 41, 250);
    expect(documentoMovimiento(valido, 'm1', abierto).fecha).toBe(abierto.toISOString());
    expect(documentoMovimiento({ ...valido, hora: '09:06' }, 'm1', abierto).fecha).toBe(new Date(2025, 2, 7, 9, 6).toISOString());
  });

  it('la edición manda solo lo cambiado; fecha u hora vuelven a ser el instante', async () => {
    const m = { ...mov('m2', 'gasto', 12.35, new Date(2025, 2, 7, 9, 5, 33).toISOString()), observaciones: 'Nota' };
    const v = valoresDeMovimiento(m);
    expect(v).toMatchObject({ tipo: 'gasto', fecha: '2025-03-07', hora: '09:05', importe: 12.35, observaciones: 'Nota' });
    expect(cambiosMovimiento({ hora: '10:15' }, { ...v, hora: '10:15' })).toEqual({ fecha: new Date(2025, 2, 7, 10, 15).toISOString() });
    expect(cambiosMovimiento({ observaciones: ' ' }, { ...v, observaciones: ' ' })).toEqual({ observaciones: null });
    const motor = espia();
    await formularioEditarMovimiento(motor).enviar({ valores: { ...v, importe: 12.4 }, cambios: { importe: 12.4 }, registro: m });
    expect(motor.mutate).toHaveBeenCalledWith('movimientoCaja.updateSync', { id: 'm2', cambios: { importe: 12.4 } });
  });
});

describe('lista de movimientos', () => {
  it('los de la caja, activos y del periodo; filtros por tipo y categoría; los más recientes primero', () => {
    const d = definicionMovimientosCaja({ id: 'l', idcaja: 'c1', desde: '2025-03-01T00:00:00.000Z', puedeVerPartes: true });
    expect(d.selectorBase).toEqual({ idcaja: { $eq: 'c1' }, estado: { $gt: 0 }, fecha: { $gte: '2025-03-01T00:00:00.000Z' } });
    expect(definicionMovimientosCaja({ id: 'l', idcaja: 'c1', desde: null, puedeVerPartes: false }).selectorBase).toEqual({ idcaja: { $eq: 'c1' }, estado: { $gt: 0 } });
    expect(d.filtros.map((f) => f.id)).toEqual(['tipo', 'categoria']);
    expect(d.ordenes[0]).toMatchObject({ campo: 'fecha', direccion: 'desc' });
    expect(d.columnas.map((c) => c.cabecera)).toEqual(['Fecha', 'Concepto', 'Categoría', 'Ingreso', 'Gasto', 'Saldo']);
    // Son historia de su mes (decisión 70): la lista lleva el pie de lo que hay en el dispositivo.
    expect(d.historial).toBe(true);
  });
});
