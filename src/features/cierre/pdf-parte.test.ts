import { describe, expect, it } from 'vitest';
import { textoPdf } from '../../lib/prueba/pdf';
import { bytesABase64, generarPdfParte, nombrePdfParte, type DatosPdfParte } from './pdf-parte';

/** PNG de 1×1 píxel. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const datos = (cambios: Partial<DatosPdfParte> = {}): DatosPdfParte => ({
  empresa: { nombre: 'Seguridad Vigía S.L.', cif: 'B28000000', direccion: 'Calle Mayor 1, Madrid', telefono: '900 102 030', email: 'info@vigia.es', registro: '1234' },
  parte: { numero: 'PT-000104', fecha: '2025-03-07', descripcion: 'Revisión anual', estado: 'Pendiente', clasificacion: 'Revisión', observaciones: null },
  orden: { numero: 'OT-000050', descripcion: 'Mantenimiento' },
  cliente: { nombre: 'Panadería Núñez', codigo: 'C0001', nif: '12345678Z' },
  lineas: [
    { descripcion: 'Detector volumétrico', unidades: 2, precio: 50.5, dto: 0, importe: 101 },
    { descripcion: 'Mano de obra', unidades: 1, precio: 20, dto: 0, importe: 20 },
  ],
  total: 121,
  acciones: [{ descripcion: 'Sustitución de Sirena (A1 → B2)', estado: 'Realizada' }],
  tiempos: [{ inicio: '2025-03-07T08:00:00.000Z', fin: '2025-03-07T09:35:00.000Z', minutos: 95, tecnico: 'Ana Técnica' }],
  cobros: [{ fecha: '2025-03-07T10:00:00.000Z', formaPago: 'Tarjeta', importe: 121, recibo: 'R7-20250307-3F2A9C1E' }],
  checklists: [
    { descripcion: 'Revisión de sistema de intrusión', resultado: 'Con anomalías', firma: 'Firmada por Juan Pérez' },
    { descripcion: 'Prueba de incendios', resultado: 'Sin contestar', firma: 'Sin firmar' },
  ],
  firma: { nombre: 'Juan Pérez', dni: '12345678Z', fecha: '2025-03-07T10:05:00.000Z', imagen: PNG },
  generado: new Date('2025-03-07T10:06:00.000Z'),
  zonaHoraria: 'Europe/Madrid',
  ...cambios,
});

describe('PDF del parte', () => {
  it('es un PDF de una página con empresa, parte, cliente, líneas, total, cobro y firmante', async () => {
    const bytes = await generarPdfParte(datos());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const { doc, texto } = await textoPdf(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Parte PT-000104');
    expect(doc.getSubject()).toBe('Parte de trabajo PT-000104. Total 121,00\u00a0€');
    for (const esperado of [
      'Seguridad Vigía S.L.',
      'Parte de trabajo PT-000104',
      'Cliente: Panadería Núñez (C0001) · NIF 12345678Z',
      'Detector volumétrico',
      '101,00\u00a0€',
      '121,00\u00a0€',
      'Sustitución de Sirena (A1 -> B2)',
      '07/03/2025 09:00 - 10:35',
      '1:35',
      'Recibo R7-20250307-3F2A9C1E',
      'Revisión de sistema de intrusión',
      'Con anomalías',
      'Firmada por Juan Pérez',
      'Prueba de incendios',
      'Firmado por Juan Pérez, DNI 12345678Z, el 07/03/2025 11:05',
      'Página 1 de 1',
    ]) {
      expect(texto).toContain(esperado);
    }
    // La imagen de la firma va dentro.
    expect(Buffer.from(bytes).toString('latin1')).toContain('/Subtype /Image');
  });

  it('sin firma lo dice y no lleva imagen; el total cambia con los datos', async () => {
    const bytes = await generarPdfParte(datos({ firma: null, cobros: [], checklists: [], total: 20, lineas: [{ descripcion: 'Mano de obra', unidades: 1, precio: 20, dto: 0, importe: 20 }] }));
    const { texto } = await textoPdf(bytes);
    expect(texto).toContain('Sin firmar.');
    expect(texto).toContain('Sin checklists.');
    expect(texto).toContain('20,00\u00a0€');
    expect(texto).not.toContain('121,00');
    expect(Buffer.from(bytes).toString('latin1')).not.toContain('/Subtype /Image');
  });

  it('muchas líneas pasan a más páginas', async () => {
    const lineas = Array.from({ length: 120 }, (_, i) => ({ descripcion: `Artículo ${i + 1}`, unidades: 1, precio: 1, dto: 0, importe: 1 }));
    const { doc, texto } = await textoPdf(await generarPdfParte(datos({ lineas, total: 120 })));
    expect(doc.getPageCount()).toBeGreaterThan(1);
    expect(texto).toContain('Artículo 120');
    expect(texto).toContain(`Página ${doc.getPageCount()} de ${doc.getPageCount()}`);
  });

  it('nombre del fichero y base64', () => {
    expect(nombrePdfParte('PT-000104')).toBe('parte-PT-000104.pdf');
    expect(nombrePdfParte('PT 1/2')).toBe('parte-PT_1_2.pdf');
    expect(bytesABase64(new Uint8Array([37, 80, 68, 70]))).toBe('JVBERg==');
  });
});
