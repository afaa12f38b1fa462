/** Formularios de ubicaciones, subsistemas y mantenimiento del presupuesto: reglas, lo que mandan y el reparto por subsistema. */
import { describe, expect, it } from 'vitest';
import { MENSAJES_COMERCIAL } from '../../../replication/validacion-comercial';
import { cambiosDe, erroresDe, type DeclaracionFormulario } from '../../ui/formulario/declaracion';
import { formularioMant, valoresMant, type ValoresMant } from './mant-formulario';
import type { LineaPresupuesto, MantPresupuesto, SubsistemaPresupuesto, UbicacionPresupuesto } from './presupuestos';
import { TEXTOS_MANT, TEXTOS_SUBSISTEMAS } from './subpantallas.labels';
import { agruparPorSubsistema, formularioSubsistema, siguienteNumero, valoresSubsistema, type ValoresSubsistema } from './subsistema-formulario';
import { formularioUbicacion, opcionesElemento, valoresUbicacion, type ValoresUbicacion } from './ubicacion-formulario';

const sinMotor = { mutate: () => Promise.reject(new Error('no se llama')) };
/** Un motor que apunta cada llamada a mutate. */
const grabador = () => {
  const llamadas: [string, unknown][] = [];
  const mutate = (metodo: string, params: unknown) => {
    llamadas.push([metodo, params]);
    return Promise.resolve({ idsync_upload: 'u', resultado: null });
  };
  return { llamadas, motor: { mutate } };
};
const errorDe = <V,>(d: Pick<DeclaracionFormulario<V, unknown>, 'campos' | 'entidad'>, v: V, campo: keyof V) => erroresDe(d, v).find((e) => e.campo === campo)?.error;

const linea = (id: string, extra: Partial<LineaPresupuesto> = {}): LineaPresupuesto => ({
  idlpresupuestocli: id, idpresupuestocli: 'p1', idsubsis_presupuesto: null, idarticulo: null, descripcion: `Detector ${id}`,
  unidades: 1, precio: 10, dto: 0, iva: 21, importe: 10, orden: 10, estado: 1, ...extra,
});

describe('ubicación', () => {
  const lineas = [linea('l1'), linea('l2', { estado: 0 }), linea('l3', { descripcion: 'Sirena exterior' })];
  const d = formularioUbicacion(sinMotor, 'p1', lineas);
  const v: ValoresUbicacion = { descripcion: 'Recepción', planta: 'Baja', idlpresupuestocli: 'l1', unidades: 2, observaciones: '' };
  const ubicacion: UbicacionPresupuesto = {
    idubicacion_presupuesto: 'u1', idpresupuestocli: 'p1', idlpresupuestocli: 'l1', descripcion: 'Recepción', planta: null, unidades: 2, observaciones: null, estado: 1,
  };

  it('reglas con los textos del servidor', () => {
    expect(erroresDe(d, v)).toEqual([]);
    expect(erroresDe(d, { ...v, planta: '', idlpresupuestocli: '', observaciones: '' })).toEqual([]);
    expect(errorDe(d, { ...v, descripcion: '' }, 'descripcion')).toBe('Campo requerido');
    expect(errorDe(d, { ...v, unidades: 0 }, 'unidades')).toBe(MENSAJES_COMERCIAL.unidades);
    expect(errorDe(d, { ...v, unidades: null }, 'unidades')).toBe('Campo requerido');
    expect(errorDe(d, { ...v, planta: 'x'.repeat(61) }, 'planta')).toBe('No puede ser mayor a 60 caracteres.');
    expect(errorDe(d, { ...v, descripcion: 'x'.repeat(201) }, 'descripcion')).toBe('No puede ser mayor a 200 caracteres.');
  });

  it('el elemento se elige entre las líneas activas, o ninguno', () => {
    expect(opcionesElemento(lineas)).toEqual([
      { valor: '', etiqueta: 'Sin elemento' },
      { valor: 'l1', etiqueta: 'Detector l1' },
      { valor: 'l3', etiqueta: 'Sirena exterior' },
    ]);
  });

  it('valores de una ubicación y del alta; los espacios no cuentan como cambio', () => {
    expect(valoresUbicacion(null)).toEqual({ descripcion: '', planta: '', idlpresupuestocli: '', unidades: 1, observaciones: '' });
    const actuales = valoresUbicacion(ubicacion);
    expect(actuales).toEqual({ descripcion: 'Recepción', planta: '', idlpresupuestocli: 'l1', unidades: 2, observaciones: '' });
    expect(cambiosDe(d.campos, actuales, { ...actuales, descripcion: ' Recepción  ' })).toEqual({});
    expect(cambiosDe(d.campos, actuales, { ...actuales, planta: ' 1ª ', idlpresupuestocli: '' })).toEqual({ planta: '1ª', idlpresupuestocli: '' });
  });

  it('alta con ubicacionPresupuesto.insertSync: lo vacío va como null', async () => {
    const { llamadas, motor } = grabador();
    const valores = { ...v, planta: '', idlpresupuestocli: '' };
    await formularioUbicacion(motor, 'p1', lineas, () => 'u9').enviar({ valores, cambios: valores, registro: null });
    expect(llamadas).toEqual([
      [
        'ubicacionPresupuesto.insertSync',
        { doc: { idubicacion_presupuesto: 'u9', idpresupuestocli: 'p1', idlpresupuestocli: null, descripcion: 'Recepción', planta: null, unidades: 2, observaciones: null, estado: 1 } },
      ],
    ]);
  });

  it('modificación con ubicacionPresupuesto.updateSync: solo lo cambiado', async () => {
    const { llamadas, motor } = grabador();
    await formularioUbicacion(motor, 'p1', lineas).enviar({ valores: v, cambios: { idlpresupuestocli: '', planta: 'Sótano' }, registro: ubicacion });
    await formularioUbicacion(motor, 'p1', lineas).enviar({ valores: v, cambios: { idlpresupuestocli: 'l3', planta: '', observaciones: '', unidades: 4 }, registro: ubicacion });
    expect(llamadas).toEqual([
      ['ubicacionPresupuesto.updateSync', { id: 'u1', cambios: { idlpresupuestocli: null, planta: 'Sótano' } }],
      ['ubicacionPresupuesto.updateSync', { id: 'u1', cambios: { idlpresupuestocli: 'l3', planta: null, observaciones: null, unidades: 4 } }],
    ]);
  });
});

describe('subsistema', () => {
  const subsistemas: SubsistemaPresupuesto[] = [
    { idsubsis_presupuesto: 's1', idpresupuestocli: 'p1', numero: 1, descripcion: 'Intrusión', observaciones: null, estado: 1 },
    { idsubsis_presupuesto: 's3', idpresupuestocli: 'p1', numero: 3, descripcion: 'CCTV', observaciones: 'Grabador en rack', estado: 1 },
  ];
  const d = formularioSubsistema(sinMotor, 'p1', subsistemas);
  const alta: ValoresSubsistema = { idsubsis_presupuesto: null, numero: 4, descripcion: 'Control de accesos', observaciones: '' };

  it('propone el número siguiente al mayor', () => {
    expect(siguienteNumero([])).toBe(1);
    expect(siguienteNumero(subsistemas)).toBe(4);
    expect(valoresSubsistema(null, subsistemas)).toEqual({ ...alta, descripcion: '' });
    expect(valoresSubsistema(subsistemas[1] ?? null, subsistemas)).toEqual({ idsubsis_presupuesto: 's3', numero: 3, descripcion: 'CCTV', observaciones: 'Grabador en rack' });
  });

  it('número entero de 1 a 1000, sin repetir (salvo el suyo al modificar); descripción requerida', () => {
    expect(erroresDe(d, alta)).toEqual([]);
    expect(errorDe(d, { ...alta, numero: 0 }, 'numero')).toBe(TEXTOS_SUBSISTEMAS.numeroEntero);
    expect(errorDe(d, { ...alta, numero: 1001 }, 'numero')).toBe(TEXTOS_SUBSISTEMAS.numeroEntero);
    expect(errorDe(d, { ...alta, numero: 2.5 }, 'numero')).toBe(TEXTOS_SUBSISTEMAS.numeroEntero);
    expect(errorDe(d, { ...alta, numero: null }, 'numero')).toBe('Campo requerido');
    expect(errorDe(d, { ...alta, numero: 3 }, 'numero')).toBe('Ya hay un subsistema con el número 3');
    expect(errorDe(d, { ...alta, idsubsis_presupuesto: 's3', numero: 3 }, 'numero')).toBeUndefined();
    expect(errorDe(d, { ...alta, idsubsis_presupuesto: 's3', numero: 1 }, 'numero')).toBe('Ya hay un subsistema con el número 1');
    expect(errorDe(d, { ...alta, descripcion: '' }, 'descripcion')).toBe('Campo requerido');
  });

  it('alta con subsisPresupuesto.insertSync y modificación con updateSync', async () => {
    const { llamadas, motor } = grabador();
    await formularioSubsistema(motor, 'p1', subsistemas, () => 's9').enviar({ valores: alta, cambios: alta, registro: null });
    await formularioSubsistema(motor, 'p1', subsistemas).enviar({
      valores: { ...alta, idsubsis_presupuesto: 's3' },
      cambios: { numero: 5, observaciones: '' },
      registro: subsistemas[1] ?? null,
    });
    expect(llamadas).toEqual([
      ['subsisPresupuesto.insertSync', { doc: { idsubsis_presupuesto: 's9', idpresupuestocli: 'p1', numero: 4, descripcion: 'Control de accesos', observaciones: null, estado: 1 } }],
      ['subsisPresupuesto.updateSync', { id: 's3', cambios: { numero: 5, observaciones: null } }],
    ]);
  });

  it('reparte las líneas activas por subsistema, con su importe al céntimo', () => {
    const lineas = [
      linea('a', { idsubsis_presupuesto: 's1', importe: 0.1 }),
      linea('b', { idsubsis_presupuesto: 's1', importe: 0.2 }),
      linea('c', { idsubsis_presupuesto: 's1', importe: 50, estado: 0 }),
      linea('d', { idsubsis_presupuesto: null, importe: 12.5 }),
      linea('e', { idsubsis_presupuesto: 'borrado', importe: 7.25 }),
    ];
    const grupos = agruparPorSubsistema(subsistemas, lineas);
    expect(grupos.map((g) => [g.subsistema?.idsubsis_presupuesto ?? null, g.lineas.map((l) => l.idlpresupuestocli), g.importe])).toEqual([
      ['s1', ['a', 'b'], 0.3],
      ['s3', [], 0],
      [null, ['d', 'e'], 19.75],
    ]);
    expect(agruparPorSubsistema(subsistemas, [linea('a', { idsubsis_presupuesto: 's3' })]).map((g) => g.subsistema?.idsubsis_presupuesto)).toEqual(['s1', 's3']);
  });
});

describe('mantenimiento', () => {
  const d = formularioMant(sinMotor, 'p1');
  const v: ValoresMant = { concepto: 'Conexión a CRA', periodicidad: 'trimestral', importe: 75, observaciones: '' };
  const mant: MantPresupuesto = { idmant_presupuesto: 'm1', idpresupuestocli: 'p1', concepto: 'Conexión a CRA', periodicidad: 'mensual', importe: 25, observaciones: null, estado: 1 };

  it('reglas con los textos del servidor', () => {
    expect(erroresDe(d, v)).toEqual([]);
    expect(erroresDe(d, { ...v, importe: 0 })).toEqual([]);
    expect(errorDe(d, { ...v, concepto: ' ' }, 'concepto')).toBe('Campo requerido');
    expect(errorDe(d, { ...v, importe: -0.01 }, 'importe')).toBe(MENSAJES_COMERCIAL.importe);
    expect(errorDe(d, { ...v, importe: null }, 'importe')).toBe('Campo requerido');
    expect(errorDe(d, { ...v, periodicidad: '' }, 'periodicidad')).toBe(TEXTOS_MANT.eligePeriodicidad);
    expect(errorDe(d, { ...v, periodicidad: 'semanal' }, 'periodicidad')).toBe(TEXTOS_MANT.eligePeriodicidad);
  });

  it('el alta propone mensual', () => {
    expect(valoresMant(null)).toEqual({ concepto: '', periodicidad: 'mensual', importe: null, observaciones: '' });
    expect(valoresMant(mant)).toEqual({ concepto: 'Conexión a CRA', periodicidad: 'mensual', importe: 25, observaciones: '' });
  });

  it('alta con mantPresupuesto.insertSync y modificación con updateSync', async () => {
    const { llamadas, motor } = grabador();
    await formularioMant(motor, 'p1', () => 'm9').enviar({ valores: v, cambios: v, registro: null });
    await formularioMant(motor, 'p1').enviar({ valores: { ...v, importe: 80 }, cambios: { periodicidad: 'trimestral', importe: 80 }, registro: mant });
    expect(llamadas).toEqual([
      ['mantPresupuesto.insertSync', { doc: { idmant_presupuesto: 'm9', idpresupuestocli: 'p1', concepto: 'Conexión a CRA', periodicidad: 'trimestral', importe: 75, observaciones: null, estado: 1 } }],
      ['mantPresupuesto.updateSync', { id: 'm1', cambios: { periodicidad: 'trimestral', importe: 80 } }],
    ]);
  });

  it('no manda una periodicidad que no existe', async () => {
    const { llamadas, motor } = grabador();
    await expect(formularioMant(motor, 'p1').enviar({ valores: { ...v, periodicidad: 'semanal' }, cambios: {}, registro: null })).rejects.toThrow(TEXTOS_MANT.eligePeriodicidad);
    expect(llamadas).toEqual([]);
  });
});
