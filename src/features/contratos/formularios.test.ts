/** Formularios del contrato, de sus cuotas y de sus servicios: reglas (erroresDe, cambiosDe) y lo que mandan. */
import { describe, expect, it, vi } from 'vitest';
import { cambiosDe, erroresDe, type DeclaracionFormulario } from '../../ui/formulario/declaracion';
import { cambiosContrato, formularioContrato, type ValoresContrato } from './contrato-formulario';
import type { Contrato, CuotaContrato } from './contratos';
import { cambiosCobrada, cambiosCuota, formularioCuota, valoresDeCuota, type ValoresCuota } from './cuota-formulario';
import { cambiosBaja, formularioServicio, valoresServicioNuevo } from './servicio-formulario';

const sinMotor = { mutate: () => Promise.reject(new Error('no se llama')) };
/** Un motor cuyo mutate se espía (resuelve como el de verdad). */
const espia = () => ({ mutate: vi.fn((_metodo: string, _params: unknown) => Promise.resolve({ idsync_upload: 'u', resultado: null })) });
const errorDe = <V,>(d: Pick<DeclaracionFormulario<V, unknown>, 'campos' | 'entidad'>, v: V, campo: keyof V) => erroresDe(d, v).find((e) => e.campo === campo)?.error;

const cuota: CuotaContrato = { idcontrato_cuota: 'q1', idcontrato: 'ct1', numero: 1, fecha: '2025-04-01', importe: 110.92, forma_pago: 'domiciliacion', cobrada: false, fcobro: null, observaciones: null, estado: 1 };

describe('cuota', () => {
  const d = formularioCuota(sinMotor, '2025-03-07');
  const v = valoresDeCuota(cuota);

  it('cobrada pide la fecha de cobro; sin cobrar, ni se ve ni se pide', () => {
    expect(erroresDe(d, v)).toEqual([]);
    expect(errorDe(d, { ...v, cobrada: true, fcobro: null }, 'fcobro')).toBe('Indica la fecha de cobro');
    expect(errorDe(d, { ...v, cobrada: true, fcobro: '2025-03-01' }, 'fcobro')).toBeUndefined();
    expect(errorDe(d, { ...v, cobrada: false, fcobro: null }, 'fcobro')).toBeUndefined();
    expect(errorDe(d, { ...v, fecha: null }, 'fecha')).toBe('Campo requerido');
  });

  it('marcar cobrada propone la fecha de hoy si no tenía', () => {
    const cobrada = d.campos.find((c) => c.campo === 'cobrada');
    if (cobrada?.campo !== 'cobrada') throw new Error('sin campo cobrada');
    expect(cobrada.rellena?.(true, v)).toEqual({ fcobro: '2025-03-07' });
    expect(cobrada.rellena?.(true, { ...v, fcobro: '2025-03-01' })).toEqual({});
    expect(cobrada.rellena?.(false, v)).toEqual({});
  });

  it('desmarcar cobrada quita la fecha de cobro aunque el campo ya no se vea', () => {
    const cobradaAntes: ValoresCuota = { ...v, cobrada: true, fcobro: '2025-03-01' };
    const cambios = cambiosDe(d.campos, cobradaAntes, { ...cobradaAntes, cobrada: false });
    expect(cambios).toEqual({ cobrada: false });
    expect(cambiosCuota(cambios)).toEqual({ cobrada: false, fcobro: null });
  });

  it('manda contratoCuota.updateSync con lo cambiado', async () => {
    const motor = espia();
    const valores: ValoresCuota = { ...v, cobrada: true, fcobro: '2025-03-06', forma_pago: '', observaciones: '  Pagó en mano ' };
    await formularioCuota(motor, '2025-03-07').enviar({ valores, cambios: cambiosDe(d.campos, v, valores), registro: cuota });
    expect(motor.mutate.mock.calls).toEqual([['contratoCuota.updateSync', { id: 'q1', cambios: { forma_pago: null, cobrada: true, fcobro: '2025-03-06', observaciones: 'Pagó en mano' } }]]);
    expect(cambiosCobrada('2025-03-07')).toEqual({ cobrada: true, fcobro: '2025-03-07' });
  });
});

const contrato: Contrato = {
  idcontrato: 'ct1', numero: 'CT1A2B3C4D', idpresupuestocli: 'p1', idcliente: 'c1', iddelegacion: 'd1', idcomercial: null, titulo: 'CCTV nave',
  fecha_inicio: '2025-01-15', duracion_meses: 24, fecha_fin: null, renovacion_automatica: true, iddireccion_instalacion: null,
  forma_pago: 'transferencia', forma_pago_cuotas: 'domiciliacion', idcuenta_bancaria: 'cb1', base: 1100, cuota_iva: 231, total: 1331,
  condiciones: null, observaciones: null, actualizado: '2025-01-15T10:00:00.000Z', estado: 1,
};
const valoresContrato: ValoresContrato = { titulo: 'CCTV nave', duracion_meses: 24, fecha_fin: null, renovacion_automatica: true, idcuenta_bancaria: 'cb1', observaciones: '' };

describe('contrato', () => {
  it('título, duración 1–600 y fin no antes del inicio', () => {
    const d = formularioContrato(sinMotor, contrato);
    expect(erroresDe(d, valoresContrato)).toEqual([]);
    expect(errorDe(d, { ...valoresContrato, titulo: '' }, 'titulo')).toBe('Campo requerido');
    expect(errorDe(d, { ...valoresContrato, duracion_meses: null }, 'duracion_meses')).toBe('Campo requerido');
    expect(errorDe(d, { ...valoresContrato, duracion_meses: 0 }, 'duracion_meses')).toBe('La duración tiene que estar entre 1 y 600 meses');
    expect(errorDe(d, { ...valoresContrato, duracion_meses: 601 }, 'duracion_meses')).toBe('La duración tiene que estar entre 1 y 600 meses');
    expect(errorDe(d, { ...valoresContrato, fecha_fin: '2025-01-14' }, 'fecha_fin')).toBe('La fecha de fin no puede ser anterior a la de inicio');
    expect(errorDe(d, { ...valoresContrato, fecha_fin: '2025-01-15' }, 'fecha_fin')).toBeUndefined();
  });

  it('si domicilia las cuotas, la cuenta es obligatoria; si no, no', () => {
    expect(errorDe(formularioContrato(sinMotor, contrato), { ...valoresContrato, idcuenta_bancaria: '' }, 'idcuenta_bancaria')).toBe('Falta la cuenta bancaria: la forma de pago se domicilia');
    const sinDomiciliar = formularioContrato(sinMotor, { ...contrato, forma_pago_cuotas: 'tarjeta' });
    expect(errorDe(sinDomiciliar, { ...valoresContrato, idcuenta_bancaria: '' }, 'idcuenta_bancaria')).toBeUndefined();
  });

  it('manda contrato.updateSync con lo cambiado: vacíos a null', async () => {
    expect(cambiosContrato({ idcuenta_bancaria: '', observaciones: '   ', titulo: ' Nuevo ' })).toEqual({ idcuenta_bancaria: null, observaciones: null, titulo: 'Nuevo' });
    const motor = espia();
    const d = formularioContrato(motor, contrato);
    const valores = { ...valoresContrato, duracion_meses: 36, renovacion_automatica: false };
    await d.enviar({ valores, cambios: cambiosDe(d.campos, valoresContrato, valores), registro: contrato });
    expect(motor.mutate.mock.calls).toEqual([['contrato.updateSync', { id: 'ct1', cambios: { duracion_meses: 36, renovacion_automatica: false } }]]);
  });
});

describe('servicio contratado', () => {
  const v = { ...valoresServicioNuevo('2025-03-07'), concepto: ' Conexión a CRA ', periodicidad: 'mensual', importe: 29.9 };

  it('el alta es de hoy; concepto, periodicidad e importe (no negativo) obligatorios', () => {
    const d = formularioServicio(sinMotor, 'ct1');
    expect(valoresServicioNuevo('2025-03-07').fecha_alta).toBe('2025-03-07');
    expect(erroresDe(d, v)).toEqual([]);
    expect(errorDe(d, { ...v, concepto: '' }, 'concepto')).toBe('Campo requerido');
    expect(errorDe(d, { ...v, periodicidad: '' }, 'periodicidad')).toBe('Campo requerido');
    expect(errorDe(d, { ...v, importe: null }, 'importe')).toBe('Campo requerido');
    expect(errorDe(d, { ...v, importe: -1 }, 'importe')).toBe('El importe no puede ser negativo');
    expect(errorDe(d, { ...v, fecha_alta: null }, 'fecha_alta')).toBe('Campo requerido');
  });

  it('manda servicioContratado.insertSync con un id nuevo, sin baja y activo; la baja es de hoy', async () => {
    const motor = espia();
    await formularioServicio(motor, 'ct1', () => 's9').enviar({ valores: v, cambios: v, registro: undefined });
    expect(motor.mutate.mock.calls).toEqual([
      [
        'servicioContratado.insertSync',
        { doc: { idservicio_contratado: 's9', idcontrato: 'ct1', concepto: 'Conexión a CRA', periodicidad: 'mensual', importe: 29.9, fecha_alta: '2025-03-07', fecha_baja: null, observaciones: null, estado: 1 } },
      ],
    ]);
    expect(cambiosBaja('2025-03-07')).toEqual({ fecha_baja: '2025-03-07' });
  });
});
