/**
 * Cuándo se guarda la respuesta de una pregunta elegida en su grupo de botones de opción. Con las flechas el
 * navegador mueve la selección de opción en opción (y la marca, como en cualquier formulario): eso es
 * recorrer las opciones, no contestar, y se guarda al confirmar (Intro o salir del grupo). Un clic, la
 * barra espaciadora o la activación del lector de pantalla sí contestan al momento.
 */
import type { Respuesta } from '../../../replication/checklist-reglas';

const FLECHAS: ReadonlySet<string> = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/** ¿Mueve esta tecla la selección dentro de un grupo de botones de opción? */
export const mueveLaSeleccion = (tecla: string): boolean => FLECHAS.has(tecla);

/**
 * Lo que hay que guardar al confirmar la respuesta elegida en pantalla: nada si es la que ya está guardada,
 * ni si es la anomalía (necesita su tipo y se guarda con su propio botón).
 */
export const respuestaPorGuardar = (elegida: Respuesta, guardada: Respuesta): Respuesta | null =>
  elegida === guardada || elegida === 'anomalia' ? null : elegida;
