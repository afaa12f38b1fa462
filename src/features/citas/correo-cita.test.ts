import { describe, expect, it } from 'vitest';
import { PLANTILLA_CONFIRMACION_CITA, plantillasCorreoCita } from './correo-cita';

describe('plantillas del correo de una cita', () => {
  const datos = { asunto: 'Revisión de la propuesta', tipo: 'Visita', fecha: '27/11/2026', horaInicio: '10:00', horaFin: '11:00', lugar: 'Calle Mayor 1, Madrid', titular: 'Talleres Pérez' };

  it('la confirmación lleva fecha, horas y lugar, y saluda al titular', () => {
    const [confirmacion] = plantillasCorreoCita(datos);
    expect(confirmacion?.id).toBe(PLANTILLA_CONFIRMACION_CITA);
    expect(confirmacion?.asunto).toBe('Confirmación de cita: Revisión de la propuesta (27/11/2026)');
    expect(confirmacion?.cuerpo).toContain('Estimado cliente (Talleres Pérez):');
    expect(confirmacion?.cuerpo).toContain('Visita: Revisión de la propuesta\nFecha: 27/11/2026, de 10:00 a 11:00\nLugar: Calle Mayor 1, Madrid');
  });

  it('sin lugar ni titular no deja líneas vacías ni nombres inventados', () => {
    const [confirmacion] = plantillasCorreoCita({ ...datos, lugar: null, titular: null });
    expect(confirmacion?.cuerpo).not.toContain('Lugar');
    expect(confirmacion?.cuerpo.startsWith('Buenos días:')).toBe(true);
  });
});
