/**
 * Formulario 'Instalar material' declarado para el hook genérico (useFormulario): almacén, artículo,
 * unidades, precio, dto., número de serie y ubicación, sus validadores y la conversión a los parámetros
 * de `parteTrabajo.instalarMaterialSync` con los ids creados en el dispositivo.
 */
import { importeLinea } from '../../../schemas';
import { maximoDe, numeroValido, requerido, requeridoValor, type Validador } from '../../lib/validacion';
import type { Validadores } from '../../ui/formulario/useFormulario';

export const MAX_NUMSERIE = 60;
export const MAX_UBICACION = 200;
export const UNIDADES_POSITIVAS = 'Las unidades deben ser mayores que 0';
export const PRECIO_NEGATIVO = 'El precio no puede ser negativo';
export const DTO_FUERA = 'El descuento debe estar entre 0 y 100';

export interface ValoresInstalar {
  idalmacen: string;
  idarticulo: string;
  unidades: number | null;
  precio: number | null;
  dto: number | null;
  numserie: string;
  ubicacion: string;
}

export const valoresInicialesInstalar = (idalmacen: string): ValoresInstalar => ({
  idalmacen,
  idarticulo: '',
  unidades: 1,
  precio: null,
  dto: 0,
  numserie: '',
  ubicacion: '',
});

const positivo: Validador<number | null> = (v) => (v !== null && !Number.isNaN(v) && v <= 0 ? UNIDADES_POSITIVAS : null);
const noNegativo: Validador<number | null> = (v) => (v !== null && !Number.isNaN(v) && v < 0 ? PRECIO_NEGATIVO : null);
const porcentaje: Validador<number | null> = (v) => (v !== null && !Number.isNaN(v) && (v < 0 || v > 100) ? DTO_FUERA : null);

export const validadoresUnidades: readonly Validador<number | null>[] = [requeridoValor, numeroValido, positivo];

export const validadoresInstalar: Validadores<ValoresInstalar> = {
  idalmacen: [requerido],
  idarticulo: [requerido],
  unidades: validadoresUnidades,
  precio: [numeroValido, noNegativo],
  dto: [numeroValido, porcentaje],
  numserie: [maximoDe(MAX_NUMSERIE)],
  ubicacion: [maximoDe(MAX_UBICACION)],
};

/** Ids que se crean en el dispositivo para una instalación. */
export interface IdsInstalacion {
  idlparte_trabajo: string;
  idmovimiento_stock: string;
  /** Solo si el parte tiene sistema. */
  idmaterial_sistema: string | null;
}

export const idsInstalacion = (conSistema: boolean, nuevoId: () => string): IdsInstalacion => ({
  idlparte_trabajo: nuevoId(),
  idmovimiento_stock: nuevoId(),
  idmaterial_sistema: conSistema ? nuevoId() : null,
});

export interface ParamsInstalarMaterial extends IdsInstalacion {
  idparte_trabajo: string;
  idarticulo: string;
  idalmacen: string;
  unidades: number;
  precio?: number;
  dto: number;
  numserie: string | null;
  ubicacion: string | null;
}

const oNulo = (v: string): string | null => (v.trim() === '' ? null : v.trim());

/** Los valores (ya validados) como parámetros del mutador; sin precio se usa el del artículo. */
export const paramsInstalarMaterial = (idparte_trabajo: string, v: ValoresInstalar, ids: IdsInstalacion): ParamsInstalarMaterial => ({
  idparte_trabajo,
  ...ids,
  idarticulo: v.idarticulo,
  idalmacen: v.idalmacen,
  unidades: v.unidades ?? 0,
  ...(v.precio !== null && !Number.isNaN(v.precio) ? { precio: v.precio } : {}),
  dto: v.dto ?? 0,
  numserie: oNulo(v.numserie),
  ubicacion: oNulo(v.ubicacion),
});

/** Importe de la línea que saldría (para enseñarlo antes de instalar); null si faltan datos válidos. */
export const importePrevisto = (v: Pick<ValoresInstalar, 'unidades' | 'precio' | 'dto'>, precioArticulo: number | null): number | null => {
  const precio = v.precio ?? precioArticulo;
  const { unidades, dto } = v;
  if (precio === null || unidades === null || Number.isNaN(precio) || Number.isNaN(unidades)) return null;
  return importeLinea(precio, dto === null || Number.isNaN(dto) ? 0 : dto, unidades);
};
