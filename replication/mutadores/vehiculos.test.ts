/**
 * La regla del material sobrante de un parte (sobrantesParte) y la descarga de la furgoneta sobre una Tx
 * en memoria, como corren en el dispositivo (el servidor lo prueba server/sync/datos-vehiculos.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { idStock, type DocDe } from '../../schemas';
import { usuarioPrueba } from '../cliente/pruebas/entorno';
import { getMutador } from '.';
import { MENSAJES_VEHICULOS, PREFIJO_SUSTITUCION, sobrantesParte, type LineaParteMaterial, type MovimientoParte } from './vehiculos';
import { crearTxMemoria } from '../prueba-tx-memoria';

const mov = (idarticulo: string, unidades: number, motivo: MovimientoParte['motivo'], descripcion = 'x', estado = 1): MovimientoParte => ({ idarticulo, unidades, motivo, descripcion, estado });
const linea = (idarticulo: string, unidades: number, estado = 1): LineaParteMaterial => ({ idarticulo, unidades, estado });

describe('sobrantesParte', () => {
  it('lo instalado en líneas activas no sobra', () => {
    expect(sobrantesParte([mov('A', -3, 'instalacion')], [linea('A', 3)])).toEqual(new Map());
  });

  it('una línea rebajada o anulada deja sobrante; lo ya devuelto se descuenta', () => {
    const movs = [mov('A', -4, 'instalacion'), mov('B', -2, 'instalacion'), mov('A', 1, 'descarga')];
    expect(sobrantesParte(movs, [linea('A', 1), linea('B', 2, 0)])).toEqual(new Map([['A', 2], ['B', 2]]));
  });

  it('las sustituciones (sin línea), las devoluciones al desinstalar y los movimientos anulados no cuentan', () => {
    const movs = [mov('A', -1, 'instalacion', `${PREFIJO_SUSTITUCION}Detector en el parte P`), mov('A', 1, 'devolucion'), mov('B', -5, 'instalacion', 'x', 0)];
    expect(sobrantesParte(movs, [])).toEqual(new Map());
  });

  it('nunca devuelve negativos aunque haya más en líneas que salidas (material de otra procedencia)', () => {
    expect(sobrantesParte([mov('A', -1, 'instalacion')], [linea('A', 3)])).toEqual(new Map());
  });
});

describe('almacen.descargarVehiculoSync en el dispositivo', () => {
  const ctx = { lado: 'cliente' as const, usuario: usuarioPrueba(), ahora: '2026-11-23T10:00:00.000Z' };
  const almacen = (idalmacen: string, tipo: 'central' | 'vehiculo', idtecnico: string | null, iddelegacion = '1'): DocDe<'almacen'> => ({
    idalmacen, nombre: `Almacén ${idalmacen}`, tipo, idtecnico, iddelegacion, estado: 1,
  });
  const articulo = (idarticulo: string): DocDe<'articulo'> => ({ idarticulo, codigo: `C${idarticulo}`, descripcion: `Artículo ${idarticulo}`, familia: 'x', precio: 1, estado: 1 });
  const stock = (idalmacen: string, idarticulo: string, unidades: number): DocDe<'stock'> => ({
    idstock: idStock(idalmacen, idarticulo), idalmacen, idarticulo, unidades, actualizado: ctx.ahora, estado: 1,
  });
  const m = getMutador('almacen.descargarVehiculoSync');
  const nueva = () =>
    crearTxMemoria({
      almacen: [almacen('V1', 'vehiculo', '1'), almacen('C1', 'central', null), almacen('V2', 'vehiculo', '9'), almacen('C2', 'central', null, '2')],
      articulo: [articulo('A'), articulo('B')],
      stock: [stock('V1', 'A', 5), stock('C1', 'A', 10), stock('V1', 'B', 1)],
    });
  const unidades = (tx: ReturnType<typeof nueva>, idalmacen: string, idarticulo: string) => Number(tx.datos.get(`stock:${idStock(idalmacen, idarticulo)}`)?.unidades ?? 0);

  it('cada línea: salida de la furgoneta y entrada en el destino; la suma se conserva; sin existencias, marcada', async () => {
    if (!m) throw new Error('falta almacen.descargarVehiculoSync');
    const tx = nueva();
    const r = await m.aplicar(tx, {
      idalmacen_origen: 'V1', idalmacen_destino: 'C1',
      lineas: [{ idarticulo: 'A', unidades: 2, idmovimiento_salida: 'S1', idmovimiento_entrada: 'E1' }, { idarticulo: 'B', unidades: 3, idmovimiento_salida: 'S2', idmovimiento_entrada: 'E2' }],
    }, ctx);
    expect(r).toEqual({ lineas: [
      { idarticulo: 'A', existencias_origen: 3, existencias_destino: 12, sin_existencias: false },
      { idarticulo: 'B', existencias_origen: -2, existencias_destino: 3, sin_existencias: true },
    ] });
    expect(unidades(tx, 'V1', 'A') + unidades(tx, 'C1', 'A')).toBe(15);
    expect(unidades(tx, 'V1', 'B') + unidades(tx, 'C1', 'B')).toBe(1);
    expect(tx.de('movimientostock').map((x) => [x.idmovimiento_stock, x.idalmacen, x.unidades, x.motivo, x.sin_existencias, x.idtecnico])).toEqual([
      ['S1', 'V1', -2, 'descarga', false, '1'], ['E1', 'C1', 2, 'descarga', false, '1'], ['S2', 'V1', -3, 'descarga', true, '1'], ['E2', 'C1', 3, 'descarga', false, '1'],
    ]);
  });

  it('rechaza la furgoneta de otro técnico, un central como origen, el mismo almacén, otra delegación y artículos repetidos', async () => {
    if (!m) throw new Error('falta almacen.descargarVehiculoSync');
    const linea = { idarticulo: 'A', unidades: 1, idmovimiento_salida: 'S', idmovimiento_entrada: 'E' };
    const casos: [Record<string, unknown>, string][] = [
      [{ idalmacen_origen: 'V2', idalmacen_destino: 'C1', lineas: [linea] }, MENSAJES_VEHICULOS.furgonetaAjena],
      [{ idalmacen_origen: 'C1', idalmacen_destino: 'V1', lineas: [linea] }, MENSAJES_VEHICULOS.noEsFurgoneta],
      [{ idalmacen_origen: 'V1', idalmacen_destino: 'V1', lineas: [linea] }, MENSAJES_VEHICULOS.mismoAlmacen],
      [{ idalmacen_origen: 'V1', idalmacen_destino: 'C2', lineas: [linea] }, MENSAJES_VEHICULOS.otraDelegacion],
      [{ idalmacen_origen: 'V1', idalmacen_destino: 'C1', lineas: [linea, linea] }, MENSAJES_VEHICULOS.repetido],
    ];
    for (const [params, mensaje] of casos) {
      const tx = nueva();
      await expect(m.aplicar(tx, params, ctx)).rejects.toThrow(mensaje);
      expect(tx.de('movimientostock')).toEqual([]);
    }
  });
});
