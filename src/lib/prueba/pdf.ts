/**
 * El texto de un PDF generado con pdf-lib y las fuentes estándar, para las pruebas (solo pruebas, en Node):
 * descomprime los flujos de contenido de cada página y decodifica los `<hex> Tj` (WinAnsi).
 */
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFPage } from 'pdf-lib';

/** WinAnsi → texto: Latin-1 salvo los caracteres de 0x80–0x9F que usamos (€, –, —, …). */
const WIN_ANSI: Record<number, string> = { 0x80: '€', 0x85: '…', 0x96: '–', 0x97: '—' };
const deWinAnsi = (bytes: Buffer): string => [...bytes].map((b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join('');

/** El texto de una página, una línea por cada texto dibujado. */
export const textoDePagina = (pagina: PDFPage): string => {
  const contenidos = pagina.node.Contents();
  const flujos = contenidos instanceof PDFArray ? contenidos.asArray().map((r) => pagina.doc.context.lookup(r)) : [contenidos];
  let texto = '';
  for (const f of flujos) {
    if (!(f instanceof PDFRawStream)) continue;
    const filtro = f.dict.get(PDFName.of('Filter'));
    const bytes = filtro === PDFName.of('FlateDecode') ? inflateSync(f.contents) : Buffer.from(f.contents);
    for (const m of bytes.toString('latin1').matchAll(/<([0-9A-Fa-f]*)> Tj/g)) {
      texto += `${deWinAnsi(Buffer.from(m[1] ?? '', 'hex'))}\n`;
    }
  }
  return texto;
};

/** El documento cargado y el texto de todas sus páginas. */
export const textoPdf = async (bytes: Uint8Array): Promise<{ doc: PDFDocument; texto: string }> => {
  const doc = await PDFDocument.load(bytes);
  return { doc, texto: doc.getPages().map(textoDePagina).join('\n') };
};
