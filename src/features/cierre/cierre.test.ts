import { describe, expect, it } from 'vitest';
import { faltaFirma, mensajeCierre, paramsFinalizar, validarCierre } from './cierre';

describe('cierre del parte', () => {
  const base = { idparte_trabajo: 'P1', idtecnico: 'T1', idtecnicoDestino: '', observaciones: '' };

  it('las opciones 1, 2 y 3 no piden nada más', () => {
    for (const opcion of [1, 2, 3] as const) expect(validarCierre({ ...base, opcion })).toBeNull();
  });
  it('la opción 4 pide otro técnico', () => {
    expect(validarCierre({ ...base, opcion: 4 })).toBe('Elige el técnico al que reasignar el parte');
    expect(validarCierre({ ...base, opcion: 4, idtecnicoDestino: 'T1' })).toBe('El parte ya está asignado a ese técnico');
    expect(validarCierre({ ...base, opcion: 4, idtecnicoDestino: 'T2' })).toBeNull();
  });
  it('parámetros de ordenTrabajo.finalizarOt según la opción', () => {
    const uuid = () => '11111111-2222-4333-8444-555555555555';
    expect(paramsFinalizar({ ...base, opcion: 1, observaciones: ' todo bien ' }, uuid)).toEqual({ idparte_trabajo: 'P1', opcion: 1, observaciones: 'todo bien' });
    expect(paramsFinalizar({ ...base, opcion: 2 }, uuid)).toEqual({ idparte_trabajo: 'P1', opcion: 2, idparte_nuevo: '11111111-2222-4333-8444-555555555555' });
    expect(paramsFinalizar({ ...base, opcion: 3, idtecnicoDestino: 'T2' }, uuid)).toEqual({ idparte_trabajo: 'P1', opcion: 3 });
    expect(paramsFinalizar({ ...base, opcion: 4, idtecnicoDestino: 'T2' }, uuid)).toEqual({ idparte_trabajo: 'P1', opcion: 4, idtecnico_destino: 'T2' });
  });
  it('avisa de la firma solo si el parámetro la pide y no hay firma', () => {
    expect(faltaFirma('1', false)).toBe(true);
    expect(faltaFirma('1', true)).toBe(false);
    expect(faltaFirma('0', false)).toBe(false);
    expect(faltaFirma(undefined, false)).toBe(false);
  });

  it('el aviso del cierre dice si detuvo el cronómetro y cuánto anotó', () => {
    expect(mensajeCierre('Finalizar orden', { idparte_trabajo: 'P1', opcion: 1, cronometrosDetenidos: [] })).toBe('Parte cerrado: Finalizar orden');
    expect(mensajeCierre('Finalizar orden', { cronometrosDetenidos: [{ idtiempo_trabajado: 'T', minutos: 95 }] }))
      .toBe('Parte cerrado: Finalizar orden. Cronómetro detenido: 1:35 anotados');
    expect(mensajeCierre('Mantener pendiente', null)).toBe('Parte cerrado: Mantener pendiente');
  });
});
