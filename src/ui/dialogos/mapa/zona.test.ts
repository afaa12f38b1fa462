/** El mapa de una lista en funciones puras: direcciones → marcadores, zona → ids, enlaces seguros. */
import { describe, expect, it } from 'vitest';
import type { LimitesMapa } from './tipos';
import { dentroDeLimites, enlaceSeguro, enlacesPorPlantilla, idsEnZona, marcadoresDeDirecciones, mismosMarcadores, registrosConMarcador, textoDireccionMapa, type DireccionMapa } from './zona';

const direccion = (id: string, idregistro: string, lat: number | null | undefined, lng: number | null | undefined, extra: Partial<DireccionMapa> = {}): DireccionMapa => ({
  id,
  idregistro,
  direccion: `Calle ${id}`,
  poblacion: 'Madrid',
  lat,
  lng,
  estado: 1,
  ...extra,
});

const registros = new Map([
  ['c1', 'Ferretería López'],
  ['c2', 'Bar <b>Pepe</b>'],
]);

describe('marcadoresDeDirecciones', () => {
  it('un marcador por dirección activa con coordenadas de un registro de la lista, con nombre y dirección', () => {
    const marcadores = marcadoresDeDirecciones(
      registros,
      [
        direccion('d1', 'c1', 40.41, -3.7),
        direccion('d2', 'c1', 40.42, -3.71, { poblacion: 'Getafe' }),
        direccion('d3', 'c2', 41.38, 2.17, { poblacion: '' }),
      ],
      (id) => `/app/clientes/${id}`,
    );
    expect(marcadores).toEqual([
      { id: 'd1', idregistro: 'c1', lat: 40.41, lng: -3.7, titulo: 'Ferretería López: Calle d1, Madrid', enlace: '/app/clientes/c1' },
      { id: 'd2', idregistro: 'c1', lat: 40.42, lng: -3.71, titulo: 'Ferretería López: Calle d2, Getafe', enlace: '/app/clientes/c1' },
      // El texto va tal cual: la ventana emergente lo pone como texto, no como HTML.
      { id: 'd3', idregistro: 'c2', lat: 41.38, lng: 2.17, titulo: 'Bar <b>Pepe</b>: Calle d3', enlace: '/app/clientes/c2' },
    ]);
  });

  it('fuera: de baja (estado 0), sin coordenadas o fuera de rango, y de registros que no están en la lista', () => {
    const marcadores = marcadoresDeDirecciones(registros, [
      direccion('baja', 'c1', 40, -3, { estado: 0 }),
      direccion('sin-lat', 'c1', null, -3),
      direccion('sin-lng', 'c1', 40, undefined),
      direccion('nan', 'c1', Number.NaN, -3),
      direccion('lat-rara', 'c1', 95, -3),
      direccion('lng-rara', 'c1', 40, 200),
      direccion('otro', 'c9', 40, -3),
      direccion('vale', 'c2', 0, 0),
    ]);
    expect(marcadores.map((m) => m.id)).toEqual(['vale']);
    expect(marcadores[0]).not.toHaveProperty('enlace');
  });

  it('sin dirección ni población, el título es el nombre', () => {
    expect(textoDireccionMapa({ direccion: '  ', poblacion: '' })).toBe('');
    expect(marcadoresDeDirecciones(registros, [direccion('d', 'c1', 1, 1, { direccion: '', poblacion: '' })])[0]?.titulo).toBe('Ferretería López');
  });
});

describe('zona visible', () => {
  const madrid: LimitesMapa = { norte: 40.5, sur: 40.3, este: -3.6, oeste: -3.8 };

  it('dentro y fuera, bordes incluidos', () => {
    expect(dentroDeLimites(40.4, -3.7, madrid)).toBe(true);
    expect(dentroDeLimites(40.5, -3.8, madrid)).toBe(true);
    expect(dentroDeLimites(40.6, -3.7, madrid)).toBe(false);
    expect(dentroDeLimites(40.4, -3.5, madrid)).toBe(false);
    expect(dentroDeLimites(41.38, 2.17, madrid)).toBe(false);
  });

  it('longitudes sin envolver de Leaflet: cruzar el antimeridiano y el mundo entero', () => {
    const pacifico: LimitesMapa = { norte: 10, sur: -10, este: -170, oeste: -190 };
    expect(dentroDeLimites(0, 175, pacifico)).toBe(true);
    expect(dentroDeLimites(0, -175, pacifico)).toBe(true);
    expect(dentroDeLimites(0, 160, pacifico)).toBe(false);
    expect(dentroDeLimites(0, 123, { norte: 80, sur: -80, este: 250, oeste: -250 })).toBe(true);
    expect(dentroDeLimites(0, 0, { norte: 1, sur: -1, este: -1, oeste: 1 })).toBe(false);
  });

  it('idsEnZona: los registros con alguna dirección dentro, sin repetir y ordenados', () => {
    const marcadores = marcadoresDeDirecciones(new Map([['c2', 'B'], ['c1', 'A'], ['c3', 'C']]), [
      direccion('d1', 'c2', 40.4, -3.7),
      direccion('d2', 'c2', 40.41, -3.69),
      direccion('d3', 'c1', 41.38, 2.17),
      direccion('d4', 'c1', 40.45, -3.65),
      direccion('d5', 'c3', 39.47, -0.37),
    ]);
    expect(idsEnZona(marcadores, madrid)).toEqual(['c1', 'c2']);
    expect(idsEnZona(marcadores, { norte: 0, sur: -1, este: 1, oeste: 0 })).toEqual([]);
    expect(registrosConMarcador(marcadores)).toBe(3);
  });
});

describe('mismosMarcadores', () => {
  const a = marcadoresDeDirecciones(registros, [direccion('d1', 'c1', 40, -3)], (id) => `/x/${id}`);
  it('igual campo a campo aunque sean otros objetos; distinto si cambia cualquier campo o la longitud', () => {
    expect(mismosMarcadores(a, a)).toBe(true);
    expect(mismosMarcadores(a, a.map((m) => ({ ...m })))).toBe(true);
    expect(mismosMarcadores(a, a.map((m) => ({ ...m, lat: 41 })))).toBe(false);
    expect(mismosMarcadores(a, a.map((m) => ({ ...m, titulo: 'Otro' })))).toBe(false);
    expect(mismosMarcadores(a, a.map((m) => ({ ...m, enlace: '/y' })))).toBe(false);
    expect(mismosMarcadores(a, [])).toBe(false);
  });
});

describe('enlaceSeguro', () => {
  it('rutas de la app y http(s) sí; javascript:, data:, protocolo relativo y basura no', () => {
    expect(enlaceSeguro('/app/clientes/1')).toBe('/app/clientes/1');
    expect(enlaceSeguro('https://ejemplo.es/ficha')).toBe('https://ejemplo.es/ficha');
    expect(enlaceSeguro('http://ejemplo.es')).toBe('http://ejemplo.es');
    expect(enlaceSeguro('javascript:alert(1)')).toBeNull();
    expect(enlaceSeguro(' JavaScript:alert(1)')).toBeNull();
    expect(enlaceSeguro('data:text/html,<b>x</b>')).toBeNull();
    expect(enlaceSeguro('//otro.sitio/x')).toBeNull();
    expect(enlaceSeguro('/\\otro.sitio')).toBeNull();
    expect(enlaceSeguro('clientes/1')).toBeNull();
    expect(enlaceSeguro('')).toBeNull();
  });
});

describe('enlacesPorPlantilla', () => {
  it('una sola llamada al constructor de rutas; el id va codificado en su sitio', () => {
    const llamadas: string[] = [];
    const enlace = enlacesPorPlantilla((id) => {
      llamadas.push(id);
      return `/app/clientes/${encodeURIComponent(id)}?pestana=datos`;
    });
    expect(enlace('c1')).toBe('/app/clientes/c1?pestana=datos');
    expect(enlace('a b/c')).toBe('/app/clientes/a%20b%2Fc?pestana=datos');
    expect(llamadas).toHaveLength(1);
  });

  it('si la marca no sale una vez, cada id por el constructor', () => {
    const enlace = enlacesPorPlantilla((id) => (id.startsWith('vigia') ? '/fijo' : `/x/${id}`));
    expect(enlace('c1')).toBe('/x/c1');
  });
});
