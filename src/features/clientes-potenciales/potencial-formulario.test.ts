/** Formulario del cliente potencial: reglas, código generado, documento del alta y cambios. */
import { describe, expect, it } from 'vitest';
import { cambiosDe, erroresDe } from '../../ui/formulario/declaracion';
import { aCambiosPotencial, codigoPotencial, docAlta, formularioEdicionPotencial, VALORES_ALTA, type ValoresPotencial } from './potencial-formulario';

const declaracion = formularioEdicionPotencial({ mutate: () => Promise.reject(new Error('no se llama')) });
const v: ValoresPotencial = { ...VALORES_ALTA, nombre: 'Bar Pepe', origen: 'web' };
const errorDe = (x: ValoresPotencial, campo: keyof ValoresPotencial) => erroresDe(declaracion, x).find((e) => e.campo === campo)?.error;

describe('cliente potencial', () => {
  it('nombre y origen obligatorios; NIF y correo válidos', () => {
    expect(erroresDe(declaracion, v)).toEqual([]);
    expect(errorDe({ ...v, nombre: ' ' }, 'nombre')).toBe('Campo requerido');
    expect(errorDe({ ...v, origen: '' }, 'origen')).toBe('Campo requerido');
    expect(errorDe({ ...v, nif: '12345678A' }, 'nif')).toBe('El DNI no es correcto');
    expect(errorDe({ ...v, email: 'x@' }, 'email')).toBe('El correo electrónico no es correcto');
  });

  it("código 'PR-' + 8 hexadecimales en mayúsculas y el alta con el contexto del usuario", () => {
    const id = 'ab12cd34-0000-4000-8000-000000000000';
    expect(codigoPotencial(id)).toBe('PR-AB12CD34');
    expect(docAlta({ ...v, nif: '12345678Z' }, { id, iddelegacion: 'd1', idcomercial: 'c1', hoy: '2025-05-02' })).toEqual({
      idcliente_potencial: id, codigo: 'PR-AB12CD34', nombre: 'Bar Pepe', nif: '12345678Z', email: null, actividad: null, origen: 'web', interes: null,
      observaciones: null, iddelegacion: 'd1', idcomercial: 'c1', idcliente: null, fconversion: null, fecha_alta: '2025-05-02', estado: 1,
    });
  });

  it('solo lo cambiado, vacío como null', () => {
    const nuevos = { ...v, nif: 'x1234567l', actividad: 'Hostelería', email: '' };
    const cambios = cambiosDe(declaracion.campos, v, nuevos);
    expect(cambios).toEqual({ nif: 'X1234567L', actividad: 'Hostelería' });
    expect(aCambiosPotencial({ ...nuevos, nif: 'X1234567L' }, cambios)).toEqual({ nif: 'X1234567L', actividad: 'Hostelería' });
  });
});
