/**
 * Imágenes de la cámara y las que se adjuntan: se reducen a un máximo de 1024×1024 conservando la
 * proporción antes de devolverlas o guardarlas (fotos más ligeras para la cola de subida).
 * `medidasEscaladas` es la cuenta pura; `escalarImagen` dibuja la fuente en un canvas de esas medidas y
 * la codifica en JPEG (las fotos) o en el formato que se le pida (`formatoReducido`: un PNG sigue
 * siendo PNG, con su transparencia).
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
  /** La imagen codificada: su `type` es el formato real (el navegador puede no saber codificar el pedido). */
  blob: Blob;
  /** data:image/jpeg;base64,… (para mostrarla o guardarla en la base local). */
  dataUrl: string;
}

/** Formatos en que se guarda una imagen reducida. */
export type FormatoImagen = 'image/jpeg' | 'image/png' | 'image/webp';

/**
 * Formato en que se guarda reducida una imagen de tipo `tipo`: PNG, GIF y WebP conservan su calidad y su
 * transparencia (PNG; WebP si es WebP); lo demás (JPEG, HEIC, BMP…) en JPEG.
 */
export const formatoReducido = (tipo: string): FormatoImagen => {
  const t = tipo.toLowerCase();
  if (t === 'image/png' || t === 'image/gif') return 'image/png';
  if (t === 'image/webp') return 'image/webp';
  return 'image/jpeg';
};

/** Formatos que el navegador muestra tal cual: una imagen de estos que ya cabe en 1024×1024 no se recodifica. */
export const FORMATOS_WEB: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

const leerDataUrl = (blob: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const lector = new FileReader();
    lector.onload = () => (typeof lector.result === 'string' ? resolve(lector.result) : reject(new Error('No se ha podido leer la imagen')));
    lector.onerror = () => reject(lector.error ?? new Error('No se ha podido leer la imagen'));
    lector.readAsDataURL(blob);
  });

/** Dibuja `fuente` (un fotograma de vídeo, una imagen…) reducida a ≤ 1024×1024 y la devuelve en `formato` (JPEG si no se dice). */
export const escalarImagen = async (
  fuente: CanvasImageSource,
  original: Medidas,
  maximo: number = LADO_MAXIMO_IMAGEN,
  formato: FormatoImagen = 'image/jpeg',
): Promise<ImagenEscalada> => {
  const { ancho, alto } = medidasEscaladas(original, maximo);
  const canvas = document.createElement('canvas');
  canvas.width = ancho;
  canvas.height = alto;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('El navegador no puede procesar imágenes');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(fuente, 0, 0, ancho, alto);
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('No se ha podido guardar la imagen'))), formato, CALIDAD_JPEG),
  );
  return { ancho, alto, blob, dataUrl: await leerDataUrl(blob) };
};
