import { describe, expect, it } from 'vitest';
import { email, maximoDe, numeroValido, requerido } from '../../lib/validacion';
import { calcularCambios, soltarGuardados, validar, type Validadores } from './useFormulario';

interface Valores {
  nombre: string;
  correo: string;
  importe: number | null;
  activo: boolean;
}

const doc: Valores = { nombre: 'Ana', correo: 'ana@vigia.es', importe: 10, activo: true };
const validadores: Validadores<Valores> = { nombre: [requerido, maximoDe(5)], correo: [email], importe: [numeroValido] };

describe('validar', () => {
  it('da el primer error de cada campo en el orden declarado', () => {
    expect(validar(doc, validadores)).toEqual({});
    expect(validar({ ...doc, nombre: '' }, validadores)).toEqual({ nombre: 'Campo requerido' });
    expect(validar({ ...doc, nombre: 'Anastasia' }, validadores)).toEqual({ nombre: 'No puede ser mayor a 5 caracteres.' });
    expect(validar({ ...doc, correo: 'ana@', importe: Number.NaN }, validadores)).toEqual({
      correo: 'El correo electrónico no es correcto',
      importe: 'No es un número válido',
    });
  });

  it('todo texto, tenga o no validadores, rechaza el carácter nulo y los sustitutos sueltos', () => {
    expect(validar({ ...doc, nombre: 'a\u0000b' }, validadores)).toEqual({ nombre: 'El texto contiene caracteres no válidos' });
    expect(validar({ ...doc, correo: '\ud800' }, validadores)).toEqual({ correo: 'El texto contiene caracteres no válidos' });
    const sinValidadores: Validadores<Valores> = {};
    expect(validar({ ...doc, nombre: 'x\udc00' }, sinValidadores)).toEqual({ nombre: 'El texto contiene caracteres no válidos' });
    // Un par completo (emoji) vale.
    expect(validar({ ...doc, nombre: '😀' }, sinValidadores)).toEqual({});
  });
});

describe('calcularCambios', () => {
  it('solo los campos tocados que difieren del documento', () => {
    expect(calcularCambios(doc, {})).toEqual({});
    expect(calcularCambios(doc, { nombre: 'Ana' })).toEqual({});
    expect(calcularCambios(doc, { nombre: 'Eva', activo: true })).toEqual({ nombre: 'Eva' });
    expect(calcularCambios(doc, { importe: null, activo: false })).toEqual({ importe: null, activo: false });
  });
  it('aplica los normalizadores antes de comparar', () => {
    expect(calcularCambios(doc, { nombre: ' Ana ' }, { nombre: (v) => v.trim() })).toEqual({});
  });
});

describe('soltarGuardados', () => {
  it('suelta lo guardado cuando el documento ya lo refleja y conserva lo escrito después', () => {
    expect(soltarGuardados(doc, { nombre: 'Eva' }, { nombre: 'Eva' })).toEqual({ nombre: 'Eva' });
    expect(soltarGuardados({ ...doc, nombre: 'Eva' }, { nombre: 'Eva' }, { nombre: 'Eva' })).toEqual({});
    expect(soltarGuardados({ ...doc, nombre: 'Eva' }, { nombre: 'Eva M' }, { nombre: 'Eva' })).toEqual({ nombre: 'Eva M' });
  });
});
