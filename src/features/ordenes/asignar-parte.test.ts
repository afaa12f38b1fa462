import { describe, expect, it } from 'vitest';
import { clasificacionPropuesta, construirParteNuevo, hoyLocal, numeroParteNuevo, valoresInicialesNuevoParte } from './asignar-parte';

const orden = { idorden_trabajo: '77', idcliente: '5', idsistema: '9', iddelegacion: '2', descripcion: 'Revisión anual de la central' };
const ID = '1a2b3c4d-0000-4000-8000-000000000001';

describe('asignar parte', () => {
  it('construye el parte pendiente con cliente, sistema y delegación de la orden', () => {
    const valores = { ...valoresInicialesNuevoParte(orden, 'revision', '3', '2026-03-07'), descripcion: '  Revisión anual de la central ' };
    expect(construirParteNuevo(orden, valores, ID)).toEqual({
      idparte_trabajo: ID,
      idorden_trabajo: '77',
      idtecnico: '3',
      idsistema: '9',
      idcliente: '5',
      iddelegacion: '2',
      numero: 'PT-1A2B3C4D',
      fecha: '2026-03-07',
      ffijada: null,
      clasificacion: 'revision',
      descripcion: 'Revisión anual de la central',
      observaciones: null,
      estado: 1,
    });
  });

  it('una orden sin sistema da un parte sin sistema', () => {
    const p = construirParteNuevo({ ...orden, idsistema: null }, valoresInicialesNuevoParte(orden, 'averia', '3', '2026-03-07'), ID);
    expect(p.idsistema).toBeNull();
  });

  it('el número sale del UUID', () => {
    expect(numeroParteNuevo('abcdef12-3456-4789-8abc-def012345678')).toBe('PT-ABCDEF12');
  });

  it('hoyLocal usa la fecha local', () => {
    expect(hoyLocal(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('propone la clasificación del parte más reciente de la orden', () => {
    expect(clasificacionPropuesta([])).toBe('revision');
    expect(
      clasificacionPropuesta([
        { clasificacion: 'averia', fecha: '2026-01-01' },
        { clasificacion: 'mantenimiento', fecha: '2026-02-01' },
      ]),
    ).toBe('mantenimiento');
  });
});
