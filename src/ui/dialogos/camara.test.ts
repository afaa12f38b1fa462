import { describe, expect, it } from 'vitest';
import { MENSAJES_CAMARA, mensajeErrorCamara } from './camara';

const errorDom = (nombre: string): DOMException => new DOMException('x', nombre);

describe('mensajeErrorCamara', () => {
  it('permiso denegado', () => {
    expect(mensajeErrorCamara(errorDom('NotAllowedError'))).toBe(MENSAJES_CAMARA.permisoDenegado);
    expect(MENSAJES_CAMARA.permisoDenegado).toMatch(/^No se ha dado permiso para usar la cámara/);
  });
  it('sin cámara', () => {
    expect(mensajeErrorCamara(errorDom('NotFoundError'))).toBe('No hay ninguna cámara disponible en este dispositivo.');
    expect(mensajeErrorCamara(errorDom('OverconstrainedError'))).toBe(MENSAJES_CAMARA.sinCamara);
  });
  it('cámara ocupada y cualquier otro fallo', () => {
    expect(mensajeErrorCamara(errorDom('NotReadableError'))).toBe(MENSAJES_CAMARA.ocupada);
    expect(mensajeErrorCamara(new Error('raro'))).toBe(MENSAJES_CAMARA.otro);
    expect(mensajeErrorCamara('texto')).toBe(MENSAJES_CAMARA.otro);
  });
});
