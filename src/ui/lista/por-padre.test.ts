/** La lista de un padre: clave con el id del padre, selector base por igualdad y la preselección del alta. */
import { describe, expect, it } from 'vitest';
import type { MangoQuerySelector } from 'rxdb';
import { conCampo, porPadre } from './por-padre';

interface Cita {
  idcita: string;
  idcliente: string;
  idoperacioncrm: string;
  estado: number;
}

describe('conCampo', () => {
  it('arma un objeto con un solo campo', () => {
    expect(conCampo('idcliente', 'c1')).toEqual({ idcliente: 'c1' });
    expect(conCampo('idcliente', { $eq: 'c1' })).toEqual({ idcliente: { $eq: 'c1' } });
  });
});

describe('porPadre', () => {
  it('da la clave, el selector base y la preselección del alta', () => {
    expect(porPadre('citas-cliente', 'idcliente', 'c1')).toEqual({
      id: 'citas-cliente:c1',
      selectorBase: { idcliente: { $eq: 'c1' } },
      preseleccion: { idcliente: 'c1' },
    });
  });

  it('el selector y la preselección casan con los tipos de la entidad', () => {
    const { selectorBase, preseleccion } = porPadre('citas-operacion', 'idoperacioncrm', 'op-7');
    const selector: MangoQuerySelector<Cita> = { ...selectorBase, estado: { $gt: 0 } };
    const alta: { idcliente?: string; idoperacioncrm?: string } = preseleccion;
    expect(selector).toEqual({ idoperacioncrm: { $eq: 'op-7' }, estado: { $gt: 0 } });
    expect(alta).toEqual({ idoperacioncrm: 'op-7' });
  });
});
