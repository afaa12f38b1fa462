/**
 * Inventario de la demo: plantillas de artículos (los kits que se instalan de una vez), existencias de
 * los almacenes centrales y de las furgonetas, y el escandallo de las líneas de orden que son centrales
 * (la central, su batería y el cable). Usa su propia sección de azar: no cambia nada de lo demás.
 */
import { idStock, type DocDe } from '../../../schemas';
import type { Catalogo, Categoria } from './catalogo';
import { articuloDe } from './clientes';
import { instanteDe } from './fechas';
import type { Aleatorio } from './prng';

export interface Inventario {
  plantillas: DocDe<'plantillaarticulo'>[];
  lplantillas: DocDe<'lplantillaarticulo'>[];
  stock: DocDe<'stock'>[];
  escandallo: DocDe<'lordentrabajodetalle'>[];
}

/** Kits: descripción y [categoría, unidades]. */
const KITS: readonly (readonly [string, readonly (readonly [Categoria, number])[]])[] = [
  ['Kit alarma vivienda', [['int_central', 1], ['int_teclado', 1], ['int_detector', 3], ['int_contacto', 2], ['int_sirena', 1], ['bateria', 1]]],
  ['Kit alarma local comercial', [['int_central', 1], ['int_teclado', 1], ['int_detector', 5], ['int_sirena', 2], ['com_modulo', 1], ['bateria', 1]]],
  ['Kit CCTV 4 cámaras', [['cctv_grabador', 1], ['cctv_disco', 1], ['cctv_camara', 4], ['cctv_switch', 1], ['cable', 50]]],
  ['Kit detección de incendios', [['inc_central', 1], ['inc_detector', 6], ['inc_pulsador', 2], ['inc_sirena', 2], ['bateria', 2]]],
  ['Kit control de accesos 1 puerta', [['acc_controladora', 1], ['acc_lector', 1], ['acc_cerradura', 1], ['acc_pulsador', 1], ['fuente', 1]]],
  ['Reposición de baterías', [['bateria', 2]]],
];

/** Categorías que lleva una furgoneta. */
const EN_FURGONETA: readonly Categoria[] = [
  'int_detector', 'int_contacto', 'int_sirena', 'int_teclado', 'int_central', 'bateria', 'fuente', 'cctv_camara', 'cctv_disco',
  'inc_detector', 'inc_pulsador', 'acc_lector', 'acc_tarjeta', 'cable', 'tubo', 'accesorio', 'com_modulo',
];

export interface EntradaInventario {
  r: Aleatorio;
  diaHoy: number;
  catalogo: Catalogo;
  almacenes: readonly DocDe<'almacen'>[];
  lordenes: readonly DocDe<'lordentrabajo'>[];
}

export const generarInventario = ({ r, diaHoy, catalogo, almacenes, lordenes }: EntradaInventario): Inventario => {
  const inv: Inventario = { plantillas: [], lplantillas: [], stock: [], escandallo: [] };
  const articulo = (cat: Categoria): DocDe<'articulo'> => {
    const a = catalogo.articulos[articuloDe(r, catalogo, cat)];
    if (!a) throw new Error(`Sin artículo de ${cat}`);
    return a;
  };
  const ahora = instanteDe(diaHoy, 7 * 60);

  KITS.forEach(([descripcion, lineas], k) => {
    const idplantilla_articulo = String(k + 1);
    inv.plantillas.push({ idplantilla_articulo, descripcion, estado: 1 });
    for (const [cat, unidades] of lineas) {
      inv.lplantillas.push({ idlplantilla_articulo: String(inv.lplantillas.length + 1), idplantilla_articulo, idarticulo: articulo(cat).idarticulo, unidades, estado: 1 });
    }
  });

  const poner = (idalmacen: string, a: DocDe<'articulo'>, unidades: number) => {
    const idstock = idStock(idalmacen, a.idarticulo);
    if (inv.stock.some((s) => s.idstock === idstock)) return;
    inv.stock.push({ idstock, idalmacen, idarticulo: a.idarticulo, unidades, actualizado: ahora, estado: 1 });
  };
  // Los artículos de las plantillas están en todos los almacenes: los kits se pueden instalar.
  const deKits = [...new Set(inv.lplantillas.map((l) => l.idarticulo))];
  for (const alm of almacenes) {
    const central = alm.tipo === 'central';
    for (const id of deKits) {
      const a = catalogo.articulos[Number(id) - 1];
      if (a) poner(alm.idalmacen, a, central ? r.entero(20, 120) : r.entero(2, 12));
    }
    const cats: readonly Categoria[] = central ? [...EN_FURGONETA, 'cctv_grabador', 'inc_central', 'acc_controladora', 'acc_cerradura', 'cctv_switch'] : EN_FURGONETA;
    for (const cat of cats) {
      for (let k = 0; k < (central ? 6 : 2); k++) {
        const a = articulo(cat);
        poner(alm.idalmacen, a, cat === 'cable' || cat === 'tubo' ? r.entero(5, 40) * 10 : central ? r.entero(5, 80) : r.entero(0, 8));
      }
    }
  }

  // Escandallo de las líneas de orden que son centrales: la central, su batería y el cable.
  for (const l of lordenes) {
    if (!/^Central/.test(l.descripcion)) continue;
    const partes: readonly [DocDe<'articulo'>, number][] = [
      [{ ...articulo('bateria') }, 1],
      [{ ...articulo('cable') }, r.entero(1, 5) * 10],
    ];
    const componer = (idarticulo: string, descripcion: string, unidades: number) =>
      inv.escandallo.push({ idlorden_trabajo_detalle: String(inv.escandallo.length + 1), idlorden_trabajo: l.idlorden_trabajo, idarticulo, descripcion, unidades, estado: 1 });
    componer(l.idarticulo, l.descripcion, l.unidades);
    for (const [a, unidades] of partes) componer(a.idarticulo, a.descripcion, unidades * l.unidades);
  }
  return inv;
};
