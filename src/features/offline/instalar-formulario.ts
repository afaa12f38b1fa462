/**
 * Formulario 'Instalar material' declarado (src/ui/formulario/declaracion.ts): almacén, artículo (control
 * propio: búsqueda y desplegable con existencias, que pone también el precio), unidades, precio, dto.,
 * número de serie y ubicación, sus reglas y la conversión a los parámetros de
 * `parteTrabajo.instalarMaterialSync` con los ids creados en el dispositivo. La pantalla pone las piezas
 * de interfaz (el control del artículo y la pregunta si faltan existencias).
 */
import type { ReactNode } from 'react';
import { importeLinea, type DocDe } from '../../../schemas';
import type { VigiaMetodos } from '../../../replication/cliente';
import { numeroValido, requeridoValor, type Validador } from '../../lib/validacion';
import type { OpcionSeleccion } from '../../ui/formulario/campos';
import { declararFormulario, type PropsCampoPropio } from '../../ui/formulario/declaracion';
import { TITULO_MATERIAL_INSTALAR } from './offline.labels';
import { textoONulo } from '../../lib/texto';

export const MAX_NUMSERIE = 60;
export const MAX_UBICACION = 200;
export const UNIDADES_POSITIVAS = 'Las unidades deben ser mayores que 0';
export const PRECIO_NEGATIVO = 'El precio no puede ser negativo';
export const DTO_FUERA = 'El descuento debe estar entre 0 y 100';
export const MATERIAL_INSTALADO = 'Material instalado';

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

/** Unidades obligatorias, numéricas y positivas (también en la solicitud de material). */
export const validadoresUnidades: readonly Validador<number | null>[] = [requeridoValor, numeroValido, positivo];

/** El parte en el que se instala (con sistema, la instalación crea también el material del sistema). */
export type ParteInstalar = Pick<DocDe<'partetrabajo'>, 'idparte_trabajo' | 'idsistema'>;

/** Lo que pone la pantalla: las opciones de almacén, el control del artículo y la pregunta. */
export interface PiezasInstalar {
  db: Pick<VigiaMetodos, 'mutate'>;
  opcionesAlmacen: readonly OpcionSeleccion[];
  /** Búsqueda y desplegable de artículos; al elegir uno pone también su precio (cambiarCampo). */
  pintarArticulo: (props: PropsCampoPropio<string, ValoresInstalar>) => ReactNode;
  /** La 'Confirmación' antes de instalar (no hay existencias suficientes), o null. */
  confirmar: (v: ValoresInstalar) => ReactNode;
  nuevoId?: () => string;
}

export const formularioInstalar = ({ db, opcionesAlmacen, pintarArticulo, confirmar, nuevoId = () => crypto.randomUUID() }: PiezasInstalar) =>
  declararFormulario<ValoresInstalar, ParteInstalar>({
    campos: [
      { campo: 'idalmacen', tipo: 'seleccion', etiqueta: 'Almacén', requerido: true, opciones: opcionesAlmacen },
      { campo: 'idarticulo', tipo: 'propio', etiqueta: 'Artículo', requerido: true, pintar: pintarArticulo },
      { campo: 'unidades', tipo: 'numero', etiqueta: 'Unidades', requerido: true, decimales: 0, reglas: [positivo] },
      { campo: 'precio', tipo: 'importe', etiqueta: 'Precio', reglas: [noNegativo] },
      { campo: 'dto', tipo: 'numero', etiqueta: 'Dto. (%)', decimales: 0, reglas: [porcentaje] },
      { campo: 'numserie', tipo: 'texto', etiqueta: 'Número de serie', maximo: MAX_NUMSERIE, autoComplete: 'off' },
      { campo: 'ubicacion', tipo: 'texto', etiqueta: 'Ubicación', maximo: MAX_UBICACION, autoComplete: 'off' },
    ],
    boton: TITULO_MATERIAL_INSTALAR,
    mensaje: MATERIAL_INSTALADO,
    confirmar: ({ valores }) => confirmar(valores),
    enviar: ({ valores, registro }) =>
      db.mutate(
        'parteTrabajo.instalarMaterialSync',
        paramsInstalarMaterial(registro.idparte_trabajo, valores, idsInstalacion(registro.idsistema !== null && registro.idsistema !== undefined, nuevoId)),
      ),
  });

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

/** Los valores (ya validados) como parámetros del mutador; sin precio se usa el del artículo. */
export const paramsInstalarMaterial = (idparte_trabajo: string, v: ValoresInstalar, ids: IdsInstalacion): ParamsInstalarMaterial => ({
  idparte_trabajo,
  ...ids,
  idarticulo: v.idarticulo,
  idalmacen: v.idalmacen,
  unidades: v.unidades ?? 0,
  ...(v.precio !== null && !Number.isNaN(v.precio) ? { precio: v.precio } : {}),
  dto: v.dto ?? 0,
  numserie: textoONulo(v.numserie),
  ubicacion: textoONulo(v.ubicacion),
});

/** Importe de la línea que saldría (para enseñarlo antes de instalar); null si faltan datos válidos. */
export const importePrevisto = (v: Pick<ValoresInstalar, 'unidades' | 'precio' | 'dto'>, precioArticulo: number | null): number | null => {
  const precio = v.precio ?? precioArticulo;
  const { unidades, dto } = v;
  if (precio === null || unidades === null || Number.isNaN(precio) || Number.isNaN(unidades)) return null;
  return importeLinea(precio, dto === null || Number.isNaN(dto) ? 0 : dto, unidades);
};
