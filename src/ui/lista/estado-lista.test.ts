import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { escribirEstadoLista, estadoInicial, guardarScroll, leerEstadoLista, olvidarEstadosLista } from './estado-lista';

/** localStorage en memoria (vitest corre en Node): así se ve qué sobrevive a una recarga. */
const crearAlmacenamiento = (): Storage => {
  const datos = new Map<string, string>();
  return {
    get length() {
      return datos.size;
    },
    clear: () => datos.clear(),
    getItem: (k) => datos.get(k) ?? null,
    key: (i) => [...datos.keys()][i] ?? null,
    removeItem: (k) => void datos.delete(k),
    setItem: (k, v) => void datos.set(k, v),
  };
};

describe('estado de las listas', () => {
  let almacenamiento: Storage;
  beforeEach(() => {
    almacenamiento = crearAlmacenamiento();
    vi.stubGlobal('localStorage', almacenamiento);
    olvidarEstadosLista();
  });
  afterEach(() => vi.unstubAllGlobals());

  const inicial = estadoInicial({ estado: '1' }, 'fecha-reciente');

  it('sin nada guardado, el estado inicial', () => {
    expect(leerEstadoLista('partes', inicial)).toEqual(inicial);
  });

  it('al volver a la lista (misma pestaña) se recupera todo: búsqueda, filtros, orden, páginas, selección y desplazamiento', () => {
    const cambiado = { busqueda: 'revision', filtros: { estado: '', clasificacion: 'revision' }, orden: 'numero', paginas: 3, seleccion: { '12': true as const }, scroll: 0, conjunto: null };
    escribirEstadoLista('partes', cambiado);
    guardarScroll('partes', 840);
    expect(leerEstadoLista('partes', inicial)).toEqual({ ...cambiado, scroll: 840 });
    expect(leerEstadoLista('otra-lista', inicial)).toEqual(inicial);
  });

  it('tras recargar (memoria vacía) solo queda el orden, que está en localStorage', () => {
    escribirEstadoLista('partes', { ...inicial, busqueda: 'x', paginas: 2, orden: 'fecha-antigua', seleccion: { '1': true } });
    expect(almacenamiento.getItem('vigia.lista.partes.orden')).toBe('fecha-antigua');
    olvidarEstadosLista();
    expect(leerEstadoLista('partes', inicial)).toEqual({ ...inicial, orden: 'fecha-antigua' });
  });

  it('sin localStorage el orden dura lo que la pestaña, sin errores', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(() => escribirEstadoLista('partes', { ...inicial, orden: 'numero' })).not.toThrow();
    expect(leerEstadoLista('partes', inicial).orden).toBe('numero');
  });
});
