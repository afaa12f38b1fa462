/** Formulario de un tiempo a mano: valores de entrada, reglas (fin posterior al inicio) y tiempoTrabajado.insertSync. */
import { describe, expect, it } from 'vitest';
import { erroresDe } from '../../ui/formulario/declaracion';
import { calcularTiempo, formularioTiempo, reglaFinDespuesDeInicio, SIN_TECNICO, valoresTiempo, type ValoresTiempo } from './tiempo-formulario';
import { MENSAJES_TIEMPOS } from './tiempos.labels';

const llamadas: [string, unknown][] = [];
const avisos: string[] = [];
const db = {
  mutate: (metodo: string, params: unknown) => {
    llamadas.push([metodo, params]);
    return Promise.resolve({ idsync_upload: 'u', resultado: null });
  },
};
const base: ValoresTiempo = { idparte: 'P1', fecha: '2025-03-07', horaInicio: '08:00', horaFin: '09:30', observaciones: '' };
const declarar = (idparteFijo: string | null, idtecnico: string | null = '7') =>
  formularioTiempo({ db, idtecnico, idparteFijo, opcionesParte: [{ valor: 'P1', etiqueta: 'Parte 1' }], avisar: (m) => avisos.push(m) });
const errores = (idparteFijo: string | null, v: ValoresTiempo) => Object.fromEntries(erroresDe(declarar(idparteFijo), v).map((e) => [e.campo, e.error]));

describe('formulario de un tiempo a mano', () => {
  it('de entrada: el parte de la ruta, hoy y sin horas', () => {
    expect(valoresTiempo('P1', new Date(2025, 2, 7, 12))).toEqual({ idparte: 'P1', fecha: '2025-03-07', horaInicio: '', horaFin: '', observaciones: '' });
    expect(valoresTiempo(null, new Date(2025, 2, 7, 12)).idparte).toBe('');
  });

  it('parte (solo si no viene en la ruta), fecha y horas obligatorias', () => {
    const vacio = { ...valoresTiempo(null, new Date(2025, 2, 7)), fecha: null };
    expect(errores(null, vacio)).toEqual({ idparte: 'Campo requerido', fecha: 'Campo requerido', horaInicio: 'Campo requerido', horaFin: 'Campo requerido' });
    expect(errores('P1', { ...vacio, idparte: 'P1' })).toEqual({ fecha: 'Campo requerido', horaInicio: 'Campo requerido', horaFin: 'Campo requerido' });
    expect(errores(null, base)).toEqual({});
  });

  it('con las dos horas, el fin tiene que ser posterior al inicio', () => {
    expect(reglaFinDespuesDeInicio('08:00', { ...base, horaInicio: '09:30' })).toBe(MENSAJES_TIEMPOS.finAntesDeInicio);
    expect(reglaFinDespuesDeInicio('09:30', { ...base, horaInicio: '09:30' })).toBe(MENSAJES_TIEMPOS.finAntesDeInicio);
    expect(reglaFinDespuesDeInicio('08:00', { ...base, horaInicio: '' })).toBeNull();
    expect(errores('P1', { ...base, horaInicio: '09:30', horaFin: '08:00' })).toEqual({ horaFin: MENSAJES_TIEMPOS.finAntesDeInicio });
    expect(calcularTiempo(base)).toMatchObject({ ok: true, minutos: 90 });
  });

  it('guarda tiempoTrabajado.insertSync con los minutos y avisa con la duración', async () => {
    await declarar('P1').enviar({ valores: { ...base, observaciones: ' Revisión ' }, cambios: {}, registro: undefined });
    expect(llamadas.at(-1)).toEqual([
      'tiempoTrabajado.insertSync',
      { doc: { idtiempo_trabajado: expect.any(String), idparte_trabajo: 'P1', idtecnico: '7', inicio: expect.any(String), fin: expect.any(String), minutos: 90, observaciones: 'Revisión', estado: 1 } },
    ]);
    expect(avisos.at(-1)).toBe('Tiempo guardado: 1:30');
  });

  it("sin técnico en la sesión: 'Tu usuario no es un técnico'", async () => {
    const antes = llamadas.length;
    await expect(declarar('P1', null).enviar({ valores: base, cambios: {}, registro: undefined })).rejects.toThrow(SIN_TECNICO);
    expect(llamadas).toHaveLength(antes);
  });
});
