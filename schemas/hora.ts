/**
 * Campos de la hora de un registro que el dispositivo no puede elegir (issue 29, decisión de la hora del
 * dispositivo): si el servidor pudo situar la hora del dispositivo en su reloj (`hora_fiable`: true; false,
 * con `motivo_hora`, si no; null mientras el cambio no ha llegado al servidor) y el desfase del reloj del
 * dispositivo frente al del servidor que se usó (ms; null si el dispositivo no lo informó). Se añadieron
 * en la versión 65 de cada colección que los lleva: ninguno es obligatorio (los documentos de antes valen).
 */
export const camposHora = {
  hora_fiable: { type: ['boolean', 'null'] },
  motivo_hora: { type: ['string', 'null'], maxLength: 500 },
  desfase_ms: { type: ['integer', 'null'], minimum: -1e13, maximum: 1e13, multipleOf: 1 },
} as const;

/** La versión de las colecciones que recibieron los campos de la hora. */
export const VERSION_HORA = 65;

export const CAMPOS_HORA = Object.keys(camposHora) as readonly (keyof typeof camposHora)[];
