import { describe, expect, it } from 'vitest';
import { mutadores } from '../../../replication/mutadores';
import { describirDocumento, describirMetodo } from './metodos';

describe('describirMetodo', () => {
  it('describe los mutadores genéricos en español', () => {
    expect(describirMetodo('parteTrabajo.updateSync')).toBe('Modificación de parte de trabajo');
    expect(describirMetodo('lparteTrabajo.insertSync')).toBe('Alta de línea de parte');
    expect(describirMetodo('telefono.deleteSync')).toBe('Baja de teléfono');
    expect(describirMetodo('ordenTrabajo.finalizarOt')).toBe('Cierre de parte');
  });
  it('deja tal cual un método desconocido', () => {
    expect(describirMetodo('otraCosa.hacer')).toBe('otraCosa.hacer');
    expect(describirMetodo('sinpunto')).toBe('sinpunto');
  });
  it('todos los mutadores registrados tienen descripción', () => {
    for (const metodo of mutadores.keys()) expect(describirMetodo(metodo), metodo).not.toBe(metodo);
  });
});

describe('describirDocumento', () => {
  it('traduce la referencia coleccion:id', () => {
    expect(describirDocumento('partetrabajo:208')).toBe('parte de trabajo 208');
    expect(describirDocumento('desconocida:1')).toBe('desconocida:1');
  });
});
