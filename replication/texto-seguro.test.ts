import { describe, expect, it } from 'vitest';
import { buscarTextoNoValido, esTextoValido, PROFUNDIDAD_MAXIMA } from './texto-seguro';
import { esFecha, esInstante, zInstante } from './fechas-validas';
import { comprobarEmailOpcional, esEmail } from './correo-valido';

describe('texto que se puede guardar', () => {
  it('rechaza el carácter nulo y los sustitutos sueltos; acepta pares completos y el resto de Unicode', () => {
    for (const malo of ['a\u0000b', '\u0000', '\ud800', 'a\ud83d', '\udc00x', 'x\ude00\ud83d']) expect(esTextoValido(malo), JSON.stringify(malo)).toBe(false);
    for (const bueno of ['', 'Año 2026 ñÑ €', '😀', 'a😀b', '\u0001\t\n', '漢字']) expect(esTextoValido(bueno), bueno).toBe(true);
  });

  it('encuentra la ruta del primer texto no válido, también en claves y listas', () => {
    expect(buscarTextoNoValido({ doc: { observaciones: 'bien', lineas: ['x', 'a\u0000'] } })).toBe('doc.lineas.1');
    expect(buscarTextoNoValido({ ['cl\u0000ave']: 1 })).toBe('cl\u0000ave');
    expect(buscarTextoNoValido([1, true, null, { a: 'b' }])).toBeNull();
    let hondo: unknown = 'x';
    for (let i = 0; i < PROFUNDIDAD_MAXIMA + 2; i += 1) hondo = { a: hondo };
    expect(buscarTextoNoValido(hondo)).toBe('(demasiado anidado)');
  });
});

describe('fechas e instantes', () => {
  it('una fecha AAAA-MM-DD que existe', () => {
    for (const f of ['2026-11-24', '2024-02-29', '0001-01-01']) expect(esFecha(f), f).toBe(true);
    for (const f of ['2026-02-30', '2025-02-29', '2026-13-01', '2026-1-1', "' OR '1'='1", '2026-11-24T10:00:00Z', '']) {
      expect(esFecha(f), f).toBe(false);
    }
  });

  it('un instante ISO 8601 con zona horaria', () => {
    for (const f of ['2026-11-24T10:00:00.000Z', '2026-11-24T10:00:00Z', '2026-11-24T23:59:59+01:00', '2026-11-24T10:00:00.123456-05:30']) expect(esInstante(f), f).toBe(true);
    for (const f of ['2026-11-24T10:00:00.000Z', '2026-11-24T23:59:59+01:00']) expect(zInstante.safeParse(f).success, f).toBe(true);
    for (const f of ['2026-11-24T10:00:00', '2026-11-24T10:00Z', '2026-11-24', '2026-02-30T10:00:00Z', '2026-11-24T24:00:00Z', "' OR '1'='1", 'mañana']) {
      expect(esInstante(f), f).toBe(false);
      expect(zInstante.safeParse(f).success, f).toBe(false);
    }
  });
});

describe('correo electrónico', () => {
  it('la regla compartida: vacío vale en un campo opcional; lo que no es un correo, no', () => {
    expect(esEmail('ana.garcia@vigia.es')).toBe(true);
    for (const v of [null, undefined, '', '  ', 'ana@vigia.es']) expect(comprobarEmailOpcional(v)).toBeNull();
    for (const v of ['"><script>', 'ana@', 'ana@vigia', 'a b@vigia.es', 'ana..g@vigia.es', 12, `${'a'.repeat(250)}@vigia.es`]) {
      expect(comprobarEmailOpcional(v), String(v)).toBe('El correo electrónico no es correcto');
    }
  });
});
