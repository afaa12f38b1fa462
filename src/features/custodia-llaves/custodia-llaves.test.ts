/**
 * Custodia de llaves: historial, firmas de un movimiento, código del QR, devolución prevista, por qué un llavero
 * no admite el movimiento (antes de rellenar nada) y el formulario de salida y entrada.
 */
import { describe, expect, it, vi } from 'vitest';
import { MENSAJES_LLAVES } from '../../../replication/llaves';
import { erroresDe, type DeclaracionFormulario } from '../../ui/formulario/declaracion';
import { ETIQUETAS_SITUACION, etiquetasLlavero, etiquetasMovimiento } from './custodia-llaves.labels';
import {
  firmasDeMovimiento, instanteDevolucion, llaveroPorCodigo, motivoSinMovimiento, nombreSituacion, nombreTipoMovimiento, ordenarHistorial, textoRecibido, type FirmaMovimiento, type Llavero,
} from './llaveros';
import { errorDevolucion, formularioMovimiento, MOVIMIENTO_VACIO, paramsMovimiento, type ValoresMovimiento } from './movimiento-formulario';

const sinMotor = { mutate: () => Promise.reject(new Error('no se llama')) };
const espia = () => ({ mutate: vi.fn((_metodo: string, _params: unknown) => Promise.resolve({ idsync_upload: 'u', resultado: null })) });
const errorDe = <V,>(d: Pick<DeclaracionFormulario<V, unknown>, 'campos' | 'entidad'>, v: V, campo: keyof V) => erroresDe(d, v).find((e) => e.campo === campo)?.error;

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const AHORA = new Date(2030, 0, 15, 10, 0);
const ids = { idmovimiento_llave: 'm9', idfirmaPersona: 'f1', idfirmaCustodio: 'f2' };

const llavero: Llavero = {
  idllavero: 'll1', codigo: 'LL-0001', descripcion: 'Nave 2, puerta principal', idpuesto_servicio: 'ps1', iddelegacion: 'd1', numero_llaves: 3,
  ubicacion: null, situacion: 'dentro', idmovimiento_llave: null, en_poder: null, fprevista_devolucion: null, observaciones: null, estado: 1,
};

const valores: ValoresMovimiento = {
  ...MOVIMIENTO_VACIO,
  persona: ' Ana López ',
  dni: '00000000-t',
  empresa: 'Limpiezas Sur',
  motivo: '',
  fechaDevolucion: '2030-01-15',
  horaDevolucion: '18:30',
  firmaPersona: PNG,
  firmaCustodio: PNG,
};

describe('historial y firmas', () => {
  it('lo más reciente primero; a igual hora, la entrada antes que la salida', () => {
    const h = ordenarHistorial([
      { idmovimiento_llave: 'a', tipo: 'salida' as const, fecha: '2025-03-01T08:00:00.000Z' },
      { idmovimiento_llave: 'b', tipo: 'entrada' as const, fecha: '2025-03-02T08:00:00.000Z' },
      { idmovimiento_llave: 'c', tipo: 'salida' as const, fecha: '2025-03-02T08:00:00.000Z' },
      { idmovimiento_llave: 'd', tipo: 'salida' as const, fecha: '2025-03-05T08:00:00.000Z' },
    ]);
    expect(h.map((m) => m.idmovimiento_llave)).toEqual(['d', 'b', 'c', 'a']);
  });

  it('la firma de la persona lleva su DNI; la del custodio, DNI vacío; solo las de ese movimiento (idtabla 271)', () => {
    const firma = (idfirma: string, id: string, dni: string, extra: Partial<FirmaMovimiento> = {}): FirmaMovimiento => ({
      idfirma, idtabla: 271, id, nombre: 'x', dni, imagen: PNG, fecha: '2025-03-01T08:00:00.000Z', estado: 1, ...extra,
    });
    const firmas = [firma('f1', 'm1', '00000000T'), firma('f2', 'm1', ''), firma('f3', 'm2', '11111111H'), firma('f4', 'm1', '22222222J', { idtabla: 269 })];
    const { persona, custodio } = firmasDeMovimiento('m1', firmas);
    expect(persona?.idfirma).toBe('f1');
    expect(custodio?.idfirma).toBe('f2');
    expect(firmasDeMovimiento('m3', firmas)).toEqual({ persona: null, custodio: null });
  });

  it('textos: situación, tipo, recibido y etiquetas', () => {
    expect(nombreSituacion('dentro')).toBe('Dentro');
    expect(nombreSituacion('fuera')).toBe('Fuera');
    expect(ETIQUETAS_SITUACION).toEqual({ dentro: 'Dentro', fuera: 'Fuera' });
    expect(nombreTipoMovimiento('salida')).toBe('Salida');
    expect(textoRecibido(null)).toBe('Pendiente de subir');
    expect(etiquetasLlavero.en_poder).toBe('En poder de');
    expect(etiquetasLlavero.fprevista_devolucion).toBe('Devolución prevista');
    expect(etiquetasMovimiento.recibido).toBe('Recibido en el servidor');
  });
});

describe('elegir el llavero y la devolución prevista', () => {
  it('el QR lleva el código: sin espacios y sin distinguir mayúsculas; solo llaveros activos', () => {
    const llaveros = [llavero, { ...llavero, idllavero: 'll2', codigo: 'LL-0002', estado: 0 }];
    expect(llaveroPorCodigo(llaveros, ' ll-0001\n')?.idllavero).toBe('ll1');
    expect(llaveroPorCodigo(llaveros, 'LL-0002')).toBeNull();
    expect(llaveroPorCodigo(llaveros, '  ')).toBeNull();
  });

  it('fecha y hora locales → instante; las dos o ninguna, y después de ahora', () => {
    expect(instanteDevolucion('2030-01-15', '18:30')).toBe(new Date(2030, 0, 15, 18, 30).toISOString());
    expect(instanteDevolucion(null, '')).toBeNull();
    expect(instanteDevolucion('2030-01-15', '')).toBeNull();
    expect(errorDevolucion(null, '', AHORA)).toBeNull();
    expect(errorDevolucion(null, '18:30', AHORA)).toBe('Indica la fecha de devolución');
    expect(errorDevolucion('2030-01-15', '09:59', AHORA)).toBe(MENSAJES_LLAVES.devolucionAnterior);
    expect(errorDevolucion('2030-01-15', '10:01', AHORA)).toBeNull();
  });
});

describe('formulario de salida', () => {
  const d = formularioMovimiento('salida', { motor: sinMotor, ahora: () => AHORA });

  it('etiquetas de los campos, de las firmas y del botón', () => {
    expect(d.campos.map((c) => c.etiqueta)).toEqual([
      'Persona', 'DNI/NIE', 'Empresa', 'Motivo', 'Devolución prevista', 'Hora prevista de devolución', 'Observaciones', 'Firma de quien recoge', 'Firma del custodio',
    ]);
    expect(d.boton).toBe('Registrar salida');
    expect(d.mensaje).toBe('Salida registrada');
  });

  it('persona y DNI obligatorios, DNI válido, las dos firmas y la devolución completa', () => {
    expect(erroresDe(d, valores)).toEqual([]);
    expect(errorDe(d, { ...valores, persona: '' }, 'persona')).toBe('Campo requerido');
    expect(errorDe(d, { ...valores, dni: '' }, 'dni')).toBe('Campo requerido');
    expect(errorDe(d, { ...valores, dni: '12345678A' }, 'dni')).toBe('El DNI no es correcto');
    expect(errorDe(d, { ...valores, firmaPersona: null }, 'firmaPersona')).toBe('Falta la firma de quien recoge');
    expect(errorDe(d, { ...valores, firmaCustodio: null }, 'firmaCustodio')).toBe('Falta la firma del custodio');
    expect(errorDe(d, { ...valores, horaDevolucion: '' }, 'horaDevolucion')).toBe('Indica la hora de devolución');
    expect(errorDe(d, { ...valores, fechaDevolucion: null }, 'fechaDevolucion')).toBe('Indica la fecha de devolución');
    expect(erroresDe(d, { ...valores, fechaDevolucion: null, horaDevolucion: '' })).toEqual([]);
  });

  it('manda llavero.salidaSync con ids nuevos, el DNI normalizado, vacíos a null y la devolución como instante', async () => {
    const motor = espia();
    await formularioMovimiento('salida', { motor, nuevosIds: () => ids, ahora: () => AHORA }).enviar({ valores, cambios: valores, registro: llavero });
    expect(motor.mutate.mock.calls).toEqual([
      [
        'llavero.salidaSync',
        {
          idmovimiento_llave: 'm9', idllavero: 'll1', persona: 'Ana López', dni: '00000000T', empresa: 'Limpiezas Sur', motivo: null, observaciones: null,
          firmaPersona: { idfirma: 'f1', imagen: PNG }, firmaCustodio: { idfirma: 'f2', imagen: PNG },
          fprevista_devolucion: new Date(2030, 0, 15, 18, 30).toISOString(),
        },
      ],
    ]);
  });

  it('el error del mutador (llavero ya fuera) llega tal cual al formulario', async () => {
    const mensaje = MENSAJES_LLAVES.yaFuera('LL-0001', 'Juan Pérez');
    expect(mensaje).toBe('El llavero LL-0001 ya está fuera (lo tiene Juan Pérez)');
    const motor = { mutate: () => Promise.reject(new Error(mensaje)) };
    await expect(formularioMovimiento('salida', { motor, nuevosIds: () => ids }).enviar({ valores, cambios: valores, registro: llavero })).rejects.toThrow(mensaje);
  });
});

describe('formulario de entrada', () => {
  it('sin devolución prevista; firma de quien devuelve; manda llavero.entradaSync', async () => {
    const motor = espia();
    const d = formularioMovimiento('entrada', { motor, nuevosIds: () => ids });
    expect(d.campos.map((c) => c.etiqueta)).toEqual(['Persona', 'DNI/NIE', 'Empresa', 'Motivo', 'Observaciones', 'Firma de quien devuelve', 'Firma del custodio']);
    expect(d.boton).toBe('Registrar entrada');
    expect(d.mensaje).toBe('Entrada registrada');
    expect(errorDe(d, { ...valores, firmaPersona: null }, 'firmaPersona')).toBe('Falta la firma de quien devuelve');
    await d.enviar({ valores, cambios: valores, registro: { ...llavero, situacion: 'fuera' } });
    expect(motor.mutate.mock.calls).toEqual([
      [
        'llavero.entradaSync',
        { ...paramsMovimiento(valores, 'll1', ids) },
      ],
    ]);
    expect(motor.mutate.mock.calls[0]?.[1]).not.toHaveProperty('fprevista_devolucion');
  });
});

describe('un llavero que no admite el movimiento', () => {
  it('la salida de uno que ya está fuera: las palabras del mutador (quién lo tiene) y qué significa', () => {
    const fuera = { ...llavero, situacion: 'fuera', en_poder: 'Juan Pérez' } satisfies Llavero;
    expect(motivoSinMovimiento('salida', fuera)).toBe('El llavero LL-0001 ya está fuera (lo tiene Juan Pérez): su salida no se puede registrar hasta que vuelva.');
    expect(motivoSinMovimiento('salida', fuera)?.startsWith(MENSAJES_LLAVES.yaFuera('LL-0001', 'Juan Pérez'))).toBe(true);
    expect(motivoSinMovimiento('salida', { ...fuera, en_poder: null })).toBe('El llavero LL-0001 ya está fuera: su salida no se puede registrar hasta que vuelva.');
    expect(motivoSinMovimiento('salida', llavero)).toBeNull();
  });

  it('la entrada de uno que ya está dentro', () => {
    expect(motivoSinMovimiento('entrada', llavero)).toBe('El llavero LL-0001 ya está dentro: no hay entrada que registrar.');
    expect(motivoSinMovimiento('entrada', { ...llavero, situacion: 'fuera', en_poder: 'Juan Pérez' })).toBeNull();
  });
});
