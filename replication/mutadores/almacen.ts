/**
 * Almacén (issue 17), el mismo en el dispositivo y en el servidor:
 *  - pedido.servirSync: servir líneas de un pedido (una, varias o todas, en parte o enteras) desde un
 *    almacén central de su delegación. Cada entrega es una salida de existencias (motivo 'pedido') y, si el
 *    pedido es de un técnico, la entrada en su furgoneta (con el técnico, para que le llegue). Nunca deja
 *    existencias negativas: si no llegan, se rechaza con su mensaje (replication/pedidos.ts). Recalcula lo
 *    servido de cada línea y la situación del pedido en la misma Tx.
 * Los ids de entregas y movimientos vienen en los parámetros; en el servidor, una entrega repetida se
 * rechaza (yaExiste) en vez de servir dos veces.
 */
import { z } from '../zod';
import { idStock, type DocDe } from '../../schemas';
import { ErrorNegocio } from '../errores';
import { horaDe, marcaHora } from '../hora-dispositivo';
import { definirMutador, exigirActivo, exigirNuevo, horaRecibido } from '../mutador';
import { errorNumerosSerie, MAX_NUMERO_SERIE, MENSAJES_PEDIDOS, pendienteLinea, situacionPedido } from '../pedidos';
import { moverExistencias } from './tecnico';

const id = z.string().min(1).max(36);

export const paramsServirPedido = z.object({
  idpedidocli: id,
  idalmacen: id,
  lineas: z
    .array(z.object({
      idlpedidocli: id,
      unidades: z.number().int(MENSAJES_PEDIDOS.unidades).positive(MENSAJES_PEDIDOS.unidades).max(100000),
      numeros_serie: z.array(z.string().trim().min(1).max(MAX_NUMERO_SERIE)).max(1000),
      identrega_pedido: id,
      idmovimiento_salida: id,
      idmovimiento_entrada: id,
    }))
    .max(500),
});
export type ParamsServirPedido = z.infer<typeof paramsServirPedido>;

const servirPedido = definirMutador({
  metodo: 'pedido.servirSync',
  descripcion: 'Pedido servido (en parte o entero)',
  sobre: { coleccion: 'pedidocli', campo: 'idpedidocli' },
  params: paramsServirPedido,
  permiso: { objeto: 'entrega_pedido', accion: 'insertar' },
  apps: ['almacen'],
  horaDispositivo: { colecciones: ['entregapedido'] },
  async aplicar(tx, p, ctx) {
    const pedido = await tx.get('pedidocli', p.idpedidocli);
    if (!pedido) throw new ErrorNegocio('noExiste', `No existe el pedido ${p.idpedidocli}`);
    if (pedido.estado <= 0) throw new ErrorNegocio('regla', MENSAJES_PEDIDOS.anulado);
    if (p.lineas.length === 0) throw new ErrorNegocio('validacion', MENSAJES_PEDIDOS.sinLineas);
    if (new Set(p.lineas.map((l) => l.idlpedidocli)).size !== p.lineas.length) throw new ErrorNegocio('validacion', MENSAJES_PEDIDOS.repetida);
    const origen = await exigirActivo(tx, 'almacen', p.idalmacen);
    if (origen.tipo !== 'central' || origen.iddelegacion !== pedido.iddelegacion) throw new ErrorNegocio('regla', MENSAJES_PEDIDOS.almacenNoValido);
    let furgoneta: DocDe<'almacen'> | null = null;
    if (pedido.tipo === 'tecnico') {
      if (!pedido.idalmacen_destino) throw new ErrorNegocio('regla', MENSAJES_PEDIDOS.sinFurgoneta);
      furgoneta = await exigirActivo(tx, 'almacen', pedido.idalmacen_destino);
    }
    const entregas = await tx.find('entregapedido', { idpedidocli: pedido.idpedidocli });
    const usuario = ctx.usuario.nombre || ctx.usuario.login;
    const hora = horaDe(ctx);

    for (const l of p.lineas) {
      await exigirNuevo(tx, 'entregapedido', l.identrega_pedido, ctx);
      const linea = await tx.get('lpedidocli', l.idlpedidocli);
      if (!linea || linea.idpedidocli !== pedido.idpedidocli) throw new ErrorNegocio('regla', MENSAJES_PEDIDOS.lineaAjena);
      if (linea.estado <= 0) throw new ErrorNegocio('regla', MENSAJES_PEDIDOS.lineaAnulada(linea.descripcion));
      const quedan = pendienteLinea(linea);
      if (l.unidades > quedan) throw new ErrorNegocio('regla', MENSAJES_PEDIDOS.excede(linea.descripcion, quedan));
      const yaServidos = new Set(entregas.filter((e) => e.estado > 0 && e.idarticulo === linea.idarticulo).flatMap((e) => e.numeros_serie));
      const errorSeries = errorNumerosSerie(linea, l.unidades, l.numeros_serie, yaServidos);
      if (errorSeries) throw new ErrorNegocio('validacion', errorSeries);
      const hay = (await tx.get('stock', idStock(origen.idalmacen, linea.idarticulo)))?.unidades ?? 0;
      if (hay < l.unidades) throw new ErrorNegocio('regla', MENSAJES_PEDIDOS.sinExistencias(linea.descripcion, origen.nombre, hay, l.unidades));

      const articulo = { idarticulo: linea.idarticulo };
      const series = l.numeros_serie.length > 0 ? ` (n.º de serie ${l.numeros_serie.join(', ')})` : '';
      await moverExistencias(tx, ctx, {
        idmovimiento_stock: l.idmovimiento_salida, almacen: origen, articulo, unidades: -l.unidades, motivo: 'pedido', parte: null,
        idtecnico: pedido.idtecnico ?? null, descripcion: `Pedido ${pedido.numero}: ${linea.descripcion}${series}`,
      });
      if (furgoneta) {
        await moverExistencias(tx, ctx, {
          idmovimiento_stock: l.idmovimiento_entrada, almacen: furgoneta, articulo, unidades: l.unidades, motivo: 'pedido', parte: null,
          idtecnico: furgoneta.idtecnico ?? pedido.idtecnico ?? null, descripcion: `Pedido ${pedido.numero} desde ${origen.nombre}: ${linea.descripcion}${series}`,
        });
      }
      const entrega: DocDe<'entregapedido'> = {
        identrega_pedido: l.identrega_pedido, idpedidocli: pedido.idpedidocli, idlpedidocli: linea.idlpedidocli, idarticulo: linea.idarticulo,
        idalmacen: origen.idalmacen, unidades: l.unidades, numeros_serie: l.numeros_serie, idmovimiento_salida: l.idmovimiento_salida,
        idmovimiento_entrada: furgoneta ? l.idmovimiento_entrada : null, fecha: hora.servidor,
        recibido: hora.recibido ?? horaRecibido(ctx), usuario, ...marcaHora(hora), estado: 1,
      };
      await tx.put('entregapedido', entrega);
      entregas.push(entrega);
      await tx.put('lpedidocli', { ...linea, servidas: linea.servidas + l.unidades });
    }
    const lineas = await tx.find('lpedidocli', { idpedidocli: pedido.idpedidocli });
    const situacion = situacionPedido(lineas);
    await tx.put('pedidocli', { ...pedido, situacion });
    return { idpedidocli: pedido.idpedidocli, situacion };
  },
});

export const mutadoresAlmacen = [servirPedido] as const;
