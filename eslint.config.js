// Lint: typescript-eslint recomendado + prohibición de `any` y de comentarios que desactivan el tipado;
// las reglas de los hooks de React (eslint-plugin-react-hooks, recomendadas) en todo src/.
import js from '@eslint/js';
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
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
