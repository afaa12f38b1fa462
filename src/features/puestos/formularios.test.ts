import { describe, expect, it } from 'vitest';
import { cambiosDe, erroresDe } from '../../ui/formulario/declaracion';
import { diasDeTexto, textoDeDias, textoDias } from './dias';
import { cambiosServicio, documentoServicio, formularioServicio, valoresServicio } from './servicio-formulario';
import { codigoRepetido, formularioTurno, horasTurno, valoresTurno } from './turno-formulario';

const motor = { mutate: () => Promise.reject(new Error('no se llama')) };

describe('días de un servicio', () => {
  it('texto y lista, sin repetir, ordenados y solo 1-7', () => {
    expect(diasDeTexto('3,1,3,9,')).toEqual([1, 3]);
    expect(diasDeTexto('')).toEqual([]);
    expect(textoDeDias([7, 1, 5])).toBe('1,5,7');
    expect(textoDias([1, 2, 3, 4, 5, 6, 7])).toBe('Todos los días');
    expect(textoDias([6, 7])).toBe('S, D');
  });
});

describe('formulario del servicio', () => {
  const f = formularioServicio(motor, 'p1', () => 'nuevo');
  const vacio = valoresServicio('2025-12-01')(null);

  it('pide descripción, tipo, horario y al menos un día', () => {
    const errores = erroresDe(f, { ...vacio, dias: '' });
    expect(errores.map((e) => e.campo)).toEqual(['descripcion', 'tipo', 'hora_inicio', 'hora_fin', 'dias']);
    expect(errores.find((e) => e.campo === 'dias')?.error).toBe('Elige al menos un día');
    expect(erroresDe(f, { ...vacio, descripcion: 'Noche', tipo: 'vigilancia', hora_inicio: '22:00', hora_fin: '06:00' })).toEqual([]);
  });

  it('los vigilantes van de 1 a 50', () => {
    const bueno = { ...vacio, descripcion: 'Noche', tipo: 'vigilancia', hora_inicio: '22:00', hora_fin: '06:00' };
    expect(erroresDe(f, { ...bueno, vigilantes: 0 }).map((e) => e.campo)).toEqual(['vigilantes']);
    expect(erroresDe(f, { ...bueno, vigilantes: 51 }).map((e) => e.campo)).toEqual(['vigilantes']);
  });

  it('el documento nuevo y los cambios llevan los días como lista', () => {
    const doc = documentoServicio({ ...vacio, descripcion: 'Noche', tipo: 'acuda', hora_inicio: '22:00', hora_fin: '06:00', dias: '5,1' }, 'p1', 'id1');
    expect(doc).toMatchObject({ idpuesto_servicio_servicio: 'id1', idpuesto_servicio: 'p1', tipo: 'acuda', dias: [1, 5], vigilantes: 1, fecha_alta: '2025-12-01', observaciones: null, estado: 1 });
    expect(cambiosServicio({ dias: '2,1', observaciones: '' })).toEqual({ dias: [1, 2], observaciones: null });
  });

  it('marcar los mismos días en otro orden no es un cambio', () => {
    const inicial = { ...vacio, dias: '1,2' };
    expect(cambiosDe(f.campos, inicial, { ...inicial, dias: '2,1' })).toEqual({});
  });
});

describe('formulario del turno', () => {
  const turnos = [{ idturno_puesto: 't1', idpuesto_servicio: 'p1', codigo: 'M', descripcion: 'Mañana', hora_inicio: '06:00', hora_fin: '14:00', estado: 1 }];
  const f = formularioTurno(motor, 'p1', turnos, () => 'nuevo');

  it('horas de un turno, de noche también', () => {
    expect(horasTurno('06:00', '14:00')).toBe(8);
    expect(horasTurno('22:00', '06:00')).toBe(8);
    expect(horasTurno('08:00', '08:00')).toBe(24);
    expect(horasTurno('8', '14:00')).toBeNull();
  });

  it('el código va en mayúsculas, es obligatorio y no se repite en el puesto', () => {
    expect(erroresDe(f, valoresTurno(null)).map((e) => e.campo)).toEqual(['codigo', 'descripcion', 'hora_inicio', 'hora_fin']);
    expect(cambiosDe(f.campos, valoresTurno(null), { ...valoresTurno(null), codigo: ' n ' })).toMatchObject({ codigo: 'N' });
    expect(codigoRepetido('m', turnos, null)).toBe(true);
    expect(codigoRepetido('M', turnos, 't1')).toBe(false);
    expect(codigoRepetido('N', turnos, null)).toBe(false);
  });

  it('un código repetido no se manda', async () => {
    await expect(
      f.enviar({ valores: { codigo: 'M', descripcion: 'Otra', hora_inicio: '07:00', hora_fin: '15:00', observaciones: '' }, cambios: {}, registro: null }),
    ).rejects.toThrow('Ya hay un turno con ese código en el puesto');
  });
});
