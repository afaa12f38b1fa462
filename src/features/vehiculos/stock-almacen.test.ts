/** Reglas del stock visto desde el almacén: sus almacenes, el de partida, las filas de existencias y los movimientos. */
import { describe, expect, it } from 'vitest';
import { almacenesGestionados, almacenInicial, estadoExistencias, filasExistencias, movimientosRecientes, unidadesConSigno } from './stock-almacen';
import type { AlmacenVehiculo, ArticuloVehiculo } from './vehiculos';

const alm = (idalmacen: string, tipo: AlmacenVehiculo['tipo'], nombre: string, iddelegacion = '1', estado = 1): AlmacenVehiculo => ({ idalmacen, nombre, tipo, iddelegacion, estado });
const art = (idarticulo: string, descripcion: string): ArticuloVehiculo => ({ idarticulo, codigo: `C${idarticulo}`, descripcion, familia: 'intrusion' });

describe('almacenes del almacén', () => {
  const lista = [
    alm('V2', 'vehiculo', 'Furgoneta Zeta'), alm('V1', 'vehiculo', 'Furgoneta Alfa'), alm('C1', 'central', 'Central Madrid'),
    alm('C2', 'central', 'Central Bilbao', '2'), alm('V9', 'vehiculo', 'Furgoneta de baja', '1', 0), alm('C3', 'central', 'Central Alcalá'),
  ];
  it('los activos de su delegación: los centrales primero, después las furgonetas, por nombre', () => {
    expect(almacenesGestionados(lista, '1', 'C1').map((a) => a.idalmacen)).toEqual(['C3', 'C1', 'V1', 'V2']);
  });
  it('y el suyo aunque sea de otra delegación', () => {
    expect(almacenesGestionados(lista, '1', 'C2').map((a) => a.idalmacen)).toEqual(['C3', 'C2', 'C1', 'V1', 'V2']);
  });
  it('se abre el suyo; si no está, el primero', () => {
    const gestionados = almacenesGestionados(lista, '1', 'C1');
    expect(almacenInicial(gestionados, 'C1')).toBe('C1');
    expect(almacenInicial(gestionados, null)).toBe('C3');
    expect(almacenInicial([], 'C1')).toBe('');
  });
});

describe('existencias de un almacén', () => {
  const catalogo = new Map([art('1', 'Detector volumétrico'), art('2', 'Batería 12V'), art('3', 'Cámara bala'), art('4', 'Avisador')].map((a) => [a.idarticulo, a]));
  const existencias = new Map([['1', 4], ['2', 0], ['3', -1], ['4', 7], ['9', 3]]);
  it('negativos, agotados y con existencias, por descripción; sin los que no están en el catálogo', () => {
    expect(filasExistencias(existencias, catalogo, '').map((f) => [f.articulo.idarticulo, f.unidades, f.estado])).toEqual([
      ['3', -1, 'negativo'], ['2', 0, 'agotado'], ['4', 7, 'ok'], ['1', 4, 'ok'],
    ]);
  });
  it('la búsqueda sin tildes ni mayúsculas, por código o descripción', () => {
    expect(filasExistencias(existencias, catalogo, 'VOLUMETRICO').map((f) => f.articulo.idarticulo)).toEqual(['1']);
    expect(filasExistencias(existencias, catalogo, 'c3').map((f) => f.articulo.idarticulo)).toEqual(['3']);
  });
  it('estado por unidades', () => {
    expect([estadoExistencias(-0.5), estadoExistencias(0), estadoExistencias(2)]).toEqual(['negativo', 'agotado', 'ok']);
  });
});

describe('movimientos', () => {
  const mov = (idmovimiento_stock: string, fecha: string, estado = 1) => ({ idmovimiento_stock, fecha, estado });
  it('los activos, el más reciente primero', () => {
    const lista = [mov('1', '2026-01-02T10:00:00.000Z'), mov('2', '2026-01-03T10:00:00.000Z'), mov('3', '2026-01-04T10:00:00.000Z', 0), mov('4', '2026-01-02T10:00:00.000Z')];
    expect(movimientosRecientes(lista).map((m) => m.idmovimiento_stock)).toEqual(['2', '4', '1']);
  });
  it('unidades con su signo', () => {
    expect([unidadesConSigno(3), unidadesConSigno(-2), unidadesConSigno(0), unidadesConSigno(1.5)]).toEqual(['+3', '−2', '0', '+1,5']);
  });
});
