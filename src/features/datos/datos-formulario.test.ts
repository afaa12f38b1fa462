/** El formulario de datos personalizados declarado de las definiciones: valores, claves, reglas, cambios de dato.guardarSync, formato y tarjeta de la ficha. */
import { describe, expect, it } from 'vitest';
import { MENSAJES_DATOS, type ValorDato } from '../../../replication/mutadores/datos';
import { camposDeTarjeta } from '../../ui/detalle/tarjeta-entidad';
import { cambiosDe, erroresDe } from '../../ui/formulario/declaracion';
import { aValoresDato, claveDato, formatearValorDato, formularioDatos, tarjetaDatos, valoresDeDatos, type DefinicionCampo, type ValoresDatos } from './datos-formulario';

const def = (idcampo_dato: string, c: Partial<DefinicionCampo>): DefinicionCampo => ({
  idcampo_dato, etiqueta: `Campo ${idcampo_dato}`, tipo: 'texto', requerido: false, opciones: [], max: null, orden: 1, ...c,
});
const campos = [
  def('t', { requerido: true, max: 4 }), def('n', { tipo: 'numero' }), def('f', { tipo: 'fecha' }), def('b', { tipo: 'booleano', requerido: true }), def('o', { tipo: 'opcion', opciones: ['Sí', 'No'] }),
];
const llamadas: [string, unknown][] = [];
const declaracion = formularioDatos(campos, {
  mutate: (metodo: string, params: unknown) => {
    llamadas.push([metodo, params]);
    return Promise.resolve({ idsync_upload: 'u1', resultado: null });
  },
});
const errores = (v: ValoresDatos) => Object.fromEntries(erroresDe(declaracion, v).map((e) => [e.campo, e.error]));

describe('formulario de datos personalizados', () => {
  it('un valor por campo del tipo de su control, con el tipo en la clave; lo no guardado, vacío', () => {
    const guardados = new Map<string, ValorDato>([['n', 8], ['b', true], ['f', '2026-01-31']]);
    expect(valoresDeDatos(campos, guardados)).toEqual({ 'texto:t': '', 'numero:n': 8, 'fecha:f': '2026-01-31', 'booleano:b': true, 'opcion:o': '' });
  });

  it('la clave no lleva nada que el formulario lea como ruta, y dos ids distintos no chocan', () => {
    expect(claveDato(def('a.b[0]', {}))).toBe('texto:a~2e~b~5b~0~5d~');
    expect(claveDato(def('a~2e~b', {}))).toBe('texto:a~7e~2e~7e~b');
    expect(claveDato(def('zona-1_b', { tipo: 'numero' }))).toBe('numero:zona-1_b');
  });

  it('valida con la regla del mutador: requerido, máximo, número y fecha mal escritos; un sí/no obligatorio admite el no', () => {
    expect(errores({ 'texto:t': '', 'numero:n': Number.NaN, 'fecha:f': '31/02/2026', 'booleano:b': false, 'opcion:o': '' })).toEqual({
      'texto:t': MENSAJES_DATOS.requerido, 'numero:n': MENSAJES_DATOS.numero, 'fecha:f': MENSAJES_DATOS.fecha,
    });
    expect(errores({ 'texto:t': 'ABCDE', 'numero:n': null, 'fecha:f': null, 'booleano:b': false, 'opcion:o': 'Sí' })).toEqual({ 'texto:t': 'No puede ser mayor a 4 caracteres.' });
    expect(errores({ 'texto:t': 'AB', 'numero:n': 3, 'fecha:f': '2024-02-29', 'booleano:b': true, 'opcion:o': 'Quizá' })).toEqual({
      'opcion:o': MENSAJES_DATOS.opcion(['Sí', 'No']),
    });
    expect(errores({ 'texto:t': 'AB', 'numero:n': 3, 'fecha:f': '2024-02-29', 'booleano:b': true, 'opcion:o': 'No' })).toEqual({});
  });

  it('solo lo cambiado (el texto sin espacios en los extremos), por idcampo_dato y los vacíos como null', async () => {
    const guardados = valoresDeDatos(campos, new Map<string, ValorDato>([['t', 'AB'], ['n', 8], ['o', 'Sí']]));
    const cambios = cambiosDe(declaracion.campos, guardados, { ...guardados, 'texto:t': ' AB ', 'numero:n': null, 'opcion:o': '', 'booleano:b': true });
    expect(aValoresDato(campos, cambios)).toEqual({ n: null, o: null, b: true });
    await declaracion.enviar({ valores: guardados, cambios, registro: { idtabla: 96, id: 'S1' } });
    expect(llamadas).toEqual([['dato.guardarSync', { idtabla: 96, id: 'S1', valores: { n: null, o: null, b: true } }]]);
  });

  it('la ficha muestra números y fechas en es-ES, sí/no, y nada sin dato', () => {
    expect(formatearValorDato(def('n', { tipo: 'numero' }), 12345.5)).toBe('12.345,5');
    expect(formatearValorDato(def('f', { tipo: 'fecha' }), '2026-01-31')).toBe('31/01/2026');
    expect(formatearValorDato(def('b', { tipo: 'booleano' }), false)).toBe('No');
    expect(formatearValorDato(def('t', {}), '  ')).toBeNull();
    expect(formatearValorDato(def('t', {}), undefined)).toBeNull();
  });

  it('la tarjeta: un campo por definición en su orden, el valor formateado, sin dato null y los textos largos a todo el ancho', () => {
    const definiciones = [def('t', { max: 200 }), def('corto', { max: 20 }), def('n', { tipo: 'numero' }), def('b', { tipo: 'booleano' })];
    const guardados = new Map<string, ValorDato>([['t', 'Cuadro en el sótano'], ['n', 12345]]);
    expect(camposDeTarjeta(tarjetaDatos(definiciones), guardados, {})).toEqual([
      { etiqueta: 'Campo t', valor: 'Cuadro en el sótano', ancho: true },
      { etiqueta: 'Campo corto', valor: null, ancho: false },
      { etiqueta: 'Campo n', valor: '12.345', ancho: false },
      { etiqueta: 'Campo b', valor: null, ancho: false },
    ]);
  });
});
