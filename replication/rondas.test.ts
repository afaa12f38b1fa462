/**
 * Reglas de la ronda: resultado de cada lectura (correcto, fuera de orden solo en la ordenada, desconocido,
 * repetido), puntos pendientes en su orden y el resumen con sus incidencias.
 */
import { describe, expect, it } from 'vitest';
import { ETIQUETAS_RESULTADO, evaluarLectura, puntosPendientes, resumenRonda, type LecturaDeRonda, type PuntoDeRonda } from './rondas';

const puntos: PuntoDeRonda[] = [
  { idpunto_ronda: 'P3', orden: 3, codigo: 'QR-C', estado: 1 },
  { idpunto_ronda: 'P1', orden: 1, codigo: 'QR-A', estado: 1 },
  { idpunto_ronda: 'P2', orden: 2, codigo: 'QR-B', estado: 1 },
  { idpunto_ronda: 'PX', orden: 4, codigo: 'QR-X', estado: 0 },
];
const leido = (id: string | null, resultado: LecturaDeRonda['resultado'] = 'correcto'): LecturaDeRonda => ({ idpunto_ronda: id, resultado, estado: 1 });

describe('evaluarLectura', () => {
  it('en una ronda ordenada, el siguiente pendiente es correcto y otro es fuera de orden', () => {
    expect(evaluarLectura('QR-A', puntos, [], true)).toEqual({ resultado: 'correcto', punto: puntos[1] });
    expect(evaluarLectura('QR-C', puntos, [], true).resultado).toBe('fuera_de_orden');
    // Leído P3 fuera de orden, P1 sigue siendo el siguiente; después, P2.
    expect(evaluarLectura('QR-A', puntos, [leido('P3', 'fuera_de_orden')], true).resultado).toBe('correcto');
    expect(evaluarLectura('QR-B', puntos, [leido('P3', 'fuera_de_orden'), leido('P1')], true).resultado).toBe('correcto');
  });

  it('en una ronda libre, cualquier orden es correcto', () => {
    expect(evaluarLectura('QR-C', puntos, [], false).resultado).toBe('correcto');
  });

  it('un código que no es de un punto activo es desconocido (con espacios alrededor, se reconoce)', () => {
    expect(evaluarLectura('QR-Z', puntos, [], true)).toEqual({ resultado: 'desconocido', punto: null });
    expect(evaluarLectura('QR-X', puntos, [], false).resultado).toBe('desconocido');
    expect(evaluarLectura('  QR-A\n', puntos, [], true).resultado).toBe('correcto');
  });

  it('un punto ya leído es repetido; una lectura desconocida o repetida no lo cuenta como leído', () => {
    expect(evaluarLectura('QR-A', puntos, [leido('P1')], true).resultado).toBe('repetido');
    expect(evaluarLectura('QR-C', puntos, [leido('P3', 'fuera_de_orden')], false).resultado).toBe('repetido');
    expect(evaluarLectura('QR-A', puntos, [leido('P1', 'repetido'), leido(null, 'desconocido')], true).resultado).toBe('correcto');
    expect(evaluarLectura('QR-A', puntos, [{ ...leido('P1'), estado: 0 }], true).resultado).toBe('correcto');
  });
});

describe('puntosPendientes y resumenRonda', () => {
  it('pendientes en orden, sin los inactivos ni los leídos; un omitido sigue sin leer', () => {
    expect(puntosPendientes(puntos, []).map((p) => p.idpunto_ronda)).toEqual(['P1', 'P2', 'P3']);
    expect(puntosPendientes(puntos, [leido('P2', 'fuera_de_orden'), leido('P3', 'omitido')]).map((p) => p.idpunto_ronda)).toEqual(['P1', 'P3']);
  });

  it('resumen: puntos distintos leídos e incidencias (todo lo que no es correcto)', () => {
    const checks = [leido('P1'), leido(null, 'desconocido'), leido('P3', 'fuera_de_orden'), leido('P1', 'repetido'), leido('P2', 'omitido')];
    expect(resumenRonda(puntos, checks)).toEqual({
      total: 3, leidos: 2, pendientes: 1, incidencias: 4,
      porResultado: { correcto: 1, fuera_de_orden: 1, desconocido: 1, repetido: 1, omitido: 1 },
    });
    expect(resumenRonda(puntos, [])).toMatchObject({ total: 3, leidos: 0, pendientes: 3, incidencias: 0 });
  });

  it('las etiquetas de cada resultado', () => {
    expect(ETIQUETAS_RESULTADO).toEqual({ correcto: 'Correcto', fuera_de_orden: 'Fuera de orden', desconocido: 'Código desconocido', repetido: 'Repetido', omitido: 'Sin leer' });
  });
});
