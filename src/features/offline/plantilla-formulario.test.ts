/** Instalar plantilla: reglas (plantilla elegida y con artículos), la pregunta y los parámetros de instalarPlantillaSync. */
import { describe, expect, it } from 'vitest';
import type { VigiaMetodos } from '../../../replication/cliente';
import { erroresDe } from '../../ui/formulario/declaracion';
import { formularioPlantilla, paramsInstalarPlantilla, PLANTILLA_VACIA } from './plantilla-formulario';

const secuencia = () => {
  let n = 0;
  return () => `id-${++n}`;
};
const llamadas: { metodo: string; params: unknown }[] = [];
const db: Pick<VigiaMetodos, 'mutate'> = {
  mutate: (metodo, params) => {
    llamadas.push({ metodo, params });
    return Promise.resolve({ idsync_upload: 'u1', resultado: null });
  },
};
const declaracion = formularioPlantilla({
  db,
  opcionesPlantilla: [{ valor: '', etiqueta: 'Elige una plantilla' }],
  opcionesAlmacen: [{ valor: 'F1', etiqueta: 'Furgoneta' }],
  plantillaVacia: (id) => id === 'vacia',
  lineasOrdenadas: () => Promise.resolve([1, 2]),
  confirmar: (v) => (v.idalmacen === 'C1' ? 'Faltan existencias' : null),
  nuevoId: secuencia(),
});

describe('formulario Instalar plantilla', () => {
  it('pide la plantilla, que tenga artículos, y el almacén', () => {
    expect(erroresDe(declaracion, { idplantilla: '', idalmacen: '' })).toEqual([
      { campo: 'idplantilla', error: 'Campo requerido' },
      { campo: 'idalmacen', error: 'Campo requerido' },
    ]);
    expect(erroresDe(declaracion, { idplantilla: 'vacia', idalmacen: 'F1' })).toEqual([{ campo: 'idplantilla', error: PLANTILLA_VACIA }]);
    expect(erroresDe(declaracion, { idplantilla: 'T1', idalmacen: 'F1' })).toEqual([]);
  });

  it('unos ids por línea; material del sistema solo si el parte tiene sistema', () => {
    expect(paramsInstalarPlantilla({ idparte_trabajo: 'P1', idsistema: null }, { idplantilla: 'T1', idalmacen: 'F1' }, 2, secuencia())).toEqual({
      idparte_trabajo: 'P1',
      idplantilla_articulo: 'T1',
      idalmacen: 'F1',
      lineas: [
        { idlparte_trabajo: 'id-1', idmovimiento_stock: 'id-2', idmaterial_sistema: null },
        { idlparte_trabajo: 'id-3', idmovimiento_stock: 'id-4', idmaterial_sistema: null },
      ],
    });
  });

  it('pregunta si la pantalla lo pide; enviar lee las líneas en orden y manda instalarPlantillaSync', async () => {
    const registro = { idparte_trabajo: 'P1', idsistema: 'S1' };
    expect(declaracion.confirmar?.({ valores: { idplantilla: 'T1', idalmacen: 'C1' }, cambios: {}, registro })).toBe('Faltan existencias');
    await declaracion.enviar({ valores: { idplantilla: 'T1', idalmacen: 'F1' }, cambios: {}, registro });
    expect(llamadas).toEqual([
      {
        metodo: 'parteTrabajo.instalarPlantillaSync',
        params: {
          idparte_trabajo: 'P1',
          idplantilla_articulo: 'T1',
          idalmacen: 'F1',
          lineas: [
            { idlparte_trabajo: 'id-1', idmovimiento_stock: 'id-2', idmaterial_sistema: 'id-3' },
            { idlparte_trabajo: 'id-4', idmovimiento_stock: 'id-5', idmaterial_sistema: 'id-6' },
          ],
        },
      },
    ]);
  });
});
