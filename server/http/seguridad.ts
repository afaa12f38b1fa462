/**
 * Cabeceras de seguridad en todas las respuestas, con una Content-Security-Policy estricta por defecto:
 *  - scripts solo del propio origen: sin 'unsafe-inline' ni 'unsafe-eval' (la app compilada no usa eval ni
 *    `new Function`: la validación ajv de RxDB solo se carga en desarrollo y pruebas, ver DESIGN.md);
 *  - estilos del propio origen y 'unsafe-inline': react-aria (usePreventScroll) inyecta un <style> en
 *    Safari de iOS para bloquear el desplazamiento bajo los diálogos; un estilo no ejecuta código;
 *  - imágenes del propio origen, data: y blob: (fotos, firmas) y las teselas del mapa (OpenStreetMap y el
 *    servidor del parámetro 'mapa_url_teselas', leído al arrancar);
 *  - conexiones, workers y manifiesto solo al propio origen; nada de <object>, <base> ni marcos.
 * `csp` (variable CONTENT_SECURITY_POLICY) la sustituye entera; null = la de por defecto.
 */
import type { FastifyInstance } from 'fastify';

export interface OpcionesSeguridad {
  /** Content-Security-Policy que sustituye a la de por defecto; null = la de por defecto (cspPorDefecto). */
  csp: string | null;
  /** Orígenes de las teselas del mapa además de OpenStreetMap (p. ej. 'https://*.tiles.example.com'). */
  hostsTeselas?: readonly string[];
}

export const CABECERAS_SEGURIDAD: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  // La cámara (fotos, lector QR) solo desde la propia app; nada de micrófono, pagos ni USB.
  'permissions-policy': 'camera=(self), geolocation=(self), microphone=(), payment=(), usb=()',
};

/** Servidor de teselas de la plantilla por defecto (src/ui/dialogos/mapa/tipos.ts). */
export const HOST_TESELAS_POR_DEFECTO = 'https://tile.openstreetmap.org';

/**
 * Origen de una plantilla de teselas ('https://{s}.tile.example.com/{z}/{x}/{y}.png' →
 * 'https://*.tile.example.com'), o null si no es una URL http(s) válida.
 */
export const origenTeselas = (plantilla: string): string | null => {
  const m = /^(https?):\/\/([^/?#]+)/i.exec(plantilla.trim());
  if (m === null || m[1] === undefined || m[2] === undefined) return null;
  const etiquetas = m[2].toLowerCase().split('.');
  // Un marcador ({s}, {r}...) solo se puede expresar como comodín en la primera etiqueta del nombre.
  if (etiquetas.slice(1).some((e) => e.includes('{'))) return null;
  if (etiquetas[0]?.includes('{')) etiquetas[0] = '*';
  const host = etiquetas.join('.');
  if (!/^(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/.test(host)) return null;
  return `${m[1].toLowerCase()}://${host}`;
};

export const cspPorDefecto = (hostsTeselas: readonly string[] = []): string => {
  const imagenes = [...new Set(["'self'", 'data:', 'blob:', HOST_TESELAS_POR_DEFECTO, ...hostsTeselas])];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${imagenes.join(' ')}`,
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
};

export const instalarCabecerasSeguridad = (app: FastifyInstance, { csp, hostsTeselas = [] }: OpcionesSeguridad): void => {
  const cabeceras = { ...CABECERAS_SEGURIDAD, 'content-security-policy': csp ?? cspPorDefecto(hostsTeselas) };
  app.addHook('onRequest', async (_req, reply) => {
    reply.headers(cabeceras);
  });
};
