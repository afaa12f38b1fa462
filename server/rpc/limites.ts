/**
 * Lo más que una petición a POST /api/ puede pedir al servidor. El despachador (servidor.ts) los aplica
 * a todos los métodos; cada método solo declara si es una lectura pesada (`pesado`) y, si hace falta,
 * su cuota por petición (`porPeticion`), en server/rpc/tipos.ts.
 *
 * - llamadasPorLote: un lote con más llamadas se rechaza entero (-32600) sin ejecutar ninguna. El
 *   cliente sube como mucho 50 llamadas por lote.
 * - bytesRespuesta: JSON de la respuesta de una petición (todas sus llamadas). Gastado el presupuesto,
 *   las llamadas que quedan no se ejecutan y reciben -32021; también la llamada cuyo resultado, ella
 *   sola, no cabe. Un sync.pull de 5000 documentos (el máximo de `limite`) ocupa unos pocos MB: cabe.
 * - pesadasPorUsuario: peticiones de un mismo usuario con lecturas pesadas en curso a la vez (la
 *   primera lectura pesada de una petición ocupa el hueco hasta que la petición termina); en una
 *   petición más, cada lectura pesada se rechaza al momento con -32020 (transitorio: el cliente
 *   reintenta). El cliente baja desde una sola pestaña y de una en una: 3 deja sitio a tres dispositivos.
 * - ficheroContenido: cuota de fichero.contenido en una petición (ficheros devueltos y bytes de respuesta
 *   JSON, con el contenido en base64). El primer fichero se sirve siempre que quepa en bytesRespuesta.
 */
const MB = 1024 * 1024;

export interface CuotaPeticion {
  /** Resultados del método en una misma petición (los errores no cuentan); las llamadas de más no se ejecutan. */
  llamadas: number;
  /** Bytes de respuesta (JSON) del método en una misma petición. */
  bytes: number;
}

export interface LimitesPeticion {
  llamadasPorLote: number;
  bytesRespuesta: number;
  pesadasPorUsuario: number;
}

export const LIMITES_PETICION = {
  llamadasPorLote: 200,
  bytesRespuesta: 32 * MB,
  pesadasPorUsuario: 3,
  ficheroContenido: { llamadas: 5, bytes: 20 * MB },
} as const satisfies LimitesPeticion & { ficheroContenido: CuotaPeticion };

/** Un tamaño para los mensajes: '32 MB', o en bytes si no llega a 1 MB ('250 bytes'). */
export const enMb = (bytes: number): string => (bytes < MB ? `${bytes} bytes` : `${Math.round((bytes / MB) * 10) / 10} MB`);
