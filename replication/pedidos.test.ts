import { describe, expect, it } from 'vitest';
import { errorNumerosSerie, leerNumerosSerie, MENSAJES_PEDIDOS, pendienteLinea, situacionPedido } from './pedidos';

describe('pedidos', () => {
  it('lo pendiente de una línea y la situación del pedido', () => {
    expect(pendienteLinea({ unidades: 5, servidas: 2, estado: 1 })).toBe(3);
    expect(pendienteLinea({ unidades: 5, servidas: 7, estado: 1 })).toBe(0);
    expect(pendienteLinea({ unidades: 5, servidas: 0, estado: 0 })).toBe(0);
    expect(situacionPedido([{ unidades: 2, servidas: 0, estado: 1 }, { unidades: 1, servidas: 0, estado: 1 }])).toBe('pendiente');
    expect(situacionPedido([{ unidades: 2, servidas: 1, estado: 1 }, { unidades: 1, servidas: 0, estado: 1 }])).toBe('parcial');
    expect(situacionPedido([{ unidades: 2, servidas: 2, estado: 1 }, { unidades: 1, servidas: 0, estado: 0 }])).toBe('servido');
    expect(situacionPedido([])).toBe('pendiente');
  });

  it('números de serie: uno por unidad, sin repetir ni volver a servir uno ya servido', () => {
    const camara = { descripcion: 'Cámara', con_numero_serie: true };
    expect(leerNumerosSerie(' A1 \nA2, A3;;\n')).toEqual(['A1', 'A2', 'A3']);
    expect(errorNumerosSerie(camara, 2, ['A1', 'A2'], new Set())).toBeNull();
    expect(errorNumerosSerie(camara, 2, ['A1'], new Set())).toBe(MENSAJES_PEDIDOS.series('Cámara', 2, 1));
    expect(errorNumerosSerie(camara, 2, ['A1', 'A1'], new Set())).toBe(MENSAJES_PEDIDOS.serieRepetida('A1'));
    expect(errorNumerosSerie(camara, 1, ['A1'], new Set(['A1']))).toBe(MENSAJES_PEDIDOS.serieYaServida('A1'));
    expect(errorNumerosSerie({ descripcion: 'Cable', con_numero_serie: false }, 10, [], new Set())).toBeNull();
    expect(errorNumerosSerie({ descripcion: 'Cable', con_numero_serie: false }, 1, ['X'], new Set())).toBe(MENSAJES_PEDIDOS.serieSobra('Cable'));
  });
});
