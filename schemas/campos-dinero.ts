/**
 * Qué campos de cada colección son dinero: los declarados en su esquema con los fragmentos `importeEur`,
 * `importeEurOpcional` (2 decimales) o `precioEur` (4 decimales) de schemas/comun.ts. Se deduce una vez
 * del registro de esquemas: una colección o un campo nuevos declarados así heredan solos la comprobación
 * de dinero de los mutadores (replication/validacion-campos.ts) y del servidor.
 */
import { importeEur, importeEurOpcional, precioEur } from './comun';
import type { TipoDinero } from './dinero';
import { colecciones, esquemasSincronizados, type Coleccion } from './index';

const TIPO_FRAGMENTO = new Map<object, TipoDinero>([[importeEur, 'importe'], [importeEurOpcional, 'importe'], [precioEur, 'precio']]);

let calculados: ReadonlyMap<Coleccion, ReadonlyMap<string, TipoDinero>> | null = null;

/** Los campos de dinero de cada colección que tiene alguno, con su tipo. */
export const camposDinero = (): ReadonlyMap<Coleccion, ReadonlyMap<string, TipoDinero>> => {
  if (calculados === null) {
    const m = new Map<Coleccion, ReadonlyMap<string, TipoDinero>>();
    for (const c of colecciones) {
      const propiedades: Readonly<Record<string, object>> = esquemasSincronizados[c].properties;
      const campos = new Map<string, TipoDinero>();
      for (const [campo, p] of Object.entries(propiedades)) {
        const tipo = TIPO_FRAGMENTO.get(p);
        if (tipo) campos.set(campo, tipo);
      }
      if (campos.size > 0) m.set(c, campos);
    }
    calculados = m;
  }
  return calculados;
};

/** Los campos de dinero de una colección (vacío si no tiene). */
export const camposDineroDe = (c: Coleccion): ReadonlyMap<string, TipoDinero> => camposDinero().get(c) ?? new Map();
