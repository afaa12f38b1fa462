/** El formulario de datos personalizados construido de las definiciones: valores, validadores, cambios y formato de la ficha. */
import { describe, expect, it } from 'vitest';
import { MENSAJES_DATOS, type ValorDato } from '../../../replication/mutadores-datos';
import { validar } from '../../ui/formulario/useFormulario';
import { aValoresDato, formatearValorDato, validadoresDatos, valoresDeDatos, type DefinicionCampo } from './datos-formulario';

const def = (idcampo_dato: string, c: Partial<DefinicionCampo>): DefinicionCampo => ({
  idcampo_dato, etiqueta: `Campo ${idcampo_dato}`, tipo: 'texto', requerido: false, opciones: [], max: null, orden: 1, ...c,
});
const campos = [
  def('t', { requerido: true, max: 4 }), def('n', { tipo: 'numero' }), def('f', { tipo: 'fecha' }), def('b', { tipo: 'booleano' }), def('o', { tipo: 'opcion', opciones: ['Sí', 'No'] }),
];

describe('formulario de datos personalizados', () => {
  it('un valor por campo del tipo de su control; lo no guardado, vacío', () => {
    const guardados = new Map<string, ValorDato>([['n', 8], ['b', true], ['f', '2026-01-31']]);
    expect(valoresDeDatos(campos, guardados)).toEqual({ t: '', n: 8, f: '2026-01-31', b: true, o: '' });
  });

  it('valida con la regla del mutador: requerido, máximo, número y fecha mal escritos', () => {
    const v = validadoresDatos(campos);
    expect(validar({ t: '', n: Number.NaN, f: '31/02/2026', b: false, o: '' }, v)).toEqual({ t: MENSAJES_DATOS.requerido, n: MENSAJES_DATOS.numero, f: MENSAJES_DATOS.fecha });
    expect(validar({ t: 'ABCDE', n: null, f: null, b: false, o: 'Sí' }, v)).toEqual({ t: 'No puede ser mayor a 4 caracteres.' });
    expect(validar({ t: 'AB', n: 3, f: '2024-02-29', b: true, o: 'No' }, v)).toEqual({});
  });

  it('los cambios vacíos viajan como null', () => {
    expect(aValoresDato({ t: 'AB', n: null, o: '', b: false })).toEqual({ t: 'AB', n: null, o: null, b: false });
  });

  it('la ficha muestra números y fechas en es-ES, sí/no, y nada sin dato', () => {
    expect(formatearValorDato(def('n', { tipo: 'numero' }), 12345.5)).toBe('12.345,5');
    expect(formatearValorDato(def('f', { tipo: 'fecha' }), '2026-01-31')).toBe('31/01/2026');
    expect(formatearValorDato(def('b', { tipo: 'booleano' }), false)).toBe('No');
    expect(formatearValorDato(def('t', {}), '  ')).toBeNull();
    expect(formatearValorDato(def('t', {}), undefined)).toBeNull();
  });
});
