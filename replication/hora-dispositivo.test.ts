/** Las reglas puras de la hora del dispositivo (hora-dispositivo.ts) y su efecto en las rondas y los fichajes. */
import { describe, expect, it } from 'vitest';
import {
  horaSinJuzgar, marcaHora, motivoMarcoCierre, motivoMarcoLectura, situarHora, TOLERANCIA_RELOJ_MS,
} from './hora-dispositivo';
import { errorSecuencia, type Fichaje } from './presencia';
import { resumenRonda } from './rondas';

const R = '2026-11-28T10:00:00.000Z';
const en = (ms: number): string => new Date(Date.parse(R) + ms).toISOString();
const MIN = 60_000;
const HORA = 60 * MIN;

describe('situarHora', () => {
  it('con el desfase declarado, la hora cae en el reloj del servidor y es fiable', () => {
    const h = situarHora({ creado: en(2 * HORA), reloj: { desfase_ms: -2 * HORA, contacto: en(-30 * MIN) }, recibido: R, contactoPosterior: null });
    expect(h).toEqual({ dispositivo: en(2 * HORA), servidor: R, recibido: R, fiable: true, motivo: null, desfase_ms: -2 * HORA });
  });

  it('después de la recepción (más la tolerancia): en la recepción y no fiable; dentro de la tolerancia, fiable', () => {
    const tarde = situarHora({ creado: en(TOLERANCIA_RELOJ_MS + 1000), reloj: { desfase_ms: 0, contacto: null }, recibido: R, contactoPosterior: null });
    expect(tarde).toMatchObject({ servidor: R, fiable: false });
    expect(tarde.motivo).toMatch(/posterior a la de recepción/);
    expect(situarHora({ creado: en(MIN), reloj: null, recibido: R, contactoPosterior: null })).toMatchObject({ servidor: R, fiable: true, desfase_ms: null });
  });

  it('antes del último contacto declarado: en el contacto y no fiable; un contacto declarado del futuro, no fiable', () => {
    const antes = situarHora({ creado: en(-2 * HORA), reloj: { desfase_ms: 0, contacto: en(-HORA) }, recibido: R, contactoPosterior: null });
    expect(antes).toMatchObject({ servidor: en(-HORA), fiable: false });
    expect(antes.motivo).toMatch(/anterior a su última conexión/);
    const futuro = situarHora({ creado: en(-HORA), reloj: { desfase_ms: 0, contacto: en(HORA) }, recibido: R, contactoPosterior: null });
    expect(futuro).toMatchObject({ fiable: false });
    expect(futuro.motivo).toMatch(/posterior a la recepción/);
  });

  it('un contacto declarado que el servidor desmiente: no fiable, con la hora situada', () => {
    const h = situarHora({ creado: en(-HORA), reloj: { desfase_ms: 0, contacto: en(-3 * HORA) }, recibido: R, contactoPosterior: en(-2 * HORA) });
    expect(h).toMatchObject({ servidor: en(-HORA), fiable: false });
    expect(h.motivo).toMatch(/habló con el servidor después/);
  });
});

describe('la marca y el marco', () => {
  it('en el dispositivo no se juzga; en el servidor suma el motivo del marco', () => {
    expect(marcaHora(horaSinJuzgar(R))).toEqual({ hora_fiable: null, motivo_hora: null, desfase_ms: null });
    const h = situarHora({ creado: R, reloj: { desfase_ms: 0, contacto: null }, recibido: R, contactoPosterior: null });
    expect(marcaHora(h)).toEqual({ hora_fiable: true, motivo_hora: null, desfase_ms: 0 });
    expect(marcaHora(h, 'Fuera de su ronda')).toEqual({ hora_fiable: false, motivo_hora: 'Fuera de su ronda', desfase_ms: 0 });
  });

  it('una lectura dentro de su ronda; un cierre después del inicio y de sus lecturas', () => {
    expect(motivoMarcoLectura(en(MIN), { inicio: R, fin: null })).toBeNull();
    expect(motivoMarcoLectura(en(-MIN), { inicio: R })).toMatch(/anterior al inicio de su ronda/);
    expect(motivoMarcoLectura(en(2 * HORA), { inicio: R, fin: en(HORA) })).toMatch(/posterior al cierre/);
    expect(motivoMarcoCierre(en(HORA), R, [en(MIN), null, en(30 * MIN)])).toBeNull();
    expect(motivoMarcoCierre(en(10 * MIN), R, [en(30 * MIN)])).toMatch(/anterior a una de sus lecturas/);
    expect(motivoMarcoCierre(en(-MIN), R, [])).toMatch(/anterior a su inicio/);
  });

  it('una lectura sin hora fiable se guarda pero no cuenta como punto leído y es una incidencia', () => {
    const puntos = [{ idpunto_ronda: 'P1', orden: 1, codigo: 'A', estado: 1 }, { idpunto_ronda: 'P2', orden: 2, codigo: 'B', estado: 1 }];
    const r = resumenRonda(puntos, [
      { idpunto_ronda: 'P1', resultado: 'correcto', hora_fiable: true, estado: 1 },
      { idpunto_ronda: 'P2', resultado: 'correcto', hora_fiable: false, estado: 1 },
    ]);
    expect(r).toMatchObject({ leidos: 1, pendientes: 1, incidencias: 1 });
  });

  it('una salida antes de su entrada abierta rompe la secuencia entera (no solo contra el último fichaje)', () => {
    const f = (idpresencia: string, tipo: 'entrada' | 'salida', hora: string): Fichaje => ({ idpresencia, idempleado: 'E1', tipo, hora, estado: 1 });
    const antes = [f('A', 'entrada', en(-10 * HORA)), f('B', 'salida', en(-2 * HORA)), f('C', 'entrada', en(-HORA))];
    expect(errorSecuencia([...antes, f('D', 'salida', en(-90 * MIN))])).toMatch(/dos salidas seguidas/);
    expect(errorSecuencia([...antes, f('D', 'salida', en(-30 * MIN))])).toBeNull();
  });
});
