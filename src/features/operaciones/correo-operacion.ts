/** Plantilla del correo 'Resumen de la operación': título, etapa, cierre previsto, importes y líneas. */
import type { PlantillaCorreo } from '../../ui/dialogos/correo';

export interface DatosCorreoOperacion {
  titulo: string;
  titular: string | null;
  etapa: string;
  fprevista_cierre: string | null;
  importe_estimado: string;
  lineas: readonly string[];
  total: string;
  descripcion: string | null;
}

export const PLANTILLA_RESUMEN_OPERACION = 'resumen-operacion';

export const resumenOperacion = (d: DatosCorreoOperacion): string =>
  [
    `Operación: ${d.titulo}`,
    ...(d.titular ? [`Para: ${d.titular}`] : []),
    `Etapa: ${d.etapa}`,
    ...(d.fprevista_cierre ? [`Cierre previsto: ${d.fprevista_cierre}`] : []),
    `Importe estimado: ${d.importe_estimado}`,
    ...(d.descripcion ? [`Descripción: ${d.descripcion}`] : []),
    ...(d.lineas.length > 0 ? ['', 'Líneas:', ...d.lineas.map((l) => `- ${l}`), `Total: ${d.total}`] : []),
  ].join('\n');

export const plantillasCorreoOperacion = (d: DatosCorreoOperacion): PlantillaCorreo[] => [
  {
    id: PLANTILLA_RESUMEN_OPERACION,
    nombre: 'Resumen de la operación',
    asunto: `Resumen: ${d.titulo}`,
    cuerpo: `Buenos días:\n\nLe enviamos el resumen de la propuesta.\n\n${resumenOperacion(d)}\n\nUn saludo,\nDepartamento comercial`,
  },
];
