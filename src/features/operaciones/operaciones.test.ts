/** Reglas puras de las operaciones: etapas abiertas/cerradas, fecha de cierre, totales al céntimo, titular y búsqueda. */
import { describe, expect, it } from 'vitest';
import { importeLinea } from '../../../schemas';
import { claveTitular, consultaBusquedaTitulares, duenoDe, esCerrada, ETAPAS_ABIERTAS, fcierreAlCambiar, selectorSituacion, titularDeIds, totalesLineas } from './operaciones';

describe('etapas', () => {
  it('ganada y perdida son cerradas; las demás, abiertas', () => {
    expect(esCerrada('ganada')).toBe(true);
    expect(esCerrada('perdida')).toBe(true);
    for (const e of ['nueva', 'cualificada', 'propuesta', 'negociacion'] as const) expect(esCerrada(e)).toBe(false);
    expect(ETAPAS_ABIERTAS).toEqual(['nueva', 'cualificada', 'propuesta', 'negociacion']);
    expect(selectorSituacion('cerradas')).toEqual({ etapa: { $in: ['ganada', 'perdida'] } });
    expect(selectorSituacion('abiertas').etapa.$in).toHaveLength(4);
  });

  it('fecha de cierre: hoy al cerrar, la que tenía si sigue cerrada, ninguna al reabrir', () => {
    expect(fcierreAlCambiar('propuesta', 'ganada', null, '2025-03-07')).toBe('2025-03-07');
    expect(fcierreAlCambiar(null, 'perdida', null, '2025-03-07')).toBe('2025-03-07');
    expect(fcierreAlCambiar('ganada', 'perdida', '2025-01-02', '2025-03-07')).toBe('2025-01-02');
    expect(fcierreAlCambiar('ganada', 'negociacion', '2025-01-02', '2025-03-07')).toBeNull();
    expect(fcierreAlCambiar(null, 'nueva', null, '2025-03-07')).toBeNull();
  });
});

describe('totalesLineas', () => {
  it('el importe de cada línea es precio × (1 − dto/100) × unidades redondeado a 2 decimales', () => {
    expect(importeLinea(10, 0, 3)).toBe(30);
    expect(importeLinea(19.99, 15, 3)).toBe(50.97);
    expect(importeLinea(0.1, 0, 3)).toBe(0.3);
  });

  it('el total es la suma de los importes redondeados (al céntimo), sin las líneas de baja', () => {
    const lineas = [
      { precio: 0.333, dto: 0, unidades: 1, estado: 1 },
      { precio: 0.333, dto: 0, unidades: 1, estado: 1 },
      { precio: 0.333, dto: 0, unidades: 1, estado: 1 },
      { precio: 100, dto: 10, unidades: 2, estado: 0 },
    ];
    // Cada línea 0,33 € (no 0,999 → 1,00 €).
    expect(totalesLineas(lineas)).toEqual({ bruto: 0.99, descuento: 0, total: 0.99, lineas: 3 });
  });

  it('bruto, descuento y total', () => {
    const t = totalesLineas([
      { precio: 19.99, dto: 15, unidades: 3 },
      { precio: 1250, dto: 7.5, unidades: 1 },
      { precio: 0.1, dto: 0, unidades: 3 },
    ]);
    expect(t.bruto).toBe(1310.27);
    expect(t.total).toBe(1207.52);
    expect(t.descuento).toBe(102.75);
    expect(totalesLineas([])).toEqual({ bruto: 0, descuento: 0, total: 0, lineas: 0 });
  });
});

describe('titular', () => {
  it('el otro id queda vacío', () => {
    expect(duenoDe({ tipo: 'cliente', id: '7' })).toEqual({ idcliente: '7', idcliente_potencial: '' });
    expect(duenoDe({ tipo: 'potencial', id: 'p1' })).toEqual({ idcliente: '', idcliente_potencial: 'p1' });
    expect(titularDeIds({ idcliente: '', idcliente_potencial: 'p1' })).toEqual({ tipo: 'potencial', id: 'p1' });
    expect(titularDeIds({ idcliente: '', idcliente_potencial: '' })).toBeNull();
    expect(claveTitular({ tipo: 'cliente', id: '7' })).toBe('cliente:7');
  });

  it('la búsqueda va a la delegación, a los activos y para en el límite', () => {
    const q = consultaBusquedaTitulares('  Pérez  sl ', '3', 25);
    expect(q.limit).toBe(25);
    expect(q.selector.iddelegacion).toEqual({ $eq: '3' });
    expect(q.selector.estado).toEqual({ $gt: 0 });
    expect(q.selector.$and).toHaveLength(2);
    expect(consultaBusquedaTitulares('', null, 10).selector).toEqual({ estado: { $gt: 0 } });
  });
});
