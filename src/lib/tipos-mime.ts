/**
 * Tipos de fichero (MIME) dichos en español para quien usa la aplicación: 'image/png' → 'Imagen PNG',
 * 'application/pdf' → 'Documento PDF'; un tipo que no se conoce, 'Otro tipo (application/x-algo)'.
 * También la extensión que corresponde a un tipo de imagen, para que el nombre de un fichero diga lo
 * mismo que su contenido ('plano.png' reducido a JPEG se llama 'plano.jpg').
 */

const TIPOS_CONOCIDOS: Readonly<Record<string, string>> = {
  'image/jpeg': 'Imagen JPEG',
  'image/jpg': 'Imagen JPEG',
  'image/pjpeg': 'Imagen JPEG',
  'image/png': 'Imagen PNG',
  'image/gif': 'Imagen GIF',
  'image/webp': 'Imagen WebP',
  'image/svg+xml': 'Imagen SVG',
  'image/bmp': 'Imagen BMP',
  'image/tiff': 'Imagen TIFF',
  'image/heic': 'Imagen HEIC',
  'image/heif': 'Imagen HEIF',
  'image/avif': 'Imagen AVIF',
  'application/pdf': 'Documento PDF',
  'text/plain': 'Texto',
  'text/csv': 'Tabla CSV',
  'text/html': 'Página web (HTML)',
  'application/json': 'Datos JSON',
  'application/xml': 'Datos XML',
  'text/xml': 'Datos XML',
  'application/rtf': 'Documento RTF',
  'application/msword': 'Documento de Word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Documento de Word',
  'application/vnd.ms-excel': 'Hoja de cálculo de Excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Hoja de cálculo de Excel',
  'application/vnd.ms-powerpoint': 'Presentación de PowerPoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'Presentación de PowerPoint',
  'application/vnd.oasis.opendocument.text': 'Documento de texto OpenDocument',
  'application/vnd.oasis.opendocument.spreadsheet': 'Hoja de cálculo OpenDocument',
  'application/zip': 'Archivo comprimido ZIP',
  'application/x-zip-compressed': 'Archivo comprimido ZIP',
  'application/x-7z-compressed': 'Archivo comprimido 7z',
  'application/vnd.rar': 'Archivo comprimido RAR',
  'application/x-rar-compressed': 'Archivo comprimido RAR',
  'video/mp4': 'Vídeo MP4',
  'video/quicktime': 'Vídeo QuickTime',
  'video/webm': 'Vídeo WebM',
  'audio/mpeg': 'Audio MP3',
  'audio/ogg': 'Audio OGG',
  'audio/wav': 'Audio WAV',
  'message/rfc822': 'Mensaje de correo electrónico',
};

/** Familias de tipos con nombre en español ('image/x-icon' → 'Imagen (image/x-icon)'). */
const FAMILIAS: Readonly<Record<string, string>> = {
  image: 'Imagen',
  video: 'Vídeo',
  audio: 'Audio',
  text: 'Texto',
};

/** El tipo sin parámetros ni mayúsculas: 'Text/Plain; charset=utf-8' → 'text/plain'. */
export const normalizarTipo = (tipo: string): string => (tipo.split(';')[0] ?? '').trim().toLowerCase();

/** Descripción en español de un tipo MIME ('image/png' → 'Imagen PNG'; sin tipo: 'Otro tipo (sin especificar)'). */
export const describirTipoMime = (tipo: string): string => {
  const t = normalizarTipo(tipo);
  if (t === '' || t === 'application/octet-stream') return 'Otro tipo (sin especificar)';
  const conocido = TIPOS_CONOCIDOS[t];
  if (conocido) return conocido;
  const familia = FAMILIAS[t.split('/')[0] ?? ''];
  return familia ? `${familia} (${t})` : `Otro tipo (${t})`;
};

/** Extensión de cada formato de imagen que el dispositivo puede producir o conservar. */
const EXTENSION_IMAGEN: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** Extensiones de imagen que se sustituyen (si el contenido cambia de formato) en lugar de añadir otra. */
const EXTENSIONES_DE_IMAGEN = new Set(['jpg', 'jpeg', 'jpe', 'png', 'gif', 'webp', 'bmp', 'tif', 'tiff', 'heic', 'heif', 'avif']);

/**
 * El nombre con la extensión de su tipo: 'plano.png' guardado como JPEG → 'plano.jpg'; 'IMG_1.HEIC' →
 * 'IMG_1.jpg'; sin extensión se añade; 'foto.jpeg' con JPEG no cambia. Un tipo que no es de imagen, o
 * una extensión que no es de imagen ('informe.v2'), no se toca (se añade la de la imagen detrás).
 */
export const nombreConExtension = (nombre: string, tipo: string): string => {
  const extension = EXTENSION_IMAGEN[normalizarTipo(tipo)];
  if (!extension) return nombre;
  const m = /\.([A-Za-z0-9]{1,5})$/.exec(nombre);
  const actual = m?.[1]?.toLowerCase();
  if (!m || actual === undefined || !EXTENSIONES_DE_IMAGEN.has(actual)) return `${nombre}.${extension}`;
  if (actual === extension || (extension === 'jpg' && (actual === 'jpeg' || actual === 'jpe'))) return nombre;
  return `${nombre.slice(0, -m[0].length)}.${extension}`;
};

/**
 * Tipo MIME de un contenido en base64 por sus primeros bytes (PNG, JPEG, GIF, WebP, PDF), o null si no
 * se reconoce. Sirve para resumir un binario ('(imagen PNG, 120 KB)') sin decodificarlo entero.
 */
export const tipoDeBase64 = (b64: string): string | null => {
  if (b64.startsWith('iVBORw0KGgo')) return 'image/png';
  if (b64.startsWith('/9j/')) return 'image/jpeg';
  if (b64.startsWith('R0lGOD')) return 'image/gif';
  if (b64.startsWith('UklGR') && b64.slice(12, 16) === 'RUJQ') return 'image/webp';
  if (b64.startsWith('JVBERi0')) return 'application/pdf';
  return null;
};
