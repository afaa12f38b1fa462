/**
 * Los campos de dinero se declaran en el esquema (importeEur / precioEur): aquí se comprueba que ningún
 * campo numérico con nombre de dinero se quedó como número suelto (y sin la comprobación de dinero).
 */
import { describe, expect, it } from 'vitest';
import { camposDinero } from './campos-dinero';
import { colecciones, esquemasSincronizados } from './index';

/** Nombres de campo que son dinero en cualquier colección (un tipo de IVA es un enum, no dinero). */
const NOMBRE_DINERO = /^(importe|importe_estimado|precio|base|base_imponible|cuota_iva|iva|total|cobrado|saldo_inicial|limite_credito|coste)$/;

const esNumeroLibre = (p: object): boolean => {
  const tipo: unknown = Reflect.get(p, 'type');
  const numerico = tipo === 'number' || (Array.isArray(tipo) && tipo.includes('number'));
  return numerico && !('enum' in p);
};

describe('campos de dinero declarados en los esquemas', () => {
  it('todo campo numérico con nombre de dinero de cualquier colección está declarado como dinero', () => {
    const sueltos: string[] = [];
    for (const c of colecciones) {
      const propiedades: Readonly<Record<string, object>> = esquemasSincronizados[c].properties;
      for (const [campo, p] of Object.entries(propiedades)) {
        if (NOMBRE_DINERO.test(campo) && esNumeroLibre(p) && !camposDinero().get(c)?.has(campo)) sueltos.push(`${c}.${campo}`);
      }
    }
    expect(sueltos).toEqual([]);
  });

  it('los precios unitarios son precios (4 decimales) y el resto, importes (2)', () => {
    const lista = [...camposDinero()].flatMap(([c, campos]) => [...campos].map(([campo, tipo]) => `${c}.${campo}:${tipo}`)).sort();
    expect(lista.filter((x) => x.endsWith(':precio'))).toEqual(
      ['articulo', 'loperacioncrm', 'lordentrabajo', 'lpartetrabajo', 'lplantillapresupuesto', 'lpresupuestocli', 'materialcontrato'].map((c) => `${c}.precio:precio`),
    );
    expect(lista).toContain('factura.iva:importe');
    expect(lista).toContain('movimientocaja.importe:importe');
    expect(lista).toContain('cuotapresupuesto.importe:importe');
    expect(lista).toContain('mantpresupuesto.importe:importe');
    expect(lista).toContain('estudiofinanciero.limite_credito:importe');
    expect(lista).not.toContain('lpresupuestocli.iva:importe');
  });
});
