import { describe, expect, it } from 'vitest';
import { colecciones as sincronizadas, coleccionesLocales, esquemas } from '../../schemas';
import { minuscula, mayuscula, nombresColeccion } from './entidades.labels';

describe('nombresColeccion', () => {
  it('cada colección de la base del dispositivo, también las locales, con su nombre en español', () => {
    expect(nombresColeccion.partetrabajo).toBe('Partes de trabajo');
    expect(nombresColeccion.ficherocontenido).toBe('Contenido de los ficheros');
    expect(nombresColeccion.syncupload).toBe('Cola de subida');
    expect(nombresColeccion.sync).toBe('Estado de la sincronización');
  });

  it('ningún nombre es el nombre interno ni lo parece (minúsculas pegadas)', () => {
    const colecciones = [...sincronizadas, ...coleccionesLocales];
    expect(Object.keys(nombresColeccion).sort()).toEqual(Object.keys(esquemas).sort());
    for (const c of colecciones) {
      const nombre = nombresColeccion[c];
      expect(nombre.toLowerCase().replace(/\s/g, ''), c).not.toBe(c);
      expect(nombre, c).toMatch(/^[A-ZÁÉÍÓÚÑ]/);
      expect(nombre, c).not.toContain('_');
    }
  });
});

describe('mayuscula y minuscula', () => {
  it('solo la primera letra; las siglas se quedan', () => {
    expect(mayuscula('parte de trabajo')).toBe('Parte de trabajo');
    expect(minuscula('Observaciones')).toBe('observaciones');
    expect(minuscula('NIF')).toBe('NIF');
    expect(minuscula('DNI')).toBe('DNI');
  });
});
