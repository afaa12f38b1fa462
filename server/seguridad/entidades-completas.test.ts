/**
 * Toda colección sincronizada está completa en los dos lados (issue 31, punto 1). Con las migraciones
 * aplicadas sobre una base PGlite vacía (como arranca el servidor), cada colección de schemas/index.ts tiene:
 * - su tabla, con id, doc, ambito y escrito;
 * - sus índices: GIN jsonb_path_ops sobre `doc` (toda búsqueda por clave foránea o campo padre es
 *   `doc @> {campo: id}`, server/sync/tx-sql.ts) y GIN sobre `ambito` (la descarga por etiquetas);
 * - su regla de ámbito (server/sync/ambito.ts), con sus claves foráneas en el esquema;
 * - su entrada de entidad (`definir`): nombre, objeto de permisos = título del esquema, padres con una
 *   clave foránea que el esquema tiene.
 * Una colección nueva a la que le falte cualquiera de ellas hace fallar esta prueba, con su nombre.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colecciones, entidades, esColeccion, esquemasSincronizados, type Coleccion } from '../../schemas';
import { aplicarMigraciones } from '../db/migraciones';
import { abrirPglite } from '../db/pglite';
import type { Db } from '../db/tipos';
import { reglasAmbito, type Regla } from '../sync/ambito';

const tieneCampo = (c: Coleccion, campo: string): boolean => Object.prototype.hasOwnProperty.call(esquemasSincronizados[c].properties, campo);

/** Las claves foráneas que nombra una regla de ámbito: de las que hereda y las que toma. */
const camposDeRegla = (r: Regla): string[] => {
  const toma = r.tomaPropias === undefined ? [] : Array.isArray(r.tomaPropias) ? r.tomaPropias : [r.tomaPropias];
  return [...(r.hereda && r.hereda !== 'entidadPorIdtabla' ? [r.hereda.campo] : []), ...toma.map((v: { campo: string }) => v.campo)];
};

describe('cada colección sincronizada está completa', () => {
  let db: Db;
  let columnas: Map<string, Set<string>>;
  let indices: Map<string, string[]>;

  beforeAll(async () => {
    db = await abrirPglite(null);
    await aplicarMigraciones(db);
    const filas = await db.query<{ tabla: string; columna: string }>(
      'select table_name as tabla, column_name as columna from information_schema.columns where table_schema = current_schema()',
    );
    columnas = new Map();
    for (const f of filas) columnas.set(f.tabla, (columnas.get(f.tabla) ?? new Set()).add(f.columna));
    const defs = await db.query<{ tabla: string; def: string }>('select tablename as tabla, indexdef as def from pg_indexes where schemaname = current_schema()');
    indices = new Map();
    for (const f of defs) indices.set(f.tabla, [...(indices.get(f.tabla) ?? []), f.def]);
  }, 60_000);

  afterAll(async () => {
    await db.cerrar();
  });

  it.each(colecciones)('%s: su tabla SQL con id, doc, ambito y escrito', (c) => {
    const tiene = columnas.get(c);
    expect(tiene, `falta la tabla ${c} en server/db/migraciones`).toBeDefined();
    for (const col of ['id', 'doc', 'ambito', 'escrito']) expect(tiene?.has(col), `${c}.${col}`).toBe(true);
  });

  it.each(colecciones)('%s: índices GIN sobre doc (claves foráneas y padres) y sobre ambito, y los de la ventana', (c) => {
    const defs = indices.get(c) ?? [];
    expect(defs.some((d) => /USING gin \(doc jsonb_path_ops\)/.test(d)), `falta el índice ${c}_doc: create index ${c}_doc on ${c} using gin (doc jsonb_path_ops)`).toBe(true);
    expect(defs.some((d) => /USING gin \(ambito\)/.test(d)), `falta el índice ${c}_ambito: create index ${c}_ambito on ${c} using gin (ambito)`).toBe(true);
    expect(defs.some((d) => /UNIQUE INDEX .* \(id\)/.test(d)), `${c}: sin clave primaria por id`).toBe(true);
    // La foto de quien lo ve todo los usa (decisión 92): una tabla nueva los crea en su migración.
    expect(defs.some((d) => /\(id\) WHERE vigia_abierto\(ambito\)/.test(d)), `falta el índice ${c}_abierto: create index ${c}_abierto on ${c} (id) where vigia_abierto(ambito)`).toBe(true);
    expect(defs.some((d) => /USING gin \(vigia_meses\(ambito\)\)/.test(d)), `falta el índice ${c}_meses: create index ${c}_meses on ${c} using gin (vigia_meses(ambito))`).toBe(true);
  });

  it.each(colecciones)('%s: su regla de ámbito, con claves foráneas que su esquema tiene', (c) => {
    expect(Object.prototype.hasOwnProperty.call(reglasAmbito, c), `falta la regla de ${c} en server/sync/ambito.ts`).toBe(true);
    const regla: Regla = reglasAmbito[c];
    for (const campo of camposDeRegla(regla)) expect(tieneCampo(c, campo), `${c}: la regla de ámbito usa ${campo}, que su esquema no tiene`).toBe(true);
    if (regla.hereda === 'entidadPorIdtabla') expect(tieneCampo(c, 'idtabla') && tieneCampo(c, 'id'), `${c}: hereda por idtabla + id`).toBe(true);
  });

  it.each(colecciones)('%s: su entrada de entidad (nombre, objeto de permisos, padres)', (c) => {
    expect(Object.prototype.hasOwnProperty.call(entidades, c), `falta la entrada de ${c} en schemas/index.ts (definir)`).toBe(true);
    const e = entidades[c];
    expect(e.coleccion).toBe(c);
    expect(e.objeto).toBe(esquemasSincronizados[c].title);
    expect(e.nombre.singular.trim(), `${c}: nombre en singular`).not.toBe('');
    expect(e.nombre.singular, `${c}: el singular va en minúscula (se usa dentro de una frase)`).toBe(e.nombre.singular.toLocaleLowerCase('es'));
    expect(e.nombre.plural.charAt(0), `${c}: el plural es un título`).toBe(e.nombre.plural.charAt(0).toLocaleUpperCase('es'));
    for (const p of e.padres) {
      expect(esColeccion(p.coleccion), `${c}: padre ${p.coleccion}`).toBe(true);
      expect(tieneCampo(c, p.campo), `${c}: su padre ${p.coleccion} va por ${p.campo}, que su esquema no tiene`).toBe(true);
    }
    if (e.porIdtabla) expect(tieneCampo(c, 'idtabla') && tieneCampo(c, 'id'), `${c}: cuelga por idtabla + id`).toBe(true);
    // Un registro que no es principal se nombra subiendo a su padre: tiene que tener uno o su propia referencia.
    if (!e.principal) expect(e.padres.length > 0 || e.porIdtabla || e.referencia !== null, `${c}: ni principal, ni padre, ni referencia`).toBe(true);
  });

  it('no hay reglas de ámbito ni tablas de documentos de colecciones que ya no existen', () => {
    expect(Object.keys(reglasAmbito).filter((c) => !esColeccion(c))).toEqual([]);
    const tablasDeDocumentos = [...columnas].filter(([, cols]) => cols.has('doc') && cols.has('ambito')).map(([t]) => t);
    expect(tablasDeDocumentos.filter((t) => !esColeccion(t))).toEqual([]);
  });
});
