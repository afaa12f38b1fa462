import { describe, expect, it } from 'vitest';
import { describirTipoMime, nombreConExtension, tipoDeBase64 } from './tipos-mime';

describe('describirTipoMime', () => {
  it('los tipos habituales, en español', () => {
    expect(describirTipoMime('image/png')).toBe('Imagen PNG');
    expect(describirTipoMime('image/jpeg')).toBe('Imagen JPEG');
    expect(describirTipoMime('application/pdf')).toBe('Documento PDF');
    expect(describirTipoMime('text/plain')).toBe('Texto');
    expect(describirTipoMime('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('Documento de Word');
  });

  it('sin distinguir mayúsculas ni parámetros', () => {
    expect(describirTipoMime('IMAGE/PNG')).toBe('Imagen PNG');
    expect(describirTipoMime('text/plain; charset=utf-8')).toBe('Texto');
  });

  it('un PNG no se describe como JPEG ni al revés', () => {
    expect(describirTipoMime('image/png')).not.toContain('JPEG');
    expect(describirTipoMime('image/jpeg')).not.toContain('PNG');
  });

  it('lo desconocido: su familia o «Otro tipo (…)»; sin tipo, «sin especificar»', () => {
    expect(describirTipoMime('image/x-icon')).toBe('Imagen (image/x-icon)');
    expect(describirTipoMime('application/x-algo')).toBe('Otro tipo (application/x-algo)');
    expect(describirTipoMime('')).toBe('Otro tipo (sin especificar)');
    expect(describirTipoMime('application/octet-stream')).toBe('Otro tipo (sin especificar)');
  });
});

describe('nombreConExtension', () => {
  it('la extensión dice el formato del contenido', () => {
    expect(nombreConExtension('plano.png', 'image/jpeg')).toBe('plano.jpg');
    expect(nombreConExtension('IMG_0001.HEIC', 'image/jpeg')).toBe('IMG_0001.jpg');
    expect(nombreConExtension('plano.png', 'image/png')).toBe('plano.png');
    expect(nombreConExtension('foto.jpeg', 'image/jpeg')).toBe('foto.jpeg');
    expect(nombreConExtension('Foto.JPG', 'image/jpeg')).toBe('Foto.JPG');
  });

  it('sin extensión de imagen se añade; un tipo que no es imagen no toca el nombre', () => {
    expect(nombreConExtension('plano', 'image/png')).toBe('plano.png');
    expect(nombreConExtension('informe.v2', 'image/webp')).toBe('informe.v2.webp');
    expect(nombreConExtension('informe.txt', 'text/plain')).toBe('informe.txt');
  });
});

describe('tipoDeBase64', () => {
  const b64 = (bytes: readonly number[] | string): string => Buffer.from(typeof bytes === 'string' ? bytes : Uint8Array.from(bytes)).toString('base64');

  it('reconoce el formato por los primeros bytes', () => {
    expect(tipoDeBase64(b64([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('image/png');
    expect(tipoDeBase64(b64([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('image/jpeg');
    expect(tipoDeBase64(b64('GIF89a....'))).toBe('image/gif');
    expect(tipoDeBase64(b64('RIFF\u0001\u0002\u0003\u0004WEBPVP8 '))).toBe('image/webp');
    expect(tipoDeBase64(b64('%PDF-1.7\n'))).toBe('application/pdf');
    expect(tipoDeBase64(b64('hola'))).toBeNull();
  });
});
