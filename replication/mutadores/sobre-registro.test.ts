/**
 * Lo que cada mutador con reglas declara de sí junto a su descripción (`sobre`, `datosDe`:
 * replication/mutador.ts) apunta a campos que sus parámetros de verdad llevan: se mira la forma de su
 * esquema zod, así una declaración con un campo o una colección que no son falla aquí y no en la cola.
 */
import { describe, expect, it } from 'vitest';
import { z } from '../zod';
import { claveDe, esColeccion } from '../../schemas';
import { mutadores } from '.';
import type { Mutador } from '../mutador';

/** Un esquema de objeto visto a través de opcionales, transformaciones, uniones e intersecciones. */
type Forma = ReadonlyMap<string, z.core.$ZodType>;

/**
 * Los campos que un esquema acepta seguro (en una unión, los de todas sus ramas), o null si no es un objeto
 * o es de una clase que esta prueba no sabe mirar (mejor fallar que dar por buena la declaración).
 */
const formaDe = (esquema: z.core.$ZodType): Forma | null => {
  if (esquema instanceof z.ZodObject) return new Map(Object.entries(esquema.shape));
  if (esquema instanceof z.ZodOptional || esquema instanceof z.ZodNullable || esquema instanceof z.ZodDefault) return formaDe(esquema.unwrap());
  if (esquema instanceof z.ZodPipe) return formaDe(esquema.in);
  if (esquema instanceof z.ZodIntersection) {
    const izquierda = formaDe(esquema.def.left);
    const derecha = formaDe(esquema.def.right);
    return izquierda && derecha ? new Map([...izquierda, ...derecha]) : null;
  }
  if (esquema instanceof z.ZodUnion) {
    const ramas = esquema.options.map(formaDe);
    if (ramas.some((r) => r === null)) return null;
    const [primera, ...resto] = ramas.filter((r): r is Forma => r !== null);
    if (!primera) return null;
    return new Map([...primera].filter(([k]) => resto.every((r) => r.has(k))));
  }
  return null;
};

/** La forma de los datos en los que se lee el registro: los parámetros, o su `doc`. */
const formaDatos = (m: Mutador<unknown>, enDoc: boolean): Forma | null => {
  const params = formaDe(m.params);
  if (!enDoc || !params) return params;
  const doc = params.get('doc');
  return doc ? formaDe(doc) : null;
};

const conReglas = [...mutadores.values()].filter((m) => !m.generico);

describe('sobre qué registro es cada mutador con reglas', () => {
  it('hay mutadores con reglas que mirar', () => {
    expect(conReglas.length).toBeGreaterThan(30);
  });

  it('todos lo declaran (la cola de subida los nombra por él)', () => {
    expect(conReglas.filter((m) => !m.sobre).map((m) => m.metodo)).toEqual([]);
  });

  it('el campo que declaran lo llevan sus parámetros (o su doc) y admite un id', () => {
    const errores: string[] = [];
    for (const m of conReglas) {
      const sobre = m.sobre;
      if (!sobre) continue;
      const forma = formaDatos(m, sobre.enDoc === true);
      if (!forma) {
        errores.push(`${m.metodo}: sus parámetros${sobre.enDoc ? ' (doc)' : ''} no son un objeto que se pueda mirar`);
        continue;
      }
      if ('porIdtabla' in sobre) {
        if (!z.safeParse(forma.get('idtabla') ?? z.never(), 96).success) errores.push(`${m.metodo}: sin idtabla numérico`);
        if (!z.safeParse(forma.get('id') ?? z.never(), 's1').success) errores.push(`${m.metodo}: sin id`);
        continue;
      }
      if (!esColeccion(sobre.coleccion)) errores.push(`${m.metodo}: ${String(sobre.coleccion)} no es una colección`);
      const campo = forma.get(sobre.campo);
      if (!campo) errores.push(`${m.metodo}: no lleva ${sobre.campo}`);
      else if (!z.safeParse(campo, 'x1').success) errores.push(`${m.metodo}: ${sobre.campo} no admite un id`);
    }
    expect(errores).toEqual([]);
  });

  it('la colección de sus datos (datosDe) tiene su id entre ellos', () => {
    const errores: string[] = [];
    const conDatos = conReglas.filter((m) => m.datosDe !== undefined);
    expect(conDatos.length).toBeGreaterThan(0);
    for (const m of conDatos) {
      const c = m.datosDe;
      if (c === undefined) continue;
      const params = formaDe(m.params);
      const docForma = params?.get('doc');
      const doc = docForma ? formaDe(docForma) : null;
      const clave = claveDe(c);
      if (!params?.has(clave) && !doc?.has(clave)) errores.push(`${m.metodo}: sus datos no llevan ${clave} (${c})`);
    }
    expect(errores).toEqual([]);
  });
});

describe('formaDe (la herramienta de esta prueba)', () => {
  it('ve los campos de un objeto, de su doc y de una unión, y no da por buena otra cosa', () => {
    const esquema = z.object({ a: z.string(), doc: z.object({ b: z.string() }) });
    expect([...(formaDe(esquema)?.keys() ?? [])]).toEqual(['a', 'doc']);
    const union = z.union([z.object({ a: z.string(), b: z.number() }), z.object({ a: z.string() })]);
    expect([...(formaDe(union)?.keys() ?? [])]).toEqual(['a']);
    expect(formaDe(z.string())).toBeNull();
  });
});
