/** La hoja de códigos QR de una ronda: páginas según los puntos, textos de cada etiqueta y QR que se leen. */
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { textoDePagina, textoPdf } from '../../lib/prueba/pdf';
import type { EmpresaPdf } from '../../lib/pdf/membrete';
import { generarPdfHojaQr, modulosQr, nombrePdfHojaQr, TEXTOS_HOJA_QR, type DatosHojaQr } from './pdf-hoja-qr';

const empresa: EmpresaPdf = {
  nombre: 'Seguridad Vigía S.L.',
  cif: 'B12345678',
  direccion: 'Calle Mayor 1, 28013 Madrid',
  telefono: '910000000',
  email: 'info@vigia.es',
  registro: '1234',
};

const codigo = (i: number): string => `NAVE4-P${String(i).padStart(2, '0')}`;

const datos = (n: number, cambios: Partial<DatosHojaQr> = {}): DatosHojaQr => ({
  empresa,
  ronda: { nombre: 'Perímetro nocturno', puesto: 'Nave logística Getafe' },
  puntos: Array.from({ length: n }, (_, i) => ({ orden: i + 1, nombre: `Puerta ${i + 1}`, codigo: codigo(i + 1) })),
  generado: new Date('2025-03-07T22:00:00.000Z'),
  ...cambios,
});

/** Los módulos del QR en una imagen RGBA (4 px por módulo, margen blanco de 4 módulos) para jsQR. */
const leerQr = (texto: string): string | null => {
  const { lado, tramos } = modulosQr(texto);
  const escala = 4;
  const total = (lado + 8) * escala;
  const imagen = new Uint8ClampedArray(total * total * 4).fill(255);
  for (const t of tramos) {
    for (let c = t.columna; c < t.columna + t.largo; c++) {
      for (let dy = 0; dy < escala; dy++) {
        for (let dx = 0; dx < escala; dx++) {
          const i = (((t.fila + 4) * escala + dy) * total + (c + 4) * escala + dx) * 4;
          imagen[i] = imagen[i + 1] = imagen[i + 2] = 0;
        }
      }
    }
  }
  return jsQR(imagen, total, total)?.data ?? null;
};

describe('hoja de códigos QR de una ronda', () => {
  it('12 etiquetas por página: 1, 12, 13, 24, 25 y 40 puntos', async () => {
    for (const [n, paginas] of [[1, 1], [12, 1], [13, 2], [24, 2], [25, 3], [40, 4]] as const) {
      const { doc } = await textoPdf(await generarPdfHojaQr(datos(n)));
      expect(doc.getPageCount(), `${n} puntos`).toBe(paginas);
    }
  });

  it('cada etiqueta lleva el nombre, el orden y el código del punto; cada página, el membrete, la ronda y el pie', async () => {
    const d = datos(14);
    const bytes = await generarPdfHojaQr(d);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const { doc, texto } = await textoPdf(bytes);
    expect(doc.getTitle()).toBe('Códigos QR de la ronda Perímetro nocturno');
    expect(doc.getSubject()).toBe('14 puntos de control de la ronda Perímetro nocturno (Nave logística Getafe)');
    expect(doc.getCreationDate()?.toISOString()).toBe('2025-03-07T22:00:00.000Z');
    for (const p of d.puntos) expect(texto).toContain(`${p.nombre}\nPunto ${p.orden}\n${p.codigo}\n`);
    const [primera = '', segunda = ''] = doc.getPages().map(textoDePagina);
    // Los 12 primeros en la primera página, el 13 y el 14 en la segunda.
    expect(primera).toContain(codigo(12));
    expect(primera).not.toContain(codigo(13));
    expect(segunda).toContain(codigo(13));
    expect(segunda).toContain(codigo(14));
    for (const pagina of [primera, segunda]) {
      expect(pagina).toContain('Seguridad Vigía S.L.');
      expect(pagina).toContain('Códigos QR de la ronda Perímetro nocturno');
      expect(pagina).toContain('Puesto de servicio: Nave logística Getafe');
    }
    expect(primera).toContain('Ronda Perímetro nocturno · Página 1 de 2');
    expect(segunda).toContain('Ronda Perímetro nocturno · Página 2 de 2');
  });

  it('el QR que se dibuja se lee con el código del punto', () => {
    for (const c of ['NAVE4-P01', 'R-0001-ENTRADA-PRINCIPAL', 'punto con espacios y ñ', 'x'.repeat(60)]) expect(leerQr(c)).toBe(c);
  });

  it('un nombre largo se corta en dos líneas y un código largo cabe en la etiqueta', async () => {
    const largo = 'Salida de emergencia del almacén de productos químicos, junto al muelle de carga número 3';
    const d = datos(1, { puntos: [{ orden: 1, nombre: largo, codigo: 'C'.repeat(60) }] });
    const { texto } = await textoPdf(await generarPdfHojaQr(d));
    expect(texto).toContain('Salida de emergencia');
    expect(texto).toContain('…');
    expect(texto.replaceAll('\n', '')).toContain('C'.repeat(60));
  });

  it('sin puntos, una página que lo dice', async () => {
    const { doc, texto } = await textoPdf(await generarPdfHojaQr(datos(0)));
    expect(doc.getPageCount()).toBe(1);
    expect(texto).toContain(TEXTOS_HOJA_QR.sinPuntos);
  });

  it('los mismos datos dan los mismos bytes', async () => {
    const a = await generarPdfHojaQr(datos(5));
    const b = await generarPdfHojaQr(datos(5));
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it('nombre del fichero', () => {
    expect(nombrePdfHojaQr('Perímetro nocturno')).toBe('qr-ronda-Per_metro_nocturno.pdf');
  });
});
