/**
 * Reglas de los datos personalizados, iguales en el dispositivo y en el servidor: el error de cada tipo de
 * valor (texto con máximo, número, fecha que existe, sí/no, opción de la lista), 'Campo requerido', el id
 * fijo de cada valor (idDato) y dato.guardarSync sobre una Tx en memoria (todo o nada).
 */
import { describe, expect, it } from 'vitest';
import type { DocDe } from '../../schemas';
import { idDato } from '../../schemas/dato';
import { usuarioPrueba } from '../cliente/pruebas/entorno';
import { errorValorDato, esFechaIso, MENSAJES_DATOS, ordenarCampos, valorGuardado, type CampoDato } from './datos';
import { getMutador } from '.';
import { crearTxMemoria } from '../prueba-tx-memoria';

const campo = (c: Partial<CampoDato>): CampoDato => ({
  idcampo_dato: '1', idtabla: 96, nombre: 'n', etiqueta: 'Campo', tipo: 'texto', requerido: false, opciones: [], orden: 1, max: null, estado: 1, ...c,
});

describe('errorValorDato', () => {
  it('sin dato: solo falla si es requerido (null, vacío o espacios)', () => {
    for (const v of [null, undefined, '', '   ']) {
      expect(errorValorDato(campo({ requerido: true }), v)).toBe(MENSAJES_DATOS.requerido);
      expect(errorValorDato(campo({ requerido: false }), v)).toBeNull();
    }
  });

  it('texto: máximo de caracteres contado por letras', () => {
    const c = campo({ tipo: 'texto', max: 5 });
    expect(errorValorDato(c, 'ñañañ')).toBeNull();
    expect(errorValorDato(c, 'abcdef')).toBe('No puede ser mayor a 5 caracteres.');
    expect(errorValorDato(c, 7)).toBe(MENSAJES_DATOS.texto);
    expect(errorValorDato(campo({ tipo: 'texto', max: null }), 'x'.repeat(5000))).toBeNull();
  });

  it('número: finito; NaN, textos e infinitos no', () => {
    const c = campo({ tipo: 'numero' });
    expect(errorValorDato(c, 0)).toBeNull();
    expect(errorValorDato(c, -3.5)).toBeNull();
    for (const v of [Number.NaN, Number.POSITIVE_INFINITY, '12', true]) expect(errorValorDato(c, v)).toBe(MENSAJES_DATOS.numero);
  });

  it('fecha: YYYY-MM-DD que existe (29/02 solo en bisiesto)', () => {
    const c = campo({ tipo: 'fecha' });
    expect(errorValorDato(c, '2024-02-29')).toBeNull();
    for (const v of ['2025-02-29', '2026-13-01', '31/01/2026', '2026-1-1', 20260101]) expect(errorValorDato(c, v)).toBe(MENSAJES_DATOS.fecha);
    expect(esFechaIso('2026-11-23')).toBe(true);
  });

  it('sí/no: solo booleanos (false es un dato: un requerido no falla)', () => {
    const c = campo({ tipo: 'booleano', requerido: true });
    expect(errorValorDato(c, false)).toBeNull();
    expect(errorValorDato(c, 'no')).toBe(MENSAJES_DATOS.booleano);
  });

  it('opción: una de la lista, distinguiendo mayúsculas', () => {
    const c = campo({ tipo: 'opcion', opciones: ['Movistar', 'Orange'] });
    expect(errorValorDato(c, 'Orange')).toBeNull();
    expect(errorValorDato(c, 'orange')).toBe('El valor debe ser una de estas opciones: Movistar, Orange');
  });

  it('valorGuardado quita espacios y guarda vacío como null; ordenarCampos por orden y después por id', () => {
    expect(valorGuardado('  a b ')).toBe('a b');
    expect(valorGuardado('  ')).toBeNull();
    expect(valorGuardado(false)).toBe(false);
    expect(ordenarCampos([campo({ idcampo_dato: '10', orden: 2 }), campo({ idcampo_dato: '9', orden: 2 }), campo({ idcampo_dato: '1', orden: 3 })]).map((c) => c.idcampo_dato)).toEqual(['9', '10', '1']);
  });
});

describe('idDato', () => {
  it('legible si cabe en 36 caracteres; si no, una huella fija de 33', () => {
    expect(idDato(96, '123', '4')).toBe('96-4-123');
    const uuid = '0b6f1c2e-5a1d-4c3e-9f7a-2b8c4d6e8f01';
    const a = idDato(96, uuid, '4');
    expect(a).toMatch(/^h[0-9a-f]{32}$/);
    expect(idDato(96, uuid, '4')).toBe(a);
    expect(idDato(96, uuid, '5')).not.toBe(a);
    expect(idDato(106, uuid, '4')).not.toBe(a);
  });
});

describe('dato.guardarSync en el dispositivo', () => {
  const sistema: DocDe<'sistema'> = { idsistema: 'S1', idcliente: 'C1', iddireccion: null, numero: 'SIS-1', descripcion: 'Sistema', tipo: 'intrusion', observaciones: null, estado: 1 };
  const ctx = { lado: 'cliente' as const, usuario: usuarioPrueba(), ahora: '2026-11-23T10:00:00.000Z' };
  const m = getMutador('dato.guardarSync');

  it('rechaza el primer campo malo sin escribir nada y guarda todo cuando vale', async () => {
    if (!m) throw new Error('falta dato.guardarSync');
    const tx = crearTxMemoria({ sistema: [sistema], campodato: [campo({ idcampo_dato: 'A', etiqueta: 'Abonado', requerido: true, max: 4 }), campo({ idcampo_dato: 'B', etiqueta: 'Zonas', tipo: 'numero', orden: 2 })] });
    await expect(m.aplicar(tx, { idtabla: 96, id: 'S1', valores: { A: 'AB12', B: 'x' } }, ctx)).rejects.toThrow('Zonas: No es un número válido');
    await expect(m.aplicar(tx, { idtabla: 96, id: 'S1', valores: { B: 3 } }, ctx)).rejects.toThrow('Abonado: Campo requerido');
    await expect(m.aplicar(tx, { idtabla: 96, id: 'S9', valores: { A: 'x' } }, ctx)).rejects.toThrow('No existe el registro S9 de sistema');
    await expect(m.aplicar(tx, { idtabla: 12345, id: 'S1', valores: { A: 'x' } }, ctx)).rejects.toThrow(MENSAJES_DATOS.tablaSinDatos(12345));
    expect(tx.de('dato')).toEqual([]);
    await m.aplicar(tx, { idtabla: 96, id: 'S1', valores: { A: 'AB12', B: 3 } }, ctx);
    expect(tx.datos.get(`dato:${idDato(96, 'S1', 'A')}`)).toMatchObject({ valor: 'AB12', idtabla: 96, id: 'S1', actualizado: ctx.ahora });
    expect(tx.datos.get(`dato:${idDato(96, 'S1', 'B')}`)).toMatchObject({ valor: 3 });
  });
});
