/**
 * Presencia, lo puro: hora de pared en España, tramos con entradas sin salida, horas de una semana, quién
 * está dentro, textos de un fichaje, la posición con su motivo, el formulario de corrección (las reglas del
 * mutador antes de encolar), el informe mensual (modelo, CSV y PDF).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fechaHoraJornada, MENSAJES_PRESENCIA } from '../../../replication/presencia';
import type { EmpresaPdf } from '../../lib/pdf/membrete';
import { textoPdf } from '../../lib/prueba/pdf';
import { cambiosDe, erroresDe } from '../../ui/formulario/declaracion';
import {
  camposCorreccion,
  confirmacionCorreccion,
  errorCorreccion,
  paramsCorreccion,
  valoresCorreccion,
  type ContextoCorreccion,
  type ValoresCorreccion,
} from './correccion-formulario';
import { escalaMinutos } from './GraficaHoras';
import { BOM, campoCsv, csvInforme, TEXTOS_INFORME, desplazarMes, diasDelMes, horasMinutos, informeMensual, mesesRecientes, nombreDelMes, nombreInforme, type DatosInforme } from './informe';
import { generarPdfInforme } from './pdf-informe';
import { motivoDeError, paramsPosicion, pedirPosicion, type Geolocalizador } from './posicion';
import {
  dentroAhora,
  desplazarDia,
  diasDeSemana,
  esCorreccion,
  horasSemana,
  instanteDeJornada,
  lunesDeHoy,
  rangoConsulta,
  textoCoordenadas,
  textoDentroDesde,
  textoPosicion,
  textoRegistro,
  tramosContados,
  type Fichaje,
} from './presencia';

let secuencia = 0;
const fichaje = (idempleado: string, tipo: 'entrada' | 'salida', hora: string, extra: Partial<Fichaje> = {}): Fichaje => ({
  idpresencia: `f${String(++secuencia).padStart(4, '0')}`,
  idempleado,
  iddelegacion: '1',
  tipo,
  hora,
  fdispositivo: hora,
  frecibido: hora,
  lat: 40.4168,
  lng: -3.7038,
  precision: 12,
  sin_posicion: null,
  idpresencia_corrige: null,
  motivo: null,
  idusuario: '7',
  autor: 'Ana',
  estado: 1,
  ...extra,
});

describe('hora de pared en España', () => {
  it('convierte fecha y hora de Madrid a UTC en invierno y en verano', () => {
    expect(instanteDeJornada('2025-01-15', '08:00')).toBe('2025-01-15T07:00:00.000Z');
    expect(instanteDeJornada('2025-07-15', '08:00')).toBe('2025-07-15T06:00:00.000Z');
    // El día del cambio de hora (30 de marzo de 2025, a las 2 pasan a ser las 3).
    expect(instanteDeJornada('2025-03-30', '01:30')).toBe('2025-03-30T00:30:00.000Z');
    expect(instanteDeJornada('2025-03-30', '10:00')).toBe('2025-03-30T08:00:00.000Z');
    expect(instanteDeJornada('2025-10-26', '12:00')).toBe('2025-10-26T11:00:00.000Z');
    // Medianoche de España es la tarde anterior en UTC.
    expect(instanteDeJornada('2025-03-10', '00:00')).toBe('2025-03-09T23:00:00.000Z');
  });

  it('rechaza lo que no es una fecha o una hora', () => {
    expect(instanteDeJornada('2025-02-30', '08:00')).toBeNull();
    expect(instanteDeJornada('10/03/2025', '08:00')).toBeNull();
    expect(instanteDeJornada('2025-03-10', '24:00')).toBeNull();
    expect(instanteDeJornada('2025-03-10', '8:00')).toBeNull();
  });

  it('días, semanas y el rango de consulta', () => {
    expect(desplazarDia('2025-02-28', 1)).toBe('2025-03-01');
    expect(diasDeSemana('2025-03-10')).toEqual(['2025-03-10', '2025-03-11', '2025-03-12', '2025-03-13', '2025-03-14', '2025-03-15', '2025-03-16']);
    // Las 22:30 UTC del domingo 16 son las 23:30 en España: aún es esa semana.
    expect(lunesDeHoy(new Date('2025-03-16T22:30:00Z'))).toBe('2025-03-10');
    // A las 23:30 UTC del domingo ya es lunes en España.
    expect(lunesDeHoy(new Date('2025-03-16T23:30:00Z'))).toBe('2025-03-17');
    expect(rangoConsulta('2025-03-10', '2025-03-16')).toEqual({ desde: '2025-03-09T23:00:00.000Z', hasta: '2025-03-17T23:00:00.000Z' });
  });
});

describe('tramos, horas y quién está dentro', () => {
  const ahora = '2025-03-12T12:00:00.000Z';

  it('una entrada abierta de hoy cuenta hasta ahora; una de hace más de 24 h no suma y se marca', () => {
    const hoy = tramosContados([fichaje('1', 'entrada', '2025-03-12T07:00:00.000Z')], ahora);
    expect(hoy).toEqual([{ entrada: '2025-03-12T07:00:00.000Z', salida: null, minutos: 300, enCurso: true, sinSalida: false }]);
    const olvido = tramosContados([fichaje('1', 'entrada', '2025-03-10T07:00:00.000Z')], ahora);
    expect(olvido).toEqual([{ entrada: '2025-03-10T07:00:00.000Z', salida: null, minutos: 0, enCurso: false, sinSalida: true }]);
  });

  it('horas por persona y día de una semana: el tramo cuenta el día de su entrada, también un turno de noche', () => {
    const fichajes = [
      fichaje('1', 'entrada', '2025-03-10T07:02:00.000Z'),
      fichaje('1', 'salida', '2025-03-10T13:00:00.000Z'),
      fichaje('1', 'entrada', '2025-03-10T14:00:00.000Z'),
      fichaje('1', 'salida', '2025-03-10T16:30:00.000Z'),
      // Turno de noche del domingo al lunes siguiente: cuenta el domingo.
      fichaje('2', 'entrada', '2025-03-16T20:00:00.000Z'),
      fichaje('2', 'salida', '2025-03-17T06:00:00.000Z'),
      // De la semana anterior: no cuenta.
      fichaje('3', 'entrada', '2025-03-07T08:00:00.000Z'),
      fichaje('3', 'salida', '2025-03-07T12:00:00.000Z'),
    ];
    const horas = horasSemana(fichajes, '2025-03-10', '2025-03-20T00:00:00.000Z');
    expect(horas).toEqual([
      { idempleado: '1', minutos: [358 + 150, 0, 0, 0, 0, 0, 0], total: 508, sinSalida: 0 },
      { idempleado: '2', minutos: [0, 0, 0, 0, 0, 0, 600], total: 600, sinSalida: 0 },
    ]);
    expect(escalaMinutos([{ idempleado: '2', nombre: 'B', minutos: horas[1]?.minutos ?? [], total: 600 }])).toBe(600);
    expect(escalaMinutos([])).toBe(480);
  });

  it('una corrección deja sin efecto al fichaje que corrige al contar horas', () => {
    const salida = fichaje('1', 'salida', '2025-03-10T18:00:00.000Z');
    const fichajes = [
      fichaje('1', 'entrada', '2025-03-10T08:00:00.000Z'),
      salida,
      fichaje('1', 'salida', '2025-03-10T16:00:00.000Z', { idpresencia_corrige: salida.idpresencia, motivo: 'Olvidó fichar', autor: 'Supervisión' }),
    ];
    expect(horasSemana(fichajes, '2025-03-10', ahora)[0]?.total).toBe(480);
  });

  it('quién está dentro: el último fichaje vigente es una entrada, el que entró antes primero', () => {
    const fichajes = [
      fichaje('1', 'entrada', '2025-03-12T07:00:00.000Z'),
      fichaje('1', 'salida', '2025-03-12T11:00:00.000Z'),
      fichaje('2', 'entrada', '2025-03-12T08:00:00.000Z'),
      fichaje('3', 'entrada', '2025-03-11T20:05:00.000Z'),
    ];
    expect(dentroAhora(fichajes).map((d) => [d.idempleado, d.desde])).toEqual([
      ['3', '2025-03-11T20:05:00.000Z'],
      ['2', '2025-03-12T08:00:00.000Z'],
    ]);
    expect(textoDentroDesde('2025-03-12T07:02:00.000Z', ahora)).toBe('Dentro desde las 08:02');
    expect(textoDentroDesde('2025-03-11T20:05:00.000Z', ahora)).toBe('Dentro desde el 11/03/2025 a las 21:05');
  });
});

describe('textos de un fichaje', () => {
  it('posición, dispositivo frente a servidor y correcciones', () => {
    const f = fichaje('1', 'entrada', '2025-03-12T07:02:00.000Z', { fdispositivo: '2025-03-12T07:02:05.000Z', frecibido: '2025-03-12T07:40:10.000Z' });
    expect(textoPosicion(f)).toBe('Con posición');
    expect(textoPosicion({ lat: null, lng: null, sin_posicion: 'Permiso denegado' })).toBe('Sin posición: Permiso denegado');
    expect(textoRegistro(f)).toBe('Dispositivo 08:02:05 · Servidor 08:40:10');
    expect(textoRegistro({ ...f, frecibido: null })).toBe('Dispositivo 08:02:05 · Pendiente de subir');
    // Subió al día siguiente; una corrección hecha otro día lleva la fecha del dispositivo.
    expect(textoRegistro({ ...f, frecibido: '2025-03-13T06:00:00.000Z' })).toBe('Dispositivo 08:02:05 · Servidor 13/03/2025 07:00:00');
    expect(textoRegistro({ ...f, fdispositivo: '2025-03-14T09:00:00.000Z', frecibido: null })).toBe('Dispositivo 14/03/2025 10:00:00 · Pendiente de subir');
    expect(esCorreccion(f)).toBe(false);
    expect(esCorreccion({ idpresencia_corrige: null, motivo: 'Olvidó fichar' })).toBe(true);
    expect(textoCoordenadas(40.4168, -3.7038, 12.4)).toBe('40,41680, -3,70380 (± 12 m)');
  });
});

describe('posición al fichar', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const conError = (code: number): Geolocalizador => ({
    getCurrentPosition: (_ok, error) => error?.({ code, message: 'x', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }),
  });

  it('la posición, o el motivo por el que no la hay', async () => {
    const geo: Geolocalizador = {
      getCurrentPosition: (ok) => ok({ coords: { latitude: 40.41, longitude: -3.7, accuracy: 15 } } as GeolocationPosition),
    };
    const r = await pedirPosicion(geo);
    expect(r).toEqual({ ok: true, posicion: { lat: 40.41, lng: -3.7, precision: 15 } });
    expect(paramsPosicion(r)).toEqual({ lat: 40.41, lng: -3.7, precision: 15, sin_posicion: null });
    await expect(pedirPosicion(conError(1))).resolves.toEqual({ ok: false, motivo: 'Permiso denegado' });
    await expect(pedirPosicion(conError(2))).resolves.toEqual({ ok: false, motivo: 'Posición no disponible' });
    await expect(pedirPosicion(conError(3))).resolves.toEqual({ ok: false, motivo: 'Tiempo agotado' });
    await expect(pedirPosicion(undefined)).resolves.toEqual({ ok: false, motivo: 'Posición no disponible' });
    expect(paramsPosicion({ ok: false, motivo: 'Permiso denegado' })).toEqual({ lat: null, lng: null, precision: null, sin_posicion: 'Permiso denegado' });
    expect(motivoDeError(99)).toBe('Posición no disponible');
  });

  it('si el navegador no contesta en 10 s, tiempo agotado', async () => {
    vi.useFakeTimers();
    const promesa = pedirPosicion({ getCurrentPosition: () => undefined });
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(promesa).resolves.toEqual({ ok: false, motivo: 'Tiempo agotado' });
  });
});

describe('formulario de corrección', () => {
  const entrada = fichaje('9', 'entrada', '2025-03-12T07:02:00.000Z');
  const salida = fichaje('9', 'salida', '2025-03-12T15:00:00.000Z');
  const ctx = (corrige: Fichaje | null, fichajes: readonly Fichaje[] = [entrada, salida]): ContextoCorreccion => ({
    corrige,
    fichajes: () => fichajes,
    nombre: (id) => (id === '9' ? 'Ana García' : id),
    ahora: () => new Date('2025-03-13T10:00:00.000Z'),
    nuevoId: () => 'nuevo-1',
  });

  it('parte del fichaje corregido, en hora de España', () => {
    expect(valoresCorreccion(entrada)).toEqual({ idempleado: '9', tipo: 'entrada', fecha: '2025-03-12', hora: '08:02', motivo: '' });
    expect(valoresCorreccion(null)).toEqual({ idempleado: '', tipo: '', fecha: null, hora: '', motivo: '' });
  });

  it('el motivo es obligatorio, con el mensaje del mutador', () => {
    const v = valoresCorreccion(entrada);
    const errores = erroresDe({ campos: camposCorreccion(ctx(entrada)), entidad: 'presencia' }, v);
    expect(errores).toEqual([{ campo: 'motivo', error: MENSAJES_PRESENCIA.motivo }]);
    // En la corrección no se pide el empleado (es el del fichaje).
    expect(erroresDe({ campos: camposCorreccion(ctx(null)), entidad: 'presencia' }, valoresCorreccion(null)).map((e) => e.campo)).toEqual(['idempleado', 'tipo', 'fecha', 'hora', 'motivo']);
  });

  it('las reglas del mutador antes de encolar: hora futura, ya corregido y secuencia', () => {
    const base: ValoresCorreccion = { ...valoresCorreccion(entrada), motivo: 'Llegó antes' };
    expect(errorCorreccion({ ...base, hora: '07:55' }, ctx(entrada))).toBeNull();
    expect(errorCorreccion({ ...base, fecha: '2025-03-14' }, ctx(entrada))).toBe(MENSAJES_PRESENCIA.horaFutura);
    // Cambiarla a salida deja la primera marca como una salida.
    expect(errorCorreccion({ ...base, tipo: 'salida' }, ctx(entrada))).toBe(MENSAJES_PRESENCIA.primeraSalida);
    // Mover la entrada después de la salida deja la salida como primera marca.
    expect(errorCorreccion({ ...base, hora: '17:00' }, ctx(entrada))).toBe(MENSAJES_PRESENCIA.primeraSalida);
    const otra = fichaje('9', 'entrada', '2025-03-12T07:00:00.000Z', { idpresencia_corrige: entrada.idpresencia, motivo: 'x' });
    expect(errorCorreccion(base, ctx(entrada, [entrada, salida, otra]))).toBe(MENSAJES_PRESENCIA.yaCorregido);
    // Un olvido: una segunda entrada a media mañana quedaría como dos entradas seguidas.
    const olvido: ValoresCorreccion = { idempleado: '9', tipo: 'entrada', fecha: '2025-03-12', hora: '10:00', motivo: 'No fichó' };
    expect(errorCorreccion(olvido, ctx(null))).toBe(MENSAJES_PRESENCIA.secuencia(fechaHoraJornada('2025-03-12T09:00:00.000Z'), 'entrada'));
    const errores = erroresDe({ campos: camposCorreccion(ctx(null)), entidad: 'presencia' }, olvido);
    expect(errores).toEqual([{ campo: 'hora', error: MENSAJES_PRESENCIA.secuencia(fechaHoraJornada('2025-03-12T09:00:00.000Z'), 'entrada') }]);
    // Con solo la entrada de la mañana, una salida olvidada a mediodía sí cabe.
    expect(errorCorreccion({ ...olvido, tipo: 'salida', hora: '12:00' }, ctx(null, [entrada]))).toBeNull();
  });

  it('los parámetros de presencia.corregirSync y la confirmación', () => {
    const v: ValoresCorreccion = { ...valoresCorreccion(entrada), hora: '07:55', motivo: '  Llegó antes  ' };
    expect(cambiosDe(camposCorreccion(ctx(entrada)), valoresCorreccion(entrada), v)).toEqual({ hora: '07:55', motivo: 'Llegó antes' });
    expect(paramsCorreccion(v, ctx(entrada), 'nuevo-1')).toEqual({
      idpresencia: 'nuevo-1',
      idempleado: '9',
      tipo: 'entrada',
      hora: '2025-03-12T06:55:00.000Z',
      idpresencia_corrige: entrada.idpresencia,
      motivo: 'Llegó antes',
    });
    expect(confirmacionCorreccion(v, ctx(entrada))).toBe(
      'La entrada del 12/03/2025 08:02 quedará sin efecto y contará la entrada del 12/03/2025 07:55. Motivo: «Llegó antes». ' +
        'Los fichajes no se borran: la corrección queda registrada con tu nombre. ¿Registrar la corrección?',
    );
    const olvido: ValoresCorreccion = { idempleado: '9', tipo: 'salida', fecha: '2025-03-12', hora: '12:00', motivo: 'No fichó' };
    expect(paramsCorreccion(olvido, ctx(null), 'nuevo-2')).toMatchObject({ idempleado: '9', idpresencia_corrige: null, hora: '2025-03-12T11:00:00.000Z' });
    expect(confirmacionCorreccion(olvido, ctx(null))).toContain('Se añadirá a Ana García la salida del 12/03/2025 12:00');
    expect(() => paramsCorreccion({ ...olvido, hora: '' }, ctx(null), 'x')).toThrow('Indica la hora');
  });
});

describe('informe mensual', () => {
  const empresa: EmpresaPdf = { nombre: 'Seguridad Vigía S.L.', cif: 'B12345678', direccion: 'Calle Mayor 1, 28013 Madrid', telefono: '910000000', email: 'info@vigia.es', registro: '1234' };
  const salidaTarde = fichaje('9', 'salida', '2025-03-03T18:00:00.000Z');
  const corregidaFebrero = fichaje('9', 'entrada', '2025-02-28T08:00:00.000Z');
  const datos = (extra: Partial<DatosInforme> = {}): DatosInforme => ({
    empresa,
    persona: { idempleado: '9', nombre: 'Ana García', nif: '12345678Z', delegacion: 'Madrid' },
    mes: '2025-03',
    ahora: '2025-04-02T10:00:00.000Z',
    fichajes: [
      fichaje('9', 'entrada', '2025-03-03T07:02:00.000Z'),
      fichaje('9', 'salida', '2025-03-03T13:00:00.000Z'),
      fichaje('9', 'entrada', '2025-03-03T14:00:00.000Z'),
      salidaTarde,
      fichaje('9', 'salida', '2025-03-03T16:30:00.000Z', { idpresencia_corrige: salidaTarde.idpresencia, motivo: 'Olvidó fichar; lo confirma el parte', autor: 'Supervisión', fdispositivo: '2025-03-04T08:00:00.000Z' }),
      // Turno de noche del 28 al 29 de marzo: cuenta el 28.
      fichaje('9', 'entrada', '2025-03-28T19:00:00.000Z'),
      fichaje('9', 'salida', '2025-03-29T05:00:00.000Z'),
      // Un fichaje olvidado que añadió la supervisión.
      fichaje('9', 'entrada', '2025-03-10T07:00:00.000Z', { motivo: '=SUMA(A1) no fichó', autor: 'Supervisión' }),
      fichaje('9', 'salida', '2025-03-10T15:00:00.000Z'),
      // La última: una entrada sin salida del 31 (ya en horario de verano).
      fichaje('9', 'entrada', '2025-03-31T06:00:00.000Z'),
      // Una corrección de marzo de un fichaje de febrero.
      corregidaFebrero,
      fichaje('9', 'entrada', '2025-03-01T07:00:00.000Z', { idpresencia_corrige: corregidaFebrero.idpresencia, motivo: 'Era el sábado', autor: 'Supervisión' }),
      fichaje('9', 'salida', '2025-03-01T09:00:00.000Z'),
      // De otra persona: no entra.
      fichaje('5', 'entrada', '2025-03-03T07:00:00.000Z'),
      fichaje('5', 'salida', '2025-03-03T15:00:00.000Z'),
    ],
    ...extra,
  });

  it('meses y días', () => {
    expect(nombreDelMes('2025-03')).toBe('marzo de 2025');
    expect(diasDelMes('2024-02')).toHaveLength(29);
    expect(desplazarMes('2025-01', -1)).toBe('2024-12');
    expect(mesesRecientes('2025-03-31T22:30:00.000Z', 3).map((m) => m.valor)).toEqual(['2025-04', '2025-03', '2025-02']);
    expect(horasMinutos(9750)).toBe('162:30');
  });

  it('cada día con sus tramos y su total, el total del mes y las correcciones con motivo y autor', () => {
    const i = informeMensual(datos());
    expect(i.dias).toHaveLength(31);
    expect(i.periodo).toBe('Del 01/03/2025 al 31/03/2025');
    const dia3 = i.dias.find((d) => d.dia === '2025-03-03');
    expect(dia3).toMatchObject({ fecha: '03/03/2025', nombreDia: 'lunes', minutos: 358 + 150 });
    expect(dia3?.tramos.map((t) => [t.entrada, t.salida])).toEqual([
      ['08:02', '14:00'],
      ['15:00', '17:30'],
    ]);
    expect(i.dias.find((d) => d.dia === '2025-03-28')?.tramos).toEqual([{ entrada: '20:00', salida: '06:00 del 29/03/2025', minutos: 600, nota: null }]);
    expect(i.dias.find((d) => d.dia === '2025-03-31')?.tramos).toEqual([{ entrada: '08:00', salida: null, minutos: 0, nota: 'Sin salida: no suma (hay que corregirla)' }]);
    expect(i.dias.find((d) => d.dia === '2025-03-04')?.tramos).toEqual([]);
    expect(i.total).toBe(508 + 600 + 480 + 120);
    expect(i.correcciones).toEqual([
      { fechaHora: '01/03/2025 08:00', tipo: 'Entrada', corrige: 'Entrada del 28/02/2025 09:00', motivo: 'Era el sábado', autor: 'Supervisión', registrada: '01/03/2025 08:00' },
      { fechaHora: '03/03/2025 17:30', tipo: 'Salida', corrige: 'Salida del 03/03/2025 19:00', motivo: 'Olvidó fichar; lo confirma el parte', autor: 'Supervisión', registrada: '04/03/2025 09:00' },
      { fechaHora: '10/03/2025 08:00', tipo: 'Entrada', corrige: 'Fichaje olvidado (no corrige a otro)', motivo: '=SUMA(A1) no fichó', autor: 'Supervisión', registrada: '10/03/2025 08:00' },
    ]);
    // Una entrada de hoy sin salida está en curso y cuenta hasta ahora.
    const enCurso = informeMensual(datos({ ahora: '2025-03-31T08:00:00.000Z' }));
    expect(enCurso.dias.find((d) => d.dia === '2025-03-31')?.tramos).toEqual([{ entrada: '08:00', salida: null, minutos: 120, nota: 'En curso' }]);
  });

  it('CSV para el Excel en español: BOM, punto y coma, CRLF, comillas y sin fórmulas', () => {
    const csv = csvInforme(informeMensual(datos()));
    expect(csv.startsWith(BOM)).toBe(true);
    const lineas = csv.slice(1).split('\r\n');
    expect(lineas[0]).toBe('Registro diario de jornada · marzo de 2025');
    expect(lineas[1]).toBe('Empresa;Seguridad Vigía S.L.;CIF;B12345678');
    expect(lineas[2]).toBe('Persona trabajadora;Ana García;NIF;12345678Z');
    expect(lineas).toContain('Fecha;Día;Entrada;Salida;Duración (h:mm);Total del día (h:mm);Observaciones');
    expect(lineas).toContain('03/03/2025;lunes;08:02;14:00;5:58;;');
    expect(lineas).toContain('03/03/2025;lunes;15:00;17:30;2:30;8:28;');
    expect(lineas).toContain('04/03/2025;martes;;;;0:00;Sin fichajes');
    expect(lineas).toContain('Total del mes;;;;;28:28;');
    expect(lineas).toContain('03/03/2025 17:30;Salida;Salida del 03/03/2025 19:00;"Olvidó fichar; lo confirma el parte";Supervisión;04/03/2025 09:00');
    expect(lineas).toContain("10/03/2025 08:00;Entrada;Fichaje olvidado (no corrige a otro);'=SUMA(A1) no fichó;Supervisión;10/03/2025 08:00");
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(campoCsv('dice "hola"')).toBe('"dice ""hola"""');
    expect(campoCsv('-1')).toBe("'-1");
    expect(campoCsv('@x;y')).toBe('"\'@x;y"');
    expect(nombreInforme({ mes: '2025-03', persona: { idempleado: '9', nombre: 'Ana García Núñez', nif: null, delegacion: null } }, 'csv')).toBe('registro-jornada-2025-03-Ana_Garcia_Nunez.csv');
  });

  it('el PDF lleva cabecera, días, totales, correcciones, nota legal y firmas; mismos datos, mismos bytes', async () => {
    const i = informeMensual(datos());
    const fecha = new Date('2025-04-02T10:00:00.000Z');
    const bytes = await generarPdfInforme(i, fecha);
    const { doc, texto } = await textoPdf(bytes);
    expect(doc.getTitle()).toBe('Registro diario de jornada · marzo de 2025');
    for (const t of [
      'Seguridad Vigía S.L.',
      'CIF B12345678',
      'Registro diario de jornada · marzo de 2025',
      'Ana García',
      '12345678Z',
      'Del 01/03/2025 al 31/03/2025',
      '08:02 – 14:00',
      '15:00 – 17:30',
      '8 h 28 min',
      'Total del mes',
      '28 h 28 min',
      'Correcciones',
      'Olvidó fichar; lo confirma el',
      'Firma de la empresa',
      'Firma de la persona trabajadora',
    ]) {
      expect(texto, t).toContain(t);
    }
    expect(texto).toMatch(/Página 1 de \d/);
    expect(Buffer.from(await generarPdfInforme(i, fecha)).equals(Buffer.from(bytes))).toBe(true);
  });

  it("los fichajes marcados 'hora no fiable', con su motivo, en el tramo, en el CSV y en el PDF", async () => {
    const motivo = 'La hora del dispositivo (04/03/2025, 20:00:00 en el reloj del servidor) es posterior a la de recepción (04/03/2025, 10:00:00)';
    const d = datos();
    const i = informeMensual({
      ...d,
      fichajes: [
        ...d.fichajes,
        fichaje('9', 'entrada', '2025-03-04T07:00:00.000Z'),
        fichaje('9', 'salida', '2025-03-04T09:00:00.000Z', { hora_fiable: false, motivo_hora: motivo, fdispositivo: '2025-03-04T19:00:00.000Z' }),
      ],
    });
    expect(informeMensual(d).noFiables).toEqual([]);
    expect(i.noFiables).toEqual([{ fechaHora: '04/03/2025 10:00', tipo: 'Salida', dispositivo: '04/03/2025 20:00', motivo }]);
    expect(i.dias.find((x) => x.dia === '2025-03-04')?.tramos).toEqual([{ entrada: '08:00', salida: '10:00', minutos: 120, nota: TEXTOS_INFORME.notaNoFiable }]);
    const csv = csvInforme(i);
    expect(csv).toContain(`\r\n${TEXTOS_INFORME.horasNoFiables}\r\n`);
    expect(csv).toContain(`04/03/2025 10:00;Salida;04/03/2025 20:00;Hora no fiable: ${motivo}`);
    expect(csvInforme(informeMensual(d))).not.toContain(TEXTOS_INFORME.horasNoFiables);
    const { texto } = await textoPdf(await generarPdfInforme(i, new Date('2025-04-02T10:00:00.000Z')));
    expect(texto).toContain(TEXTOS_INFORME.horasNoFiables);
    expect(texto).toContain('Hora no fiable: La hora del dispositivo');
  });
});
