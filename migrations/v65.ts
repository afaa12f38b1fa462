/**
 * Versión 65 (issue 29, la hora que el dispositivo no puede elegir; las demás colecciones siguen donde
 * estaban): los registros con hora del dispositivo (fichajes, rondas y sus lecturas, partes de novedad,
 * movimientos de llaves, entregas de pedidos) reciben `hora_fiable`, `motivo_hora` y `desfase_ms`
 * (schemas/hora.ts), y la lectura de ronda su `hora` situada en el reloj del servidor; la cola de subida,
 * el `reloj` de cada entrada; el estado de la sincronización, el desfase y el último contacto. Todo es
 * opcional: los documentos de antes valen tal cual (paso identidad) y la hora de los que ya estaban la
 * juzgó, o la juzgará al subir, el servidor.
 */
import type { ColeccionCualquiera } from '../schemas';
import { CAMPOS_HORA } from '../schemas/hora';
import type { CambioEsquema, DocMigrado, PasoMigracion } from './tipos';

/** Lo que la 65 cambió, por colección (sirve para derivar los esquemas 64). */
export const CAMBIOS_V65: Partial<Record<ColeccionCualquiera, CambioEsquema>> = {
  presencia: { campos: CAMPOS_HORA },
  rondacheck: { campos: ['hora', ...CAMPOS_HORA] },
  rondarealizada: { campos: CAMPOS_HORA },
  partenovedad: { campos: CAMPOS_HORA },
  movimientollave: { campos: CAMPOS_HORA },
  entregapedido: { campos: CAMPOS_HORA },
  syncupload: { campos: ['reloj'] },
  sync: { campos: ['desfase_ms', 'contacto'] },
};

/** Un documento de la 64 en la 65: igual (solo aparecieron campos opcionales). */
export const conCamposHoraV65 = (doc: DocMigrado): DocMigrado => doc;

export const pasosV65: Partial<Record<ColeccionCualquiera, PasoMigracion>> = Object.fromEntries(
  Object.keys(CAMBIOS_V65).map((c) => [c, conCamposHoraV65]),
);
