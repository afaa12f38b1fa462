import { describe, expect, it } from 'vitest';
import { aCambiosMaterial, TELEFONO_INCORRECTO, telefonoValido, valoresDeMaterial } from './formularios';

describe('número de teléfono', () => {
  it('admite formatos habituales', () => {
    expect(telefonoValido('600 11 22 33')).toBeNull();
    expect(telefonoValido('+34 (91) 123-45-67')).toBeNull();
    expect(telefonoValido('')).toBeNull();
  });
  it('rechaza letras y números demasiado cortos', () => {
    expect(telefonoValido('600 ABC')).toBe(TELEFONO_INCORRECTO);
    expect(telefonoValido('12345')).toBe(TELEFONO_INCORRECTO);
    expect(telefonoValido('+34+600112233')).toBe(TELEFONO_INCORRECTO);
  });
});

describe('cambios del material del sistema', () => {
  it('lee los nulos como vacío y manda vacío como null (la descripción tal cual)', () => {
    expect(valoresDeMaterial({ numserie: null, ubicacion: 'Salón', descripcion: 'Detector' })).toEqual({ numserie: '', ubicacion: 'Salón', descripcion: 'Detector' });
    expect(aCambiosMaterial({ numserie: '', ubicacion: 'Pasillo' })).toEqual({ numserie: null, ubicacion: 'Pasillo' });
    expect(aCambiosMaterial({ descripcion: 'Sirena' })).toEqual({ descripcion: 'Sirena' });
    expect(aCambiosMaterial({})).toEqual({});
  });
});
