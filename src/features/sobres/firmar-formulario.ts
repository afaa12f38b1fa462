/**
 * Formulario de la página pública de firma, declarado: los campos del firmante de la app (firmante.ts:
 * nombre, DNI con el validador compartido —'El DNI no es correcto'—, panel de firma de 250 px con 'Borrar
 * firma'), aquí 'Nombre y apellidos' y 'Firma', y la casilla 'He leído el documento y acepto firmarlo',
 * obligatoria. Como el servidor (replication/sobres.ts), el documento es un DNI o un NIE (no un CIF) y la
 * firma no pasa de su tope. Lo que hace al firmar lo decide la página (`firmar`).
 */
import { DNI_INCORRECTO, esDni, esNie } from '../../../replication/documento-identidad';
import { MAX_FIRMA_BYTES, PREFIJO_FIRMA_PNG } from '../../../replication/sobres';
import { declararFormulario, type CampoDeclarado } from '../../ui/formulario/declaracion';
import { camposFirmante, FIRMANTE_VACIO, type ValoresFirmante } from '../../ui/formulario/firmante';
import type { PeticionFirma } from './firma-api';
import { TEXTOS_FIRMAR as T } from './sobres.labels';

export interface ValoresFirmaPublica extends ValoresFirmante {
  acepto: boolean;
}

export const FIRMA_PUBLICA_VACIA: ValoresFirmaPublica = { ...FIRMANTE_VACIO, acepto: false };

/** El tope del data URL de la firma: el prefijo y MAX_FIRMA_BYTES en base64 (4 caracteres cada 3 bytes). */
export const MAX_IMAGEN_FIRMA_SOBRE = PREFIJO_FIRMA_PNG.length + Math.ceil(MAX_FIRMA_BYTES / 3) * 4;

/** Las etiquetas de esta página sobre los campos del firmante. */
const ETIQUETAS: Partial<Record<keyof ValoresFirmante, string>> = { nombre: T.nombre, firma: T.firma };

/** Quien firma se identifica con DNI o NIE (el tipo 'nif' admite también un CIF). */
const reglaDniONie = (v: string): string | null => (v.trim() === '' || esDni(v) || esNie(v) ? null : DNI_INCORRECTO);

type CampoComun = Exclude<CampoDeclarado<ValoresFirmante>, { tipo: 'propio' }>;

/**
 * Los campos del firmante no tienen control propio (cuyo `pintar` ve todos los valores del formulario):
 * por eso valen tal cual en este formulario, que tiene un valor más.
 */
const sinControlPropio = (c: CampoDeclarado<ValoresFirmante>): c is CampoComun => c.tipo !== 'propio';

const camposFirma: CampoDeclarado<ValoresFirmaPublica>[] = [
  ...camposFirmante({ maxImagen: MAX_IMAGEN_FIRMA_SOBRE, firmaRequerida: T.faltaFirma })
    .filter(sinControlPropio)
    .map((c) => ({ ...c, etiqueta: ETIQUETAS[c.campo] ?? c.etiqueta }))
    .map((c) => (c.campo === 'dni' ? { ...c, reglas: [...(c.reglas ?? []), reglaDniONie] } : c)),
  { campo: 'acepto', tipo: 'casilla', etiqueta: T.acepto, requerido: true, mensajeRequerido: T.faltaAceptar },
];

/** Los datos que se mandan a POST /api/firma/{token}, de los valores ya validados y normalizados. */
export const peticionDe = (v: ValoresFirmaPublica): PeticionFirma => {
  if (v.firma === null) throw new Error(T.faltaFirma);
  return { nombre: v.nombre, dni: v.dni, firma: v.firma };
};

export const formularioFirmaPublica = (firmar: (p: PeticionFirma) => Promise<void>) =>
  declararFormulario<ValoresFirmaPublica>({
    campos: camposFirma,
    boton: T.boton,
    enviar: ({ valores }) => firmar(peticionDe(valores)),
  });
