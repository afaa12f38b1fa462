/** Campos del firmante: nombre y DNI obligatorios, la firma con su mensaje y su tope, y los datos normalizados. */
import { describe, expect, it } from 'vitest';
import { erroresDe, normalizar } from './declaracion';
import { MENSAJES_FIRMA_PNG } from '../../../replication/firma-png';
import { aDatosFirmante, camposFirmante, FIRMA_DEMASIADO_GRANDE, FIRMANTE_VACIO, reglaFirma, type ValoresFirmante } from './firmante';

const opciones = { maxImagen: 200, firmaRequerida: 'La firma es obligatoria' };
const campos = camposFirmante(opciones);
const errores = (v: ValoresFirmante) => Object.fromEntries(erroresDe({ campos }, v).map((e) => [e.campo, e.error]));
/** PNG de 1×1 píxel (118 caracteres). */
const firma = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('firmante', () => {
  it('vacío: nombre y DNI requeridos y la firma con el mensaje de la pantalla', () => {
    expect(errores(FIRMANTE_VACIO)).toEqual({ nombre: 'Campo requerido', dni: 'Campo requerido', firma: 'La firma es obligatoria' });
  });

  it("DNI con el validador compartido ('El DNI no es correcto') y nombre de como mucho 200", () => {
    expect(errores({ nombre: 'Juan Pérez', dni: '12345678A', firma })).toEqual({ dni: 'El DNI no es correcto' });
    expect(errores({ nombre: 'x'.repeat(201), dni: '12345678Z', firma })).toEqual({ nombre: 'No puede ser mayor a 200 caracteres.' });
    expect(errores({ nombre: 'Juan Pérez', dni: '12.345.678-z', firma })).toEqual({});
  });

  it('la firma que pasa del tope se rechaza', () => {
    expect(reglaFirma(opciones)('x'.repeat(201))).toBe(FIRMA_DEMASIADO_GRANDE);
    expect(reglaFirma({ ...opciones, maxImagen: firma.length - 1 })(firma)).toBe(FIRMA_DEMASIADO_GRANDE);
    expect(reglaFirma({ ...opciones, maxImagen: firma.length })(firma)).toBeNull();
  });

  it('la firma tiene que ser una imagen PNG de verdad (la regla de firma-png.ts, la misma del servidor)', () => {
    for (const mala of ['data:image/png;base64,AAAA', 'x'.repeat(30), 'data:image/png;base64,iVBORw0KGgo=']) {
      expect(reglaFirma(opciones)(mala), mala).toBe(MENSAJES_FIRMA_PNG.noValida);
    }
  });

  it('los datos: nombre sin espacios en los extremos y DNI sin separadores y en mayúsculas', () => {
    expect(aDatosFirmante(normalizar(campos, { nombre: '  Juan Pérez ', dni: '12.345.678-z', firma }))).toEqual({ nombre: 'Juan Pérez', dni: '12345678Z', imagen: firma });
    expect(() => aDatosFirmante(FIRMANTE_VACIO)).toThrow();
  });
});
