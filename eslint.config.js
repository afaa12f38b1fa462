// Lint: typescript-eslint recomendado + prohibición de `any` y de comentarios que desactivan el tipado;
// las reglas de los hooks de React (eslint-plugin-react-hooks, recomendadas) en todo src/; y las fronteras
// entre capas (eslint-plugin-boundaries, decisión 40): el motor del cliente solo se usa por su entrada y no
// conoce la app ni el servidor; los mutadores y el protocolo no conocen el motor, la app ni el servidor.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'dev-dist/**', 'bench/out/**', 'tests/e2e/**/out/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/e2e/kit/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // zod en el código del navegador solo desde replication/zod.ts (sin JIT, por la CSP; ver ese fichero).
    files: ['src/**/*.{ts,tsx}', 'replication/**/*.ts', 'schemas/**/*.ts'],
    ignores: ['replication/zod.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: "Importa z de replication/zod.ts (zod sin JIT en el navegador por la CSP).", allowTypeImports: true }] }],
    },
  },
  {
    files: ['{src,replication,schemas,migrations,server,tests,bench,scripts}/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      'boundaries/include': ['{src,replication,schemas,migrations,server,tests,bench,scripts}/**/*.{ts,tsx}'],
      // Las pruebas unitarias pueden probar por dentro (el motor contra el servidor real, sus piezas sueltas).
      'boundaries/ignore': ['**/*.test.{ts,tsx}'],
      'boundaries/elements': [
        // El motor de sincronización del cliente (un paquete: su entrada es index.ts).
        { type: 'motor', pattern: 'replication/cliente' },
        // Los mutadores del dominio, por módulo.
        { type: 'mutadores', pattern: 'replication/mutadores' },
        // Lo que comparten cliente y servidor: contrato del mutador, Tx, errores, sesión, validaciones.
        { type: 'protocolo', pattern: 'replication' },
        { type: 'esquemas', pattern: '{schemas,migrations}' },
        { type: 'app', pattern: 'src' },
        { type: 'servidor', pattern: 'server' },
        { type: 'herramientas', pattern: '{tests,bench,scripts}' },
      ],
    },
    rules: {
      'boundaries/dependencies': ['error', {
        default: 'allow',
        policies: [
          {
            from: { element: { type: 'motor' } },
            disallow: { to: { element: { type: '{app,servidor,herramientas}' } } },
            message: 'El motor no conoce la app, el servidor ni las herramientas',
          },
          {
            from: { element: { type: '{mutadores,protocolo,esquemas}' } },
            disallow: { to: { element: { type: '{motor,app,servidor,herramientas}' } } },
            message: 'El dominio y el protocolo no conocen el motor, la app ni el servidor',
          },
          { from: { element: { type: 'esquemas' } }, disallow: { to: { element: { type: 'mutadores' } } }, message: 'Los esquemas no conocen los mutadores' },
          { from: { element: { type: 'servidor' } }, disallow: { to: { element: { type: '{motor,app}' } } }, message: 'El servidor no usa el motor del cliente ni la app' },
          {
            from: { element: { type: '!motor' } },
            disallow: { to: { element: { type: 'motor', fileInternalPath: '!index.ts' } } },
            message: 'Usa el motor por su entrada (replication/cliente/index.ts), no sus ficheros internos',
          },
        ],
      }],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
