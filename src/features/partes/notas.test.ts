import { describe, expect, it } from 'vitest';
import { construirNota, notasRecientes } from './notas';

describe('notas', () => {
  it('construye la nota activa con el instante ISO y el texto sin espacios sobrantes', () => {
    expect(construirNota({ idnota: 'n1', idtabla: 269, id: 'p1', texto: '  Llamar antes  ', autor: 'Ana', ahora: new Date('2026-03-07T10:15:00Z') })).toEqual({
      idnota: 'n1',
      idtabla: 269,
      id: 'p1',
      texto: 'Llamar antes',
      fecha: '2026-03-07T10:15:00.000Z',
      autor: 'Ana',
      estado: 1,
    });
  });

  it('lista las activas de la más reciente a la más antigua', () => {
    const n = (idnota: string, fecha: string, estado = 1) => ({ idnota, fecha, estado });
    expect(notasRecientes([n('a', '2026-01-01T00:00:00.000Z'), n('b', '2026-02-01T00:00:00.000Z'), n('c', '2026-03-01T00:00:00.000Z', 0), n('d', '2026-02-01T00:00:00.000Z')]).map((x) => x.idnota)).toEqual(['b', 'd', 'a']);
  });
});
