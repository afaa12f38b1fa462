import { describe, expect, it } from 'vitest';
import {
  cambiarCelda,
  celdasGuardadas,
  claveCelda,
  desplazarMes,
  diasDelMes,
  diferencia,
  filasRejilla,
  horasPorVigilante,
  idProvisional,
  leerMes,
  paramsCuadrante,
  revisarRejilla,
  turnosDeFuera,
  turnosDeRejilla,
  valorCelda,
  vigilantesPorDia,
  type Borrador,
  type TurnoDePuesto,
  type TurnoGuardado,
} from './rejilla';

const M: TurnoDePuesto = { idturno_puesto: 'tm', codigo: 'M', descripcion: 'Mañana', hora_inicio: '06:00', hora_fin: '14:00' };
const N: TurnoDePuesto = { idturno_puesto: 'tn', codigo: 'N', descripcion: 'Noche', hora_inicio: '22:00', hora_fin: '06:00' };
const ctx = { idpuesto_servicio: 'p1', turnosPuesto: new Map([M, N].map((t) => [t.idturno_puesto, t])) };

const guardado = (id: string, idvigilante: string, fecha: string, t: TurnoDePuesto, extra: Partial<TurnoGuardado> = {}): TurnoGuardado => {
  const fin = t.hora_fin <= t.hora_inicio ? `${fecha.slice(0, 8)}${String(Number(fecha.slice(8)) + 1).padStart(2, '0')}T${t.hora_fin}` : `${fecha}T${t.hora_fin}`;
  return {
    idcuadrante: id,
    idvigilante,
    idpuesto_servicio: 'p1',
    idpuesto_servicio_servicio: 's1',
    fecha,
    idturno_puesto: t.idturno_puesto,
    codigo: t.codigo,
    inicio: `${fecha}T${t.hora_inicio}`,
    fin,
    horas: 8,
    ...extra,
  };
};

describe('calendario de la rejilla', () => {
  it('los días del mes con su día de la semana y el fin de semana', () => {
    const dias = diasDelMes({ anio: 2025, mes: 12 });
    expect(dias).toHaveLength(31);
    expect(dias[0]).toEqual({ fecha: '2025-12-01', dia: 1, semana: 1, finDeSemana: false });
    expect(dias[5]).toEqual({ fecha: '2025-12-06', dia: 6, semana: 6, finDeSemana: true });
    expect(dias[6]?.semana).toBe(7);
    expect(diasDelMes({ anio: 2024, mes: 2 })).toHaveLength(29);
    expect(diasDelMes({ anio: 2025, mes: 2 })).toHaveLength(28);
  });

  it('lee el mes de la ruta y se desplaza entre años', () => {
    expect(leerMes('2025', '03')).toEqual({ anio: 2025, mes: 3 });
    expect(leerMes('2025', '13')).toBeNull();
    expect(leerMes('25', '3')).toBeNull();
    expect(leerMes('2025', 'x')).toBeNull();
    expect(desplazarMes({ anio: 2025, mes: 12 }, 1)).toEqual({ anio: 2026, mes: 1 });
    expect(desplazarMes({ anio: 2025, mes: 1 }, -1)).toEqual({ anio: 2024, mes: 12 });
    expect(paramsCuadrante('p', 's', { anio: 2026, mes: 1 })).toEqual({ idpuesto_servicio: 'p', idpuesto_servicio_servicio: 's', year: '2026', month: '01' });
  });
});

describe('borrador y diferencia', () => {
  const guardadas = celdasGuardadas([guardado('c1', 'ana', '2025-12-01', M), guardado('c2', 'ana', '2025-12-02', M)]);

  it('solo guarda en el borrador lo que difiere de lo guardado', () => {
    let b: Borrador = new Map();
    b = cambiarCelda(guardadas, b, claveCelda('ana', '2025-12-01'), 'tn');
    expect(valorCelda(guardadas, b, claveCelda('ana', '2025-12-01'))).toBe('tn');
    b = cambiarCelda(guardadas, b, claveCelda('ana', '2025-12-01'), 'tm');
    expect(b.size).toBe(0);
    expect(valorCelda(guardadas, b, claveCelda('ana', '2025-12-01'))).toBe('tm');
    expect(valorCelda(guardadas, b, claveCelda('ana', '2025-12-09'))).toBe('');
  });

  it('pone las celdas nuevas con id nuevo, las cambiadas con el suyo y quita las vaciadas', () => {
    let b: Borrador = new Map();
    b = cambiarCelda(guardadas, b, claveCelda('ana', '2025-12-01'), 'tn');
    b = cambiarCelda(guardadas, b, claveCelda('ana', '2025-12-02'), '');
    b = cambiarCelda(guardadas, b, claveCelda('luis', '2025-12-03'), 'tm');
    b = cambiarCelda(guardadas, b, claveCelda('luis', '2025-12-04'), '');
    let n = 0;
    const { poner, quitar } = diferencia(guardadas, b, () => `nuevo-${++n}`);
    expect(poner).toEqual([
      { idcuadrante: 'c1', idvigilante: 'ana', fecha: '2025-12-01', idturno_puesto: 'tn' },
      { idcuadrante: 'nuevo-1', idvigilante: 'luis', fecha: '2025-12-03', idturno_puesto: 'tm' },
    ]);
    expect(quitar).toEqual(['c2']);
  });

  it('sin cambios no manda nada', () => {
    expect(diferencia(guardadas, new Map(), () => 'x')).toEqual({ poner: [], quitar: [] });
  });

  it('los turnos de la rejilla llevan lo guardado con lo cambiado encima', () => {
    let b: Borrador = new Map();
    b = cambiarCelda(guardadas, b, claveCelda('ana', '2025-12-01'), 'tn');
    b = cambiarCelda(guardadas, b, claveCelda('ana', '2025-12-02'), '');
    b = cambiarCelda(guardadas, b, claveCelda('luis', '2025-12-03'), 'tm');
    const turnos = turnosDeRejilla(guardadas, b, ctx);
    expect(turnos).toHaveLength(2);
    expect(turnos).toContainEqual({ idcuadrante: 'c1', idvigilante: 'ana', idpuesto_servicio: 'p1', fecha: '2025-12-01', inicio: '2025-12-01T22:00', fin: '2025-12-02T06:00', horas: 8 });
    expect(turnos).toContainEqual(expect.objectContaining({ idcuadrante: idProvisional(claveCelda('luis', '2025-12-03')), idvigilante: 'luis', horas: 8 }));
    expect(horasPorVigilante(turnos).get('ana')).toBe(8);
    expect(vigilantesPorDia(turnos).get('2025-12-03')).toBe(1);
    expect(vigilantesPorDia(turnos).get('2025-12-02')).toBeUndefined();
  });

  it('las filas: asignados, con turno y añadidos, sin repetir', () => {
    expect(filasRejilla(['ana', 'luis'], ['luis', 'eva'], ['ana', 'pepe'])).toEqual(['ana', 'luis', 'eva', 'pepe']);
  });
});

describe('conflictos en la rejilla', () => {
  const nombre = (id: string) => ({ ana: 'Ana Pérez', luis: 'Luis Gil' })[id] ?? id;

  it('marca la celda que pisa un turno del vigilante en otro puesto, antes de guardar', () => {
    const otro = guardado('o1', 'ana', '2025-12-03', M, { idpuesto_servicio: 'p2', idpuesto_servicio_servicio: 's9' });
    const b = cambiarCelda(new Map(), new Map(), claveCelda('ana', '2025-12-03'), 'tm');
    const rejilla = turnosDeRejilla(new Map(), b, ctx);
    const r = revisarRejilla(rejilla, turnosDeFuera([otro], 's1', { anio: 2025, mes: 12 }), nombre);
    expect(r.conflictos).toHaveLength(1);
    expect(r.conflictos[0]?.tipo).toBe('solape');
    expect(r.conflictos[0]?.mensaje).toBe('Ana Pérez está en dos puestos a la vez el 03/12/2025 (06:00–14:00 y 06:00–14:00)');
    expect([...r.celdas]).toEqual([claveCelda('ana', '2025-12-03')]);
  });

  it('una noche y la mañana siguiente (0 h de descanso) marcan las dos celdas', () => {
    let b: Borrador = new Map();
    b = cambiarCelda(new Map(), b, claveCelda('ana', '2025-12-03'), 'tn');
    b = cambiarCelda(new Map(), b, claveCelda('ana', '2025-12-04'), 'tm');
    const r = revisarRejilla(turnosDeRejilla(new Map(), b, ctx), [], nombre);
    expect(r.conflictos.map((c) => c.tipo)).toEqual(['descanso']);
    expect(r.celdas).toEqual(new Set([claveCelda('ana', '2025-12-03'), claveCelda('ana', '2025-12-04')]));
  });

  it('poca separación sin pisarse es descanso', () => {
    const tarde: TurnoDePuesto = { idturno_puesto: 'tt', codigo: 'T', descripcion: 'Tarde', hora_inicio: '14:00', hora_fin: '22:00' };
    const c = { idpuesto_servicio: 'p1', turnosPuesto: new Map([M, tarde].map((t) => [t.idturno_puesto, t])) };
    let b: Borrador = new Map();
    b = cambiarCelda(new Map(), b, claveCelda('luis', '2025-12-03'), 'tt');
    b = cambiarCelda(new Map(), b, claveCelda('luis', '2025-12-04'), 'tm');
    const r = revisarRejilla(turnosDeRejilla(new Map(), b, c), [], nombre);
    expect(r.conflictos.map((x) => x.tipo)).toEqual(['descanso']);
    expect(r.conflictos[0]?.mensaje).toContain('Luis Gil descansa solo 8 h');
  });

  it('los turnos de fuera: deja los del mismo servicio dentro del mes (son la rejilla) y cuenta los de los días de al lado', () => {
    const fuera = turnosDeFuera(
      [
        guardado('a', 'ana', '2025-12-05', M),
        guardado('b', 'ana', '2025-11-30', N),
        guardado('c', 'ana', '2025-12-05', M, { idpuesto_servicio_servicio: 's2' }),
      ],
      's1',
      { anio: 2025, mes: 12 },
    );
    expect(fuera.map((t) => t.idcuadrante)).toEqual(['b', 'c']);
    // La noche del 30 de noviembre acaba el 1 a las 06:00: una mañana el 1 la pisa.
    const b = cambiarCelda(new Map(), new Map(), claveCelda('ana', '2025-12-01'), 'tm');
    const r = revisarRejilla(turnosDeRejilla(new Map(), b, ctx), fuera, nombre);
    expect(r.celdas.has(claveCelda('ana', '2025-12-01'))).toBe(true);
  });

  it('un conflicto solo entre turnos de fuera no se lista', () => {
    const fuera = turnosDeFuera(
      [guardado('x', 'ana', '2025-12-05', M, { idpuesto_servicio_servicio: 's2' }), guardado('y', 'ana', '2025-12-05', M, { idpuesto_servicio_servicio: 's3' })],
      's1',
      { anio: 2025, mes: 12 },
    );
    expect(revisarRejilla([], fuera, nombre).conflictos).toEqual([]);
  });

  it('más de 162 horas en el mes marca todas las celdas del vigilante', () => {
    const largo: TurnoDePuesto = { idturno_puesto: 'tl', codigo: 'L', descripcion: 'Largo', hora_inicio: '08:00', hora_fin: '20:00' };
    const c = { idpuesto_servicio: 'p1', turnosPuesto: new Map([[largo.idturno_puesto, largo]]) };
    let b: Borrador = new Map();
    // 14 turnos de 12 h en días alternos: 168 h, con 36 h de descanso entre ellos.
    for (let d = 1; d <= 27; d += 2) b = cambiarCelda(new Map(), b, claveCelda('ana', `2025-12-${String(d).padStart(2, '0')}`), 'tl');
    const r = revisarRejilla(turnosDeRejilla(new Map(), b, c), [], nombre);
    expect(r.conflictos.map((x) => x.tipo)).toEqual(['horas']);
    expect(r.conflictos[0]?.mensaje).toBe('Ana Pérez supera las 162 horas en diciembre de 2025 (168 h)');
    expect(r.celdas.size).toBe(14);
  });
});
