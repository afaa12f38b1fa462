/** Edición del material del sistema: reglas (descripción obligatoria, longitudes) y cambios de materialSistema.updateSync. */
import { describe, expect, it } from 'vitest';
import type { VigiaMetodos } from '../../../replication/cliente';
import { cambiosDe, erroresDe } from '../../ui/formulario/declaracion';
import type { ValoresMaterial } from './formularios';
import { formularioMaterialSistema } from './material-sistema-formulario';

const llamadas: { metodo: string; params: unknown }[] = [];
const db: Pick<VigiaMetodos, 'mutate'> = {
  mutate: (metodo, params) => {
    llamadas.push({ metodo, params });
    return Promise.resolve({ idsync_upload: 'u1', resultado: null });
  },
};
const declaracion = formularioMaterialSistema(db);
const doc: ValoresMaterial = { numserie: 'NS-1', ubicacion: 'Salón', descripcion: 'Detector' };
const errores = (v: ValoresMaterial) => Object.fromEntries(erroresDe(declaracion, v).map((e) => [e.campo, e.error]));

describe('formulario del material del sistema', () => {
  it('descripción obligatoria; número de serie, ubicación y descripción con su máximo', () => {
    expect(errores(doc)).toEqual({});
    expect(errores({ numserie: 'x'.repeat(61), ubicacion: 'x'.repeat(201), descripcion: '  ' })).toEqual({
      numserie: 'No puede ser mayor a 60 caracteres.',
      ubicacion: 'No puede ser mayor a 200 caracteres.',
      descripcion: 'Campo requerido',
    });
    expect(errores({ ...doc, descripcion: 'x'.repeat(201) })).toEqual({ descripcion: 'No puede ser mayor a 200 caracteres.' });
  });

  it('manda solo lo cambiado, recortado, con los vacíos como null', async () => {
    const cambios = cambiosDe(declaracion.campos, doc, { numserie: ' NS-1 ', ubicacion: '', descripcion: 'Detector óptico ' });
    expect(cambios).toEqual({ ubicacion: '', descripcion: 'Detector óptico' });
    await declaracion.enviar({ valores: doc, cambios, registro: { idmaterial_sistema: 'M1', idsistema: 'S1', idarticulo: 'A1', descripcion: 'Detector', estado: 1 } });
    expect(llamadas).toEqual([{ metodo: 'materialSistema.updateSync', params: { id: 'M1', cambios: { ubicacion: null, descripcion: 'Detector óptico' } } }]);
  });
});
