/** La declaración de un formulario: cada tipo de campo, cada mensaje, las reglas del esquema y los cambios. */
import { describe, expect, it } from 'vitest';
import { cambiosDe, campoSuelto, camposVisibles, declararFormulario, errorDeCampo, erroresDe, normalizar, type CampoDeclarado } from './declaracion';

interface Valores {
  nombre: string;
  notas: string;
  correo: string;
  movil: string;
  nif: string;
  cuenta: string;
  clave: string;
  unidades: number | null;
  precio: number | null;
  dia: string | null;
  hora: string;
  tipo: string;
  acepta: boolean;
  firma: string | null;
}

const vacios: Valores = {
  nombre: '',
  notas: '',
  correo: '',
  movil: '',
  nif: '',
  cuenta: '',
  clave: '',
  unidades: null,
  precio: null,
  dia: null,
  hora: '',
  tipo: '',
  acepta: false,
  firma: null,
};
const validos: Valores = {
  nombre: 'Ana',
  notas: 'Llamar antes',
  correo: 'ana@ejemplo.es',
  movil: '+34 600 111 222',
  nif: '12345678Z',
  cuenta: 'ES91 2100 0418 4502 0005 1332',
  clave: 'secreta',
  unidades: 3,
  precio: 12.5,
  dia: '2026-11-25',
  hora: '09:30',
  tipo: 'a',
  acepta: true,
  firma: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
};

const campos: readonly CampoDeclarado<Valores>[] = [
  { campo: 'nombre', tipo: 'texto', etiqueta: 'Nombre', requerido: true, maximo: 5 },
  { campo: 'notas', tipo: 'area', etiqueta: 'Notas', maximo: 20 },
  { campo: 'correo', tipo: 'email', etiqueta: 'Correo electrónico', requerido: true },
  { campo: 'movil', tipo: 'telefono', etiqueta: 'Móvil', requerido: true },
  { campo: 'nif', tipo: 'nif', etiqueta: 'NIF', requerido: true },
  { campo: 'cuenta', tipo: 'iban', etiqueta: 'IBAN', requerido: true },
  { campo: 'clave', tipo: 'contrasena', etiqueta: 'Contraseña', requerido: true },
  { campo: 'unidades', tipo: 'numero', etiqueta: 'Unidades', requerido: true, minimo: 1, maximoValor: 10 },
  { campo: 'precio', tipo: 'importe', etiqueta: 'Precio', requerido: true, minimo: 0 },
  { campo: 'dia', tipo: 'fecha', etiqueta: 'Fecha', requerido: true },
  { campo: 'hora', tipo: 'hora', etiqueta: 'Hora', requerido: true },
  { campo: 'tipo', tipo: 'seleccion', etiqueta: 'Tipo', requerido: true, opciones: [{ valor: 'a', etiqueta: 'A' }] },
  { campo: 'acepta', tipo: 'casilla', etiqueta: 'Acepto', requerido: true },
  { campo: 'firma', tipo: 'firma', etiqueta: 'Firma', requerido: true },
];
const d = declararFormulario<Valores>({ campos, mensaje: 'Guardado', enviar: () => Promise.resolve() });
const error = (v: Partial<Valores>, campo: keyof Valores): string | null => {
  const c = campos.find((x) => x.campo === campo);
  if (c === undefined) throw new Error(String(campo));
  return errorDeCampo(c, { ...validos, ...v });
};

describe('cada tipo de campo y su mensaje', () => {
  it("vacío y obligatorio: 'Campo requerido' en todos los tipos (la casilla, sin marcar; la firma, sin hacer)", () => {
    const obligatorios = campos.filter((c) => c.requerido === true);
    expect(obligatorios).toHaveLength(campos.length - 1);
    expect(erroresDe(d, vacios)).toEqual(obligatorios.map((c) => ({ campo: c.campo, error: 'Campo requerido' })));
  });
  it('todo válido: sin errores', () => {
    expect(erroresDe(d, validos)).toEqual([]);
  });
  it("texto y área: 'No puede ser mayor a {n} caracteres.'", () => {
    expect(error({ nombre: 'Anabel' }, 'nombre')).toBe('No puede ser mayor a 5 caracteres.');
    expect(error({ notas: 'x'.repeat(21) }, 'notas')).toBe('No puede ser mayor a 20 caracteres.');
  });
  it('correo, teléfono, NIF e IBAN', () => {
    expect(error({ correo: 'ana@' }, 'correo')).toBe('El correo electrónico no es correcto');
    expect(error({ movil: '12ab' }, 'movil')).toBe('El teléfono no es correcto');
    expect(error({ nif: '12345678A' }, 'nif')).toBe('El DNI no es correcto');
    expect(error({ cuenta: 'ES91 2100 0418 4502 0005 1333' }, 'cuenta')).toBe('El IBAN no es correcto');
  });
  it('número e importe: texto que no es número y límites', () => {
    expect(error({ unidades: Number.NaN }, 'unidades')).toBe('No es un número válido');
    expect(error({ unidades: 0 }, 'unidades')).toBe('Debe ser al menos 1');
    expect(error({ unidades: 11 }, 'unidades')).toBe('No puede ser mayor que 10');
    expect(error({ precio: -1 }, 'precio')).toBe('Debe ser al menos 0');
  });
  it('fecha y hora mal escritas', () => {
    expect(error({ dia: '31/02/20' }, 'dia')).toBe('La fecha no es correcta (dd/mm/aaaa)');
    expect(error({ hora: '25:00' }, 'hora')).toBe('La hora no es correcta (hh:mm)');
  });
  it('un obligatorio con su propio mensaje', () => {
    const c: CampoDeclarado<Valores> = { campo: 'tipo', tipo: 'seleccion', etiqueta: 'Tipo', requerido: true, mensajeRequerido: 'Elige el tipo de anomalía', opciones: [] };
    expect(errorDeCampo(c, { ...validos, tipo: '' })).toBe('Elige el tipo de anomalía');
    expect(errorDeCampo(c, validos)).toBeNull();
  });
  it('un texto con un carácter nulo no pasa aunque el campo no tenga reglas', () => {
    expect(error({ notas: 'a\u0000b' }, 'notas')).toMatch(/caracteres no válidos/);
  });
  it('reglas propias tras las del tipo, con todos los valores', () => {
    const c: CampoDeclarado<Valores> = { campo: 'notas', tipo: 'area', etiqueta: 'Notas', reglas: [(v, todos) => (todos.acepta && v === '' ? 'Explica por qué' : null)] };
    expect(errorDeCampo(c, { ...validos, notas: '' })).toBe('Explica por qué');
    expect(errorDeCampo(c, { ...validos, notas: '', acepta: false })).toBeNull();
  });
});

describe('reglas del esquema de la entidad', () => {
  interface Tel {
    numero: string;
    descripcion: string;
  }
  it('obligatorio si el esquema lo exige y no admite null; la declaración manda sobre el esquema', () => {
    const numero: CampoDeclarado<Tel> = { campo: 'numero', tipo: 'texto', etiqueta: 'Número' };
    const descripcion: CampoDeclarado<Tel> = { campo: 'descripcion', tipo: 'texto', etiqueta: 'Descripción' };
    expect(campoSuelto(numero, 'telefono').requerido).toBe(true);
    expect(campoSuelto(descripcion, 'telefono').requerido).toBe(false);
    expect(errorDeCampo(numero, { numero: '', descripcion: '' }, 'telefono')).toBe('Campo requerido');
    expect(campoSuelto({ ...numero, requerido: false }, 'telefono').requerido).toBe(false);
  });
  it('la longitud máxima del esquema (nota.texto, 4000)', () => {
    const texto: CampoDeclarado<{ texto: string }> = { campo: 'texto', tipo: 'area', etiqueta: 'Nota' };
    expect(errorDeCampo(texto, { texto: 'x'.repeat(4001) }, 'nota')).toBe('No puede ser mayor a 4000 caracteres.');
  });
});

describe('alta y edición con la misma declaración', () => {
  const simple: readonly CampoDeclarado<Pick<Valores, 'nif' | 'notas' | 'acepta'>>[] = [
    { campo: 'nif', tipo: 'nif', etiqueta: 'NIF', normalizar: (v) => v.replace(/[\s.-]/g, '').toUpperCase() },
    { campo: 'notas', tipo: 'area', etiqueta: 'Notas', visible: (v) => v.acepta },
    { campo: 'acepta', tipo: 'casilla', etiqueta: 'Acepto' },
  ];
  const doc = { nif: '12345678Z', notas: 'hola', acepta: true };
  it('edición: solo lo que difiere del documento, comparado normalizado', () => {
    expect(cambiosDe(simple, doc, { ...doc, nif: '12.345.678-z' })).toEqual({});
    expect(cambiosDe(simple, doc, { ...doc, nif: 'x1234567l' })).toEqual({ nif: 'X1234567L' });
  });
  it('alta: lo que difiere de los valores iniciales, normalizado; normalizar da todos', () => {
    const iniciales = { nif: '', notas: '', acepta: false };
    expect(cambiosDe(simple, iniciales, { ...iniciales, nif: '1-2', acepta: true })).toEqual({ nif: '12', acepta: true });
    expect(normalizar(simple, { nif: 'x-1', notas: '', acepta: false })).toEqual({ nif: 'X1', notas: '', acepta: false });
  });
  it('un campo oculto no se valida ni se manda', () => {
    expect(camposVisibles(simple, { ...doc, acepta: false }).map((c) => c.campo)).toEqual(['nif', 'acepta']);
    expect(cambiosDe(simple, doc, { ...doc, notas: 'otra', acepta: false })).toEqual({ acepta: false });
  });
});
