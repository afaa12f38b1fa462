/** Plantillas del correo de un parte ('Resumen del parte', 'Aviso de visita', 'Parte finalizado'). */
import type { PlantillaCorreo } from '../../ui/dialogos/correo';

export interface DatosCorreoParte {
  numero: string;
  fecha: string;
  descripcion: string;
  estado: string;
  cliente: string | null;
  sistema: string | null;
  direccion: string | null;
  observaciones: string | null;
}

const saludo = (d: DatosCorreoParte): string => (d.cliente ? `Estimado cliente (${d.cliente}):` : 'Estimado cliente:');
const firma = '\n\nUn saludo,\nServicio técnico';

export const resumenParte = (d: DatosCorreoParte): string =>
  [
    `Parte: ${d.numero}`,
    `Fecha: ${d.fecha}`,
    `Estado: ${d.estado}`,
    ...(d.cliente ? [`Cliente: ${d.cliente}`] : []),
    ...(d.direccion ? [`Dirección: ${d.direccion}`] : []),
    ...(d.sistema ? [`Sistema: ${d.sistema}`] : []),
    `Descripción: ${d.descripcion}`,
    ...(d.observaciones ? [`Observaciones: ${d.observaciones}`] : []),
  ].join('\n');

export const PLANTILLA_RESUMEN = 'resumen';

export const plantillasCorreoParte = (d: DatosCorreoParte): PlantillaCorreo[] => [
  {
    id: PLANTILLA_RESUMEN,
    nombre: 'Resumen del parte',
    asunto: `Resumen del parte ${d.numero}`,
    cuerpo: `${saludo(d)}\n\nLe enviamos el resumen del parte de trabajo ${d.numero}.\n\n${resumenParte(d)}${firma}`,
  },
  {
    id: 'visita',
    nombre: 'Aviso de visita',
    asunto: `Visita técnica: parte ${d.numero}`,
    cuerpo: `${saludo(d)}\n\nLe confirmamos la visita de nuestro técnico para el parte ${d.numero} del ${d.fecha}${d.direccion ? ` en ${d.direccion}` : ''}.\n\nMotivo: ${d.descripcion}${firma}`,
  },
  {
    id: 'finalizado',
    nombre: 'Parte finalizado',
    asunto: `Parte ${d.numero} finalizado`,
    cuerpo: `${saludo(d)}\n\nLe informamos de que el parte de trabajo ${d.numero} se ha finalizado.\n\n${resumenParte(d)}${firma}`,
  },
];
