/**
 * Acciones de un PDF generado en el dispositivo (el del parte en su resumen, el del presupuesto en su
 * documentación): 'Descargar PDF', 'Compartir' (si se puede) e 'Imprimir'. Cada pulsación genera el PDF al
 * momento con `generar` (nada se guarda). Una sola acción para los tres botones (el parámetro dice cuál):
 * mientras una corre, ninguno se puede pulsar y solo el pulsado está ocupado; el error, debajo; si no se
 * puede compartir, se descarga y se anuncia.
 */
import { useId, type ReactNode } from 'react';
import { useAccion } from '../../ui/accion/useAccion';
import { compartirPdf, descargarPdf, imprimirPdf, puedeCompartir, TIPO_PDF, type PdfParte } from './pdf-dispositivo';

/** Un PDF recién generado: sus bytes y el nombre del fichero (y su Blob, si quien lo genera ya lo tiene). */
export interface PdfGenerado {
  bytes: Uint8Array;
  nombre: string;
  blob?: Blob;
}

export interface AccionesPdfProps {
  /** Genera el PDF (cada pulsación, uno nuevo). */
  generar: () => Promise<PdfGenerado>;
  /** El título al compartir ('Parte PT-000200'). */
  tituloCompartir: string;
  /** Lo que se dice del documento antes de que se genera en el dispositivo ('Parte firmado por el cliente.'). */
  nota?: ReactNode;
  /** El título de la sección; 'Documento PDF' si no se da. */
  titulo?: string;
}

type AccionPdf = 'descargar' | 'compartir' | 'imprimir';

/** Cómo acabó: hecho, cancelado (se cerró la hoja de compartir) o descargado en lugar de compartido. */
type ResultadoPdf = 'hecho' | 'cancelado' | 'descargado';

const TEXTOS_PDF = {
  titulo: 'Documento PDF',
  enDispositivo: 'El PDF se genera en este dispositivo, también sin conexión.',
  noCompartible: 'Este dispositivo no puede compartir ficheros: se ha descargado el PDF.',
  error: (e: unknown) => `No se ha podido generar el PDF: ${e instanceof Error ? e.message : String(e)}`,
} as const;

/** El Blob de unos bytes de PDF (copiados: el Blob no puede tomar un ArrayBuffer compartido). */
export const blobPdf = (bytes: Uint8Array): Blob => {
  const copia = new Uint8Array(bytes.length);
  copia.set(bytes);
  return new Blob([copia.buffer], { type: TIPO_PDF });
};

export function AccionesPdf({ generar, tituloCompartir, nota, titulo = TEXTOS_PDF.titulo }: AccionesPdfProps) {
  const id = useId();
  const compartible = typeof navigator.share === 'function' && typeof navigator.canShare === 'function';

  const pdf = useAccion<AccionPdf, ResultadoPdf>({
    ejecutar: async (accion) => {
      try {
        const { bytes, nombre, blob } = await generar();
        const documento: PdfParte = { bytes, nombre, blob: blob ?? blobPdf(bytes) };
        if (accion === 'descargar') descargarPdf(documento);
        else if (accion === 'imprimir') imprimirPdf(documento);
        else if (puedeCompartir(documento)) await compartirPdf(documento, tituloCompartir);
        else {
          descargarPdf(documento);
          return 'descargado';
        }
        return 'hecho';
      } catch (e) {
        // Cerrar la hoja de compartir no es un error.
        if (e instanceof DOMException && e.name === 'AbortError') return 'cancelado';
        throw e;
      }
    },
    exito: (r) => (r === 'descargado' ? TEXTOS_PDF.noCompartible : null),
    mensajeError: TEXTOS_PDF.error,
    ocupadoSoloElPulsado: true,
  });

  return (
    <section className="tarjeta" aria-labelledby={id}>
      <h2 id={id}>{titulo}</h2>
      <p className="nota">
        {nota}
        {nota ? ' ' : null}
        {TEXTOS_PDF.enDispositivo}
      </p>
      <div className="botonera">
        <button className="boton boton-primario" {...pdf.boton('descargar')}>
          Descargar PDF
        </button>
        {compartible && (
          <button className="boton" {...pdf.boton('compartir')}>
            Compartir
          </button>
        )}
        <button className="boton" {...pdf.boton('imprimir')}>
          Imprimir
        </button>
      </div>
      {pdf.aviso}
    </section>
  );
}
