/**
 * Quién firma y su firma, como trozo de un formulario declarado (declaracion.ts): nombre (obligatorio, 200
 * caracteres como mucho), DNI (el validador compartido, 'El DNI no es correcto'; se guarda sin espacios,
 * puntos ni guiones y en mayúsculas) y el panel de firma (obligatoria, con el mensaje de cada pantalla,
 * con el tope de tamaño de la imagen del esquema y una imagen PNG de verdad). Lo comparten la firma del parte
 * (/offline/partes/{id}/firmar) y la de una checklist: cada pantalla declara su formulario con
 * camposFirmante y decide qué hace con los datos (aDatosFirmante).
 */
import { comprobarFirmaPng, MENSAJES_FIRMA_PNG } from '../../../replication/firma-png';
import type { CampoDeclarado } from './declaracion';

export interface ValoresFirmante {
  nombre: string;
  dni: string;
  /** La firma como data URL PNG; null sin firmar. */
  firma: string | null;
}

export const FIRMANTE_VACIO: ValoresFirmante = { nombre: '', dni: '', firma: null };

export interface DatosFirmante {
  nombre: string;
  /** Sin espacios, puntos ni guiones y en mayúsculas. */
  dni: string;
  /** La firma como data URL PNG. */
  imagen: string;
}

export const MAX_NOMBRE_FIRMANTE = 200;
export const FIRMA_DEMASIADO_GRANDE = MENSAJES_FIRMA_PNG.grande;
const SIN_FIRMA = 'Falta la firma';

export interface OpcionesFirmante {
  /** Tope del esquema para la imagen (longitud del data URL). */
  maxImagen: number;
  /** Mensaje si se guarda sin firmar ('La firma es obligatoria'). */
  firmaRequerida: string;
}

/** '12.345.678-z ' → '12345678Z'. */
export const normalizarDni = (v: string): string => v.replace(/[\s.-]/g, '').toUpperCase();

/**
 * La firma: hecha (con el mensaje de la pantalla), que no pase del tope y que sea una imagen PNG de verdad
 * (la regla de todas las firmas, replication/firma-png.ts: la misma que aplican los mutadores y el servidor).
 */
export const reglaFirma =
  ({ maxImagen, firmaRequerida }: OpcionesFirmante) =>
  (firma: string | null): string | null => {
    if (firma === null) return firmaRequerida;
    if (firma.length > maxImagen) return FIRMA_DEMASIADO_GRANDE;
    const fallo = comprobarFirmaPng(firma);
    return fallo === null ? null : MENSAJES_FIRMA_PNG[fallo];
  };

/** Los campos del firmante: 'Nombre del cliente', 'DNI' y el panel 'Firma del cliente'. */
export const camposFirmante = (opciones: OpcionesFirmante): CampoDeclarado<ValoresFirmante>[] => [
  {
    campo: 'nombre',
    tipo: 'texto',
    etiqueta: 'Nombre del cliente',
    requerido: true,
    maximo: MAX_NOMBRE_FIRMANTE,
    autoComplete: 'off',
    normalizar: (v) => v.trim(),
  },
  { campo: 'dni', tipo: 'nif', etiqueta: 'DNI', requerido: true, normalizar: normalizarDni },
  // Obligatoria con su propio mensaje (no 'Campo requerido'): lo dice la regla.
  { campo: 'firma', tipo: 'firma', etiqueta: 'Firma del cliente', requerido: false, reglas: [reglaFirma(opciones)] },
];

/** Los valores ya validados y normalizados como datos de la firma. */
export const aDatosFirmante = (v: ValoresFirmante): DatosFirmante => {
  if (v.firma === null) throw new Error(SIN_FIRMA);
  return { nombre: v.nombre, dni: v.dni, imagen: v.firma };
};
