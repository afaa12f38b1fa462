import { describe, expect, it } from 'vitest';
import { cambiosPlanificar, esFechaValida } from '../../../replication/mutadores/planificacion';
import {
  agendaTecnico, casillasTablero, claveCasilla, COLUMNA_ANTERIORES, columnaMovil, columnaVecina, conexionTecnico, desplazar, diasDeVista, diaSemana, formatearAntiguedad,
  lunesDe, preparacionTecnico, sumarDias, tecnicosDeLaAgenda, tecnicosDelTablero, type Parte, type Tecnico,
} from './planificacion';

const parte = (id: string, idtecnico: string | null, fecha: string, extra: Partial<Parte> = {}): Parte => ({
  idparte_trabajo: id, idorden_trabajo: 'O1', idtecnico, idsistema: null, idcliente: 'C1', iddelegacion: 'D1', numero: `PT-${id}`,
  fecha, ffijada: null, clasificacion: 'averia', descripcion: 'Avería', observaciones: null, estado: 1, fecha_desc: 'x', actualizado: '2026-11-20T10:00:00.000Z',
  ...extra,
});
const tecnico = (id: string, nombre: string, iddelegacion = 'D1', estado = 1): Tecnico => ({ idtecnico: id, idempleado: `E${id}`, nombre, iddelegacion, idalmacen: null, estado });

describe('días de la agenda y del tablero', () => {
  it('semana de lunes a domingo, también cruzando meses y años; desplazar por día o semana', () => {
    expect(lunesDe('2026-11-22')).toBe('2026-11-16');
    expect(lunesDe('2026-11-23')).toBe('2026-11-23');
    expect(diasDeVista('semana', '2026-12-30')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
    expect(diasDeVista('dia', '2026-11-23')).toEqual(['2026-11-23']);
    expect(desplazar('dia', '2026-02-28', 1)).toBe('2026-03-01');
    expect(desplazar('semana', '2026-11-23', -1)).toBe('2026-11-16');
    expect(sumarDias('2024-02-28', 1)).toBe('2024-02-29');
    expect(diaSemana('2026-11-23')).toBe(0);
    expect(diaSemana('2026-11-29')).toBe(6);
  });

  it('en el móvil, el tablero enseña una columna: la elegida, hoy si es de la semana o el lunes; anterior y siguiente sin salirse', () => {
    const columnas = [COLUMNA_ANTERIORES, ...diasDeVista('semana', '2026-11-23')];
    expect(columnaMovil(columnas, null, '2026-11-25')).toBe('2026-11-25');
    expect(columnaMovil(columnas, null, '2026-12-02')).toBe('2026-11-23');
    expect(columnaMovil(columnas, COLUMNA_ANTERIORES, '2026-11-25')).toBe(COLUMNA_ANTERIORES);
    expect(columnaMovil(columnas, '2026-11-16', '2026-11-25')).toBe('2026-11-25');
    expect(columnaVecina(columnas, '2026-11-23', -1)).toBe(COLUMNA_ANTERIORES);
    expect(columnaVecina(columnas, COLUMNA_ANTERIORES, -1)).toBeNull();
    expect(columnaVecina(columnas, '2026-11-29', 1)).toBeNull();
    expect(columnaVecina(columnas, '2026-11-24', 1)).toBe('2026-11-25');
  });

  it('la agenda pone cada parte en su día (la cita en su fecha fijada), citas primero, sin anulados ni de otros técnicos', () => {
    const partes = [
      parte('1', 'T1', '2026-11-23'),
      parte('2', 'T1', '2026-11-20', { ffijada: '2026-11-23' }),
      parte('3', 'T1', '2026-11-23', { estado: 0 }),
      parte('4', 'T2', '2026-11-23'),
      parte('5', 'T1', '2026-11-24', { estado: 2 }),
    ];
    const agenda = agendaTecnico(partes, 'T1', ['2026-11-23', '2026-11-24']);
    expect(agenda.map((d) => d.partes.map((p) => p.idparte_trabajo))).toEqual([['2', '1'], ['5']]);
  });

  it('el tablero: pendientes por técnico y día, los de antes de la semana en Atrasados, los posteriores fuera', () => {
    const dias = diasDeVista('semana', '2026-11-23');
    const casillas = casillasTablero([
      parte('1', 'T1', '2026-11-24'),
      parte('2', null, '2026-11-25'),
      parte('3', 'T1', '2026-11-10'),
      parte('4', 'T1', '2026-12-10'),
      parte('5', 'T1', '2026-11-24', { estado: 2 }),
    ], dias);
    expect(casillas.get(claveCasilla('T1', '2026-11-24'))?.map((p) => p.idparte_trabajo)).toEqual(['1']);
    expect(casillas.get(claveCasilla(null, '2026-11-25'))?.map((p) => p.idparte_trabajo)).toEqual(['2']);
    expect(casillas.get(claveCasilla('T1', COLUMNA_ANTERIORES))?.map((p) => p.idparte_trabajo)).toEqual(['3']);
    expect([...casillas.values()].flat().map((p) => p.idparte_trabajo).sort()).toEqual(['1', '2', '3']);
  });

  it('técnicos del tablero: los activos de las delegaciones del dispositivo y la propia, o de la elegida', () => {
    const tecnicos = [tecnico('T1', 'Zoe'), tecnico('T2', 'Ana'), tecnico('T3', 'Luis', 'D2'), tecnico('T4', 'Baja', 'D1', 0), tecnico('T5', 'Eva', 'D3')];
    expect(tecnicosDelTablero(tecnicos, [{ iddelegacion: 'D1' }], null, null).map((t) => t.idtecnico)).toEqual(['T2', 'T1']);
    expect(tecnicosDelTablero(tecnicos, [{ iddelegacion: 'D1' }], 'D3', null).map((t) => t.idtecnico)).toEqual(['T2', 'T5', 'T1']);
    expect(tecnicosDelTablero(tecnicos, [{ iddelegacion: 'D1' }], null, 'D2').map((t) => t.idtecnico)).toEqual(['T3']);
  });

  it('técnicos de la agenda: quien mira primero y los que tienen partes en el dispositivo', () => {
    const tecnicos = [tecnico('T1', 'Zoe'), tecnico('T2', 'Ana'), tecnico('T3', 'Luis')];
    expect(tecnicosDeLaAgenda(tecnicos, [{ idtecnico: 'T2' }, { idtecnico: null }], 'T1').map((t) => t.idtecnico)).toEqual(['T1', 'T2']);
    expect(tecnicosDeLaAgenda(tecnicos, [{ idtecnico: 'T3' }, { idtecnico: 'T2' }], null).map((t) => t.idtecnico)).toEqual(['T2', 'T3']);
  });
});

describe('planificar (reglas compartidas con el servidor)', () => {
  it('cambia técnico y fecha; la cita se mueve con su fecha fijada; al mismo sitio no cambia nada', () => {
    expect(cambiosPlanificar({ idtecnico: 'T1', fecha: '2026-11-23', ffijada: null }, { idtecnico: 'T2', fecha: '2026-11-24' })).toEqual({ idtecnico: 'T2', fecha: '2026-11-24' });
    expect(cambiosPlanificar({ idtecnico: 'T1', fecha: '2026-11-20', ffijada: '2026-11-23' }, { idtecnico: 'T1', fecha: '2026-11-25' })).toEqual({ idtecnico: 'T1', fecha: '2026-11-25', ffijada: '2026-11-25' });
    expect(cambiosPlanificar({ idtecnico: 'T1', fecha: '2026-11-20', ffijada: '2026-11-23' }, { idtecnico: 'T1', fecha: '2026-11-23' })).toBeNull();
    expect(cambiosPlanificar({ idtecnico: null, fecha: '2026-11-23', ffijada: null }, { idtecnico: null, fecha: '2026-11-23' })).toBeNull();
    expect(esFechaValida('2026-02-29')).toBe(false);
    expect(esFechaValida('2028-02-29')).toBe(true);
    expect(esFechaValida('29/02/2028')).toBe(false);
  });
});

describe('conexión de un técnico', () => {
  const ahora = '2026-11-23T10:00:00.000Z';
  it('antigüedades en español', () => {
    expect(formatearAntiguedad(4_500)).toBe('hace 4 s');
    expect(formatearAntiguedad(3 * 60_000 + 10_000)).toBe('hace 3 min');
    expect(formatearAntiguedad(2 * 3_600_000)).toBe('hace 2 h');
    expect(formatearAntiguedad(2 * 3_600_000 + 5 * 60_000)).toBe('hace 2 h 5 min');
    expect(formatearAntiguedad(26 * 3_600_000)).toBe('hace 1 día');
    expect(formatearAntiguedad(80 * 3_600_000)).toBe('hace 3 días');
  });

  it('en línea, sin conexión desde hace…, nunca; pendientes con la más antigua, medidas con la hora del servidor', () => {
    const base = { idtecnico: 'T1', declarado: null, preparacion: null };
    expect(conexionTecnico({ ...base, ultimoContacto: '2026-11-23T09:59:55.000Z', pendientes: 0, masAntiguo: null }, ahora)).toEqual({
      estado: 'enLinea', texto: 'En línea · último contacto hace 5 s', pendientes: 'Sin subidas pendientes',
    });
    expect(conexionTecnico({ ...base, ultimoContacto: '2026-11-23T09:40:00.000Z', pendientes: 3, masAntiguo: '2026-11-23T08:30:00.000Z' }, ahora)).toEqual({
      estado: 'sinConexion', texto: 'Sin conexión desde hace 20 min', pendientes: '3 subidas pendientes, la más antigua de hace 1 h 30 min',
    });
    expect(conexionTecnico({ ...base, ultimoContacto: '2026-11-23T09:59:00.000Z', pendientes: 1, masAntiguo: '2026-11-23T09:58:00.000Z' }, ahora).pendientes).toBe(
      '1 subida pendiente, la más antigua de hace 2 min',
    );
    expect(conexionTecnico({ ...base, ultimoContacto: null, pendientes: null, masAntiguo: null }, ahora)).toEqual({
      estado: 'nunca', texto: 'Nunca ha conectado', pendientes: 'Subidas pendientes: sin datos',
    });
    expect(conexionTecnico(undefined, ahora).estado).toBe('desconocida');
    // El umbral: a los 90 s justos sigue en línea; pasado, sin conexión.
    expect(conexionTecnico({ ...base, ultimoContacto: '2026-11-23T09:58:30.000Z', pendientes: 0, masAntiguo: null }, ahora).estado).toBe('enLinea');
    expect(conexionTecnico({ ...base, ultimoContacto: '2026-11-23T09:58:29.000Z', pendientes: 0, masAntiguo: null }, ahora).estado).toBe('sinConexion');
  });

  it('preparación sin conexión: listo, no listo con lo que falta, sin datos; cuándo se informó, con la hora del servidor', () => {
    const base = { idtecnico: 'T1', declarado: null, ultimoContacto: '2026-11-23T09:59:55.000Z', pendientes: 0, masAntiguo: null };
    expect(preparacionTecnico({ ...base, preparacion: { listo: true, faltan: [], version: '1', informado: '2026-11-23T09:57:00.000Z' } }, ahora)).toEqual({
      estado: 'listo', texto: 'Listo sin conexión', cuando: 'informado hace 3 min',
    });
    const faltan = [{ id: 'datos', etiqueta: 'Los datos' }, { id: 'sesion', etiqueta: 'La sesión' }];
    expect(preparacionTecnico({ ...base, preparacion: { listo: false, faltan, version: '1', informado: '2026-11-23T08:00:00.000Z' } }, ahora)).toEqual({
      estado: 'noListo', texto: 'No listo: los datos, la sesión', cuando: 'informado hace 2 h',
    });
    expect(preparacionTecnico({ ...base, preparacion: null }, ahora)).toEqual({ estado: 'sinDatos', texto: 'Sin datos', cuando: null });
    expect(preparacionTecnico(undefined, ahora).estado).toBe('sinDatos');
    expect(preparacionTecnico({ ...base, preparacion: { listo: true, faltan: [], version: '1', informado: '2026-11-23T09:57:00.000Z' } }, null).estado).toBe('sinDatos');
  });
});
