/** El PDF firmado de un sobre: el original intacto, la página de firmas y el registro de auditoría. */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { textoDePagina, textoPdf } from '../../src/lib/prueba/pdf';
import { fechaHoraMadrid, generarPdfFirmado, type FirmantePdf } from './pdf-firmado';

/** PNG de 1×1 píxel. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const SHA = 'ab'.repeat(32);

const original = async (paginas: number): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  const fuente = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= paginas; i++) doc.addPage().drawText(`Presupuesto P0001, página ${i}`, { x: 50, y: 700, size: 12, font: fuente });
  doc.setTitle('Presupuesto P0001');
  return doc.save();
};

const firmante = (n: number, cambios: Partial<FirmantePdf> = {}): FirmantePdf => ({
  nombre: `Firmante ${n}`, dni: '12345678Z', email: `f${n}@example.com`, ffirma: '2025-03-07T10:05:00.000Z', ip: `10.0.0.${n}`, imagen: PNG, ...cambios,
});

describe('PDF firmado', () => {
  it('lleva las páginas del original, la de firmas y el registro de auditoría con quién, cuándo, desde dónde y el SHA-256', async () => {
    const bytes = await generarPdfFirmado({
      original: await original(2),
      sha256: SHA,
      idsobre: 'SOBRE-1',
      fecha: new Date('2025-03-07T10:06:00.000Z'),
      firmantes: [firmante(1, { nombre: 'Ana Núñez', dni: '12345678Z' }), firmante(2, { nombre: 'Łukasz Ruiz', dni: 'X1234567L', ffirma: '2025-07-01T22:30:15.000Z' })],
    });
    const { doc, texto } = await textoPdf(bytes);
    const paginas = doc.getPages();
    expect(paginas).toHaveLength(4);
    // El original, intacto y delante, con sus metadatos.
    expect(textoDePagina(paginas[0] ?? doc.addPage())).toContain('Presupuesto P0001, página 1');
    expect(textoDePagina(paginas[1] ?? doc.addPage())).toContain('Presupuesto P0001, página 2');
    expect(doc.getTitle()).toBe('Presupuesto P0001');
    const firmas = textoDePagina(paginas[2] ?? doc.addPage());
    for (const t of ['Firmas', 'Ana Núñez', 'DNI: 12345678Z', 'Fecha: 07/03/2025 11:05:00 (hora de Madrid)', '?ukasz Ruiz', 'DNI: X1234567L', 'Fecha: 02/07/2025 00:30:15 (hora de Madrid)']) {
      expect(firmas).toContain(t);
    }
    const auditoria = textoDePagina(paginas[3] ?? doc.addPage());
    for (const t of [
      'Registro de auditoría', 'Sobre: SOBRE-1', 'Documento original: 2 páginas, SHA-256:', SHA,
      'Firmante 1: Ana Núñez (DNI 12345678Z)', 'Correo electrónico: f1@example.com', 'Firmado: 2025-03-07T10:05:00.000Z (07/03/2025 11:05:00, hora de Madrid)', 'Dirección IP: 10.0.0.1',
      'Firmante 2: ?ukasz Ruiz (DNI X1234567L)', 'Correo electrónico: f2@example.com', 'Dirección IP: 10.0.0.2',
    ]) {
      expect(auditoria).toContain(t);
    }
    expect(texto).toContain(SHA);
    // Una imagen por firma (el PNG con transparencia: la imagen y su máscara).
    expect(Buffer.from(bytes).toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(2 * 2);
  });

  it('diez firmantes no caben en una página: las firmas siguen en otra, cada una entera', async () => {
    const firmantes = Array.from({ length: 10 }, (_, i) => firmante(i + 1));
    const bytes = await generarPdfFirmado({ original: await original(1), sha256: SHA, idsobre: 'S', fecha: new Date(0), firmantes });
    const { doc, texto } = await textoPdf(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(3);
    for (const f of firmantes) {
      expect(texto).toContain(f.nombre);
      expect(texto).toContain(`Correo electrónico: ${f.email}`);
    }
    // Cada firmante (imagen, nombre, DNI y fecha) en una sola página.
    for (const p of doc.getPages().slice(1)) {
      const t = textoDePagina(p);
      expect(t.split('DNI: ').length).toBe(t.split('Fecha: ').length);
    }
  });

  it('la misma entrada da los mismos bytes', async () => {
    const datos = { original: await original(1), sha256: SHA, idsobre: 'S', fecha: new Date('2025-03-07T10:06:00.000Z'), firmantes: [firmante(1)] };
    expect(Buffer.from(await generarPdfFirmado(datos)).equals(Buffer.from(await generarPdfFirmado(datos)))).toBe(true);
  });

  it('las fechas, en hora de Madrid (invierno y verano)', () => {
    expect(fechaHoraMadrid('2025-01-15T08:00:00.000Z')).toBe('15/01/2025 09:00:00');
    expect(fechaHoraMadrid('2025-07-15T08:00:00.000Z')).toBe('15/07/2025 10:00:00');
  });
});
