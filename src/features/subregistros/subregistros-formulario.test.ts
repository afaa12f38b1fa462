/** Formularios de los registros de clientes y clientes potenciales: reglas compartidas con el servidor. */
import { describe, expect, it } from 'vitest';
import { cambiosDe, erroresDe } from '../../ui/formulario/declaracion';
import type { FilaBase, Motor } from './declaracion';
import { cuentasBancarias, direcciones, estudiosFinancieros, formularioSubregistro, representantes, telefonos } from './entidades';
import type { Dueno } from './tipos';

const motor: Motor = { mutate: () => Promise.reject(new Error('no se llama')) };
type Decl<F extends FilaBase> = Parameters<typeof formularioSubregistro<F, string>>[0];
const errorDe = <F extends FilaBase>(d: Decl<F>, dueno: Dueno, f: F, campo: keyof F): string | undefined =>
  erroresDe(formularioSubregistro(d, dueno, motor, 'x', 'alta'), f).find((e) => e.campo === campo)?.error;

describe('cuentas bancarias', () => {
  const cuenta = { ...cuentasBancarias.nueva('c1'), iban: 'ES9121000418450200051332', titular: 'Ana' };
  it('IBAN por sus dígitos de control, titular obligatorio', () => {
    expect(erroresDe(formularioSubregistro(cuentasBancarias, 'cliente', motor, 'x', 'alta'), cuenta)).toEqual([]);
    expect(errorDe(cuentasBancarias, 'cliente', { ...cuenta, iban: 'ES9121000418450200051333' }, 'iban')).toBe('El IBAN no es correcto');
    expect(errorDe(cuentasBancarias, 'cliente', { ...cuenta, iban: 'es91 2100 0418 4502 0005 1332' }, 'iban')).toBeUndefined();
    expect(errorDe(cuentasBancarias, 'cliente', { ...cuenta, titular: '' }, 'titular')).toBe('Campo requerido');
  });
  it('remesable sin fecha del mandato SEPA', () => {
    expect(errorDe(cuentasBancarias, 'clientePotencial', { ...cuenta, remesable: true }, 'fmandato')).toBe('Para remesar recibos hace falta la fecha del mandato SEPA');
    expect(errorDe(cuentasBancarias, 'clientePotencial', { ...cuenta, remesable: true, fmandato: '2025-01-31' }, 'fmandato')).toBeUndefined();
  });
  it('el IBAN se guarda sin espacios y en mayúsculas', () => {
    const campos = cuentasBancarias.campos('cliente');
    expect(cambiosDe(campos, cuenta, { ...cuenta, iban: 'es91 2100 0418 4502 0005 1332' })).toEqual({});
  });
});

describe('direcciones', () => {
  const dir = { ...direcciones.nueva('d1'), tipo: 'fiscal', direccion: 'Calle Mayor 1', cp: '28013', poblacion: 'Madrid', provincia: 'Madrid' };
  it("código postal de 5 cifras: 'El código postal no es correcto'", () => {
    expect(errorDe(direcciones, 'cliente', { ...dir, cp: '2801' }, 'cp')).toBe('El código postal no es correcto');
    expect(errorDe(direcciones, 'cliente', { ...dir, cp: '99000' }, 'cp')).toBe('El código postal no es correcto');
    expect(erroresDe(formularioSubregistro(direcciones, 'cliente', motor, 'x', 'alta'), dir)).toEqual([]);
  });
  it('el tipo solo en las del cliente potencial, y obligatorio', () => {
    expect(direcciones.campos('cliente').some((c) => c.campo === 'tipo')).toBe(false);
    expect(errorDe(direcciones, 'clientePotencial', { ...dir, tipo: '' }, 'tipo')).toBe('Campo requerido');
  });
  it('latitud y longitud opcionales, en rango', () => {
    expect(errorDe(direcciones, 'cliente', { ...dir, lat: 95 }, 'lat')).toBe('No puede ser mayor que 90');
    expect(errorDe(direcciones, 'cliente', { ...dir, lat: 40.4, lng: -3.7 }, 'lng')).toBeUndefined();
  });
});

describe('teléfonos y representantes', () => {
  it("'El teléfono no es correcto'", () => {
    const t = { ...telefonos.nueva('t1'), numero: '600 000 000' };
    expect(errorDe(telefonos, 'clientePotencial', t, 'numero')).toBeUndefined();
    expect(errorDe(telefonos, 'clientePotencial', { ...t, numero: '12' }, 'numero')).toBe('El teléfono no es correcto');
    expect(errorDe(telefonos, 'clientePotencial', { ...t, numero: '' }, 'numero')).toBe('Campo requerido');
  });
  it('representante: DNI o NIE (no CIF)', () => {
    const r = { ...representantes.nueva('r1'), nombre: 'Ana', dni: '12345678Z' };
    expect(errorDe(representantes, 'cliente', r, 'dni')).toBeUndefined();
    expect(errorDe(representantes, 'cliente', { ...r, dni: 'X1234567L' }, 'dni')).toBeUndefined();
    expect(errorDe(representantes, 'cliente', { ...r, dni: 'B12345674' }, 'dni')).toBe('El DNI no es correcto');
    expect(errorDe(representantes, 'cliente', { ...r, email: 'mal@' }, 'email')).toBe('El correo electrónico no es correcto');
  });
  it('estudio financiero: fecha obligatoria, límite no negativo', () => {
    const e = { ...estudiosFinancieros.nueva('e1'), fecha: '2025-03-01' };
    expect(errorDe(estudiosFinancieros, 'cliente', { ...e, fecha: null }, 'fecha')).toBe('Campo requerido');
    expect(errorDe(estudiosFinancieros, 'cliente', { ...e, limite_credito: -1 }, 'limite_credito')).toBe('Debe ser al menos 0');
  });
});
