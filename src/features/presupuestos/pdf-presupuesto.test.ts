import { PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { formatearMoneda } from '../../lib/formato';
import { textoPdf } from '../../lib/prueba/pdf';
import { encabezadoSubsistema, generarPdfPresupuesto, nombrePdfPresupuesto, OTROS_CONCEPTOS, type DatosPdfPresupuesto } from './pdf-presupuesto';
import { presupuestoSintetico } from './presupuesto-sintetico';

/** 30 líneas en 3 subsistemas (dados fuera de orden) y 3 sin subsistema. */
const datos = (cambios: Partial<DatosPdfPresupuesto> = {}): DatosPdfPresupuesto => {
  const d = presupuestoSintetico({ lineas: 30, subsistemas: 3 });
  return { ...d, subsistemas: [...d.subsistemas].reverse(), ...cambios };
};

const posicion = (texto: string, buscado: string): number => {
  const i = texto.indexOf(buscado);
  expect(i, `«${buscado}» no está en el PDF`).toBeGreaterThanOrEqual(0);
  return i;
};

describe('PDF del presupuesto', () => {
  it('lleva empresa, presupuesto, cliente, conceptos por subsistema, totales, cuotas, pago y conformidad', async () => {
    const d = datos();
    const bytes = await generarPdfPresupuesto(d);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const { doc, texto } = await textoPdf(bytes);
    expect(doc.getTitle()).toBe('Presupuesto PR-000321');
    expect(doc.getSubject()).toBe(`Presupuesto PR-000321, revisión 2. Total ${formatearMoneda(d.total)}`);
    expect(doc.getKeywords()).toBe('presupuesto PR-000321');
    expect(doc.catalog.lookup(PDFName.of('Lang'), PDFString).decodeText()).toBe('es-ES');
    expect(doc.getCreationDate()?.toISOString()).toBe('2025-03-07T10:06:00.000Z');
    for (const esperado of [
      'Seguridad Vigía S.L.',
      'Registro de empresas de seguridad (DGP) n.º 1234',
      'Presupuesto PR-000321',
      'Revisión 2',
      'Válido hasta',
      '06/04/2025',
      'Marta Comercial',
      'Talleres Núñez e Hijos S.L.',
      'B87654321',
      'Dirección de instalación',
      'Polígono Industrial Las Arenas, nave 14, 28906 Getafe (Madrid)',
      'Base imponible',
      'IVA 21 %',
      'IVA 10 %',
      formatearMoneda(d.base),
      'Transferencia a 30 días',
      'Forma de pago de las cuotas',
      'ES76 **** **** **** **** 1234',
      'Mantenimiento preventivo de los sistemas instalados',
      'Conexión a central receptora de alarmas',
      '29,90\u00a0€',
      'Muelle de carga',
      'El cliente facilitará el acceso al cuadro eléctrico.',
      'Conformidad del cliente',
      'Nombre',
      'DNI',
      'Firma',
    ]) {
      expect(texto).toContain(esperado);
    }
    // El bloque de totales: base, una fila por tipo de IVA con su cuota y el total.
    const totales = ['Base imponible', formatearMoneda(d.base), ...d.impuestos.flatMap((i) => [`IVA ${i.tipo} %`, formatearMoneda(i.cuota)]), 'Total', formatearMoneda(d.total)];
    expect(d.impuestos).toHaveLength(2);
    expect(texto).toContain(totales.join('\n'));
    // Las 12 cuotas: número, vencimiento, forma de pago e importe.
    expect(d.cuotas).toHaveLength(12);
    for (const c of d.cuotas) expect(texto).toContain(`${c.numero}\n${c.fecha.slice(8, 10)}/${c.fecha.slice(5, 7)}/${c.fecha.slice(0, 4)}\nDomiciliación bancaria\n${formatearMoneda(c.importe)}`);
    // Las condiciones largas se parten en líneas y llegan hasta la última cláusula.
    expect(texto).toContain('\n18. El presente presupuesto');
    // Cada salto de línea del texto empieza una línea (no se escribe como '?').
    expect(texto).toContain('\n2. El presente presupuesto');
    expect(texto).not.toContain('?');
    expect(texto).toContain(`Página ${doc.getPageCount()} de ${doc.getPageCount()}`);
    expect(texto).toContain('Presupuesto PR-000321 · Página 1 de');
  });

  it('agrupa los conceptos por subsistema en orden de número y deja los demás en «Otros conceptos»', async () => {
    // Descripciones cortas (una línea cada una) para buscarlas enteras.
    const base = datos();
    const d = datos({ lineas: base.lineas.map((l, i) => ({ ...l, descripcion: `Concepto ${i + 1}` })) });
    const { texto } = await textoPdf(await generarPdfPresupuesto(d));
    const encabezados = [...d.subsistemas].sort((a, b) => a.numero - b.numero).map(encabezadoSubsistema);
    expect(encabezados).toEqual(['Subsistema 1: Intrusión', 'Subsistema 2: Videovigilancia', 'Subsistema 3: Control de accesos']);
    const posiciones = [...encabezados, OTROS_CONCEPTOS].map((e) => posicion(texto, `${e}\n`));
    expect(posiciones).toEqual([...posiciones].sort((a, b) => a - b));
    // Cada línea, entre el encabezado de su grupo y el siguiente.
    const grupoDe = (idsubsis: string | null): number => (idsubsis === null ? encabezados.length : Number(idsubsis.slice(1)) - 1);
    d.lineas.forEach((l) => {
      const i = posicion(texto, `${l.descripcion}\n`);
      const g = grupoDe(l.idsubsis);
      expect(i, l.descripcion).toBeGreaterThan(posiciones[g] ?? Infinity);
      expect(i, l.descripcion).toBeLessThan(posiciones[g + 1] ?? texto.indexOf('Base imponible'));
    });
  });

  it('con 200 líneas ocupa más páginas y repite la cabecera de la tabla en cada una', async () => {
    const corto = await textoPdf(await generarPdfPresupuesto(presupuestoSintetico({ lineas: 20 })));
    const largo = await textoPdf(await generarPdfPresupuesto(presupuestoSintetico({ lineas: 200 })));
    expect(largo.doc.getPageCount()).toBeGreaterThan(corto.doc.getPageCount() + 2);
    expect(largo.texto.replaceAll('\n', ' ')).toContain('(ref. 200)');
    const n = largo.doc.getPageCount();
    expect(largo.texto).toContain(`Página ${n} de ${n}`);
    const cabeceras = largo.texto.split('\n').filter((t) => t === 'Dto. %').length;
    expect(cabeceras).toBeGreaterThanOrEqual(4);
  });

  it('los mismos datos dan los mismos bytes; otros datos, otros', async () => {
    const a = await generarPdfPresupuesto(datos());
    const b = await generarPdfPresupuesto(datos());
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    const otro = await generarPdfPresupuesto(datos({ generado: new Date('2025-03-08T10:06:00.000Z') }));
    expect(Buffer.from(a).equals(Buffer.from(otro))).toBe(false);
  });

  it('sin cuotas, ubicaciones, mantenimiento, subsistemas ni textos libres, esas partes no salen', async () => {
    const base = presupuestoSintetico({ lineas: 3, subsistemas: 0, cuotas: 0, ubicaciones: 0, mantenimientos: 0, clausulas: 0 });
    const d: DatosPdfPresupuesto = { ...base, presupuesto: { ...base.presupuesto, observaciones: null, formaPago: null, comercial: null }, cuenta: null };
    const { doc, texto } = await textoPdf(await generarPdfPresupuesto(d));
    expect(doc.getPageCount()).toBe(1);
    for (const ausente of ['Cuotas', 'Ubicaciones', 'Mantenimiento', 'Condiciones', 'Observaciones', 'Pago', 'Comercial', OTROS_CONCEPTOS, 'Subsistema']) {
      expect(texto.split('\n')).not.toContain(ausente);
    }
    expect(texto.replaceAll('\n', ' ')).toContain('(ref. 3)');
    expect(texto).toContain('Conformidad del cliente');
    expect(texto).toContain('Página 1 de 1');
  });

  it('nombre del fichero', () => {
    expect(nombrePdfPresupuesto('PR-000321', 2)).toBe('presupuesto-PR-000321-r2.pdf');
    expect(nombrePdfPresupuesto('PR 1/2', 0)).toBe('presupuesto-PR_1_2-r0.pdf');
  });
});
