/**
 * Asignar una orden a un técnico = crear un parte nuevo para ella (`parteTrabajo.insertSync`), en
 * funciones puras: los valores del formulario y el documento que se manda (el formulario declarado está
 * en nuevo-parte-formulario.ts). El id es un
 * UUID creado en el dispositivo (36 caracteres: sirve sin conexión y no cambia al subir); el número se
 * deriva de él ('PT-' + 8 primeras cifras) para que sea único también sin conexión. Cliente, sistema y
 * delegación salen de la orden; el parte nace pendiente (estado 1).
 */
import type { DocDe } from '../../../schemas';

export interface ValoresNuevoParte {
  idtecnico: string;
  clasificacion: string;
  /** 'YYYY-MM-DD', null si se vacía, o el texto escrito si no es una fecha. */
  fecha: string | null;
  ffijada: string | null;
  descripcion: string;
}

/** Fecha local de hoy, 'YYYY-MM-DD'. */
export const hoyLocal = (ahora: Date = new Date()): string =>
  `${ahora.getFullYear()}-${String(ahora.getMonth() + 1).padStart(2, '0')}-${String(ahora.getDate()).padStart(2, '0')}`;

/** 'PT-1A2B3C4D' a partir del UUID del parte. */
export const numeroParteNuevo = (idparte_trabajo: string): string => `PT-${idparte_trabajo.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

/** Lo que se manda en `doc` (fecha_desc y actualizado los calcula el mutador). */
export type ParteNuevo = Omit<DocDe<'partetrabajo'>, 'fecha_desc' | 'actualizado'>;

/** Valores iniciales del formulario para una orden: hoy, la descripción de la orden y la clasificación dada. */
export const valoresInicialesNuevoParte = (orden: Pick<DocDe<'ordentrabajo'>, 'descripcion'>, clasificacion: string, idtecnico: string, hoy: string): ValoresNuevoParte => ({
  idtecnico,
  clasificacion,
  fecha: hoy,
  ffijada: null,
  descripcion: orden.descripcion,
});

/** El parte nuevo de la orden con los valores ya validados. */
export const construirParteNuevo = (
  orden: Pick<DocDe<'ordentrabajo'>, 'idorden_trabajo' | 'idcliente' | 'idsistema' | 'iddelegacion'>,
  v: ValoresNuevoParte,
  idparte_trabajo: string,
): ParteNuevo => {
  if (v.fecha === null) throw new Error('El parte nuevo necesita fecha');
  return {
    idparte_trabajo,
    idorden_trabajo: orden.idorden_trabajo,
    idtecnico: v.idtecnico,
    idsistema: orden.idsistema ?? null,
    idcliente: orden.idcliente,
    iddelegacion: orden.iddelegacion,
    numero: numeroParteNuevo(idparte_trabajo),
    fecha: v.fecha,
    ffijada: v.ffijada,
    clasificacion: v.clasificacion,
    descripcion: v.descripcion.trim(),
    observaciones: null,
    estado: 1,
  };
};

/**
 * La clasificación que se propone para un parte nuevo de la orden: la del parte más reciente de la
 * orden, o 'revision' si no tiene.
 */
export const clasificacionPropuesta = (partes: readonly Pick<DocDe<'partetrabajo'>, 'clasificacion' | 'fecha'>[]): string =>
  [...partes].sort((a, b) => b.fecha.localeCompare(a.fecha))[0]?.clasificacion ?? 'revision';
