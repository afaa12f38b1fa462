/**
 * Furgonetas (/vehiculos/), los mismos en el dispositivo y en el servidor:
 *  - almacen.descargarVehiculoSync: descargar la furgoneta en un almacén de su delegación. Cada línea es
 *    una pareja de movimientos `descarga` (salida de la furgoneta, entrada en el destino) con
 *    moverExistencias, así que la suma de existencias se conserva;
 *  - parteTrabajo.devolverMaterialSync: devolver a un almacén el material que salió para un parte y no
 *    se instaló (sobrantesParte, abajo).
 * Las existencias nunca bajan de cero en silencio: la salida se registra igual y queda marcada
 * `sin_existencias` para que el almacén la concilie; la pantalla avisa antes con el mismo cálculo.
 * Los ids de los movimientos vienen en los parámetros: una entrega repetida no duplica nada.
 */
import { z } from '../zod';
import { type DocDe } from '../../schemas';
import { sumaUnidades } from '../../schemas/dinero';
import { ErrorNegocio } from '../errores';
import { definirMutador, noExiste, type ContextoMutacion } from '../mutador';
import { almacenDe, moverExistencias } from './tecnico';
import type { Tx } from '../tx';

const id = z.string().min(1).max(36);
const unidades = z.number().positive().max(100000);

export const MENSAJES_VEHICULOS = {
  noEsFurgoneta: 'El almacén de origen no es una furgoneta',
  furgonetaAjena: 'Solo puedes descargar tu furgoneta',
  mismoAlmacen: 'Elige un almacén de destino distinto de la furgoneta',
  otraDelegacion: 'El almacén de destino no es de la delegación de la furgoneta',
  almacenInactivo: 'El almacén de destino no está activo',
  repetido: 'Un artículo está repetido en la descarga',
  sinLineas: 'Elige al menos un artículo',
  sobrante: (descripcion: string, sobran: number) =>
    sobran > 0 ? `No sobran tantas unidades de ${descripcion} en el parte (sobran ${sobran})` : `No sobra material de ${descripcion} en el parte`,
  /** Aviso antes de confirmar: la salida dejará la furgoneta en negativo. */
  quedaNegativo: (descripcion: string, quedan: number) =>
    `${descripcion}: en la furgoneta constan ${quedan}; la descarga quedará registrada sin existencias para que el almacén la concilie`,
} as const;

import { PREFIJO_SUSTITUCION } from './tecnico';
export { PREFIJO_SUSTITUCION };

export interface MovimientoParte {
  idarticulo: string;
  unidades: number;
  motivo: DocDe<'movimientostock'>['motivo'];
  descripcion: string;
  estado: number;
}

export interface LineaParteMaterial {
  idarticulo: string;
  unidades: number;
  estado: number;
}

/**
 * Material sobrante de un parte, por artículo (solo los que sobran, > 0). La regla:
 *   salió para el parte   = − Σ unidades de sus movimientos de `instalacion` (sin las salidas de una
 *                            sustitución, que van al sistema sin línea del parte);
 *   se instaló            = Σ unidades de sus líneas activas (lpartetrabajo);
 *   ya se devolvió        = Σ unidades de sus entradas de `descarga` (las devoluciones de este mismo mutador).
 *   sobra = salió − se instaló − ya se devolvió.
 * Sobra material cuando una línea se borra o se rebaja después de instalarla: la salida de existencias ya
 * estaba hecha y el material sigue con el técnico.
 */
export const sobrantesParte = (movimientos: readonly MovimientoParte[], lineas: readonly LineaParteMaterial[]): Map<string, number> => {
  const cuenta = new Map<string, number>();
  const sumar = (idarticulo: string, n: number) => cuenta.set(idarticulo, sumaUnidades([cuenta.get(idarticulo) ?? 0, n]));
  for (const m of movimientos) {
    if (m.estado <= 0) continue;
    if (m.motivo === 'instalacion' && !m.descripcion.startsWith(PREFIJO_SUSTITUCION)) sumar(m.idarticulo, -m.unidades);
    if (m.motivo === 'descarga' && m.unidades > 0) sumar(m.idarticulo, -m.unidades);
  }
  for (const l of lineas) if (l.estado > 0) sumar(l.idarticulo, -l.unidades);
  return new Map([...cuenta].filter(([, n]) => n > 0));
};

/** Sobrantes de un parte leídos por la Tx (el mismo cálculo en los dos lados). */
export const sobrantesParteTx = async (tx: Pick<Tx, 'find'>, idparte: string): Promise<Map<string, number>> =>
  sobrantesParte(await tx.find('movimientostock', { idparte_trabajo: idparte }), await tx.find('lpartetrabajo', { idparte_trabajo: idparte }));

const articuloDe = async (tx: Tx, idarticulo: string): Promise<DocDe<'articulo'>> => {
  const a = await tx.get('articulo', idarticulo);
  if (!a) throw noExiste('articulo', idarticulo);
  return a;
};

const destinoActivo = async (tx: Tx, idalmacen: string): Promise<DocDe<'almacen'>> => {
  const destino = await almacenDe(tx, idalmacen);
  if (destino.estado <= 0) throw new ErrorNegocio('regla', MENSAJES_VEHICULOS.almacenInactivo);
  return destino;
};

const sinRepetidos = (lineas: readonly { idarticulo: string }[]): void => {
  if (lineas.length === 0) throw new ErrorNegocio('validacion', MENSAJES_VEHICULOS.sinLineas);
  if (new Set(lineas.map((l) => l.idarticulo)).size !== lineas.length) throw new ErrorNegocio('validacion', MENSAJES_VEHICULOS.repetido);
};

export const paramsDescargarVehiculo = z.object({
  idalmacen_origen: id,
  idalmacen_destino: id,
  lineas: z
    .array(z.object({ idarticulo: id, unidades, idmovimiento_salida: id, idmovimiento_entrada: id }))
    .min(1)
    .max(1000),
});
export type ParamsDescargarVehiculo = z.infer<typeof paramsDescargarVehiculo>;

export interface ResultadoLineaDescarga {
  idarticulo: string;
  /** Lo que queda en la furgoneta tras la salida (negativo si no llegaba: sin_existencias). */
  existencias_origen: number;
  existencias_destino: number;
  sin_existencias: boolean;
}

/** Una furgoneta que el usuario puede descargar: la suya (un usuario sin técnico, p. ej. almacén, cualquiera). */
const furgonetaPropia = async (tx: Tx, idalmacen: string, ctx: ContextoMutacion): Promise<DocDe<'almacen'>> => {
  const origen = await almacenDe(tx, idalmacen);
  if (origen.tipo !== 'vehiculo') throw new ErrorNegocio('regla', MENSAJES_VEHICULOS.noEsFurgoneta);
  if (ctx.usuario.idtecnico !== null && origen.idtecnico !== ctx.usuario.idtecnico) throw new ErrorNegocio('permiso', MENSAJES_VEHICULOS.furgonetaAjena);
  return origen;
};

const descargarVehiculo = definirMutador({
  metodo: 'almacen.descargarVehiculoSync',
  descripcion: 'Furgoneta descargada en un almacén',
  sobre: { coleccion: 'almacen', campo: 'idalmacen_origen' },
  params: paramsDescargarVehiculo,
  permiso: { objeto: 'movimiento_stock', accion: 'insertar' },
  apps: ['tecnicos', 'almacen'],
  async aplicar(tx, p, ctx) {
    const origen = await furgonetaPropia(tx, p.idalmacen_origen, ctx);
    if (p.idalmacen_destino === origen.idalmacen) throw new ErrorNegocio('validacion', MENSAJES_VEHICULOS.mismoAlmacen);
    const destino = await destinoActivo(tx, p.idalmacen_destino);
    if (destino.iddelegacion !== origen.iddelegacion) throw new ErrorNegocio('regla', MENSAJES_VEHICULOS.otraDelegacion);
    sinRepetidos(p.lineas);
    const lineas: ResultadoLineaDescarga[] = [];
    for (const l of p.lineas) {
      const articulo = await articuloDe(tx, l.idarticulo);
      const salida = await moverExistencias(tx, ctx, {
        idmovimiento_stock: l.idmovimiento_salida, almacen: origen, articulo, unidades: -l.unidades, motivo: 'descarga', parte: null,
        descripcion: `Descarga de ${articulo.descripcion} a ${destino.nombre}`,
      });
      const entrada = await moverExistencias(tx, ctx, {
        idmovimiento_stock: l.idmovimiento_entrada, almacen: destino, articulo, unidades: l.unidades, motivo: 'descarga', parte: null,
        descripcion: `Descarga de ${articulo.descripcion} desde ${origen.nombre}`,
      });
      lineas.push({ idarticulo: l.idarticulo, existencias_origen: salida.existencias, existencias_destino: entrada.existencias, sin_existencias: salida.sin_existencias });
    }
    return { lineas };
  },
});

export const paramsDevolverMaterial = z.object({
  idparte_trabajo: id,
  idalmacen_destino: id,
  lineas: z.array(z.object({ idarticulo: id, unidades, idmovimiento_stock: id })).min(1).max(500),
});
export type ParamsDevolverMaterial = z.infer<typeof paramsDevolverMaterial>;

const devolverMaterial = definirMutador({
  metodo: 'parteTrabajo.devolverMaterialSync',
  descripcion: 'Material sobrante del parte devuelto al almacén',
  sobre: { coleccion: 'partetrabajo', campo: 'idparte_trabajo' },
  params: paramsDevolverMaterial,
  permiso: { objeto: 'movimiento_stock', accion: 'insertar' },
  apps: ['tecnicos'],
  async aplicar(tx, p, ctx) {
    const parte = await tx.get('partetrabajo', p.idparte_trabajo);
    if (!parte) throw noExiste('parte_trabajo', p.idparte_trabajo);
    const destino = await destinoActivo(tx, p.idalmacen_destino);
    sinRepetidos(p.lineas);
    const sobran = await sobrantesParteTx(tx, p.idparte_trabajo);
    const resultado: { idarticulo: string; existencias: number }[] = [];
    for (const l of p.lineas) {
      const articulo = await articuloDe(tx, l.idarticulo);
      const n = sobran.get(l.idarticulo) ?? 0;
      if (l.unidades > n) throw new ErrorNegocio('regla', MENSAJES_VEHICULOS.sobrante(articulo.descripcion, n));
      const { existencias } = await moverExistencias(tx, ctx, {
        idmovimiento_stock: l.idmovimiento_stock, almacen: destino, articulo, unidades: l.unidades, motivo: 'descarga', parte,
        descripcion: `Devolución de ${articulo.descripcion} sin instalar del parte ${parte.numero}`,
      });
      resultado.push({ idarticulo: l.idarticulo, existencias });
    }
    return { lineas: resultado };
  },
});

export const mutadoresVehiculos = [descargarVehiculo, devolverMaterial] as const;
