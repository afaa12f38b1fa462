/**
 * Acciones del PDF del parte en el resumen: 'Descargar PDF', 'Compartir' (si se puede) e 'Imprimir'. Una
 * sola acción para los tres botones (el parámetro dice cuál): mientras una corre, ninguno se puede pulsar y
 * solo el pulsado está ocupado; el error, debajo; si no se puede compartir, se descarga y se anuncia.
 */
import { useId } from 'react';
import { useAccion } from '../../ui/accion/useAccion';
import type { DatosParte } from './datos-parte';
import { compartirPdf, crearPdfParte, descargarPdf, imprimirPdf, puedeCompartir } from './pdf-dispositivo';

export interface AccionesPdfProps {
  datos: DatosParte;
}

type AccionPdf = 'descargar' | 'compartir' | 'imprimir';

/** Cómo acabó: hecho, cancelado (se cerró la hoja de compartir) o descargado en lugar de compartido. */
type ResultadoPdf = 'hecho' | 'cancelado' | 'descargado';

const TEXTOS_PDF = {
  noCompartible: 'Este dispositivo no puede compartir ficheros: se ha descargado el PDF.',
  error: (e: unknown) => `No se ha podido generar el PDF: ${e instanceof Error ? e.message : String(e)}`,
} as const;

export function AccionesPdf({ datos }: AccionesPdfProps) {
  const id = useId();
  const compartible = typeof navigator.share === 'function' && typeof navigator.canShare === 'function';

  const pdf = useAccion<AccionPdf, ResultadoPdf>({
    ejecutar: async (accion) => {
      try {
        const documento = await crearPdfParte(datos);
        if (accion === 'descargar') descargarPdf(documento);
        else if (accion === 'imprimir') imprimirPdf(documento);
        else if (puedeCompartir(documento)) await compartirPdf(documento, `Parte ${datos.parte.numero}`);
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
      <h2 id={id}>Documento PDF</h2>
      <p className="nota">{datos.firmas.length > 0 ? 'Parte firmado por el cliente.' : 'El parte aún no está firmado.'} El PDF se genera en este dispositivo, también sin conexión.</p>
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
