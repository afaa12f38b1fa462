/** Formulario de la cita: reglas (la del fin con el texto del servidor) y el documento que manda. */
import { describe, expect, it } from 'vitest';
import { erroresDe } from '../../ui/formulario/declaracion';
import { instanteLocal } from '../tiempos/tiempos';
import { cambiosCita, formularioCita, valoresCitaNueva, type ValoresCita } from './cita-formulario';

/** Un motor que apunta cada llamada a mutate. */
const grabador = () => {
  const llamadas: [string, unknown][] = [];
  const mutate = (metodo: string, params: unknown) => {
    llamadas.push([metodo, params]);
    return Promise.resolve({ idsync_upload: 'u', resultado: null });
  };
  return { llamadas, motor: { mutate } };
};
const titular = { tipo: 'cliente' as const, id: '12', nombre: 'Talleres Ruiz', iddelegacion: '2' };
const v: ValoresCita = {
  ...valoresCitaNueva({ titular, idoperacioncrm: null }, new Date(2025, 2, 7)),
  asunto: 'Demostración CCTV',
  hora_inicio: '10:00',
  hora_fin: '11:00',
};

describe('cita', () => {
  const alta = formularioCita({ motor: { mutate: () => Promise.reject(new Error('no')) }, modo: 'alta', idcomercial: 'c1', operacionFija: false });

  it('reglas', () => {
    expect(erroresDe(alta, v)).toEqual([]);
    expect(erroresDe(alta, { ...v, hora_fin: '09:00' })).toEqual([{ campo: 'hora_fin', error: 'La cita no puede acabar antes de empezar' }]);
    expect(erroresDe(alta, { ...v, titular: null })).toEqual([{ campo: 'titular', error: 'Campo requerido' }]);
    expect(erroresDe(alta, { ...v, asunto: ' ' }).map((e) => e.campo)).toEqual(['asunto']);
  });

  it('con la operación fija no se elige titular', () => {
    const fija = formularioCita({ motor: { mutate: () => Promise.reject(new Error('no')) }, modo: 'alta', idcomercial: 'c1', operacionFija: true });
    expect(erroresDe(fija, { ...v, titular: null })).toEqual([]);
  });

  it('el alta manda cita.insertSync con el titular, su delegación y el comercial', async () => {
    const { llamadas, motor } = grabador();
    const d = formularioCita({ motor, modo: 'alta', idcomercial: 'c1', operacionFija: false, nuevoId: () => 'ci1' });
    await d.enviar({ valores: { ...v, idoperacioncrm: 'op1', lugar: ' ' }, cambios: {}, registro: null });
    expect(llamadas.at(-1)).toEqual(['cita.insertSync', {
      doc: {
        idcita: 'ci1', asunto: 'Demostración CCTV', tipo: 'visita', inicio: instanteLocal('2025-03-07', '10:00'), fin: instanteLocal('2025-03-07', '11:00'),
        lugar: null, idcliente: '12', idcliente_potencial: '', idoperacioncrm: 'op1', iddelegacion: '2', idcomercial: 'c1', realizada: false, observaciones: null, estado: 1,
      },
    }]);
  });

  it('al cambiar una hora se mandan inicio y fin', () => {
    expect(cambiosCita({ hora_fin: '12:00' }, { ...v, hora_fin: '12:00' })).toEqual({ inicio: instanteLocal('2025-03-07', '10:00'), fin: instanteLocal('2025-03-07', '12:00') });
    expect(cambiosCita({ realizada: true }, v)).toEqual({ realizada: true });
  });
});
