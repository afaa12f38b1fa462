/** Reglas puras de las pantallas de la furgoneta: destinos, material, comparación con el central, líneas, avisos y parámetros. */
import { describe, expect, it } from 'vitest';
import { MENSAJES_VEHICULOS } from '../../../replication/mutadores/vehiculos';
import {
  avisosDescarga, centralDe, compararStock, destinosDescarga, errorDescarga, errorLinea, erroresDevolucion, lineasIniciales, materialEnVehiculo,
  paramsDescargarVehiculo, paramsDevolverMaterial, totalUnidades, UNIDADES_NO_VALIDAS, type AlmacenVehiculo, type ArticuloVehiculo,
} from './vehiculos';

const alm = (idalmacen: string, tipo: AlmacenVehiculo['tipo'], iddelegacion = '1', estado = 1, nombre = idalmacen): AlmacenVehiculo => ({ idalmacen, nombre, tipo, iddelegacion, estado });
const art = (idarticulo: string, descripcion: string, familia = 'intrusion'): ArticuloVehiculo => ({ idarticulo, codigo: `C${idarticulo}`, descripcion, familia });
const catalogo = new Map([art('1', 'Detector volumétrico'), art('2', 'Batería 12V', 'energia'), art('3', 'Cámara bala', 'cctv')].map((a) => [a.idarticulo, a]));
const furgoneta = alm('V1', 'vehiculo');

describe('destinos de la descarga', () => {
  it('activos, de la delegación de la furgoneta, sin ella, los centrales primero', () => {
    const lista = [alm('V2', 'vehiculo'), alm('CZ', 'central', '1', 1, 'Zaragoza'), furgoneta, alm('CB', 'central', '2'), alm('CX', 'central', '1', 0), alm('CA', 'central', '1', 1, 'Alcalá')];
    // Quien lleva la delegación (sin técnico), también la furgoneta de otro técnico; un técnico, solo las suyas.
    expect(destinosDescarga(lista, furgoneta, null).map((a) => a.idalmacen)).toEqual(['CA', 'CZ', 'V2']);
    const deOtro = { ...alm('V2', 'vehiculo'), idtecnico: 'T2' };
    expect(destinosDescarga([...lista, deOtro], furgoneta, 'T1').map((a) => a.idalmacen)).toEqual(['CA', 'CZ']);
    expect(destinosDescarga([{ ...alm('V3', 'vehiculo'), idtecnico: 'T1' }], furgoneta, 'T1').map((a) => a.idalmacen)).toEqual(['V3']);
    expect(centralDe(lista, furgoneta)?.idalmacen).toBe('CA');
    expect(centralDe([furgoneta], furgoneta)).toBeNull();
  });
});

describe('material y stock de la furgoneta', () => {
  const van = new Map([['1', 3], ['2', 0], ['3', -2], ['9', 4]]);
  it('material: solo unidades > 0 de artículos del catálogo, con búsqueda sin tildes', () => {
    expect(materialEnVehiculo(van, catalogo, '').map((f) => [f.articulo.idarticulo, f.unidades])).toEqual([['1', 3]]);
    expect(materialEnVehiculo(van, catalogo, 'VOLUMETRICO')).toHaveLength(1);
    expect(materialEnVehiculo(van, catalogo, 'camara')).toHaveLength(0);
  });

  it('stock: negativos primero (por conciliar), después agotados y el resto, con lo del central', () => {
    const filas = compararStock(van, new Map([['1', 50], ['3', 7]]), catalogo, '');
    expect(filas.map((f) => [f.articulo.idarticulo, f.estado, f.furgoneta, f.central])).toEqual([
      ['3', 'negativo', -2, 7], ['2', 'agotado', 0, 0], ['1', 'ok', 3, 50],
    ]);
  });
});

describe('líneas de la descarga', () => {
  const disponibles = new Map([['1', 3], ['2', 5]]);
  it('por defecto todo marcado con todas sus unidades', () => {
    expect(lineasIniciales(new Map([['1', 3], ['2', 0]]))).toEqual([{ idarticulo: '1', marcada: true, unidades: 3 }]);
  });

  it('errores: unidades no válidas en una marcada; ninguna marcada', () => {
    expect(errorLinea({ idarticulo: '1', marcada: true, unidades: 0 })).toBe(UNIDADES_NO_VALIDAS);
    expect(errorLinea({ idarticulo: '1', marcada: true, unidades: Number.NaN })).toBe(UNIDADES_NO_VALIDAS);
    expect(errorLinea({ idarticulo: '1', marcada: false, unidades: null })).toBeNull();
    expect(errorDescarga([{ idarticulo: '1', marcada: false, unidades: 1 }])).toBe(MENSAJES_VEHICULOS.sinLineas);
  });

  it('avisa antes de confirmar cuando una salida deja la furgoneta en negativo', () => {
    const lineas = [{ idarticulo: '1', marcada: true, unidades: 4 }, { idarticulo: '2', marcada: true, unidades: 5 }, { idarticulo: '9', marcada: false, unidades: 9 }];
    expect(avisosDescarga(lineas, disponibles, (id) => catalogo.get(id)?.descripcion ?? id)).toEqual([MENSAJES_VEHICULOS.quedaNegativo('Detector volumétrico', 3)]);
    expect(totalUnidades(lineas)).toBe(9);
  });

  it('los parámetros llevan solo las líneas elegidas con ids nuevos', () => {
    let n = 0;
    const nuevoId = () => `id${++n}`;
    const lineas = [{ idarticulo: '1', marcada: true, unidades: 2 }, { idarticulo: '2', marcada: false, unidades: 5 }];
    expect(paramsDescargarVehiculo('V1', 'CA', lineas, nuevoId)).toEqual({
      idalmacen_origen: 'V1', idalmacen_destino: 'CA', lineas: [{ idarticulo: '1', unidades: 2, idmovimiento_salida: 'id1', idmovimiento_entrada: 'id2' }],
    });
    expect(paramsDevolverMaterial('P1', 'V1', lineas, nuevoId)).toEqual({ idparte_trabajo: 'P1', idalmacen_destino: 'V1', lineas: [{ idarticulo: '1', unidades: 2, idmovimiento_stock: 'id3' }] });
  });

  it('devolver más de lo que sobra del parte es un error con el texto del mutador', () => {
    expect(erroresDevolucion([{ idarticulo: '1', marcada: true, unidades: 4 }], new Map([['1', 3]]), () => 'Detector')).toEqual([MENSAJES_VEHICULOS.sobrante('Detector', 3)]);
  });
});
