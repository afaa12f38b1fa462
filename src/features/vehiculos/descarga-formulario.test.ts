/** Formulario de una descarga: reglas del destino y de las líneas, errores generales, sin cambios al volver a lo de partida y el envío. */
import { describe, expect, it } from 'vitest';
import { cambiosDe, erroresDe } from '../../ui/formulario/declaracion';
import { ELIGE_DESTINO, erroresGenerales, errorLineas, formularioDescarga, mismasLineas, type ValoresDescarga } from './descarga-formulario';
import { NINGUNA_MARCADA, UNIDADES_NO_VALIDAS, type LineaDescarga } from './vehiculos';

const iniciales: LineaDescarga[] = [
  { idarticulo: 'a', marcada: true, unidades: 3 },
  { idarticulo: 'b', marcada: true, unidades: 1 },
];
const sinBloqueos = (): string[] => [];
const noSobran = (ls: readonly LineaDescarga[]): string[] => (ls.some((l) => l.marcada && (l.unidades ?? 0) > 2) ? ['No sobran tantas unidades (sobran 2)'] : []);
const enviados: { destino: string; lineas: readonly LineaDescarga[] }[] = [];
const declaracion = formularioDescarga({
  opcionesDestino: [{ valor: 'C1', etiqueta: 'Central' }],
  destinoDe: (id) => (id === 'C1' ? { id } : null),
  iniciales,
  bloqueos: noSobran,
  pintarLineas: () => null,
  confirmar: () => '¿Descargar?',
  enviar: (destino, lineas) => {
    enviados.push({ destino, lineas });
    return Promise.resolve();
  },
  boton: 'Descargar',
  mensaje: 'Furgoneta descargada',
});
const valores: ValoresDescarga = { idDestino: 'C1', lineas: iniciales };

describe('formulario de una descarga', () => {
  it('errores de las líneas: ninguna marcada, unidades no válidas y los que bloquean', () => {
    expect(errorLineas(iniciales, sinBloqueos)).toBeNull();
    expect(errorLineas(iniciales.map((l) => ({ ...l, marcada: false })), sinBloqueos)).toBe(NINGUNA_MARCADA);
    expect(errorLineas([{ idarticulo: 'a', marcada: true, unidades: 0 }], sinBloqueos)).toBe(UNIDADES_NO_VALIDAS);
    expect(errorLineas([{ idarticulo: 'a', marcada: false, unidades: Number.NaN }, { idarticulo: 'b', marcada: true, unidades: 1 }], sinBloqueos)).toBeNull();
    expect(errorLineas(iniciales, noSobran)).toBe('No sobran tantas unidades (sobran 2)');
    // Los generales no repiten el error de cada línea.
    expect(erroresGenerales([{ idarticulo: 'a', marcada: true, unidades: 0 }], noSobran)).toEqual([]);
    expect(erroresGenerales([{ idarticulo: 'a', marcada: false, unidades: 3 }], noSobran)).toEqual([NINGUNA_MARCADA]);
  });

  it('el destino debe ser uno de la lista', () => {
    expect(erroresDe(declaracion, { ...valores, lineas: [{ idarticulo: 'b', marcada: true, unidades: 1 }] })).toEqual([]);
    expect(erroresDe(declaracion, { idDestino: 'X', lineas: [{ idarticulo: 'b', marcada: true, unidades: 1 }] })).toEqual([{ campo: 'idDestino', error: ELIGE_DESTINO }]);
  });

  it('volver a lo de partida no es un cambio', () => {
    const otra = iniciales.map((l) => (l.idarticulo === 'b' ? { ...l, marcada: false } : l));
    expect(mismasLineas(otra, iniciales)).toBe(false);
    expect(Object.keys(cambiosDe(declaracion.campos, valores, { ...valores, lineas: otra }))).toEqual(['lineas']);
    expect(cambiosDe(declaracion.campos, valores, { ...valores, lineas: iniciales.map((l) => ({ ...l })) })).toEqual({});
  });

  it('siempre pregunta y envía el destino con las líneas', async () => {
    expect(declaracion.confirmar?.({ valores, cambios: {}, registro: undefined })).toBe('¿Descargar?');
    await declaracion.enviar({ valores, cambios: {}, registro: undefined });
    expect(enviados).toEqual([{ destino: 'C1', lineas: iniciales }]);
  });
});
