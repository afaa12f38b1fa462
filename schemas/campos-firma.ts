/**
 * Qué campos de cada colección guardan la imagen de una firma: los declarados en su esquema con los
 * fragmentos `imagenFirma` o `imagenFirmaOpcional` de schemas/comun.ts. Se deduce una vez del registro de
 * esquemas, como el dinero (schemas/campos-dinero.ts): una colección o un campo nuevos declarados así
 * heredan solos la regla PNG de las firmas en los mutadores (replication/validacion-campos.ts), en los dos lados.
 */
import { imagenFirma, imagenFirmaOpcional } from './comun';
import { colecciones, esquemasSincronizados, type Coleccion } from './index';

const FRAGMENTOS: ReadonlySet<object> = new Set<object>([imagenFirma, imagenFirmaOpcional]);

let calculados: ReadonlyMap<Coleccion, readonly string[]> | null = null;

/** Los campos de imagen de firma de cada colección que tiene alguno. */
export const camposFirma = (): ReadonlyMap<Coleccion, readonly string[]> => {
  if (calculados === null) {
    const m = new Map<Coleccion, readonly string[]>();
    for (const c of colecciones) {
      const propiedades: Readonly<Record<string, object>> = esquemasSincronizados[c].properties;
      const campos = Object.entries(propiedades).filter(([, p]) => FRAGMENTOS.has(p)).map(([campo]) => campo);
      if (campos.length > 0) m.set(c, campos);
    }
    calculados = m;
  }
  return calculados;
};

/** Los campos de imagen de firma de una colección (vacío si no tiene). */
export const camposFirmaDe = (c: Coleccion): readonly string[] => camposFirma().get(c) ?? [];
