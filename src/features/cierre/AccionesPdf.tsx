/** Acciones del PDF del parte en el resumen: 'Descargar PDF', 'Compartir' (si se puede) e 'Imprimir'. */
import { useId, useState } from 'react';
import type { DatosParte } from './datos-parte';
import { compartirPdf, crearPdfParte, descargarPdf, imprimirPdf, puedeCompartir, type PdfParte } from './pdf-dispositivo';

export interface AccionesPdfProps {
  datos: DatosParte;
}

type Accion = 'descargar' | 'compartir' | 'imprimir';

export function AccionesPdf({ datos }: AccionesPdfProps) {
  const id = useId();
  const [ocupado, setOcupado] = useState<Accion | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const compartible = typeof navigator.share === 'function' && typeof navigator.canShare === 'function';

  const ejecutar = async (accion: Accion, f: (pdf: PdfParte) => Promise<void> | void) => {
    setOcupado(accion);
    setError(null);
    setAviso(null);
    try {
      const pdf = await crearPdfParte(datos);
      await f(pdf);
    } catch (e) {
      // Cerrar la hoja de compartir no es un error.
      if (!(e instanceof DOMException && e.name === 'AbortError')) setError(`No se ha podido generar el PDF: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setOcupado(null);
    }
  };

  return (
    <section className="tarjeta" aria-labelledby={id}>
      <h2 id={id}>Documento PDF</h2>
      <p className="nota">{datos.firmas.length > 0 ? 'Parte firmado por el cliente.' : 'El parte aún no está firmado.'} El PDF se genera en este dispositivo, también sin conexión.</p>
      <div className="botonera">
        <button type="button" className="boton boton-primario" disabled={ocupado !== null} aria-busy={ocupado === 'descargar'} onClick={() => void ejecutar('descargar', descargarPdf)}>
          Descargar PDF
        </button>
        {compartible && (
          <button
            type="button"
            className="boton"
            disabled={ocupado !== null}
            aria-busy={ocupado === 'compartir'}
            onClick={() =>
              void ejecutar('compartir', async (pdf) => {
                if (puedeCompartir(pdf)) await compartirPdf(pdf, `Parte ${datos.parte.numero}`);
                else {
                  descargarPdf(pdf);
                  setAviso('Este dispositivo no puede compartir ficheros: se ha descargado el PDF.');
                }
              })
            }
          >
            Compartir
          </button>
        )}
        <button type="button" className="boton" disabled={ocupado !== null} aria-busy={ocupado === 'imprimir'} onClick={() => void ejecutar('imprimir', imprimirPdf)}>
          Imprimir
        </button>
      </div>
      {aviso && <p role="status">{aviso}</p>}
      {error && (
        <div role="alert" className="alerta alerta-error">
          {error}
        </div>
      )}
    </section>
  );
}
