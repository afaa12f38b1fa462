/** Formulario del parte nuevo de una orden: reglas, clasificaciones y el alta que manda (parteTrabajo.insertSync). */
import { describe, expect, it } from 'vitest';
import type { DocDe } from '../../../schemas';
import type { VigiaMetodos } from '../../../replication/cliente';
import { erroresDe } from '../../ui/formulario/declaracion';
import { valoresInicialesNuevoParte, type ValoresNuevoParte } from './asignar-parte';
import { formularioNuevoParte, opcionesClasificacion } from './nuevo-parte-formulario';

const orden = {
  idorden_trabajo: '77',
  idcliente: '5',
  idsistema: '9',
  iddelegacion: '2',
  numero: 'OT-1',
  fecha: '2026-03-01',
  descripcion: 'Revisión anual de la central',
  prioridad: 2,
  estado: 1,
  fecha_desc: 'x',
  actualizado: '2026-03-01T08:00:00.000Z',
} satisfies DocDe<'ordentrabajo'>;
const ID = '1a2b3c4d-0000-4000-8000-000000000001';
const llamadas: { metodo: string; params: unknown }[] = [];
const db: Pick<VigiaMetodos, 'mutate'> = {
  mutate: (metodo, params) => {
    llamadas.push({ metodo, params });
    return Promise.resolve({ idsync_upload: 'u1', resultado: null });
  },
};
const declaracion = formularioNuevoParte(db, () => ID);
const errores = (v: ValoresNuevoParte) => Object.fromEntries(erroresDe(declaracion, v).map((e) => [e.campo, e.error]));

describe('formulario del parte nuevo', () => {
  it('exige técnico, clasificación, fecha válida y descripción', () => {
    expect(errores({ idtecnico: '', clasificacion: '', fecha: null, ffijada: '31/02', descripcion: ' ' })).toEqual({
      idtecnico: 'Campo requerido',
      clasificacion: 'Campo requerido',
      fecha: 'Campo requerido',
      ffijada: 'La fecha no es correcta (dd/mm/aaaa)',
      descripcion: 'Campo requerido',
    });
    expect(errores(valoresInicialesNuevoParte(orden, 'revision', '3', '2026-03-07'))).toEqual({});
  });

  it('la clasificación de un parte antiguo que ya no está en la lista se puede seguir eligiendo', () => {
    expect(opcionesClasificacion('revision').some((o) => o.valor === 'revision')).toBe(true);
    const conAntigua = opcionesClasificacion('antigua');
    expect(conAntigua.at(-1)?.valor).toBe('antigua');
    expect(conAntigua).toHaveLength(opcionesClasificacion('revision').length + 1);
  });

  it('crear manda el parte de la orden con el id que da la pantalla', async () => {
    const valores = { ...valoresInicialesNuevoParte(orden, 'revision', '3', '2026-03-07'), descripcion: ' Revisión anual ' };
    await declaracion.enviar({ valores, cambios: {}, registro: orden });
    expect(llamadas).toEqual([{ metodo: 'parteTrabajo.insertSync', params: { doc: expect.objectContaining({ idparte_trabajo: ID, idorden_trabajo: '77', idtecnico: '3', numero: 'PT-1A2B3C4D', descripcion: 'Revisión anual', estado: 1 }) } }]);
  });
});
