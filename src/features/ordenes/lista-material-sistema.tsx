/**
 * Material instalado en un sistema (material_sistema activo, estado > 0) como declaración para la lista
 * genérica: descripción, código del artículo (relacionado), número de serie, ubicación y fecha de
 * instalación; búsqueda por todos ellos. Es de solo lectura: lo usan el material afectado de una orden y
 * el de un parte.
 */
import type { ReactNode } from 'react';
import type { DocDe } from '../../../schemas';
import { formatearFecha } from '../../lib/formato';
import type { DefinicionLista } from '../../ui/lista/tipos';
import { TEXTOS_SISTEMAS } from '../sistemas/sistemas.labels';

export type MaterialSistema = DocDe<'materialsistema'>;

export const definicionMaterialSistema = (id: string, idsistema: string): DefinicionLista<MaterialSistema> => ({
  id,
  coleccion: (db) => db.materialsistema,
  selectorBase: { idsistema: { $eq: idsistema }, estado: { $gt: 0 } },
  columnas: [
    { id: 'descripcion', cabecera: 'Material', principal: true, celda: ({ doc }) => doc.descripcion },
    { id: 'articulo', cabecera: 'Artículo', celda: ({ relacionados: r }) => r.articulo ?? '' },
    { id: 'numserie', cabecera: 'Nº de serie', celda: ({ doc }) => doc.numserie ?? '' },
    { id: 'ubicacion', cabecera: 'Ubicación', celda: ({ doc }) => doc.ubicacion ?? '' },
    { id: 'fecha_instalacion', cabecera: 'Fecha de instalación', celda: ({ doc }) => formatearFecha(doc.fecha_instalacion) },
  ],
  relacionados: [{ id: 'articulo', coleccion: 'articulo', clave: 'idarticulo', campo: 'codigo' }],
  busqueda: [{ campo: 'descripcion' }, { campo: 'numserie' }, { campo: 'ubicacion' }, { relacionado: 'articulo' }],
  filtros: [],
  ordenes: [
    { id: 'descripcion', etiqueta: 'Material', campo: 'descripcion', direccion: 'asc' },
    { id: 'ubicacion', etiqueta: 'Ubicación', campo: 'ubicacion', direccion: 'asc' },
    { id: 'instalacion-reciente', etiqueta: 'Instalación más reciente', campo: 'fecha_instalacion', direccion: 'desc' },
  ],
  nombre: { singular: 'material', plural: 'materiales' },
  vacio: 'El sistema no tiene material instalado',
  // Para la oficina y la delegación, el material de cada sistema es bajo demanda (decisión 90).
  delPadre: { coleccion: 'materialsistema', id: idsistema, que: TEXTOS_SISTEMAS.materialDelSistema },
  // Sin ficha propia: la celda principal es texto.
  enlace: (_doc: MaterialSistema, contenido: ReactNode) => contenido,
  etiquetaFila: (doc) => `Material ${doc.descripcion}${doc.numserie ? ` ${doc.numserie}` : ''}`,
});
