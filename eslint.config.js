// One lint config for server, shared, studio, desktop shell, tests and scripts: typescript-eslint's
// recommended rules, with unused code an error (the house rule: nothing dead is kept).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'test/conformance/**',
      'test/fixtures/**',
      'e2e/fixtures/**',
      'server/**/__fixtures__/**',
      'examples/**/public/**',
      '**/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // Electron loads a sandboxed preload as CommonJS only.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
