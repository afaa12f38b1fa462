import { describe, expect, it } from 'vitest';
import {
  CAMPO_REQUERIDO,
  contrasena,
  dni,
  email,
  esCif,
  fechaValida,
  numeroValido,
  esDni,
  esEmail,
  esNie,
  maximo,
  maximoDe,
  mensajeMaximo,
  primerError,
  requerido,
  requeridoValor,
  tamanoFichero,
} from './validacion';

describe('requerido', () => {
  it('vacío o solo espacios', () => {
    expect(requerido('')).toBe(CAMPO_REQUERIDO);
    expect(requerido('   ')).toBe('Campo requerido');
    expect(requerido('tecnico')).toBeNull();
  });
  it('requeridoValor acepta cualquier tipo', () => {
    expect(requeridoValor(null)).toBe('Campo requerido');
    expect(requeridoValor(undefined)).toBe('Campo requerido');
    expect(requeridoValor(' ')).toBe('Campo requerido');
    expect(requeridoValor(0)).toBeNull();
    expect(requeridoValor(false)).toBeNull();
    expect(requeridoValor('x')).toBeNull();
  });
});

describe('maximo', () => {
  it('cuenta caracteres, no unidades UTF-16', () => {
    expect(maximo('a'.repeat(4000), 4000)).toBeNull();
    expect(maximo('a'.repeat(4001), 4000)).toBe('No puede ser mayor a 4000 caracteres.');
    expect(maximo('😀'.repeat(3), 3)).toBeNull();
    expect(maximo('😀'.repeat(4), 3)).toBe('No puede ser mayor a 3 caracteres.');
    expect(mensajeMaximo(50)).toBe('No puede ser mayor a 50 caracteres.');
    expect(maximoDe(5)('abcdef')).toBe('No puede ser mayor a 5 caracteres.');
    expect(maximoDe(5)('abcde')).toBeNull();
  });
});

describe('email', () => {
  it.each(['tecnico@vigia.es', 'ana.lopez+avisos@correo.empresa.com', 'o\'brien@example.org', ' x@y.es '])('acepta %s', (valor) => {
    expect(esEmail(valor)).toBe(true);
    expect(email(valor)).toBeNull();
  });
  it.each(['tecnico', 'tecnico@', '@vigia.es', 'tecnico@vigia', 'a b@vigia.es', 'a@@vigia.es', 'a@vigia.e', '.a@vigia.es', 'a..b@vigia.es', 'a@-vigia.es', 'a@vigia..es'])(
    'rechaza %s',
    (valor) => {
      expect(esEmail(valor)).toBe(false);
      expect(email(valor)).toBe('El correo electrónico no es correcto');
    },
  );
  it('vacío no es un error de formato (lo decide requerido)', () => {
    expect(email('')).toBeNull();
  });
});

describe('DNI, NIE y CIF', () => {
  it.each(['12345678Z', '00000000T', '87654321X', '12345678-z', '12.345.678 Z'])('DNI válido %s', (valor) => {
    expect(esDni(valor)).toBe(true);
    expect(dni(valor)).toBeNull();
  });
  it.each(['12345678A', '1234567Z', '123456789Z', 'ABCDEFGHZ', '12345678'])('DNI no válido %s', (valor) => {
    expect(esDni(valor)).toBe(false);
    expect(dni(valor)).toBe('El DNI no es correcto');
  });
  it.each(['X1234567L', 'Y1234567X', 'Z7654321H', 'x1234567l'])('NIE válido %s', (valor) => {
    expect(esNie(valor)).toBe(true);
    expect(dni(valor)).toBeNull();
  });
  it.each(['X1234567A', 'W1234567L', 'X123456L'])('NIE no válido %s', (valor) => {
    expect(esNie(valor)).toBe(false);
    expect(dni(valor)).toBe('El DNI no es correcto');
  });
  it.each(['A28015865', 'A58818501', 'B12345674', 'Q2826000H', 'S2800568D', 'N0032484H', 'J99216582', 'G12345674', 'G1234567D'])(
    'CIF válido %s',
    (valor) => {
      expect(esCif(valor)).toBe(true);
      expect(dni(valor)).toBeNull();
    },
  );
  it.each([
    ['A28015866', 'control equivocado'],
    ['B1234567D', 'B lleva cifra de control'],
    ['Q28260008', 'Q lleva letra de control'],
    ['I12345674', 'letra de tipo que no existe'],
    ['B1234567', 'faltan cifras'],
  ])('CIF no válido %s (%s)', (valor) => {
    expect(esCif(valor)).toBe(false);
    expect(dni(valor)).toBe('El DNI no es correcto');
  });
  it('vacío no es un error de formato', () => {
    expect(dni('')).toBeNull();
  });
});

describe('contraseña y fichero', () => {
  it('contraseña de al menos 6 caracteres', () => {
    expect(contrasena('12345')).toBe('La contraseña debe tener al menos 6 caracteres');
    expect(contrasena('123456')).toBeNull();
    expect(contrasena('')).toBeNull();
  });
  it('fichero demasiado grande', () => {
    expect(tamanoFichero(1024, 1024)).toBeNull();
    expect(tamanoFichero(1025, 1024)).toBe('El fichero es demasiado grande');
  });
});

describe('primerError', () => {
  it('devuelve el primer mensaje en el orden dado', () => {
    expect(primerError('', [requerido, email])).toBe('Campo requerido');
    expect(primerError('no-es-correo', [requerido, email])).toBe('El correo electrónico no es correcto');
    expect(primerError('a@b.es', [requerido, email])).toBeNull();
  });
});

describe('números y fechas leídos de un campo', () => {
  it('numeroValido rechaza NaN (texto que no es un número)', () => {
    expect(numeroValido(Number.NaN)).toBe('No es un número válido');
    expect(numeroValido(12.5)).toBeNull();
    expect(numeroValido(null)).toBeNull();
  });
  it('fechaValida acepta YYYY-MM-DD o vacío', () => {
    expect(fechaValida('2025-03-07')).toBeNull();
    expect(fechaValida(null)).toBeNull();
    expect(fechaValida('31/02/2025')).toBe('La fecha no es correcta (dd/mm/aaaa)');
  });
});
