import { describe, expect, it } from 'vitest';
import { formatoReducido, LADO_MAXIMO_IMAGEN, medidasEscaladas } from './imagen';

describe('medidasEscaladas', () => {
  it('no amplía una imagen que ya cabe', () => {
    expect(medidasEscaladas({ ancho: 640, alto: 480 })).toEqual({ ancho: 640, alto: 480 });
    expect(medidasEscaladas({ ancho: 1024, alto: 1024 })).toEqual({ ancho: 1024, alto: 1024 });
  });

  it('reduce una foto apaisada por el ancho conservando la proporción', () => {
    expect(medidasEscaladas({ ancho: 4032, alto: 3024 })).toEqual({ ancho: 1024, alto: 768 });
    expect(medidasEscaladas({ ancho: 1920, alto: 1080 })).toEqual({ ancho: 1024, alto: 576 });
  });

  it('reduce una foto vertical por el alto', () => {
    expect(medidasEscaladas({ ancho: 3024, alto: 4032 })).toEqual({ ancho: 768, alto: 1024 });
    expect(medidasEscaladas({ ancho: 1080, alto: 1920 })).toEqual({ ancho: 576, alto: 1024 });
  });

  it('un cuadrado grande queda en 1024×1024 y uno apenas mayor también', () => {
    expect(medidasEscaladas({ ancho: 5000, alto: 5000 })).toEqual({ ancho: 1024, alto: 1024 });
    expect(medidasEscaladas({ ancho: 1025, alto: 1025 })).toEqual({ ancho: 1024, alto: 1024 });
  });

  it('una tira muy alargada nunca baja de 1 px ni pasa del máximo', () => {
    expect(medidasEscaladas({ ancho: 100_000, alto: 10 })).toEqual({ ancho: 1024, alto: 1 });
    expect(medidasEscaladas({ ancho: 3, alto: 9000 })).toEqual({ ancho: 1, alto: 1024 });
  });

  it('respeta otro máximo y nunca lo supera', () => {
    expect(medidasEscaladas({ ancho: 1000, alto: 500 }, 100)).toEqual({ ancho: 100, alto: 50 });
    for (const [a, h] of [[1333, 999], [2047, 2049], [4097, 3], [1025, 7777]] as const) {
      const m = medidasEscaladas({ ancho: a, alto: h });
      expect(m.ancho).toBeLessThanOrEqual(LADO_MAXIMO_IMAGEN);
      expect(m.alto).toBeLessThanOrEqual(LADO_MAXIMO_IMAGEN);
      expect(Math.abs(m.ancho / m.alto - a / h) / (a / h)).toBeLessThan(0.01 + 1 / Math.min(m.ancho, m.alto));
    }
  });

  it('rechaza una imagen sin medidas (vídeo aún sin fotogramas)', () => {
    expect(() => medidasEscaladas({ ancho: 0, alto: 480 })).toThrow('La imagen no tiene medidas');
  });
});

describe('formatoReducido', () => {
  it('un PNG (o GIF) reducido sigue siendo PNG; un WebP, WebP; lo demás, JPEG', () => {
    expect(formatoReducido('image/png')).toBe('image/png');
    expect(formatoReducido('image/gif')).toBe('image/png');
    expect(formatoReducido('image/webp')).toBe('image/webp');
    expect(formatoReducido('image/jpeg')).toBe('image/jpeg');
    expect(formatoReducido('image/heic')).toBe('image/jpeg');
  });
});
