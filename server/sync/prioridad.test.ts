import { describe, expect, it } from 'vitest';
import { colecciones } from '../../schemas';
import { PANTALLA_INICIAL } from '../../schemas/pantalla-inicial';
import { CLAVE_PRIORIDAD, prioridadDe } from './prioridad';
import { usuarioPrueba } from './prueba/datos';

describe('prioridad de la primera descarga', () => {
  it('el técnico recibe primero lo de Partes asignados y después todo lo demás, una vez cada colección', () => {
    const p = prioridadDe(usuarioPrueba('UT1', { idtecnico: 'T1', iddelegacion: 'D1' }));
    expect(p.clave).toBe('1');
    expect(p.orden.slice(0, 2)).toEqual(['partetrabajo', 'cliente']);
    expect(p.iniciales).toBe(2);
    expect([...p.orden].sort()).toEqual([...colecciones].sort());
  });

  it('con varias apps va la pantalla inicial de cada una en el orden del menú, sin repetir colecciones', () => {
    const u = { ...usuarioPrueba('UCA', { idcomercial: 'CO1', iddelegacion: 'D1' }), idalmacen: 'A1' };
    const p = prioridadDe(u);
    expect(p.clave).toBe('04');
    expect(p.orden.slice(0, 3)).toEqual(['cliente', ...PANTALLA_INICIAL.almacen.colecciones.filter((c) => c !== 'cliente')]);
    expect(new Set(p.orden).size).toBe(colecciones.length);
    expect(p.iniciales).toBe(3);
  });

  it('sin apps el orden es el de colecciones; la clave de cualquier combinación cabe en el cursor', () => {
    const sinApps = prioridadDe(usuarioPrueba('UX', { apps: { comerciales: false, tecnicos: false, vigilantes: false, custodiaLlaves: false, almacen: false, presencia: false } }));
    expect(sinApps).toEqual({ clave: '', orden: colecciones, iniciales: 0 });
    const todas = prioridadDe({ ...usuarioPrueba('UT', { idtecnico: 'T1', idcomercial: 'CO1', idvigilante: 'V1', idempleado: 'E1' }), idalmacen: 'A1' });
    expect(todas.clave).toBe('012345');
    expect(CLAVE_PRIORIDAD.test(todas.clave) && CLAVE_PRIORIDAD.test('')).toBe(true);
    expect(CLAVE_PRIORIDAD.test('6') || CLAVE_PRIORIDAD.test('0123450')).toBe(false);
  });
});
