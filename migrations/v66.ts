/**
 * Versión 66 (issue 32, el conjunto de trabajo por tiempo; las demás colecciones siguen donde estaban): el
 * estado de la sincronización guarda los meses de historia de la ventana que el dispositivo tiene
 * (`ventana`) y los meses de historia pedidos con su caducidad (`historial`). Opcionales: un estado de
 * antes vale tal cual (paso identidad) y la primera descarga después los rellena.
 */
import type { ColeccionCualquiera } from '../schemas';
import type { CambioEsquema, DocMigrado, PasoMigracion } from './tipos';

/** Lo que la 66 cambió, por colección (sirve para derivar los esquemas 65). */
export const CAMBIOS_V66: Partial<Record<ColeccionCualquiera, CambioEsquema>> = {
  sync: { campos: ['ventana', 'historial'] },
};

export const pasosV66: Partial<Record<ColeccionCualquiera, PasoMigracion>> = { sync: (doc: DocMigrado) => doc };
