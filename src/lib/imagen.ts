/**
 * Imágenes de la cámara: se reducen a un máximo de 1024×1024 conservando la proporción antes de
 * devolverlas o guardarlas (fotos más ligeras para la cola de subida). `medidasEscaladas` es la cuenta
 * pura; `escalarImagen` dibuja la fuente en un canvas de esas medidas y la codifica como JPEG.
 */

export const LADO_MAXIMO_IMAGEN = 1024;
export const CALIDAD_JPEG = 0.85;

export interface Medidas {
  ancho: number;
  alto: number;
}

/** Medidas que caben en `maximo`×`maximo` con la misma proporción; nunca amplía, mínimo 1 px por lado. */
export const medidasEscaladas = (original: Medidas, maximo: number = LADO_MAXIMO_IMAGEN): Medidas => {
  const { ancho, alto } = original;
  if (!(ancho > 0) || !(alto > 0)) throw new Error('La imagen no tiene medidas');
  const factor = Math.min(1, maximo / ancho, maximo / alto);
  if (factor === 1) return { ancho: Math.round(ancho), alto: Math.round(alto) };
  return {
    ancho: Math.max(1, Math.min(maximo, Math.round(ancho * factor))),
    alto: Math.max(1, Math.min(maximo, Math.round(alto * factor))),
  };
};

export interface ImagenEscalada extends Medidas {
  blob: Blob;
  /** data:image/jpeg;base64,… (para mostrarla o guardarla en la base local). */
  dataUrl: string;
}

const leerDataUrl = (blob: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const lector = new FileReader();
    lector.onload = () => (typeof lector.result === 'string' ? resolve(lector.result) : reject(new Error('No se ha podido leer la imagen')));
    lector.onerror = () => reject(lector.error ?? new Error('No se ha podido leer la imagen'));
    lector.readAsDataURL(blob);
  });

/** Dibuja `fuente` (un fotograma de vídeo, una imagen…) reducida a ≤ 1024×1024 y la devuelve en JPEG. */
export const escalarImagen = async (fuente: CanvasImageSource, original: Medidas, maximo: number = LADO_MAXIMO_IMAGEN): Promise<ImagenEscalada> => {
  const { ancho, alto } = medidasEscaladas(original, maximo);
  const canvas = document.createElement('canvas');
  canvas.width = ancho;
  canvas.height = alto;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('El navegador no puede procesar imágenes');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(fuente, 0, 0, ancho, alto);
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('No se ha podido guardar la imagen'))), 'image/jpeg', CALIDAD_JPEG),
  );
  return { ancho, alto, blob, dataUrl: await leerDataUrl(blob) };
};
