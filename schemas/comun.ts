/**
 * Fragmentos comunes de los esquemas JSON (forma RxDB, `as const`).
 * Los identificadores son cadenas: numéricas si las creó el servidor, UUID de 36 caracteres si se crearon
 * sin conexión. Las fechas son 'YYYY-MM-DD' y los instantes ISO 8601 en UTC.
 */
/**
 * Versión base del esquema local: la de cada colección que no ha cambiado desde la 63. Cambiar un esquema
 * publicado sube solo la versión de esa colección, con su paso en migrations/ (cliente está en la 64,
 * decisión 46): un paso identidad en todas reescribiría cada documento de cada dispositivo.
 */
export const VERSION_ESQUEMA = 63;

export const id = { type: 'string', maxLength: 36 } as const;
export const idOpcional = { type: ['string', 'null'], maxLength: 36 } as const;
export const texto = { type: 'string' } as const;
export const textoOpcional = { type: ['string', 'null'] } as const;
export const fecha = { type: 'string', maxLength: 10 } as const;
export const fechaOpcional = { type: ['string', 'null'], maxLength: 10 } as const;
export const instante = { type: 'string', maxLength: 30 } as const;
export const instanteOpcional = { type: ['string', 'null'], maxLength: 30 } as const;
export const numero = { type: 'number' } as const;
export const numeroOpcional = { type: ['number', 'null'] } as const;
/**
 * Dinero en EUR (schemas/dinero.ts): un importe lleva 2 decimales como mucho y un precio unitario 4, los
 * dos dentro de ±9.999.999.999,99. Son números JSON como `numero` (el esquema de RxDB no cambia); declarar
 * un campo con estos fragmentos es lo que lo hace dinero: la comprobación de los mutadores
 * (replication/validacion-campos.ts) y la del servidor los encuentran por ellos.
 */
export const importeEur = { type: 'number' } as const;
export const importeEurOpcional = { type: ['number', 'null'] } as const;
export const precioEur = { type: 'number' } as const;
/**
 * La imagen de una firma: un PNG como data URL (replication/firma-png.ts). Como el dinero, el esquema de
 * RxDB no cambia (texto de 400.000 como mucho); declarar un campo con estos fragmentos es lo que hace que
 * los mutadores (replication/validacion-campos.ts) y el servidor lo comprueben como imagen PNG.
 */
export const imagenFirma = { type: 'string', maxLength: 400000 } as const;
export const imagenFirmaOpcional = { type: ['string', 'null'], maxLength: 400000 } as const;
/** Estado de registro: activo si estado > 0. */
export const estado = { type: 'integer', minimum: 0, maximum: 9, multipleOf: 1 } as const;
/** Clave de orden descendente por fecha (ver lib claveDescendente): indexable en orden ascendente. */
export const claveOrden = { type: 'string', maxLength: 60 } as const;
