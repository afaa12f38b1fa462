/**
 * Pruebas de tipos: los ficheros de tests/tipos/no-compila/ no deben compilar, y exactamente en las
 * líneas marcadas con «// no compila». Se compilan con el tsconfig del proyecto (la API de TypeScript);
 * una línea marcada que compila (el tipo dejó de proteger) o un error en una línea sin marcar (el
 * fichero se rompió por otra cosa) hacen fallar la prueba.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const raiz = join(import.meta.dirname, '..', '..');
const carpeta = join(import.meta.dirname, 'no-compila');
const ficheros = readdirSync(carpeta).filter((f) => /\.tsx?$/.test(f)).map((f) => join(carpeta, f));

const opciones = (): ts.CompilerOptions => {
  const config = ts.readConfigFile(join(raiz, 'tsconfig.json'), (p) => ts.sys.readFile(p));
  return ts.parseJsonConfigFileContent(config.config, ts.sys, raiz).options;
};

const lineasMarcadas = (fichero: string): number[] =>
  readFileSync(fichero, 'utf8')
    .split('\n')
    .flatMap((l, i) => (l.includes('// no compila') ? [i + 1] : []));

describe('tipos que protegen', () => {
  const programa = ts.createProgram(ficheros, opciones());
  for (const fichero of ficheros) {
    it(`${fichero.slice(carpeta.length + 1)}: error de tipos justo en las líneas marcadas`, () => {
      const fuente = programa.getSourceFile(fichero);
      if (!fuente) throw new Error(`TypeScript no cargó ${fichero}`);
      const diagnosticos = [...programa.getSyntacticDiagnostics(fuente), ...programa.getSemanticDiagnostics(fuente)];
      const conError = new Set(
        diagnosticos.map((d) => (d.start === undefined ? 0 : fuente.getLineAndCharacterOfPosition(d.start).line + 1)),
      );
      const marcadas = lineasMarcadas(fichero);
      expect(marcadas.length).toBeGreaterThan(0);
      const detalle = diagnosticos.map((d) => `${d.start === undefined ? '?' : fuente.getLineAndCharacterOfPosition(d.start).line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
      expect([...conError].sort((a, b) => a - b), detalle.join('\n')).toEqual(marcadas);
    }, 120_000);
  }
});
