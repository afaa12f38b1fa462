/**
 * La pantalla de entrada no carga la base de datos: desde src/main.tsx, siguiendo solo los import de valor
 * estáticos (ni `import type` ni `import()`), no se llega a schemas, al motor (replication/cliente), a
 * replication/zod.ts ni a zod, RxDB, Dexie o rxjs. Si alguien los vuelve a meter en el chunk de entrada
 * (p. ej. un import de valor de schemas en una declaración de rutas), esto lo dice con el camino.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const RAIZ = resolve(import.meta.dirname, '../..');

const PROHIBIDOS_LOCALES = ['schemas/index.ts', 'replication/cliente/', 'replication/zod.ts'];
const PROHIBIDOS_PAQUETES = /^(zod|rxdb|dexie|rxjs)(\/|$)/;

/** Los especificadores de los import/export de valor estáticos de un fichero. */
const importsDeValor = (fichero: string): string[] => {
  const fuente = ts.createSourceFile(fichero, readFileSync(fichero, 'utf8'), ts.ScriptTarget.Latest, false);
  const salida: string[] = [];
  for (const n of fuente.statements) {
    if (ts.isImportDeclaration(n) && ts.isStringLiteral(n.moduleSpecifier)) {
      const c = n.importClause;
      const soloTipos =
        c !== undefined &&
        (c.isTypeOnly ||
          (c.name === undefined && c.namedBindings !== undefined && ts.isNamedImports(c.namedBindings) &&
            c.namedBindings.elements.length > 0 && c.namedBindings.elements.every((e) => e.isTypeOnly)));
      if (!soloTipos) salida.push(n.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(n) && n.moduleSpecifier && ts.isStringLiteral(n.moduleSpecifier) && !n.isTypeOnly) {
      const soloTipos = n.exportClause !== undefined && ts.isNamedExports(n.exportClause) && n.exportClause.elements.every((e) => e.isTypeOnly);
      if (!soloTipos) salida.push(n.moduleSpecifier.text);
    }
  }
  return salida;
};

const resolverLocal = (desde: string, especificador: string): string => {
  const base = resolve(dirname(desde), especificador);
  for (const candidato of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidato) && !candidato.endsWith('/') && /\.(tsx?|css)$/.test(candidato)) return candidato;
  }
  throw new Error(`no se resuelve ${especificador} desde ${relative(RAIZ, desde)}`);
};

/** Los módulos propios y los paquetes alcanzados desde la entrada, con el camino a cada uno. */
const recorrer = (entrada: string): { locales: Map<string, string[]>; paquetes: Map<string, string[]> } => {
  const locales = new Map<string, string[]>([[entrada, [relative(RAIZ, entrada)]]]);
  const paquetes = new Map<string, string[]>();
  const pendientes = [entrada];
  for (let actual = pendientes.pop(); actual !== undefined; actual = pendientes.pop()) {
    if (actual.endsWith('.css')) continue;
    const camino = locales.get(actual) ?? [];
    for (const e of importsDeValor(actual)) {
      if (e.startsWith('.')) {
        const destino = resolverLocal(actual, e);
        if (locales.has(destino)) continue;
        locales.set(destino, [...camino, relative(RAIZ, destino)]);
        pendientes.push(destino);
      } else if (!paquetes.has(e)) {
        paquetes.set(e, [...camino, e]);
      }
    }
  }
  return { locales, paquetes };
};

describe('el chunk de entrada', () => {
  const { locales, paquetes } = recorrer(join(RAIZ, 'src/main.tsx'));

  it('llega a la pantalla de entrada y a las declaraciones de rutas (el recorrido no se queda corto)', () => {
    const alcanzados = [...locales.keys()].map((f) => relative(RAIZ, f));
    expect(alcanzados).toEqual(expect.arrayContaining(['src/features/sesion/LoginScreen.tsx', 'src/routes/arbol.ts', 'src/routes/partes.tsx', 'src/app/entrada.ts']));
    expect([...paquetes.keys()]).toEqual(expect.arrayContaining(['react-dom/client', '@tanstack/react-router']));
  });

  it('no lleva schemas, el motor ni zod/RxDB/Dexie/rxjs', () => {
    const malos = [
      ...[...locales.entries()].filter(([f]) => PROHIBIDOS_LOCALES.some((p) => relative(RAIZ, f).startsWith(p))).map(([, c]) => c.join(' → ')),
      ...[...paquetes.entries()].filter(([p]) => PROHIBIDOS_PAQUETES.test(p)).map(([, c]) => c.join(' → ')),
    ];
    expect(malos).toEqual([]);
  });
});
