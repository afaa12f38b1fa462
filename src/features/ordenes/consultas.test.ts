import { describe, expect, it } from 'vitest';
import { idsOrdenDePartes } from './consultas';

describe('idsOrdenDePartes', () => {
  it('devuelve cada orden una vez y en orden estable', () => {
    expect(idsOrdenDePartes([{ idorden_trabajo: '9' }, { idorden_trabajo: '10' }, { idorden_trabajo: '9' }])).toEqual(['10', '9']);
    expect(idsOrdenDePartes([])).toEqual([]);
  });
});
