/** Plantillas del correo de una cita: la confirmación al cliente (fecha, horas, lugar, tipo) y el cambio de hora. */
import type { PlantillaCorreo } from '../../ui/dialogos/correo';

export interface DatosCorreoCita {
  asunto: string;
  tipo: string;
  fecha: string;
  horaInicio: string;
  horaFin: string;
  lugar: string | null;
  titular: string | null;
}

export const PLANTILLA_CONFIRMACION_CITA = 'confirmacion-cita';

export const resumenCita = (d: DatosCorreoCita): string =>
  [
    `${d.tipo}: ${d.asunto}`,
    `Fecha: ${d.fecha}, de ${d.horaInicio} a ${d.horaFin}`,
    ...(d.lugar ? [`Lugar: ${d.lugar}`] : []),
  ].join('\n');

export const plantillasCorreoCita = (d: DatosCorreoCita): PlantillaCorreo[] => {
  const saludo = d.titular ? `Estimado cliente (${d.titular}):` : 'Buenos días:';
  return [
    {
      id: PLANTILLA_CONFIRMACION_CITA,
      nombre: 'Confirmación de la cita',
      asunto: `Confirmación de cita: ${d.asunto} (${d.fecha})`,
      cuerpo: `${saludo}\n\nLe confirmamos la cita:\n\n${resumenCita(d)}\n\nSi necesita cambiarla, responda a este correo.\n\nUn saludo,\nDepartamento comercial`,
    },
    {
      id: 'cambio-cita',
      nombre: 'Cambio de la cita',
      asunto: `Cambio de cita: ${d.asunto}`,
      cuerpo: `${saludo}\n\nLa cita queda así:\n\n${resumenCita(d)}\n\nDisculpe las molestias.\n\nUn saludo,\nDepartamento comercial`,
    },
  ];
};
