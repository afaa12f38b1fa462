/** Destinatarios del sobre: de 1 a 10, nombre y correo obligatorios, correo válido y sin repetir, ids fijos por fila. */
import { describe, expect, it } from 'vitest';
import { CAMPO_REQUERIDO, EMAIL_INCORRECTO, mensajeMaximo } from '../../lib/validacion';
import {
  anadirFila,
  cambiarFila,
  errorDestinatarios,
  erroresDestinatarios,
  filasIniciales,
  MAX_DESTINATARIOS,
  normalizarDestinatarios,
  quitarFila,
  type FilaDestinatario,
} from './destinatarios';
import { TEXTOS_ENVIAR } from './sobres.labels';

/** Ids 'd1', 'd2'… en orden. */
const ids = () => {
  let n = 0;
  return () => `d${++n}`;
};
const fila = (id: string, nombre: string, email: string): FilaDestinatario => ({ iddestinatario_sobre: id, nombre, email });
const buena = (i: number) => fila(`d${i}`, `Persona ${i}`, `persona${i}@ejemplo.es`);

describe('filas iniciales', () => {
  it('una fila con el nombre y el correo del cliente si se sabe', () => {
    expect(filasIniciales(ids(), { nombre: 'Comunidad Sol', email: 'admin@sol.es' })).toEqual([fila('d1', 'Comunidad Sol', 'admin@sol.es')]);
  });

  it('sin correo del cliente o sin cliente, los campos que faltan vacíos', () => {
    expect(filasIniciales(ids(), { nombre: 'Comunidad Sol', email: null })).toEqual([fila('d1', 'Comunidad Sol', '')]);
    expect(filasIniciales(ids(), null)).toEqual([fila('d1', '', '')]);
  });
});

describe('errores de la lista', () => {
  it('una lista buena no tiene errores', () => {
    const lista = [buena(1), buena(2)];
    expect(erroresDestinatarios(lista)).toEqual({ lista: null, filas: [{ nombre: null, email: null }, { nombre: null, email: null }] });
    expect(errorDestinatarios(lista)).toBeNull();
  });

  it('vacía o con más de 10, error de la lista', () => {
    expect(erroresDestinatarios([]).lista).toBe(TEXTOS_ENVIAR.ningunDestinatario);
    expect(errorDestinatarios([])).toBe(TEXTOS_ENVIAR.ningunDestinatario);
    const once = Array.from({ length: MAX_DESTINATARIOS + 1 }, (_, i) => buena(i + 1));
    expect(errorDestinatarios(once)).toBe(TEXTOS_ENVIAR.demasiados(MAX_DESTINATARIOS));
    expect(errorDestinatarios(once.slice(0, MAX_DESTINATARIOS))).toBeNull();
  });

  it('nombre y correo obligatorios (solo espacios no vale) y el nombre de 200 como mucho', () => {
    expect(erroresDestinatarios([fila('d1', '  ', '')]).filas).toEqual([{ nombre: CAMPO_REQUERIDO, email: CAMPO_REQUERIDO }]);
    expect(erroresDestinatarios([fila('d1', 'x'.repeat(201), 'a@b.es')]).filas[0]?.nombre).toBe(mensajeMaximo(200));
    expect(erroresDestinatarios([fila('d1', ` ${'x'.repeat(200)} `, 'a@b.es')]).filas[0]?.nombre).toBeNull();
  });

  it("un correo mal escrito: 'El correo electrónico no es correcto', con el número de la fila", () => {
    const lista = [buena(1), fila('d2', 'Ana', 'ana@ejemplo')];
    expect(erroresDestinatarios(lista).filas[1]?.email).toBe(EMAIL_INCORRECTO);
    expect(errorDestinatarios(lista)).toBe(`Destinatario 2: ${EMAIL_INCORRECTO}`);
  });

  it('el mismo correo dos veces (sin contar mayúsculas ni espacios): error en la segunda', () => {
    const lista = [fila('d1', 'Ana', 'ana@ejemplo.es'), fila('d2', 'Ana bis', ' ANA@Ejemplo.es ')];
    const { filas } = erroresDestinatarios(lista);
    expect(filas[0]?.email).toBeNull();
    expect(filas[1]?.email).toBe(TEXTOS_ENVIAR.correoRepetido);
    expect(errorDestinatarios(lista)).toBe(`Destinatario 2: ${TEXTOS_ENVIAR.correoRepetido}`);
  });

  it('el primer error es el de la primera fila que falla, el nombre antes que el correo', () => {
    expect(errorDestinatarios([buena(1), fila('d2', '', 'mal'), fila('d3', '', '')])).toBe(`Destinatario 2: ${CAMPO_REQUERIDO}`);
  });
});

describe('añadir, quitar y cambiar', () => {
  it('añade filas vacías con id nuevo hasta 10', () => {
    const crear = ids();
    let lista = filasIniciales(crear, null);
    for (let i = 0; i < 20; i++) lista = anadirFila(lista, crear);
    expect(lista).toHaveLength(MAX_DESTINATARIOS);
    expect(new Set(lista.map((f) => f.iddestinatario_sobre)).size).toBe(MAX_DESTINATARIOS);
    expect(lista[9]).toEqual(fila('d10', '', ''));
  });

  it('quita la fila de ese id, pero nunca la última', () => {
    const lista = [buena(1), buena(2), buena(3)];
    expect(quitarFila(lista, 'd2').map((f) => f.iddestinatario_sobre)).toEqual(['d1', 'd3']);
    expect(quitarFila([buena(1)], 'd1')).toEqual([buena(1)]);
  });

  it('cambia solo la fila de ese id y conserva su id', () => {
    const lista = [buena(1), buena(2)];
    expect(cambiarFila(lista, 'd2', { email: 'otra@ejemplo.es' })).toEqual([buena(1), fila('d2', 'Persona 2', 'otra@ejemplo.es')]);
    expect(lista[1]?.email).toBe('persona2@ejemplo.es');
  });

  it('normalizar quita los espacios de los extremos', () => {
    expect(normalizarDestinatarios([fila('d1', '  Ana  ', ' ana@ejemplo.es ')])).toEqual([fila('d1', 'Ana', 'ana@ejemplo.es')]);
  });
});
