/**
 * Reglas del formulario de servir un pedido: líneas de partida, unidades, números de serie, existencias
 * (acumuladas por artículo), parámetros de pedido.servirSync y almacenes de origen. Y la prueba de que
 * el formulario rechaza exactamente lo que rechaza el mutador, con el mismo primer mensaje: cada caso
 * corre las dos cosas (la regla pura y pedido.servirSync sobre una Tx en memoria, como en el dispositivo).
 */
import { describe, expect, it } from 'vitest';
import { usuarioPrueba } from '../../../replication/cliente/pruebas/entorno';
import { ErrorNegocio } from '../../../replication/errores';
import { getMutador } from '../../../replication/mutadores';
import { paramsServirPedido } from '../../../replication/mutadores/almacen';
import { MENSAJES_PEDIDOS } from '../../../replication/pedidos';
import { crearTxMemoria } from '../../../replication/prueba-tx-memoria';
import { idStock, type DocDe } from '../../../schemas';
import {
  almacenesOrigen, almacenPorDefecto, errorUnidades, estadoLinea, erroresServir, lineasIniciales, MENSAJES_SERVIR, motivoNoServible, ordenarLineas, paramsServir,
  primerErrorServir, resumenServir, seriesServidas, type ContextoServir, type LineaPedidoServir, type LineaServir,
} from './servir';

const linea = (idlpedidocli: string, idarticulo: string, unidades: number, servidas = 0, con_numero_serie = false, estado = 1): DocDe<'lpedidocli'> => ({
  idlpedidocli, idpedidocli: 'P1', idarticulo, descripcion: `Artículo ${idarticulo}`, unidades, servidas, con_numero_serie, estado,
});
const valor = (idlpedidocli: string, unidades: number | null, series = ''): LineaServir => ({ idlpedidocli, unidades, series });
const almacen = { idalmacen: 'C1', nombre: 'Central' };

const L1 = linea('1', 'A', 5);
const L2 = linea('2', 'B', 2, 0, true);
const L3 = linea('3', 'A', 4);
const L4 = linea('4', 'C', 3, 3);
const L5 = linea('5', 'D', 2, 0, false, 0);
const lineas = [L1, L2, L3, L4, L5];

const contexto = (existencias: Record<string, number>, yaServidos: Record<string, string[]> = {}): ContextoServir => ({
  lineas: new Map<string, LineaPedidoServir>(lineas.map((l) => [l.idlpedidocli, l])),
  almacen,
  existencias: new Map(Object.entries(existencias).map(([art, n]) => [idStock('C1', art), n])),
  yaServidos: new Map(Object.entries(yaServidos).map(([art, s]) => [art, new Set(s)])),
});

describe('líneas de partida y orden', () => {
  it('solo las activas con algo pendiente, con todo lo pendiente y sin números de serie', () => {
    expect(lineasIniciales([L1, linea('6', 'E', 4, 1), L4, L5])).toEqual([valor('1', 5), valor('6', 3)]);
  });

  it('por id con los números como números', () => {
    expect(ordenarLineas([linea('10', 'A', 1), linea('2', 'A', 1), linea('1', 'A', 1)]).map((l) => l.idlpedidocli)).toEqual(['1', '2', '10']);
  });

  it('por qué no se puede servir una línea', () => {
    expect([L1, L4, L5].map(estadoLinea)).toEqual(['servible', 'servida', 'anulada']);
    expect(motivoNoServible(L1)).toBeNull();
    expect(motivoNoServible(L4)).toBe(MENSAJES_PEDIDOS.excede('Artículo C', 0));
    expect(motivoNoServible(L5)).toBe(MENSAJES_PEDIDOS.lineaAnulada('Artículo D'));
  });
});

describe('unidades', () => {
  it('vacío o 0: no se sirve ahora; negativas, con decimales o mal escritas: el mensaje del mutador', () => {
    expect(errorUnidades(null)).toBeNull();
    expect(errorUnidades(0)).toBeNull();
    expect(errorUnidades(3)).toBeNull();
    expect(errorUnidades(-1)).toBe(MENSAJES_PEDIDOS.unidades);
    expect(errorUnidades(1.5)).toBe(MENSAJES_PEDIDOS.unidades);
    expect(errorUnidades(Number.NaN)).toBe(MENSAJES_PEDIDOS.unidades);
  });

  it('sin ninguna línea con unidades no se sirve nada', () => {
    const e = erroresServir({ lineas: [valor('1', 0), valor('3', null)] }, contexto({ A: 100 }));
    expect(e.general).toBe(MENSAJES_PEDIDOS.sinLineas);
    expect(primerErrorServir(e)).toBe(MENSAJES_PEDIDOS.sinLineas);
  });

  it('más de lo pendiente', () => {
    const e = erroresServir({ lineas: [valor('1', 6)] }, contexto({ A: 100 }));
    expect(e.unidades.get('1')).toBe(MENSAJES_PEDIDOS.excede('Artículo A', 5));
  });
});

describe('existencias', () => {
  it('más de lo que hay: el mensaje del mutador, en la línea y en el aviso', () => {
    const e = erroresServir({ lineas: [valor('1', 5)] }, contexto({ A: 3 }));
    const mensaje = MENSAJES_PEDIDOS.sinExistencias('Artículo A', 'Central', 3, 5);
    expect(e.unidades.get('1')).toBe(mensaje);
    expect(e.existencias).toEqual([mensaje]);
    expect(primerErrorServir(e)).toBe(mensaje);
  });

  it('sin documento de existencias es 0', () => {
    expect(erroresServir({ lineas: [valor('1', 1)] }, contexto({})).existencias).toEqual([MENSAJES_PEDIDOS.sinExistencias('Artículo A', 'Central', 0, 1)]);
  });

  it('dos líneas del mismo artículo: la segunda cuenta con lo que se lleva la primera', () => {
    const e = erroresServir({ lineas: [valor('1', 5), valor('3', 4)] }, contexto({ A: 7 }));
    expect(e.unidades.has('1')).toBe(false);
    expect(e.unidades.get('3')).toBe(MENSAJES_PEDIDOS.sinExistencias('Artículo A', 'Central', 2, 4));
  });

  it('justo lo que hay vale', () => {
    expect(primerErrorServir(erroresServir({ lineas: [valor('1', 3), valor('3', 4)] }, contexto({ A: 7 })))).toBeNull();
  });
});

describe('números de serie', () => {
  const ctx = contexto({ B: 10 }, { B: ['SN-OLD'] });
  it('uno por unidad, uno por renglón (o separados por comas)', () => {
    expect(erroresServir({ lineas: [valor('2', 2, 'SN1\n SN2 ')] }, ctx).series.size).toBe(0);
    expect(erroresServir({ lineas: [valor('2', 2, 'SN1, SN2')] }, ctx).series.size).toBe(0);
    expect(erroresServir({ lineas: [valor('2', 2, 'SN1')] }, ctx).series.get('2')).toBe(MENSAJES_PEDIDOS.series('Artículo B', 2, 1));
  });

  it('repetidos, ya servidos en el pedido, demasiado largos o en una línea que no los lleva', () => {
    expect(erroresServir({ lineas: [valor('2', 2, 'SN1\nSN1')] }, ctx).series.get('2')).toBe(MENSAJES_PEDIDOS.serieRepetida('SN1'));
    expect(erroresServir({ lineas: [valor('2', 1, 'SN-OLD')] }, ctx).series.get('2')).toBe(MENSAJES_PEDIDOS.serieYaServida('SN-OLD'));
    const larga = 'X'.repeat(61);
    expect(erroresServir({ lineas: [valor('2', 1, larga)] }, ctx).series.get('2')).toBe(MENSAJES_SERVIR.serieLarga(larga));
    expect(erroresServir({ lineas: [valor('1', 1, 'SN9')] }, contexto({ A: 9 })).series.get('1')).toBe(MENSAJES_PEDIDOS.serieSobra('Artículo A'));
  });

  it('los de las entregas activas del pedido, por artículo', () => {
    const e = (idarticulo: string, numeros_serie: string[], estado = 1) => ({ idarticulo, numeros_serie, estado });
    expect(seriesServidas([e('B', ['1', '2']), e('B', ['3']), e('C', ['9'], 0)])).toEqual(new Map([['B', new Set(['1', '2', '3'])]]));
  });
});

describe('parámetros y resumen', () => {
  it('solo las líneas con unidades, con sus números de serie leídos y ids nuevos', () => {
    let n = 0;
    const p = paramsServir('P1', 'C1', { lineas: [valor('1', 2), valor('2', 1, ' SN1 \n'), valor('3', 0)] }, () => `id${++n}`);
    expect(p).toEqual({
      idpedidocli: 'P1',
      idalmacen: 'C1',
      lineas: [
        { idlpedidocli: '1', unidades: 2, numeros_serie: [], identrega_pedido: 'id1', idmovimiento_salida: 'id2', idmovimiento_entrada: 'id3' },
        { idlpedidocli: '2', unidades: 1, numeros_serie: ['SN1'], identrega_pedido: 'id4', idmovimiento_salida: 'id5', idmovimiento_entrada: 'id6' },
      ],
    });
    expect(paramsServirPedido.safeParse(p).success).toBe(true);
    expect(resumenServir({ lineas: [valor('1', 2), valor('2', 1), valor('3', null)] })).toEqual({ lineas: 2, unidades: 3 });
  });
});

describe('almacenes de origen', () => {
  const a = (idalmacen: string, nombre: string, tipo: 'central' | 'vehiculo', iddelegacion = '1', estado = 1) => ({ idalmacen, nombre, tipo, iddelegacion, estado });
  it('los centrales activos de la delegación del pedido, por nombre; por defecto el del usuario', () => {
    const lista = almacenesOrigen([a('3', 'Zeta', 'central'), a('1', 'Alfa', 'central'), a('V', 'Furgoneta', 'vehiculo'), a('X', 'Otra', 'central', '2'), a('B', 'Baja', 'central', '1', 0)], '1');
    expect(lista.map((x) => x.idalmacen)).toEqual(['1', '3']);
    expect(almacenPorDefecto(lista, '3')).toBe('3');
    expect(almacenPorDefecto(lista, 'X')).toBe('1');
    expect(almacenPorDefecto([], '3')).toBe('');
  });
});

describe('el formulario y pedido.servirSync dicen lo mismo', () => {
  const ctxMutador = { lado: 'cliente' as const, usuario: usuarioPrueba(), ahora: '2026-11-23T10:00:00.000Z' };
  const pedido: DocDe<'pedidocli'> = {
    idpedidocli: 'P1', numero: 'PED-1', tipo: 'tecnico', idcliente: null, idtecnico: '1', idalmacen_destino: 'V1', iddelegacion: '1',
    fecha: '2026-11-20', fecha_entrega: null, situacion: 'pendiente', observaciones: null, estado: 1,
  };
  const alm = (idalmacen: string, tipo: 'central' | 'vehiculo', nombre: string): DocDe<'almacen'> => ({ idalmacen, nombre, tipo, idtecnico: tipo === 'vehiculo' ? '1' : null, iddelegacion: '1', estado: 1 });
  const stock = (idarticulo: string, unidades: number): DocDe<'stock'> => ({ idstock: idStock('C1', idarticulo), idalmacen: 'C1', idarticulo, unidades, actualizado: ctxMutador.ahora, estado: 1 });
  const entrega: DocDe<'entregapedido'> = {
    identrega_pedido: 'E0', idpedidocli: 'P1', idlpedidocli: '2', idarticulo: 'B', idalmacen: 'C1', unidades: 1, numeros_serie: ['SN-OLD'],
    idmovimiento_salida: 'M0', idmovimiento_entrada: null, fecha: ctxMutador.ahora, recibido: null, usuario: 'x', estado: 1,
  };
  const existencias = { A: 7, B: 10 };
  const m = getMutador('pedido.servirSync');

  /** El primer error del mutador (null si sirve). */
  const delMutador = async (lineasForm: LineaServir[]): Promise<string | null> => {
    if (!m) throw new Error('falta pedido.servirSync');
    const tx = crearTxMemoria({
      pedidocli: [pedido], lpedidocli: lineas.map((l) => (l.idlpedidocli === '2' ? { ...l, servidas: 0 } : l)), entregapedido: [entrega],
      almacen: [alm('C1', 'central', 'Central'), alm('V1', 'vehiculo', 'Furgoneta')], stock: Object.entries(existencias).map(([a, n]) => stock(a, n)),
    });
    let n = 0;
    const p = paramsServirPedido.safeParse(paramsServir('P1', 'C1', { lineas: lineasForm }, () => `n${++n}`));
    if (!p.success) return p.error.issues[0]?.message ?? 'zod';
    try {
      await m.aplicar(tx, p.data, ctxMutador);
      return null;
    } catch (e) {
      if (e instanceof ErrorNegocio) return e.message;
      throw e;
    }
  };

  const casos: [string, LineaServir[]][] = [
    ['todo bien', [valor('1', 3), valor('2', 1, 'SN1'), valor('3', 4)]],
    ['nada', [valor('1', 0)]],
    ['unidades negativas', [valor('1', -2)]],
    ['más de lo pendiente', [valor('1', 6)]],
    ['línea servida entera', [valor('4', 1)]],
    ['línea anulada', [valor('5', 1)]],
    ['sin existencias en la segunda línea del artículo', [valor('1', 5), valor('3', 4)]],
    ['falta un número de serie', [valor('2', 2, 'SN1')]],
    ['número de serie ya servido', [valor('2', 1, 'SN-OLD')]],
    ['número de serie repetido y además sin existencias después', [valor('2', 2, 'SN1\nSN1'), valor('1', 8)]],
    ['número de serie en una línea que no lo lleva', [valor('1', 1, 'X1')]],
  ];
  it.each(casos)('%s', async (_nombre, lineasForm) => {
    const ctx = contexto(existencias, { B: ['SN-OLD'] });
    const form = primerErrorServir(erroresServir({ lineas: lineasForm }, ctx));
    expect(form).toBe(await delMutador(lineasForm));
  });
});
