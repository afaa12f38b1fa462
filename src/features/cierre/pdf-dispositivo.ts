/**
 * El PDF del parte en el navegador: genera los bytes (pdf-parte.ts, cargado bajo demanda: pdf-lib solo se
 * descarga con la primera vez y queda en la caché del service worker, así que funciona sin conexión), y
 * lo descarga, lo comparte (navigator.share con ficheros si el dispositivo puede) o lo abre para imprimir.
 * También sube el PDF del parte firmado con fichero.subirSync.
 */
import type { DocDe } from '../../../schemas';
import type { VigiaDatabase } from '../../../replication/cliente';
import { descargarBlob } from '../../lib/descarga';
import { datosPdf, IDTABLA_PARTE, type DatosParte } from './datos-parte';

export interface PdfParte {
  bytes: Uint8Array;
  nombre: string;
  blob: Blob;
}

export const TIPO_PDF = 'application/pdf';

export const crearPdfParte = async (d: DatosParte, firma: DocDe<'firma'> | null = d.firmas[0] ?? null): Promise<PdfParte> => {
  const { generarPdfParte, nombrePdfParte } = await import('./pdf-parte');
  const bytes = await generarPdfParte(datosPdf(d, new Date(), firma));
  const copia = new Uint8Array(bytes.length);
  copia.set(bytes);
  return { bytes, nombre: nombrePdfParte(d.parte.numero), blob: new Blob([copia.buffer], { type: TIPO_PDF }) };
};

export const descargarPdf = (pdf: PdfParte): void => descargarBlob(pdf.blob, pdf.nombre);

/** ¿Puede el dispositivo compartir este PDF como fichero? */
export const puedeCompartir = (pdf: PdfParte): boolean => {
  if (typeof navigator.share !== 'function' || typeof navigator.canShare !== 'function') return false;
  return navigator.canShare({ files: [new File([pdf.blob], pdf.nombre, { type: TIPO_PDF })] });
};

export const compartirPdf = async (pdf: PdfParte, titulo: string): Promise<void> => {
  await navigator.share({ title: titulo, files: [new File([pdf.blob], pdf.nombre, { type: TIPO_PDF })] });
};

/** Abre el PDF en una pestaña nueva (el visor del navegador imprime); si se bloquea, lo descarga. */
export const imprimirPdf = (pdf: PdfParte): void => {
  const url = URL.createObjectURL(pdf.blob);
  // Sin 'noopener': con él window.open devuelve siempre null y no se sabría si se bloqueó.
  const ventana = window.open(url, '_blank');
  if (!ventana) descargarPdf(pdf);
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

/**
 * Sube el PDF del parte firmado (fichero.subirSync: idtabla 269, id = el parte, parte-{numero}.pdf) tras
 * borrar los PDF del parte que hubiera de una firma anterior: el servidor se queda con el documento que
 * el cliente firmó al final.
 */
export const subirPdfFirmado = async (db: VigiaDatabase, d: DatosParte, firma: DocDe<'firma'>): Promise<void> => {
  const { bytesABase64 } = await import('./pdf-parte');
  const pdf = await crearPdfParte(d, firma);
  for (const anterior of d.ficheros.filter((f) => f.nombre === pdf.nombre && f.tipo === TIPO_PDF)) {
    await db.mutate('fichero.deleteSync', { id: anterior.idfichero });
  }
  await db.mutate('fichero.subirSync', {
    doc: { idfichero: crypto.randomUUID(), idtabla: IDTABLA_PARTE, id: d.parte.idparte_trabajo, nombre: pdf.nombre, tipo: TIPO_PDF, tamano: pdf.bytes.length },
    contenido: bytesABase64(pdf.bytes),
  });
};
